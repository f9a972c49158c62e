import RealmModel
import Testing
@testable import RealmStore

/// Names and subscripts after a dictionary's `@keys` or `@values`
/// (`stringOptDict.@values.length`, `intDict.@keys.x`, `intDict.@values[0]`),
/// as Realm Core 14.14 answers (`realm-core-check query` on a file
/// `from-canonical` made of the same objects): its `PropertyNode::visit`
/// reads nothing after `@keys`/`@values`, so the path is `@keys` or
/// `@values` and what follows it (`@max`, `@count`, `@type`) applies to
/// that. RealmLens refused the name ("is not a link to an object").
@Suite struct RealmCoreDictionaryTrailingNameTests {
    static let schema = Schema([ObjectSchema(className: "T", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "intDict", type: .int, collection: .dictionary),
        Property(name: "stringOptDict", type: .string, collection: .dictionary, isOptional: true),
        Property(name: "md", type: .mixed, collection: .dictionary, isOptional: true),
    ])])

    /// 0: intDict {a: 1, b: 5}, stringOptDict {a: 'apple', b: null}, md {a: 1, x: 's'};
    /// 1: all empty; 2: intDict {c: 7}, stringOptDict {c: 'zz'}, md {c: [1]}.
    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(schema)
        try realm.write {
            _ = try realm.create("T", value: ["id": .int(0), "intDict": .dictionary(["a": .int(1), "b": .int(5)]),
                                              "stringOptDict": .dictionary(["a": "apple", "b": .null]),
                                              "md": .dictionary(["a": .int(1), "x": "s"])])
            _ = try realm.create("T", value: ["id": .int(1), "intDict": .dictionary([:]), "stringOptDict": .dictionary([:]),
                                              "md": .dictionary([:])])
            _ = try realm.create("T", value: ["id": .int(2), "intDict": .dictionary(["c": .int(7)]),
                                              "stringOptDict": .dictionary(["c": "zz"]), "md": .dictionary(["c": .list([.int(1)])])])
        }
        return realm
    }

    @Test(arguments: [
        ("stringOptDict.@values.length > 'b'", [2]),
        ("stringOptDict.@values.length == nil", [0]),
        ("intDict.@values.x > 3", [0, 2]),
        ("ALL intDict.@values.x > 3", [1, 2]),
        ("intDict.@values.x.@max > 3", [0, 2]),
        ("intDict.@values[0] == 1", [0]),
        ("intDict.@keys.x == 'c'", [2]),
        ("intDict.@keys.x.y BEGINSWITH 'a'", [0]),
        ("md.@values.x.@type == 'string'", [0]),
        ("md.@keys.x == 'x'", [0]),
        ("intDict.@values.x.@count == 0", [1]),
    ] as [(String, [Int64])])
    func answersAsRealmCore(_ query: String, _ expected: [Int64]) throws {
        #expect(try matchingIDs(Self.makeRealm(), "T", where: query) == expected, "\(query)")
    }
}
