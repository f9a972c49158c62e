import RealmModel
import Testing
@testable import RealmStore

/// `BEGINSWITH`, `ENDSWITH`, `CONTAINS` and `LIKE` on a path into mixed values
/// with several groups (`ALL ml[*][0] BEGINSWITH 'O'`, `NONE md['k'][*] LIKE
/// 'O*'`), as Realm Core 14.14 answers (`realm-core-check query` on a file
/// `from-canonical` made of the same objects): under `ALL` or `NONE` each value
/// the path reaches before its last step is a group of its own, the quantifier
/// is asked of each group and one group holding is enough, so a group with no
/// value makes `ALL` and `NONE` hold; a string needle matches strings only, a
/// binary needle binaries only. With no quantifier on the path, a list needle
/// is matched with a group element by element (see `MixedListComparison`).
@Suite struct RealmCoreMixedGroupStringOperatorTests {
    static let schema = Schema([ObjectSchema(className: "T", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "ml", type: .mixed, collection: .list, isOptional: true),
        Property(name: "md", type: .mixed, collection: .dictionary, isOptional: true),
        Property(name: "m", type: .mixed, isOptional: true),
    ])])

    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(schema)
        let oslo = AnyRealmValue.string("Oslo"), oslo7 = AnyRealmValue.data(Array("Oslo".utf8))
        let ml: [[AnyRealmValue]] = [
            [.list([oslo, "x"])], [.list([oslo]), .list(["oslo"])], [oslo, .int(1)], [], [.list(["Bergen"]), .list([oslo])],
            [.dictionary(["a": oslo]), .dictionary(["b": "x"])], [.dictionary(["a": oslo]), .dictionary(["a": "Bergen"])],
            [.list([]), .list([oslo])], [.list([.int(1)]), .list([.null])], [.dictionary(["a": .null]), .dictionary(["a": "osLO"])],
            [oslo7, .list([oslo])], [.dictionary([:]), .dictionary(["a": oslo])],
        ]
        let md: [[String: AnyRealmValue]] = [
            ["k": .list([oslo, "ob"])], ["k": oslo], [:], ["k": .list([])], ["j": oslo], ["k": .dictionary(["a": oslo])],
            ["k": .list([.null, "o"])], ["k": .list([.int(1), .int(2)])], ["k": .null], ["k": .list(["OSLO"])],
            ["k": .dictionary(["a": "x", "b": oslo])], ["k": "bergen"],
        ]
        var m: [AnyRealmValue] = ml.map { .list($0) }
        m[10] = .list([.list([oslo7]), .list([oslo])])
        try realm.write {
            for i in ml.indices {
                _ = try realm.create("T", value: ["id": .int(Int64(i)), "ml": .list(ml[i]), "md": .dictionary(md[i]), "m": m[i]])
            }
        }
        return realm
    }

    static let cases: [(String, [Int64])] = [
        ("ALL ml[*][0] BEGINSWITH 'O'", [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11]),
        ("ALL ml[*][*] BEGINSWITH[c] 'o'", [1, 2, 3, 4, 5, 6, 7, 9, 10, 11]),
        ("NONE ml[*][*] ENDSWITH 'lo'", [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("NONE ml[*][0] CONTAINS[c] 'SL'", [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("ALL ml[*]['a'] LIKE 'O*'", [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11]),
        ("NONE ml[*]['a'] LIKE[c] '*o'", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("ALL ml[*][0] BEGINSWITH bin('Os')", [2, 3, 5, 6, 7, 9, 10, 11]),
        ("ALL m[*][*] CONTAINS ''", [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11]),
        ("NONE md['k'][*] BEGINSWITH 'O'", [1, 2, 3, 4, 6, 7, 8, 11]),
        ("ALL ml[*][0] BEGINSWITH {'O', 'x'}", [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11]),
        ("NONE ml[*]['a'] LIKE {'O*'}", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("ALL ml[*][*] CONTAINS[c] ALL {'o', 'SL'}", [1, 2, 3, 4, 5, 6, 7, 9, 10, 11]),
        ("ml[*][*] BEGINSWITH {'O', 'x'}", [0]),
        ("ml[*][0] CONTAINS[c] {}", [2, 3, 5, 6, 7, 9, 10, 11]),
        ("ANY ml[*][0] BEGINSWITH 'O'", [0, 1, 4, 7, 10]),
    ]

    @Test func answersAsRealmCore() throws {
        let realm = try Self.makeRealm()
        for (query, expected) in Self.cases {
            #expect(try matchingIDs(realm, "T", where: query) == expected, "\(query)")
        }
    }
}
