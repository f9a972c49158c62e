import RealmModel

/// `O<digits>`: an object key written as a constant (`link == O1`, `ANY friends == O2`,
/// `bestFriend IN {O2, O1}`), as Realm Core's lexer reads it (`"O"{int}` before any identifier,
/// so no property can be named so there). It names the object with that key in whatever class the
/// other side links to; the resolver fills the class in (`QueryResolver+ObjectKeyLiteral.swift`).
extension QueryParser {
    /// The key `word` writes, when it is `O` followed by decimal digits (Core's `strtol`: a key past
    /// 2^63 − 1 reads as 2^63 − 1).
    static func objectKeyLiteral(_ word: String) -> ObjectKey? {
        let digits = word.utf8.dropFirst()
        guard word.utf8.first == UInt8(ascii: "O"), !digits.isEmpty,
              digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return ObjectKey(String(decoding: digits, as: UTF8.self)) ?? .max
    }

    /// `O2` as a constant link whose class is not yet known.
    mutating func parseObjectKeyLiteral(_ key: ObjectKey) -> Operand {
        let range = current.range
        advance()
        return Operand(.constant(.link(ObjectLink(className: "", key: key))), range: range)
    }
}
