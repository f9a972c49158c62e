/// Realm Core's escapes inside a quoted string (its lexer's `escape` and
/// `unicode` rules): `\'`, `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`,
/// `\0`, and `\u` with four hex digits. Core admits them and keeps them as
/// written: they let a quote into the literal, never change its value.
enum StringEscape {
    /// The length in bytes of the escape that starts at `bytes[i]` (a
    /// backslash), or nil where none starts there.
    static func length(in bytes: [UInt8], at i: Int) -> Int? {
        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\") else { return nil }
        switch bytes[i + 1] {
        case UInt8(ascii: "u"):
            guard i + 6 <= bytes.count, bytes[i + 2..<i + 6].allSatisfy(isHexDigit) else { return nil }
            return 6
        case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "0"),
             UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            return 2
        default:
            return nil
        }
    }

    static func isHexDigit(_ c: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(c)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(c)
    }

    /// Whether `text` is what a literal between `quote`s holds as written: no
    /// bare `quote`, and every backslash the start of an escape.
    static func literal(between quote: UInt8, canHold text: String) -> Bool {
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == quote { return false }
            if bytes[i] == UInt8(ascii: "\\") {
                guard let n = length(in: bytes, at: i) else { return false }
                i += n
            } else {
                i += 1
            }
        }
        return true
    }
}
