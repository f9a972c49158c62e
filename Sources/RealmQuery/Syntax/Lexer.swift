import RealmModel

/// Splits RQL text into tokens, following Realm Core's `query_flex.ll`
/// (keywords in the letter cases it takes, see `Keyword(spelling:)`; `-`
/// allowed inside identifiers).
///
/// ```swift
/// let tokens = try Lexer.tokenize("age >= 3")  // identifier, >=, integer, end
/// ```
public struct Lexer {
    let bytes: [UInt8]
    private(set) var position = 0
    /// The previous token, to tell `.5` (a number) from `.` (a path separator).
    private var previous: TokenKind?

    public init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// All tokens of `text`, ending with `.end`.
    public static func tokenize(_ text: String) throws -> [Token] {
        var lexer = Lexer(text)
        var tokens: [Token] = []
        while true {
            let token = try lexer.readToken()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    /// Reads the next token; `.end` (with an empty range at the end) once the text is used up.
    public mutating func readToken() throws -> Token {
        skipWhitespace()
        let start = position
        guard let c = peek() else { return Token(.end, .at(position)) }
        let kind: TokenKind
        switch c {
        case ascii("'"), ascii("\""):
            kind = .string(try scanString())
        case ascii("0")...ascii("9"):
            kind = try scanDateOrNumber()
        case ascii(".") where peek(1).map(isDigit) == true && !endsOperand(previous):
            kind = try scanNumber()
        case ascii("$"):
            kind = scanArgumentOrIdentifier()
        case ascii("@"):
            kind = try scanAtKeyword()
        case ascii("["):
            kind = scanBracketOrOptions()
        default:
            if let symbol = scanSymbol() {
                kind = .symbol(symbol)
            } else if isIdentifierStart(c) {
                kind = try scanWord()
            } else {
                let scalarEnd = endOfScalar(at: position)
                let text = String(decoding: bytes[position..<scalarEnd], as: UTF8.self)
                throw QueryError(.invalidCharacter(text), at: SourceRange(position..<scalarEnd))
            }
        }
        previous = kind
        return Token(kind, SourceRange(start..<position))
    }

    // MARK: - Characters

    private func peek(_ offset: Int = 0) -> UInt8? {
        let i = position + offset
        return i < bytes.count ? bytes[i] : nil
    }

    private mutating func skipWhitespace() {
        while let c = peek(), c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { position += 1 }
    }


    private func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= ascii("a") && c <= ascii("z")) || (c >= ascii("A") && c <= ascii("Z")) || c == ascii("_")
            || c == ascii("$") || c >= 0xC2
    }

    private func isIdentifierContinuation(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || isDigit(c) || c == ascii("-") || c >= 0x80
    }

