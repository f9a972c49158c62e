import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// `@min`/`@max`/`@sum`/`@avg` of a member through a chain of links, as
/// Realm Core 14.14 answers (`realm-core-check query` on a file
/// `from-canonical` made of the same objects): Realm Core aggregates over
/// every object the whole chain reaches — one value, duplicates kept — so
/// `children.kids.@sum.i` adds the grandchildren of all children, and the
/// chain may end at a to-one link (`children.sub.@max.i`, `child.@max.i`).
@Suite struct RealmCoreLinkAggregateTests {
    static let schema = Schema([
        ObjectSchema(className: "Child", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "i", type: .int),
            Property(name: "d", type: .double, isOptional: true),
            Property(name: "m", type: .mixed, isOptional: true),
            Property(name: "sub", type: .object, isOptional: true, objectClassName: "Child"),
            Property(name: "kids", type: .object, collection: .list, objectClassName: "Child"),
            Property(name: "il", type: .int, collection: .list),
        ]),
        ObjectSchema(className: "Emb", isEmbedded: true, properties: [
            Property(name: "i", type: .int, isOptional: true),
            Property(name: "child", type: .object, isOptional: true, objectClassName: "Child"),
        ]),
        ObjectSchema(className: "Parent", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "child", type: .object, isOptional: true, objectClassName: "Child"),
            Property(name: "children", type: .object, collection: .list, objectClassName: "Child"),
            Property(name: "embs", type: .object, collection: .list, objectClassName: "Emb"),
        ]),
    ])

    static func child(_ id: Int64?) -> AnyRealmValue { id.map { .link(ObjectLink(className: "Child", primaryKey: .int($0))) } ?? .null }
    static func children(_ ids: [Int64]) -> AnyRealmValue { .list(ids.map { child($0) }) }
    static func emb(_ i: Int64?, _ link: Int64?) -> AnyRealmValue { .dictionary(["i": i.map { .int($0) } ?? .null, "child": child(link)]) }

    /// Children: 0 (i 1, d 0.5, m 1, sub 1, kids [1, 2]), 1 (i 5, m 'a'), 2 (i -2, d 2, m 2.5, sub 1, kids [1]),
    /// 3 (i 10, sub 3, kids [0, 0]). Parents: 0 (child 0, children [0, 2], embs [{3, child 3}, {nil, nil}]),
    /// 1 (children [1]), 2 (child 3, children [3, 3], embs [{7, child 1}]), 3 (child 1, embs [{nil, child 2}]).
    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(schema)
        try realm.write {
            let rows: [(Int64, Int64, AnyRealmValue, AnyRealmValue, Int64?, [Int64], [Int64])] = [
                (0, 1, .double(0.5), .int(1), 1, [1, 2], [1, 2]), (1, 5, .null, .string("a"), nil, [], []),
                (2, -2, .double(2), .double(2.5), 1, [1], [3]), (3, 10, .null, .null, 3, [0, 0], [4, 4]),
            ]
            for row in rows { _ = try realm.create("Child", value: ["id": .int(row.0), "i": .int(row.1)]) }
            for row in rows {
                _ = try realm.create("Child", value: ["id": .int(row.0), "i": .int(row.1), "d": row.2, "m": row.3, "sub": child(row.4),
                                                      "kids": children(row.5), "il": .list(row.6.map { .int($0) })], update: .modified)
            }
            let parents: [[String: AnyRealmValue]] = [
                ["id": .int(0), "child": child(0), "children": children([0, 2]), "embs": .list([emb(3, 3), emb(nil, nil)])],
                ["id": .int(1), "children": children([1])],
                ["id": .int(2), "child": child(3), "children": children([3, 3]), "embs": .list([emb(7, 1)])],
                ["id": .int(3), "child": child(1), "embs": .list([emb(nil, 2)])],
            ]
            for p in parents { _ = try realm.create("Parent", value: p) }
        }
        return realm
    }

    static func ids(_ realm: Realm, _ className: String, _ query: String) throws -> [Int64] {
        var ids: [Int64] = []
        try realm.objects(className, where: query).forEach { object in
            if case .int(let id) = try object.value(forKey: "id") { ids.append(id) }
        }
        return ids.sorted()
    }

    static let answers: [(String, String, [Int64])] = [
        // A list then a list: one aggregate over every grandchild, duplicates kept (parent 2 reaches child 0 four times).
        ("Parent", "children.kids.@sum.i == 4", [2]),
        ("Parent", "children.kids.@min.i == 5", []),
        ("Parent", "children.kids.@min.i == -2", [0]),
        ("Parent", "children.kids.@avg.i > 2", [0]),
        ("Parent", "children.kids.@max.i == null", [1, 3]),
        ("Parent", "children.kids.@max.m == 'a'", [0]),
        // A list then a to-one link; a to-one link alone; a list of embedded objects then a link.
        ("Parent", "children.sub.@sum.i == 20", [2]),
        ("Parent", "children.sub.@sum.i == 0", [1, 3]),
        ("Parent", "children.sub.@max.i == null", [1, 3]),
        ("Parent", "child.@avg.d == 0.5", [0]),
        ("Parent", "child.@max.i > 1", [2, 3]),
        ("Parent", "child.@sum.i == 0", [1]),
        ("Parent", "embs.child.@max.i == -2", [3]),
        ("Parent", "embs.child.@max.i >= 5", [0, 2]),
        ("Parent", "embs.@sum.i == 0", [1, 3]),
        // Backlinks then a list; a to-one link then a list; inside a subquery.
        ("Child", "@links.Parent.children.children.@sum.i > 10", [3]),
        ("Child", "sub.kids.@sum.i == 3", []),
        ("Child", "kids.@avg.i == -inf", []),
        ("Parent", "SUBQUERY(children, $c, $c.kids.@max.i == 5).@count == 2", [0]),
        // SUBQUERY over a chain counts every object the chain reaches, once per path (SubQueryCount).
        ("Parent", "SUBQUERY(children.kids, $x, $x.i > 0).@count == 4", [2]),
        ("Parent", "SUBQUERY(children.kids, $x, $x.i > 0).@count == 2", [0]),
        // Never ordered with null (this once left a bound parameter out of the statement).
        ("Parent", "children[0].kids.@avg.m > null", []),
        ("Parent", "children[0].kids.@max.i > null", []),
    ]

    @Test func aggregatesOverTheWholeChain() throws {
        let realm = try Self.makeRealm()
        for (className, query, expected) in Self.answers {
            #expect(try Self.ids(realm, className, query) == expected, "\(query)")
        }
    }

    /// Realm Core refuses a chain ending at a subscript ("does not support index 'FIRST'"), an aggregate of
    /// a link without a member, and infinity against `@avg` of ints (typed int: "Infinity not supported for int").
    @Test(arguments: ["children[0].@max.i > 1", "child.@max > 1"])
    func refusedAsRealmCore(_ query: String) throws {
        let realm = try Self.makeRealm()
        #expect(throws: (any Error).self) { try realm.objects("Parent", where: query) }
    }

    @Test func infinityAgainstTheAverageOfIntsIsRefused() throws {
        let realm = try Self.makeRealm()
        #expect(throws: (any Error).self) { try realm.objects("Child", where: "il.@avg == inf") }
        #expect(try Self.ids(realm, "Child", "il.@avg == 4") == [3])
    }
}
