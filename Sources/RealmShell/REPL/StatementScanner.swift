/// The one scanner of studio input: where statements end, how a line splits
/// into words, and where top-level separators and keywords (`;`, `,`,
/// `where`, `set`) are.
///
/// One quoting rule holds for everything typed into the studio, dot
/// commands and statements alike:
/// - `'…'` and `"…"` quote; inside either, a backslash takes the next
///   character as it is (`'it\'s'`, `"say \"hi\""`, `'C:\\dir'`);
/// - outside quotes a backslash is an ordinary character (`a\b` is `a\b`);
/// - `(`, `[` and `{` nest outside quotes, so a statement continues while
///   one is open (the `...>` prompt) and separators inside do not count.
///
/// Values and queries inside a statement are then read by their own
/// grammars (RQL, the relaxed JSON of `create`), which follow the same rule.
enum StatementScanner {
    /// The state of a left-to-right walk: open quote, pending escape, depth.
    struct State {
        var quote: Character?
        var isEscaped = false
        var depth = 0

        /// Whether the walk is outside quotes and brackets.
        var isTopLevel: Bool { quote == nil && depth <= 0 }

        /// Takes one character; true when it stands outside quotes and
        /// brackets (so it may separate), false for quotes, brackets and
        /// everything quoted.
        mutating func consume(_ ch: Character) -> Bool {
            if let q = quote {
                if isEscaped { isEscaped = false } else if ch == "\\" { isEscaped = true } else if ch == q { quote = nil }
                return false
            }
            switch ch {
            case "'", "\"": quote = ch; return false
            case "(", "[", "{": depth += 1; return false
            case ")", "]", "}": depth -= 1; return false
            default: return depth <= 0
            }
        }
    }

    /// Whether `text` has no open quote or bracket.
    static func isComplete(_ text: String) -> Bool {
        var state = State()
        for ch in text { _ = state.consume(ch) }
        return state.quote == nil && state.depth <= 0
    }

    /// Splits on `;` outside quotes and brackets; trims; drops empty statements.
    static func split(_ text: String) -> [String] {
        splitTopLevel(text, separator: ";")
    }

    /// Splits on `separator` outside quotes and brackets; trims each part;
    /// drops empty parts.
    static func splitTopLevel(_ text: String, separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var state = State()
        for ch in text {
            if state.consume(ch) && ch == separator {
                parts.append(current)
                current = ""
                continue
            }
            current.append(ch)
        }
        parts.append(current)
        return parts.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// Splits a dot-command line into words: whitespace separates, quotes
    /// group and are removed, and inside them a backslash takes the next
    /// character as it is.
    static func words(_ text: String) throws -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var state = State()
        for ch in text {
            let wasQuoted = state.quote != nil, wasEscaped = state.isEscaped
            _ = state.consume(ch)
            if wasQuoted {
                // The escaped character, or quoted text; not the escape itself or the closing quote.
                if wasEscaped || (ch != "\\" && state.quote != nil) { current.append(ch) }
            } else if state.quote != nil {
                inWord = true
            } else if ch == " " || ch == "\t" {
                if inWord { words.append(current); current = ""; inWord = false }
            } else {
                current.append(ch)
                inWord = true
            }
            state.depth = 0  // brackets mean nothing between a dot command's words
        }
        if state.quote != nil { throw UsageError.invalid("unterminated quote in \(quoted: text)") }
        if inWord { words.append(current) }
        return words
    }

    /// The range of `keyword` (a whole word, any case) outside quotes and
    /// brackets, if there is one.
    static func keywordRange(_ keyword: String, in text: String) -> Range<String.Index>? {
        var state = State()
        var i = text.startIndex
        while i < text.endIndex {
            // Only `keyword.count` characters are compared, so a long statement costs linear time.
            if state.consume(text[i]), let end = text.index(i, offsetBy: keyword.count, limitedBy: text.endIndex),
               text[i..<end].lowercased() == keyword {
                let before = i == text.startIndex || text[text.index(before: i)].isWhitespace
                let after = end == text.endIndex || text[end].isWhitespace
                if before && after { return i..<end }
            }
            i = text.index(after: i)
        }
        return nil
    }

    /// `where PREDICATE` at the start of `text`: the predicate, trimmed
    /// (`nil` when `text` does not start with `where`).
    static func whereClause(_ text: String) -> String? {
        guard let range = keywordRange("where", in: text), String(text[..<range.lowerBound]).trimmingWhitespace().isEmpty else { return nil }
        return String(text[range.upperBound...]).trimmingWhitespace()
    }

    /// The predicate of `[where] PREDICATE` (the `where` is optional, as
    /// listings accept `Dog age < 2`); empty when `text` is.
    static func predicate(_ text: String) -> String {
        whereClause(text) ?? text
    }

    /// The first word of `text` (up to whitespace, `[` or `{`) and the rest, both trimmed.
    static func firstWord(_ text: String) -> (String, String) {
        let trimmed = text.trimmingWhitespace()
        guard let end = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "[" || $0 == "{" }) else { return (trimmed, "") }
        return (String(trimmed[..<end]), String(trimmed[end...]).trimmingWhitespace())
    }

    /// The quoted string at the start of `text`, quotes included, and what
    /// follows; `nil` when `text` does not start with a quote. An unclosed
    /// quote takes the whole text.
    static func quotedPrefix(_ text: String) -> (String, String)? {
        guard let first = text.first, first == "'" || first == "\"" else { return nil }
        var state = State()
        var i = text.startIndex
        while i < text.endIndex {
            _ = state.consume(text[i])
            i = text.index(after: i)
            if state.quote == nil { return (String(text[..<i]), String(text[i...])) }
        }
        return (text, "")
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
