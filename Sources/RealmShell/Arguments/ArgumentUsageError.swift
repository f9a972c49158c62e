import RealmModel

/// A usage error about one argument, with the command line it was typed on,
/// so that it points at the argument as a query error points into the
/// query (exit code 2, like every `UsageError`):
///
/// ```
/// error: invalid value 'x' for '--limit' (expected a whole number ≥ 0)
///   realmlens query dogs.realm Dog --limit x
///                                          ^
/// ```
///
/// Something missing is pointed at just past the last word. The words are
/// shown as typed, quoted where a shell would need it (a control character
/// escaped, so the line cannot drive the terminal).
struct ArgumentUsageError: Error {
    var usage: UsageError
    /// The command line as shown.
    var line: String
    /// The offending word's place in `line` (UTF-8 offsets).
    var range: Range<Int>

    /// `usage`, about `words[index]` (`nil`: after the last word), on the
    /// line `leading` then `words`.
    init(_ usage: UsageError, leading: [String], words: [String], index: Int?) {
        self.usage = usage
        var line = ""
        var range: Range<Int>?
        for (position, word) in (leading + words).enumerated() {
            if !line.isEmpty { line += " " }
            let shown = Self.shown(word)
            if let index, position == leading.count + index {
                range = line.utf8.count..<(line.utf8.count + max(1, shown.utf8.count))
            }
            line += shown
        }
        self.line = line
        self.range = range ?? line.utf8.count..<line.utf8.count + 1
    }

    /// A word as a shell would need it typed: bare when it holds only
    /// characters a shell leaves alone, else quoted (escaped).
    static func shown(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
            ($0.value >= 0x80 && Quoting.escapingControlCharacters(String($0)) == String($0))
                || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_./:=@%+,".unicodeScalars.contains($0)
        }
        return plain ? word : Quoting.quote(word)
    }
}
