import RealmModel
import Testing
@testable import RealmStore

/// A link inside a mixed value reached after the path's first step (`m[*].name` where `m` holds a
/// list of links, `m.x.name` where it holds a dictionary of them, `m[*][*].name`, `m[*].k.name`),
/// as Realm Core 14.14 answers (`realm-core-check query` on a file `from-canonical` made of the same
/// objects): `Collection::get_any` follows a link at any key step to the object's property — a link
/// property on to the next key (`m[*].next.next.name`), a mixed one into its collection
/// (`m[*].other[0].name`) — in every comparison form: a constant, a list of constants, `ANY`/`ALL`/
/// `NONE`, another path, a list property, `@size` and `@type` after the step. A class without the
/// property (`E`, `nope`) leaves an empty group; a null element or a null link leaves none.
@Suite struct RealmCoreMixedInnerLinkTests {
    static let schema = Schema([
        ObjectSchema(className: "C", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "name", type: .string),
            Property(name: "next", type: .object, isOptional: true, objectClassName: "C"),
            Property(name: "other", type: .mixed, isOptional: true),
            Property(name: "tags", type: .string, collection: .list),
        ]),
        ObjectSchema(className: "D", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "name", type: .int),
        ]),
        ObjectSchema(className: "E", primaryKey: "id", properties: [Property(name: "id", type: .int, isIndexed: true)]),
        ObjectSchema(className: "T", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "m", type: .mixed, isOptional: true),
            Property(name: "sl", type: .string, collection: .list),
            Property(name: "k", type: .mixed, isOptional: true),
        ]),
    ])

    /// C 1 'a' (tags ['t']), C 2 'b' (next C1, other 'z'), C 3 'c' (next C2, other [C1]); D 1 (name 5); E 1.
    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(schema)
        func link(_ className: String, _ id: Int64) -> AnyRealmValue { .link(ObjectLink(className: className, primaryKey: .int(id))) }
        let (c1, c2, c3, d1, e1) = (link("C", 1), link("C", 2), link("C", 3), link("D", 1), link("E", 1))
        let m: [AnyRealmValue] = [
            .list([c1, c2]), .list([c2, d1]), .list([e1, c1]), .dictionary(["x": c1, "y": c2]),
            .list([.list([c1]), .dictionary(["k": c2])]), .list([c3]), .list([]), .int(5), .list([c2]),
            .dictionary(["x": d1]), .list([.null, c1]), .list([c3, c2, c1]),
        ]
        let sl: [[AnyRealmValue]] = [["a", "b"], ["b"], ["a"], ["a", "b"], ["a"], ["c"], [], [], ["b"], [], ["a"], ["c", "b", "a"]]
        let k: [AnyRealmValue] = [
            .list(["a", "b"]), .list(["b", .int(5)]), .list(["a"]), "a", .list([.list(["a"]), .list(["b"])]), .list(["c"]),
            .list([]), .null, .list(["b"]), .list([.int(5)]), .list([.null, "a"]), .list(["a", "b", "c"]),
        ]
        try realm.write {
            _ = try realm.create("C", value: ["id": .int(1), "name": "a", "tags": .list(["t"])])
            _ = try realm.create("C", value: ["id": .int(2), "name": "b", "next": c1, "other": "z"])
            _ = try realm.create("C", value: ["id": .int(3), "name": "c", "next": c2, "other": .list([c1])])
            _ = try realm.create("D", value: ["id": .int(1), "name": .int(5)])
            _ = try realm.create("E", value: ["id": .int(1)])
            for i in m.indices {
                _ = try realm.create("T", value: ["id": .int(Int64(i)), "m": m[i], "sl": .list(sl[i]), "k": k[i]])
            }
        }
        return realm
    }

    static let cases: [(String, [Int64])] = [
        ("m[*].name == \"b\"", [0,1,3,8,11]),
        ("ALL m[*].name == \"b\"", [0,1,2,3,4,6,7,8,10,11]),
        ("NONE m[*].name == \"b\"", [0,1,2,3,4,5,6,7,9,10,11]),
        ("m[*].name == {\"a\", \"b\"}", []),
        ("m[*].name IN {\"a\", \"b\"}", []),
        ("ALL m[*].name IN {\"a\", \"b\"}", [0,1,2,3,4,6,7,8,10,11]),
        ("m[*].name == sl", [1,2,5,6,7,8,10]),
        ("m[*].name == ANY sl", [0,1,2,3,5,8,10,11]),
        ("ALL m[*].name == ANY sl", [0,1,2,3,4,5,6,7,8,10,11]),
        ("m[*].name == k[*]", [2,5,6,7,8,9]),
        ("m[*].name == k", [3]),
        ("ANY m[*].name == k[*]", [0,1,2,5,8,9,10,11]),
        ("m.x.name == \"a\"", [3]),
        ("m.x.name == {\"a\"}", [3]),
        ("ALL m.x.name == \"a\"", [0,1,2,3,4,5,6,7,8,10,11]),
        ("m.x.name == sl", [6,7]),
        ("m[0].name == \"a\"", [0]),
        ("ALL m[0].name == \"a\"", [0,2,3,4,6,7,9,10]),
        ("NONE m[0].name == \"a\"", [1,2,3,4,5,6,7,8,9,10,11]),
        ("m[0].name == {\"a\"}", [0]),
        ("m[0].name == sl", [1,5,6,7,8,9]),
        ("m[LAST].name == \"a\"", [2,10,11]),
        ("ALL m[LAST].name == \"a\"", [2,3,6,7,9,10,11]),
        ("m[*][*].name == \"a\"", [4]),
        ("ALL m[*][*].name == \"a\"", [0,1,2,3,4,5,6,7,8,9,10,11]),
        ("m[*].k.name == \"b\"", [4]),
        ("ALL m[*].k.name == \"b\"", [0,1,2,3,4,5,6,7,8,9,10,11]),
        ("m[*].k.name == {\"b\"}", [4]),
        ("m[*].name == 5", [1,9]),
        ("ALL m[*].name == 5", [1,2,4,6,7,9,10]),
        ("m[*].name == {5}", [1,9]),
        ("m[*].next.name == \"b\"", [5,11]),
        ("ALL m[*].next.name == \"b\"", [0,2,3,4,5,6,7,9,10,11]),
        ("m[*].next.name == {\"b\"}", [5,11]),
        ("m[*].next.next.name == \"a\"", [5,11]),
        ("ALL m[*].next.next.name == \"a\"", [0,1,2,3,4,5,6,7,8,9,10,11]),
        ("m[*].other[0].name == \"a\"", [5,11]),
        ("ALL m[*].other[0].name == \"a\"", [0,1,2,3,4,5,6,7,8,9,10,11]),
        ("m[*].other == \"z\"", [0,1,3,8,11]),
        ("ALL m[*].other == \"z\"", [0,1,2,3,4,6,7,8,9,10,11]),
        ("m[*].nope == \"a\"", []),
        ("ALL m[*].nope == \"a\"", [0,1,2,3,4,5,6,7,8,9,10,11]),
        ("NONE m[*].nope == \"a\"", [0,1,2,3,4,5,6,7,8,9,10,11]),
        ("m[*].name.@size == 1", [0,1,2,3,5,8,10,11]),
        ("ALL m[*].name.@size == 1", [0,1,2,3,5,8,10,11]),
        ("m[*].name.@type == \"string\"", [0,1,2,3,5,8,10,11]),
        ("ALL m[*].name.@type == \"string\"", [0,1,2,3,4,5,6,7,8,10,11]),
        ("m[*].name.@type == {\"string\"}", [0,1,2,3,5,8,10,11]),
        ("m[*].tags == {}", [1,2,4,6,7,9,10]),
        ("m[*].name BEGINSWITH \"a\"", [0,2,3,10,11]),
        ("ALL m[*].name BEGINSWITH \"a\"", [0,2,3,4,6,7,10,11]),
        ("m[*].name == NONE {\"a\"}", [0,1,3,4,5,8,9,11]),
        ("m[*].name < \"b\"", [0,2,3,10,11]),
        ("ALL m[*].name < \"c\"", [0,1,2,3,4,6,7,8,10,11]),
        ("m[*].name == m[*].name", [0,1,2,3,4,5,6,7,8,9,10,11]),
        ("m[*].name == m[0].name", [0,1,2,4,5,6,7,8,10,11]),
        ("m[*].name.@type == k[*].@type", [2,5,6,7,8,9]),
        ("m[*].name != sl", [0,1,2,3,4,6,7,9,10,11]),
        ("m[*].other[0].name == {\"a\"}", [5,11]),
        ("m[*].next.name == sl", [6,7,9]),
        ("m[*].next.name == k[*]", [3,6,7]),
        ("ALL m[*].next.name == ANY k[*]", [0,2,3,4,6,7,9,10,11]),
        ("m[*].other.@size == 1", [0,1,3,5,8,11]),
        ("ALL m[*].other.@size == 1", [0,1,3,5,8,11]),
        ("m[*].other.@type == \"list\"", [5,11]),
        ("m[*].other.@type == {\"list\"}", [5,11]),
        ("m[*].next.@type == \"link\"", [0,1,3,5,8,11]),
        ("m[*].next == null", [0,2,3,4,10,11]),
        ("m[*].other == null", [0,2,3,4,10,11]),
        ("ALL m[*].other == null", [0,1,2,3,4,6,7,9,10,11]),
        ("m[*].other[*].name == \"a\"", [5,11]),
        ("m[*].other[*].name == {\"a\"}", [5,11]),
        ("m[*].next.next.name == k[*]", [3,6,7]),
        ("m.x.next.name == \"a\"", []),
        ("m.x.other == \"z\"", []),
        ("m.y.other == {\"z\"}", [3]),
        ("m[*].name == m[*].next.name", [0,2,3,4,6,7,10,11]),
        ("m[*].next.name IN {\"b\", \"c\"}", []),
        ("NONE m[*].next.name IN {\"b\"}", [0,1,2,3,4,6,7,8,9,10,11]),
        ("m[*].name.@size == 1", [0,1,2,3,5,8,10,11]),
        ("m[*].next.name.@size == 1", [0,1,3,5,8,11]),
        ("m[*].next.name BEGINSWITH \"b\"", [5,11]),
        ("ALL m[*].next.name BEGINSWITH \"b\"", [0,2,3,4,5,6,7,9,10,11]),
        ("m[*].name ==[c] \"B\"", [0,1,3,8,11]),
        ("ALL m[*].name !=[c] \"B\"", [0,1,2,3,4,5,6,7,9,10,11]),
    ]

    @Test func answersAsRealmCore() throws {
        let realm = try Self.makeRealm()
        for (query, expected) in Self.cases {
            #expect(try matchingIDs(realm, "T", where: query) == expected, "\(query)")
        }
    }
}
