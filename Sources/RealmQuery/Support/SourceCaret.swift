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
/// spaces so the caret stays under its column.
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
        let line = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
        let shown = String(String.UnicodeScalarView(line.unicodeScalars.map { $0 == "\t" ? " " : $0 }))
        let column = scalarCount(bytes[lineStart..<start])
        let width = max(1, scalarCount(bytes[start..<min(end, lineEnd)]))
        let caret = String(repeating: " ", count: column) + "^" + String(repeating: "~", count: width - 1)
        return ["  " + shown, "  " + caret]
    }

    private static func scalarCount(_ slice: ArraySlice<UInt8>) -> Int {
        String(decoding: slice, as: UTF8.self).unicodeScalars.count
    }
}
