import RealmModel
import Testing
@testable import RealmStore

/// `[c]` operators on strings longer than eight bytes, as Realm Core 14.14
/// answers (`realm-core-check query` on a file `from-canonical` made of the
/// same objects). RealmLens folds eight ASCII bytes at a time
/// (`RealmSQLFunctions.foldASCIIWord`); these strings put upper- and
/// lower-case letters and the bytes beside `A`–`Z` (`@`, `[`, `` ` ``, `{`,
/// DEL) at every position of a word, Latin-1 letters between and after ASCII
/// runs, and a NUL in the middle, so a wrong fold of any byte changes an answer.
@Suite struct RealmCoreLongStringFoldTests {
    static let values = [
        "The QUICK Brown Fox Jumps Over The Lazy DOG",
        "@@@@@@@@[[[[[[[[````````{{{{{{{{",
        "ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz",
        "prefix-long-ascii-ÀÉÎÕÜ-then-more-ascii-QUICK",
        "0123456789ABCDEF\u{0}0123456789abcdefQUICKfox",
        "\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}_zzzzzzz",
        "mixedÉcaseÀÀÀÀÀÀÀÀ and ascii AFTER Latin-1 ÞÞ end",
        "",
        "short",
    ]

    static let cases: [(String, [Int64])] = [
        ("text CONTAINS[c] 'quick'", [0, 3, 4]),
        ("text CONTAINS[c] 'fox'", [0, 4]),
        ("text CONTAINS[c] '`'", [1]),
        ("text CONTAINS[c] '@'", [1]),
        ("text CONTAINS[c] '['", [1]),
        ("text CONTAINS[c] '{'", [1]),
        ("text CONTAINS[c] 'xyz abc'", [2]),
        ("text CONTAINS[c] 'mnopqrstuvwxyz abcdefghijklmnop'", [2]),
        ("text CONTAINS[c] 'àéîõü-THEN'", [3]),
        ("text CONTAINS[c] '_ZZZ'", [5]),
        ("text CONTAINS[c] 'þþ END'", [6]),
        ("text CONTAINS[c] 'after latin'", [6]),
        ("text CONTAINS[c] 'ABCDEFQUICK'", [4]),
        ("text CONTAINS[c] 'éCASEàààààààà AND'", [6]),
        ("text CONTAINS[c] ''", [0, 1, 2, 3, 4, 5, 6, 7, 8]),
        ("text CONTAINS 'QUICK'", [0, 3, 4]),
        ("text LIKE[c] '*ef?0123*'", [4]),
        ("text LIKE[c] '*lazy dog'", [0]),
        ("text LIKE[c] '*ÀÉÎÕÜ-THEN*'", [3]),
        ("text ENDSWITH[c] 'lazy dog'", [0]),
        ("text ENDSWITH[c] 'QUICKFOX'", [4]),
        ("text ==[c] 'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ'", [2]),
        ("text BEGINSWITH[c] 'the quick'", [0]),
    ]

    @Test func answersAsRealmCore() throws {
        let realm = try makeInMemoryRealm(Schema([ObjectSchema(className: "T", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "text", type: .string),
        ])]))
        try realm.write {
            for (i, v) in Self.values.enumerated() {
                _ = try realm.create("T", value: ["id": .int(Int64(i)), "text": .string(v)])
            }
        }
        for (query, expected) in Self.cases {
            #expect(try matchingIDs(realm, "T", where: query) == expected, "\(query)")
        }
    }
}
