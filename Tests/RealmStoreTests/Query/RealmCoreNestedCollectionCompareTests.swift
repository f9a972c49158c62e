import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// Lists and dictionaries held by mixed values compared with each other, as
/// Realm Core 14.14 answers (`realm-core-check query` on a file
/// `from-canonical` made of the same objects): `Mixed::compare` looks only at
/// the collection type, so any two lists are equal (`[1]` and `[2]`), any two
/// dictionaries too, and a list and a dictionary are neither equal nor ordered.
/// (Seed 4904's `ANY ml == m`.)
@Suite struct RealmCoreNestedCollectionCompareTests {
    static let schema = Schema([ObjectSchema(className: "T", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "m", type: .mixed, isOptional: true),
        Property(name: "m2", type: .mixed, isOptional: true),
        Property(name: "ml", type: .mixed, collection: .list, isOptional: true),
    ])])

    /// 1: [1] [2] [[3]]; 2: {a: 1} {b: 2} [{c: 1}]; 3: [1] {b: 2} [{c: 1}]; 4: [] [] [[]]; 5: 1 [1] [1].
    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(schema)
        let rows: [(AnyRealmValue, AnyRealmValue, [AnyRealmValue])] = [
            (.list([.int(1)]), .list([.int(2)]), [.list([.int(3)])]),
            (.dictionary(["a": .int(1)]), .dictionary(["b": .int(2)]), [.dictionary(["c": .int(1)])]),
            (.list([.int(1)]), .dictionary(["b": .int(2)]), [.dictionary(["c": .int(1)])]),
            (.list([]), .list([]), [.list([])]),
            (.int(1), .list([.int(1)]), [.int(1)]),
        ]
        try realm.write {
            for (i, row) in rows.enumerated() {
                _ = try realm.create("T", value: ["id": .int(Int64(i + 1)), "m": row.0, "m2": row.1, "ml": .list(row.2)])
            }
        }
        return realm
    }

    static let answers: [(String, [Int64])] = [
        ("m == m2", [1, 2, 4]),
        ("m != m2", [3, 5]),
        ("m >= m2", [1, 2, 4]),
        ("m2 > m", []),
        ("ANY ml == m", [1, 2, 4, 5]),
        ("ANY ml != m", [3]),
        ("ml == m2", [1, 2, 3, 4]),
        ("ANY ml < m2", []),
    ]

    @Test func answersAsRealmCore() throws {
        let realm = try Self.makeRealm()
        for (query, expected) in Self.answers {
            #expect(try matchingIDs(realm, "T", where: query) == expected, "\(query)")
        }
    }
}
