import RealmModel
import Testing
@testable import RealmStore

/// `@type` of a path into mixed values with `[*]` compared with type names
/// (`meta[*].@type IN {'int', 'bool'}`, `ALL ml[*][*].@type == 'int'`), as
/// Realm Core 14.14 answers (`realm-core-check query` on a file
/// `from-canonical` made of the same objects; seed 7700's `meta[*].@type IN
/// {'dictionary', 'int'}`): the types come in the groups the values do, and
/// each group meets the list as the values would — element by element with
/// no quantifier (in the order of the values; a dictionary's by key), group
/// by group under `ALL`/`NONE` — a type equal to a name that names it or its
/// group (`numeric`, `collection`; `TypeOfValue::matches`).
@Suite struct RealmCoreMixedGroupTypeTests {
    static let schema = Schema([ObjectSchema(className: "T", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "ml", type: .mixed, collection: .list, isOptional: true),
        Property(name: "m", type: .mixed, isOptional: true),
    ])])

    /// ml: 0 [[1, 2]], 1 [[1], ['x']], 2 [1, 'x'], 3 [], 4 [[2], [3]], 5 [{a: 1}, {b: 2}], 6 [{a: 1}, {a: 5}], 7 [[], [1]].
    /// m: 0 {b: 10, list: false}, 1 [1, 'x'], 2 ['x', 1], 3 [], 4 {a: [1]}, 5 1, 6 [[1], {a: 1}], 7 null.
    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(schema)
        let one = AnyRealmValue.int(1)
        let ml: [[AnyRealmValue]] = [[.list([one, .int(2)])], [.list([one]), .list(["x"])], [one, "x"], [], [.list([.int(2)]), .list([.int(3)])],
                                     [.dictionary(["a": one]), .dictionary(["b": .int(2)])], [.dictionary(["a": one]), .dictionary(["a": .int(5)])],
                                     [.list([]), .list([one])]]
        let m: [AnyRealmValue] = [.dictionary(["b": .int(10), "list": .bool(false)]), .list([one, "x"]), .list(["x", one]), .list([]),
                                  .dictionary(["a": .list([one])]), one, .list([.list([one]), .dictionary(["a": one])]), .null]
        try realm.write {
            for i in ml.indices {
                _ = try realm.create("T", value: ["id": .int(Int64(i)), "ml": .list(ml[i]), "m": m[i]])
            }
        }
        return realm
    }

    static let cases: [(String, [Int64])] = [
        ("m[*].@type IN {'int', 'bool'}", [0]),
        ("m[*].@type IN {'bool', 'int'}", []),
        ("m[*].@type IN {'int'}", []),
        ("m[*].@type == {'int', 'string'}", [1]),
        ("m[*].@type IN {'numeric', 'string'}", [1]),
        ("m[*].@type != {'int', 'string'}", [2, 3, 4, 5, 6, 7]),
        ("m[*].@type IN {'list', 'dictionary'}", [6]),
        ("m[*].@type IN {'collection', 'collection'}", [6]),
        ("m[*].@type IN {}", [3, 5, 7]),
        ("ml[*][*].@type IN {'int', 'int'}", [0]),
        ("ml[*][*].@type == {'int'}", [1, 4, 5, 6, 7]),
        ("ml[*][*].@type IN {'int', 'string'}", []),
        ("ALL ml[*][*].@type == 'int'", [0, 1, 2, 3, 4, 5, 6, 7]),
        ("NONE ml[*][*].@type == 'string'", [0, 1, 2, 3, 4, 5, 6, 7]),
        ("ALL ml[*][*].@type IN {'int', 'string'}", [0, 1, 2, 3, 4, 5, 6, 7]),
        ("NONE ml[*][*].@type IN {'numeric'}", [1, 2, 3, 7]),
        ("ANY ml[*][*].@type == 'string'", [1]),
        ("ml[*][*].@type IN {}", [2, 3, 7]),
        ("ml[*][0].@type IN {'int'}", [0, 1, 4, 7]),
    ]

    @Test func answersAsRealmCore() throws {
        let realm = try Self.makeRealm()
        for (query, expected) in Self.cases {
            #expect(try matchingIDs(realm, "T", where: query) == expected, "\(query)")
        }
    }
}
