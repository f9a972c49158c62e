import RealmModel
import Testing
@testable import RealmStore

/// A link held by an element of a list of mixed values, with subscripts after
/// the key that follows it (`ml[*]['name']['name'] == {}`, `ALL
/// ml[*]['name'][*] == 5`), as Realm Core 14.14 answers (`realm-core-check
/// query` on a file `from-canonical` made of the same objects; seed 8100's
/// `ALL md[*]['name']['name'] == {1, "inf"}`): the key reads the linked
/// object's property, a value that holds no collection, so a last step after
/// it takes nothing (an empty group) and an earlier one leaves no group; a
/// class without the property leaves no group either.
@Suite struct RealmCoreMixedLinkStepTests {
    static let schema = Schema([
        ObjectSchema(className: "C", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "name", type: .string),
        ]),
        ObjectSchema(className: "D", primaryKey: "id", properties: [Property(name: "id", type: .int, isIndexed: true)]),
        ObjectSchema(className: "T", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "ml", type: .mixed, collection: .list, isOptional: true),
        ]),
    ])

    /// C 1 'Oslo', D 1. ml: 0 [C1, {name: {name: 5}}], 1 [C1], 2 [{name: {name: 5}}], 3 [D1, {name: {name: 5}}],
    /// 4 [C1, {name: {name: 6}}].
    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(schema)
        let c1 = AnyRealmValue.link(ObjectLink(className: "C", primaryKey: .int(1)))
        let d1 = AnyRealmValue.link(ObjectLink(className: "D", primaryKey: .int(1)))
        func nested(_ n: Int64) -> AnyRealmValue { .dictionary(["name": .dictionary(["name": .int(n)])]) }
        let ml: [[AnyRealmValue]] = [[c1, nested(5)], [c1], [nested(5)], [d1, nested(5)], [c1, nested(6)]]
        try realm.write {
            _ = try realm.create("C", value: ["id": .int(1), "name": "Oslo"])
            _ = try realm.create("D", value: ["id": .int(1)])
            for i in ml.indices {
                _ = try realm.create("T", value: ["id": .int(Int64(i)), "ml": .list(ml[i])])
            }
        }
        return realm
    }

    static let cases: [(String, [Int64])] = [
        ("ml[*]['name']['name'] == {}", [0, 1, 4]),
        ("ml[*]['name']['name'] == {5}", [0, 2, 3]),
        ("ALL ml[*]['name']['name'] == 5", [0, 1, 2, 3, 4]),
        ("NONE ml[*]['name']['name'] == 5", [0, 1, 4]),
        ("ALL ml[*]['name']['name'] == {5, 6}", [0, 1, 2, 3, 4]),
        ("ml[*]['name']['x']['y'] == {}", [0, 1, 2, 3, 4]),
        ("ALL ml[*]['name'][*] == 5", [0, 1, 2, 3, 4]),
        ("ml[*]['name'][*] == {}", [0, 1, 4]),
        ("NONE ml[*]['name'][*] BEGINSWITH 'O'", [0, 1, 2, 3, 4]),
        ("ml[*]['name'] == {'Oslo'}", [0, 1, 4]),
    ]

    @Test func answersAsRealmCore() throws {
        let realm = try Self.makeRealm()
        for (query, expected) in Self.cases {
            #expect(try matchingIDs(realm, "T", where: query) == expected, "\(query)")
        }
    }
}
