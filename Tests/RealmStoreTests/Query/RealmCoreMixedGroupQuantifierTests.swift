import RealmModel
import Testing
@testable import RealmStore

/// `ALL`/`NONE` over a path into a list of mixed values compared with one
/// constant (`ALL ml[*][0] == 1`, `NONE ml[*]['a'] >= 1`), as Realm Core
/// 14.14 answers (`realm-core-check query` on a file `from-canonical` made of
/// the same objects): each value the path reaches before its last step is a
/// group of its own, the quantifier is asked of each group, and the
/// condition holds when one group holds, so a group with no value (`[*][0]`
/// of a value that is no list, a list's empty element) makes `ALL` and `NONE`
/// hold (see `MixedListComparison`).
@Suite struct RealmCoreMixedGroupQuantifierTests {
    static let schema = Schema([ObjectSchema(className: "T", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "ml", type: .mixed, collection: .list, isOptional: true),
    ])])

    /// ml: 0 [[1, 2]], 1 [[1], ['x']], 2 [1, 'x'], 3 [], 4 [[2], [3]], 5 [{a: 1}, {b: 2}], 6 [{a: 1}, {a: 5}], 7 [[], [1]].
    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(schema)
        let one = AnyRealmValue.int(1)
        let ml: [[AnyRealmValue]] = [[.list([one, .int(2)])], [.list([one]), .list(["x"])], [one, "x"], [], [.list([.int(2)]), .list([.int(3)])],
                                     [.dictionary(["a": one]), .dictionary(["b": .int(2)])], [.dictionary(["a": one]), .dictionary(["a": .int(5)])],
                                     [.list([]), .list([one])]]
        try realm.write {
            for (i, list) in ml.enumerated() {
                _ = try realm.create("T", value: ["id": .int(Int64(i)), "ml": .list(list)])
            }
        }
        return realm
    }

    static let cases: [(String, [Int64])] = [
        ("ALL ml[*][0] == 1", [0, 1, 2, 3, 5, 6, 7]),
        ("ALL ml[*][0] >= 'x'", [1, 2, 3, 5, 6, 7]),
        ("ALL ml[*]['a'] == 1", [0, 1, 2, 3, 4, 5, 6, 7]),
        ("ALL ml[*]['a'] != null", [0, 1, 2, 3, 4, 5, 6, 7]),
        ("ALL ml[*][*] == 1", [1, 2, 3, 5, 6, 7]),
        ("ALL ml[*][*] < 'x'", [2, 3, 7]),
        ("NONE ml[*][0] == 1", [1, 2, 3, 4, 5, 6, 7]),
        ("NONE ml[*][0] != null", [2, 3, 5, 6, 7]),
        ("NONE ml[*]['a'] >= 1", [0, 1, 2, 3, 4, 5, 7]),
        ("NONE ml[*][*] != 1", [1, 2, 3, 5, 6, 7]),
        ("NONE ml[*][*] >= 'x'", [0, 1, 2, 3, 4, 5, 6, 7]),
        ("ALL ml[0][*] > 1", [2, 3, 4, 7]),
        ("ANY ml[*][0] == 1", [0, 1, 7]),
    ]

    @Test func answersAsRealmCore() throws {
        let realm = try Self.makeRealm()
        for (query, expected) in Self.cases {
            #expect(try matchingIDs(realm, "T", where: query) == expected, "\(query)")
        }
    }
}
