/// Decides when typed lines form a whole statement, and splits input on `;`.
///
/// A statement continues while a quote is open or `(`, `[`, `{` are
/// unbalanced, so queries and JSON values may span lines (`...>` prompt).
public enum StatementScanner {
    /// Whether `text` has no open quote or bracket.
    public static func isComplete(_ text: String) -> Bool {
        var depth = 0
        var quote: Character?
        var escaped = false
        for ch in text {
            if let q = quote {
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == q { quote = nil }
                continue
            }
            switch ch {
            case "'", "\"": quote = ch
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            default: break
            }
        }
        return quote == nil && depth <= 0
    }

    /// Splits on `;` outside quotes and brackets; trims; drops empty statements.
    public static func split(_ text: String) -> [String] {
        var statements: [String] = []
        var current = ""
        var depth = 0
        var quote: Character?
        var escaped = false
        for ch in text {
            if let q = quote {
                current.append(ch)
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == q { quote = nil }
                continue
            }
            switch ch {
            case "'", "\"": quote = ch
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case ";" where depth <= 0:
                statements.append(current)
                current = ""
                continue
            default: break
            }
            current.append(ch)
        }
        statements.append(current)
        return statements.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// Splits a dot-command line into words: whitespace separates, single or
    /// double quotes group (with `\` escapes inside double quotes).
    public static func words(_ text: String) throws -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for ch in text {
            if let q = quote {
                if escaped { current.append(ch); escaped = false; continue }
                if ch == "\\" && q == "\"" { escaped = true; continue }
                if ch == q { quote = nil; continue }
                current.append(ch)
                continue
            }
            if ch == "'" || ch == "\"" { quote = ch; inWord = true; continue }
            if ch == " " || ch == "\t" {
                if inWord { words.append(current); current = ""; inWord = false }
                continue
            }
            current.append(ch)
            inWord = true
        }
        if quote != nil { throw UsageError.invalid("unterminated quote in: \(text)") }
        if inWord { words.append(current) }
        return words
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