    private func endOfScalar(at i: Int) -> Int {
        var j = i + 1
        while j < bytes.count && bytes[j] & 0xC0 == 0x80 { j += 1 }
        return j
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func endsOperand(_ kind: TokenKind?) -> Bool {
        switch kind {
        case .identifier?, .symbol(.rightBracket)?, .symbol(.rightParen)?, .atKeyword?: return true
        case .keyword(let k)?: return k.canBePropertyName
        default: return false
        }
    }

    // MARK: - Symbols

    /// The symbol at the current position, longest spelling first (`==`
    /// before `=`), read byte by byte: this runs for every token, so it
    /// allocates nothing.
    private mutating func scanSymbol() -> Symbol? {
        guard let c = peek() else { return nil }
        let next = peek(1)
        func take(_ length: Int, _ symbol: Symbol) -> Symbol {
            position += length
            return symbol
        }
        switch c {
        case ascii("="):
            switch next {
            case ascii("=")?: return take(2, .equal)
            case ascii("<")?: return take(2, .lessOrEqual)
            case ascii(">")?: return take(2, .greaterOrEqual)
            default: return take(1, .equal)
            }
        case ascii("!"): return next == ascii("=") ? take(2, .notEqual) : take(1, .bang)
        case ascii("<"):
            switch next {
            case ascii(">")?: return take(2, .notEqual)
            case ascii("=")?: return take(2, .lessOrEqual)
            default: return take(1, .less)
            }
        case ascii(">"): return next == ascii("=") ? take(2, .greaterOrEqual) : take(1, .greater)
        case ascii("&"): return next == ascii("&") ? take(2, .doubleAmpersand) : nil
        case ascii("|"): return next == ascii("|") ? take(2, .doublePipe) : nil
        case ascii("("): return take(1, .leftParen)
        case ascii(")"): return take(1, .rightParen)
        case ascii("]"): return take(1, .rightBracket)
        case ascii("{"): return take(1, .leftBrace)
        case ascii("}"): return take(1, .rightBrace)
        case ascii(","): return take(1, .comma)
        case ascii("."): return take(1, .dot)
        case ascii("+"): return take(1, .plus)
        case ascii("-"): return take(1, .minus)
        case ascii("*"): return take(1, .star)
        case ascii("/"): return take(1, .slash)
        default: return nil
        }
    }

    /// `[c]`, `[d]`, `[cd]` are operator options; any other `[` opens a subscript.
    /// Lower case only, as Realm Core's `[c]` (`[C]` is a subscript there, and an error).
    private mutating func scanBracketOrOptions() -> TokenKind {
        switch (peek(1), peek(2), peek(3)) {
        case (ascii("c")?, ascii("]")?, _):
            position += 3
            return .stringOptions(.caseInsensitive)
        case (ascii("d")?, ascii("]")?, _):
            position += 3
            return .stringOptions(.diacriticInsensitive)
        case (ascii("c")?, ascii("d")?, ascii("]")?):
            position += 4
            return .stringOptions([.caseInsensitive, .diacriticInsensitive])
        default: break
        }
        position += 1
        return .symbol(.leftBracket)
    }

    private mutating func scanAtKeyword() throws -> TokenKind {
        let start = position
        position += 1
        while let c = peek(), isIdentifierContinuation(c) && c != ascii("-") { position += 1 }
        let word = text(start..<position)
        // Case-sensitive, as in Realm Core (`@COUNT` is no collection operator there).
        guard let at = AtKeyword(rawValue: word) else {
            throw QueryError(.unknownCollectionOperator(word), at: SourceRange(start..<position))
        }
        return .atKeyword(at)
    }

    // MARK: - Words

    private mutating func scanWord() throws -> TokenKind {
        let start = position
        let word = scanIdentifierBody()
        // `oid(`, `uuid(` and `B64"` are lower (upper) case only in Realm Core's lexer.
        if peek() == ascii("(") {
            switch word {
            // Realm Core's lexer takes exactly `oid(` 24 hex digits `)` and `uuid(` 8-4-4-4-12 hex digits `)`:
            // no spaces, no other grouping (`uuid(ffff…ffff)` without dashes is a syntax error there).
            case "oid":
                return try scanParenthesized(start) { s in
                    Self.isHexGroups(s, [24]) ? ObjectId(string: s).map(TokenKind.objectId) : nil
                } failure: { .invalidObjectId($0) }
            case "uuid":
                return try scanParenthesized(start) { s in
                    Self.isHexGroups(s, [8, 4, 4, 4, 12]) ? RealmUUID(string: s).map(TokenKind.uuid) : nil
                } failure: { .invalidUUID($0) }
            default: break
            }
        }
        if word == "B64" && peek() == ascii("\"") {
            return .base64(try scanBase64Body(start))
        }
        if word.utf8.first == ascii("T"), let timestamp = try scanEpochTimestamp(start, word) {
            return timestamp
        }
        if let keyword = Keyword(spelling: word) { return .keyword(keyword) }
        return .identifier(word)
    }

    /// `oid(…)` and `uuid(…)`: everything up to the `)` is the literal's text.
    private mutating func scanParenthesized(
        _ start: Int, _ make: (String) -> TokenKind?, failure: (String) -> QueryError.Kind
    ) throws -> TokenKind {
        let open = position
        var i = open + 1
        while i < bytes.count && bytes[i] != ascii(")") { i += 1 }
        guard i < bytes.count else {
            position = bytes.count
            throw QueryError(failure(text(start..<bytes.count)), at: SourceRange(start..<bytes.count))
        }
        position = i + 1
        let inner = text((open + 1)..<i)
        guard let kind = make(inner) else {
            throw QueryError(failure(text(start..<position)), at: SourceRange(start..<position))
        }
        return kind
    }

    /// Whether `text` is groups of hex digits of exactly `lengths`, joined by `-`.
    static func isHexGroups(_ text: String, _ lengths: [Int]) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.utf8.count) == lengths else { return false }
        return groups.allSatisfy { $0.utf8.allSatisfy(isHexDigit) }
    }

    private mutating func scanBase64Body(_ start: Int) throws -> String {
        position += 1  // opening quote
        let bodyStart = position
        while let c = peek(), c != ascii("\"") { position += 1 }
        guard peek() == ascii("\"") else { throw QueryError(.unterminatedString, at: SourceRange(start..<position)) }
        let body = text(bodyStart..<position)
        position += 1
        return body
    }

    /// `T<seconds>:<nanoseconds>`, Realm's epoch form; `nil` when the word is an ordinary identifier.
    private mutating func scanEpochTimestamp(_ start: Int, _ word: String) throws -> TokenKind? {
        // The word scan stopped at ':' (or consumed a '-' sign as part of the identifier).
        var u = Array(word.utf8.dropFirst())
        guard peek() == ascii(":") else { return nil }
        var negativeSeconds = false
        if u.first == ascii("-") || u.first == ascii("+") {
            negativeSeconds = u.first == ascii("-")
            u.removeFirst()
        }
        guard !u.isEmpty, u.allSatisfy(isDigit) else { return nil }
        position += 1  // ':'
        let nanoStart = position
        if peek() == ascii("-") || peek() == ascii("+") { position += 1 }
        while let c = peek(), isDigit(c) { position += 1 }
        let whole = text(start..<position)
        let nanoText = text(nanoStart..<position)
        guard let seconds = Int64(String(decoding: u, as: UTF8.self)), let nanos = Int32(nanoText),
              abs(Int64(nanos)) < 1_000_000_000 else {
            throw QueryError(.invalidDate(whole), at: SourceRange(start..<position))
        }
        let s = negativeSeconds ? -seconds : seconds
        guard (s >= 0 && nanos >= 0) || (s <= 0 && nanos <= 0) else {
            throw QueryError(.invalidDate(whole), at: SourceRange(start..<position))
        }
        return .timestamp(Timestamp(seconds: s, nanoseconds: nanos))
    }

    private mutating func scanArgumentOrIdentifier() -> TokenKind {
        position += 1
        let body = scanIdentifierBody()
        if !body.isEmpty, body.utf8.allSatisfy(isDigit) {
            return .argument(Int(body) ?? Int.max)
        }
        return .identifier("$" + body)
    }

    /// The rest of an identifier from the current position. As in Realm Core's
    /// lexer (`{ws}` in its ID rule, `check_escapes`), a backslash before a
    /// space, `n`, `r` or `t` is part of the name and stands for that
    /// whitespace: `fav\ item` names the property "fav item".
    private mutating func scanIdentifierBody() -> String {
        let start = position
        var unescaped: [UInt8]?  // only once an escape is met: most names are their bytes as written
        while let c = peek() {
            if isIdentifierContinuation(c) {
                unescaped?.append(c)
                position += 1
            } else if c == ascii("\\"), let escaped = peek(1).flatMap(Self.escapedWhitespace) {
                unescaped = (unescaped ?? Array(bytes[start..<position])) + [escaped]
                position += 2
            } else {
                break
            }
        }
        return unescaped.map { String(decoding: $0, as: UTF8.self) } ?? text(start..<position)
    }

    /// The whitespace an escape in an identifier stands for (`\ `, `\n`, `\r`, `\t`).
    private static func escapedWhitespace(_ c: UInt8) -> UInt8? {
        switch c {
        case ascii(" "): return 0x20
        case ascii("n"): return 0x0A
        case ascii("r"): return 0x0D
        case ascii("t"): return 0x09
        default: return nil
        }
    }

    // MARK: - Strings

    private mutating func scanString() throws -> String {
        let start = position
        let quote = bytes[position]
        position += 1
        var out: [UInt8] = []
        while true {
            guard let c = peek() else { throw QueryError(.unterminatedString, at: SourceRange(start..<position)) }
            if c == quote {
                position += 1
                return String(decoding: out, as: UTF8.self)
            }
            if c != ascii("\\") {
                out.append(c)
                position += 1
                continue
            }
            let escapeStart = position
            guard let e = peek(1) else { throw QueryError(.unterminatedString, at: SourceRange(start..<bytes.count)) }
            position += 2
            switch e {
            case ascii("n"): out.append(0x0A)
            case ascii("t"): out.append(0x09)
            case ascii("r"): out.append(0x0D)
            case ascii("b"): out.append(0x08)
            case ascii("f"): out.append(0x0C)
            case ascii("0"): out.append(0x00)
            case ascii("'"), ascii("\""), ascii("\\"), ascii("/"): out.append(e)
            case ascii("u"):
                let hexEnd = position + 4
                guard hexEnd <= bytes.count, bytes[position..<hexEnd].allSatisfy(isHexDigit),
                      let value = UInt32(text(position..<hexEnd), radix: 16), let scalar = Unicode.Scalar(value) else {
                    var end = position
                    while end < min(hexEnd, bytes.count) && isHexDigit(bytes[end]) { end += 1 }
                    throw QueryError(.invalidEscape(text(escapeStart..<end)), at: SourceRange(escapeStart..<end))
                }
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
                position = hexEnd
            default:
                let end = endOfScalar(at: escapeStart + 1)
                position = end
                throw QueryError(.invalidEscape(text(escapeStart..<end)), at: SourceRange(escapeStart..<end))
            }
        }
    }

    // MARK: - Numbers and dates

    /// A date `YYYY-MM-DD@HH:MM:SS[:NANOS]` (or `T` for `@`) when the text has that shape, else a number.
    private mutating func scanDateOrNumber() throws -> TokenKind {
        if let date = try scanDate() { return date }
        return try scanNumber()
    }

    private mutating func scanDate() throws -> TokenKind? {
        let start = position
        var i = position
        func digits() -> Int64? {
            let s = i
            var v: Int64 = 0
            while i < bytes.count && isDigit(bytes[i]) {
                v = v &* 10 &+ Int64(bytes[i] - ascii("0"))
                i += 1
            }
            return i > s && i - s <= 18 ? v : nil
        }
        func expect(_ c: UInt8) -> Bool {
            guard i < bytes.count && bytes[i] == c else { return false }
            i += 1
            return true
        }
        guard let year = digits(), expect(ascii("-")) else { return nil }
        // From here on the text can only be a date (a number is never followed by '-digit').
        guard let month = digits(), expect(ascii("-")), let day = digits(),
              i < bytes.count, bytes[i] == ascii("@") || bytes[i] == ascii("T") else { return nil }
        i += 1
        guard let hour = digits(), expect(ascii(":")), let minute = digits(), expect(ascii(":")),
              let second = digits() else {
            position = max(i, start + 1)
            throw QueryError(.invalidDate(text(start..<position)), at: SourceRange(start..<position))
        }
        var nanos: Int64 = 0
        if i + 1 < bytes.count && bytes[i] == ascii(":") && isDigit(bytes[i + 1]) {
            i += 1
            nanos = digits() ?? -1
        }
        position = i
        let whole = text(start..<position)
        // A field out of its range carries over into the next, as Realm Core's timegm does
        // (`2020-13-01@00:00:00` is 2021-01-01, `2020-01-01@25:00:00` is 2020-01-02 01:00).
        guard month <= 999_999_999, day <= 999_999_999, hour <= 999_999_999, minute <= 999_999_999, second <= 999_999_999,
              (0..<1_000_000_000).contains(nanos), year <= 999_999_999 else {
            throw QueryError(.invalidDate(whole), at: SourceRange(start..<position))
        }
        // Realm Core reads this form with a 32-bit timegm: it refuses years before 1900 and silently
        // wraps seconds outside 1901-12-13…2038-01-19 around; we refuse those instead of answering
        // something else. Before 1970 it gives the nanoseconds the sign of the seconds
        // (1969-12-31@23:59:59:5 is 1.5 s before the epoch), and so do we.
        let monthsFromYear = year * 12 + month - 1  // month 0 is December of the year before
        let seconds = Timestamp(year: monthsFromYear / 12, month: monthsFromYear % 12 + 1, day: 1,
                                hour: 0, minute: 0, second: 0).seconds
            + (day - 1) * 86_400 + hour * 3_600 + minute * 60 + second
        guard year >= 1900 else {
            throw QueryError(.invalidQuery("dates before 1900 cannot be written as \(whole) (Realm Core refuses them); write T<seconds>:<nanoseconds>"),
                             at: SourceRange(start..<position))
        }
        guard seconds >= Int64(Int32.min), seconds <= Int64(Int32.max) else {
            throw QueryError(.invalidQuery("\(whole) is outside 1901-12-13…2038-01-19, where Realm Core reads this form wrongly; write T<seconds>:<nanoseconds>"),
                             at: SourceRange(start..<position))
        }
        return .timestamp(Timestamp(seconds: seconds, nanoseconds: Int32(seconds < 0 ? -nanos : nanos)))
    }

    private mutating func scanNumber() throws -> TokenKind {
        let start = position
        if peek() == ascii("0"), let x = peek(1), x == ascii("x") || x == ascii("X") {
            position += 2
            while let c = peek(), isIdentifierContinuation(c) && c != ascii("-") { position += 1 }
            let hex = text((start + 2)..<position)
            guard !hex.isEmpty, hex.utf8.allSatisfy(isHexDigit) else {
                throw QueryError(.invalidNumber(text(start..<position)), at: SourceRange(start..<position))
            }
            // Realm Core reads it with strtoll, which stops at Int64.max: `0xFFFFFFFFFFFFFFFF` is 2^63-1, not -1.
            guard let value = UInt64(hex, radix: 16), value <= UInt64(Int64.max) else { return .integer(Int64.max) }
            return .integer(Int64(value))
        }
        var isInteger = true
        while let c = peek(), isDigit(c) { position += 1 }
        if peek() == ascii("."), peek(1).map(isDigit) == true || !(peek(1).map(isIdentifierStart) ?? false) {
            isInteger = false
            position += 1
            while let c = peek(), isDigit(c) { position += 1 }
        }
        if let e = peek(), e == ascii("e") || e == ascii("E") {
            var j = position + 1
            if j < bytes.count && (bytes[j] == ascii("+") || bytes[j] == ascii("-")) { j += 1 }
            if j < bytes.count && isDigit(bytes[j]) {
                isInteger = false
                position = j
                while let c = peek(), isDigit(c) { position += 1 }
            }
        }
        var isFloat = false
        if peek() == ascii("f") {
            isFloat = true
            isInteger = false
            position += 1
        }
        // Like Realm's lexer, `1AND` is the number 1 followed by the word AND.
        var written = text(start..<(isFloat ? position - 1 : position))
        if written.hasPrefix(".") { written = "0" + written }
        // Swift's Double(_:) wants a digit after the point; Realm's strtod does not.
        if let dot = written.firstIndex(of: "."), written[written.index(after: dot)...].first.map({ !$0.isNumber }) ?? true {
            written.insert("0", at: written.index(after: dot))
        }

        if isInteger, let value = Int64(written) { return .integer(value) }
        guard let value = Double(written) else {
            throw QueryError(.invalidNumber(text(start..<position)), at: SourceRange(start..<position))
        }
        return .number(value, isFloat: isFloat)
    }
}

@inline(__always)
func ascii(_ c: Unicode.Scalar) -> UInt8 { UInt8(ascii: c) }
private func isDigit(_ c: UInt8) -> Bool { c >= ascii("0") && c <= ascii("9") }
private func isHexDigit(_ c: UInt8) -> Bool { isDigit(c) || (c | 0x20 >= ascii("a") && c | 0x20 <= ascii("f")) }

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
