import RealmModel

/// The one caret renderer: the line of `text` a range starts on, and a
/// caret line under the range, both indented by two spaces.
///
/// ```
///   agee < 2
///   ^~~~
/// ```
///
/// Used for every diagnostic that points into text the user typed: a query,
/// a typed value, a statement. Only the line the range starts on is shown,
/// so a multi-line query keeps its other lines out of the way; tabs become
/// spaces and other control characters escapes, so the caret stays under
/// its column and the line cannot drive the terminal.
public enum SourceCaret {
    /// The two lines for `range` (UTF-8 offsets into `text`, clamped to it).
    public static func lines(_ text: String, range: Range<Int>) -> [String] {
        let bytes = Array(text.utf8)
        let start = min(max(range.lowerBound, 0), bytes.count)
        let end = min(max(range.upperBound, start), bytes.count)
        var lineStart = start
        while lineStart > 0 && bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        var lineEnd = start
        while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        let before = shown(bytes[lineStart..<start])
        let under = shown(bytes[start..<min(end, lineEnd)])
        let after = shown(bytes[min(end, lineEnd)..<lineEnd])
        let column = before.unicodeScalars.count
        let width = max(1, under.unicodeScalars.count)
        let caret = String(repeating: " ", count: column) + "^" + String(repeating: "~", count: width - 1)
        return ["  " + before + under + after, "  " + caret]
    }

    /// Bytes of the line as shown: a tab as a space, other control
    /// characters escaped (`\u{1b}`) as messages show them, so a query
    /// holding a terminal escape cannot drive the terminal from its caret
    /// line, and the caret stays under its column.
    private static func shown(_ slice: ArraySlice<UInt8>) -> String {
        var out = ""
        for scalar in String(decoding: slice, as: UTF8.self).unicodeScalars {
            out += scalar == "\t" ? " " : Quoting.escapingControlCharacters(String(scalar))
        }
        return out
    }
}
