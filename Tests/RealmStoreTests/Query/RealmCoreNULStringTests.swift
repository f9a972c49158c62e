import RealmModel
import Testing
@testable import RealmStore

/// String operators on strings holding a NUL character (`"a\u{0}b"`, written
/// by an app; no query literal can hold one), as Realm Core 14.14 answers
/// (`realm-core-check query` on a file `from-canonical` made of the same
/// objects): Core reads every byte, so `ENDSWITH[c] 'B'` and `LIKE '*b'`
/// find `"a\u{0}b"`, `LIKE 'a'` and `ENDSWITH[c] 'a'` do not, and `?` is
/// one character, the NUL included. SQLite's `LIKE` and `GLOB` stop at the
/// NUL; RealmLens decides the values holding one with `rl_strop`. The same
/// on a string property (required and optional), a list, a set and a
/// dictionary of strings, through a link, and in mixed values.
@Suite struct RealmCoreNULStringTests {
    static let values = ["a\u{0}b", "A\u{0}B", "nul\u{0}byte", "b", "a", "\u{0}", "ab", "\u{0}b", "xa\u{0}", "é\u{0}É", "", "B\u{0}a"]

    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(Schema([ObjectSchema(className: "T", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "s", type: .string),
            Property(name: "so", type: .string, isOptional: true),
            Property(name: "sl", type: .string, collection: .list),
            Property(name: "ss", type: .string, collection: .set),
            Property(name: "sd", type: .string, collection: .dictionary, isOptional: true),
            Property(name: "m", type: .mixed, isOptional: true),
            Property(name: "ml", type: .mixed, collection: .list, isOptional: true),
            Property(name: "md", type: .mixed, collection: .dictionary, isOptional: true),
            Property(name: "l", type: .object, isOptional: true, objectClassName: "T"),
        ])]))
        try realm.write {
            for (i, v) in values.enumerated() {
                let s = AnyRealmValue.string(v)
                _ = try realm.create("T", value: [
                    "id": .int(Int64(i)), "s": s, "so": i % 3 == 0 ? .null : s, "sl": .list([s, "z"]), "ss": .list([s, "z"]),
                    "sd": .dictionary(["k": s]), "m": s, "ml": .list([s, .int(1)]), "md": .dictionary(["k": s]),
                ])
            }
            for i in values.indices {
                let next = AnyRealmValue.link(ObjectLink(className: "T", primaryKey: .int(Int64((i + 1) % values.count))))
                _ = try realm.create("T", value: ["id": .int(Int64(i)), "l": next], update: .modified)
            }
        }
        return realm
    }

    static let cases: [(String, [Int64])] = [
        ("s CONTAINS[c] 'B'", [0, 1, 2, 3, 6, 7, 11]),
        ("s ENDSWITH[c] 'a'", [4, 11]),
        ("s ENDSWITH[c] 'B'", [0, 1, 3, 6, 7]),
        ("s LIKE '*b'", [0, 3, 6, 7]),
        ("s LIKE 'a'", [4]),
        ("s LIKE[c] '???'", [0, 1, 8, 9, 11]),
        ("s LIKE[c] '*É'", [9]),
        ("s BEGINSWITH[c] 'B'", [3, 11]),
        ("so CONTAINS[c] 'B'", [1, 2, 7, 11]),
        ("so ENDSWITH[c] 'a'", [4, 11]),
        ("so ENDSWITH[c] 'B'", [1, 7]),
        ("so LIKE '*b'", [7]),
        ("so LIKE 'a'", [4]),
        ("so LIKE[c] '???'", [1, 8, 11]),
        ("so LIKE[c] '*É'", []),
        ("so BEGINSWITH[c] 'B'", [11]),
        ("ANY sl CONTAINS[c] 'B'", [0, 1, 2, 3, 6, 7, 11]),
        ("ANY sl ENDSWITH[c] 'a'", [4, 11]),
        ("ANY sl ENDSWITH[c] 'B'", [0, 1, 3, 6, 7]),
        ("ANY sl LIKE '*b'", [0, 3, 6, 7]),
        ("ANY sl LIKE 'a'", [4]),
        ("ANY sl LIKE[c] '???'", [0, 1, 8, 9, 11]),
        ("ANY sl LIKE[c] '*É'", [9]),
        ("ANY sl BEGINSWITH[c] 'B'", [3, 11]),
        ("ALL sl CONTAINS[c] 'B'", []),
        ("ALL sl ENDSWITH[c] 'a'", []),
        ("ALL sl ENDSWITH[c] 'B'", []),
        ("ALL sl LIKE '*b'", []),
        ("ALL sl LIKE 'a'", []),
        ("ALL sl LIKE[c] '???'", []),
        ("ALL sl LIKE[c] '*É'", []),
        ("ALL sl BEGINSWITH[c] 'B'", []),
        ("NONE sl CONTAINS[c] 'B'", [4, 5, 8, 9, 10]),
        ("NONE sl ENDSWITH[c] 'a'", [0, 1, 2, 3, 5, 6, 7, 8, 9, 10]),
        ("NONE sl ENDSWITH[c] 'B'", [2, 4, 5, 8, 9, 10, 11]),
        ("NONE sl LIKE '*b'", [1, 2, 4, 5, 8, 9, 10, 11]),
        ("NONE sl LIKE 'a'", [0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11]),
        ("NONE sl LIKE[c] '???'", [2, 3, 4, 5, 6, 7, 10]),
        ("NONE sl LIKE[c] '*É'", [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11]),
        ("NONE sl BEGINSWITH[c] 'B'", [0, 1, 2, 4, 5, 6, 7, 8, 9, 10]),
        ("ANY ss CONTAINS[c] 'B'", [0, 1, 2, 3, 6, 7, 11]),
        ("ANY ss ENDSWITH[c] 'a'", [4, 11]),
        ("ANY ss ENDSWITH[c] 'B'", [0, 1, 3, 6, 7]),
        ("ANY ss LIKE '*b'", [0, 3, 6, 7]),
        ("ANY ss LIKE 'a'", [4]),
        ("ANY ss LIKE[c] '???'", [0, 1, 8, 9, 11]),
        ("ANY ss LIKE[c] '*É'", [9]),
        ("ANY ss BEGINSWITH[c] 'B'", [3, 11]),
        ("ANY sd CONTAINS[c] 'B'", [0, 1, 2, 3, 6, 7, 11]),
        ("ANY sd ENDSWITH[c] 'a'", [4, 11]),
        ("ANY sd ENDSWITH[c] 'B'", [0, 1, 3, 6, 7]),
        ("ANY sd LIKE '*b'", [0, 3, 6, 7]),
        ("ANY sd LIKE 'a'", [4]),
        ("ANY sd LIKE[c] '???'", [0, 1, 8, 9, 11]),
        ("ANY sd LIKE[c] '*É'", [9]),
        ("ANY sd BEGINSWITH[c] 'B'", [3, 11]),
        ("sd['k'] CONTAINS[c] 'B'", [0, 1, 2, 3, 6, 7, 11]),
        ("sd['k'] ENDSWITH[c] 'a'", [4, 11]),
        ("sd['k'] ENDSWITH[c] 'B'", [0, 1, 3, 6, 7]),
        ("sd['k'] LIKE '*b'", [0, 3, 6, 7]),
        ("sd['k'] LIKE 'a'", [4]),
        ("sd['k'] LIKE[c] '???'", [0, 1, 8, 9, 11]),
        ("sd['k'] LIKE[c] '*É'", [9]),
        ("sd['k'] BEGINSWITH[c] 'B'", [3, 11]),
        ("m CONTAINS[c] 'B'", [0, 1, 2, 3, 6, 7, 11]),
        ("m ENDSWITH[c] 'a'", [4, 11]),
        ("m ENDSWITH[c] 'B'", [0, 1, 3, 6, 7]),
        ("m LIKE '*b'", [0, 3, 6, 7]),
        ("m LIKE 'a'", [4]),
        ("m LIKE[c] '???'", [0, 1, 8, 9, 11]),
        ("m LIKE[c] '*É'", [9]),
        ("m BEGINSWITH[c] 'B'", [3, 11]),
        ("ANY ml CONTAINS[c] 'B'", [0, 1, 2, 3, 6, 7, 11]),
        ("ANY ml ENDSWITH[c] 'a'", [4, 11]),
        ("ANY ml ENDSWITH[c] 'B'", [0, 1, 3, 6, 7]),
        ("ANY ml LIKE '*b'", [0, 3, 6, 7]),
        ("ANY ml LIKE 'a'", [4]),
        ("ANY ml LIKE[c] '???'", [0, 1, 8, 9, 11]),
        ("ANY ml LIKE[c] '*É'", [9]),
        ("ANY ml BEGINSWITH[c] 'B'", [3, 11]),
        ("md['k'] CONTAINS[c] 'B'", [0, 1, 2, 3, 6, 7, 11]),
        ("md['k'] ENDSWITH[c] 'a'", [4, 11]),
        ("md['k'] ENDSWITH[c] 'B'", [0, 1, 3, 6, 7]),
        ("md['k'] LIKE '*b'", [0, 3, 6, 7]),
        ("md['k'] LIKE 'a'", [4]),
        ("md['k'] LIKE[c] '???'", [0, 1, 8, 9, 11]),
        ("md['k'] LIKE[c] '*É'", [9]),
        ("md['k'] BEGINSWITH[c] 'B'", [3, 11]),
        ("l.s CONTAINS[c] 'B'", [0, 1, 2, 5, 6, 10, 11]),
        ("l.s ENDSWITH[c] 'a'", [3, 10]),
        ("l.s ENDSWITH[c] 'B'", [0, 2, 5, 6, 11]),
        ("l.s LIKE '*b'", [2, 5, 6, 11]),
        ("l.s LIKE 'a'", [3]),
        ("l.s LIKE[c] '???'", [0, 7, 8, 10, 11]),
        ("l.s LIKE[c] '*É'", [8]),
        ("l.s BEGINSWITH[c] 'B'", [2, 10]),
    ]

    @Test func answersAsRealmCore() throws {
        let realm = try Self.makeRealm()
        for (query, expected) in Self.cases {
            #expect(try matchingIDs(realm, "T", where: query) == expected, "\(query)")
        }
    }
}
