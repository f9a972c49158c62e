import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// Links by primary key in a canonical dump, to objects before and after
/// them in the dump (classes are sorted by name, so `A` links forward to
/// `B` and `C` back to it): resolved at the end, all at once.
@Suite struct ImportLinkTests {
    static let schema = Schema([
        ObjectSchema(className: "A", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "b", type: .object, isOptional: true, objectClassName: "B"),
            Property(name: "bs", type: .object, collection: .list, objectClassName: "B"),
        ]),
        ObjectSchema(className: "B", primaryKey: "id", properties: [
            Property(name: "id", type: .string, isIndexed: true),
            Property(name: "n", type: .int),
        ]),
        ObjectSchema(className: "C", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "b", type: .object, isOptional: true, objectClassName: "B"),
        ]),
    ])

    /// The dump of a store whose links go both ways.
    static func makeDump() throws -> String {
        let realm = try makeInMemoryRealm(schema)
        func b(_ id: String) -> AnyRealmValue { .link(ObjectLink(className: "B", primaryKey: .string(id))) }
        try realm.write {
            for (i, id) in ["x", "y", "z"].enumerated() { try realm.create("B", value: ["id": .string(id), "n": .int(Int64(i))]) }
            try realm.create("A", value: ["id": .int(1), "b": b("z"), "bs": .list([b("y"), b("x"), b("y")])])
            try realm.create("A", value: ["id": .int(2), "b": .null, "bs": .list([])])
            try realm.create("A", value: ["id": .int(3), "b": b("x"), "bs": .list([b("z")])])
            try realm.create("C", value: ["id": .int(1), "b": b("y")])
            try realm.create("C", value: ["id": .int(2), "b": .null])
        }
        var bytes: [UInt8] = []
        try CanonicalDumpWriter.write(realm) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func forwardAndBackwardPrimaryKeyLinksResolve() throws {
        let dump = try Self.makeDump()
        #expect(dump.contains(#""b":"z""#))  // a link by primary key, forward from A to B
        let realm = try makeInMemoryRealm()
        try realm.importCanonicalDump(from: MemoryByteInput(dump))
        var again: [UInt8] = []
        try CanonicalDumpWriter.write(realm) { again += $0 }
        #expect(String(decoding: again, as: UTF8.self) == dump)
        #expect(try keys(realm.objects("A", where: "b.id == 'z'")) == [0])
        #expect(try keys(realm.objects("A", where: "b == nil")) == [1])
        #expect(try keys(realm.objects("A", where: "ANY bs.n == 2")) == [2])
        #expect(try keys(realm.objects("C", where: "b.n == 1")) == [0])
        #expect(try keys(realm.objects("C", where: "b == nil")) == [1])
        // The link indexes, built at the end, are those of a store made with the schema.
        let indexes = "SELECT name, sql FROM sqlite_schema WHERE type = 'index' ORDER BY name"
        let made = try makeInMemoryRealm(Self.schema)
        #expect(try realm.connection.fetchAll(sql: indexes).map(\.values) == made.connection.fetchAll(sql: indexes).map(\.values))
        #expect(try realm.explainQueryPlan(realm.objects("A", where: "b.n == 2").fragment).contains { $0.contains("(b=?)") })
        // No unresolved link is left behind in any link column.
        for sql in [#"SELECT count(*) FROM "class_A" WHERE typeof("b") NOT IN ('integer', 'null')"#,
                    #"SELECT count(*) FROM "class_A.bs" WHERE typeof("value") <> 'integer'"#] {
            #expect(try realm.connection.fetchValue(sql: sql) == .integer(0))
        }
    }

    @Test(arguments: [(#""b":"z""#, #""b":"nope""#), (#""bs":["z"]"#, #""bs":["nope"]"#)])
    func aLinkToAMissingObjectIsRefused(_ original: String, _ broken: String) throws {
        let dump = try Self.makeDump()
        #expect(dump.contains(original))
        let realm = try makeInMemoryRealm()
        let error = #expect(throws: RealmError.self) {
            try realm.importCanonicalDump(from: MemoryByteInput(dump.replacingOccurrences(of: original, with: broken)))
        }
        #expect(error?.description == "invalid input: a link to B with primary key 'nope' names no object of the dump")
        #expect(realm.schema.objectSchemas.isEmpty)
    }

    /// A hand-written dump need not list objects in key order: links before and after
    /// their targets resolve whatever the order.
    @Test func linksResolveInADumpOutOfKeyOrder() throws {
        let dump = #"{"schema":[{"name":"A","embedded":false,"primaryKey":"id","properties":["#
            + #"{"name":"id","type":"int","optional":false,"indexed":true,"collection":null},"#
            + #"{"name":"next","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"A"}]}],"#
            + #""objects":{"A":[{"id":3,"next":1},{"id":1,"next":3},{"id":2,"next":4},{"id":4,"next":2},{"id":5,"next":5},{"id":0,"next":null}]}}"#
        let realm = try makeInMemoryRealm()
        try realm.importCanonicalDump(from: MemoryByteInput(dump + "\n"))
        for (id, next) in [(3, 1), (1, 3), (2, 4), (4, 2), (5, 5)] {
            #expect(try keys(realm.objects("A", where: "id == \(id) AND next.id == \(next)")).count == 1, "\(id) -> \(next)")
        }
        #expect(try keys(realm.objects("A", where: "next == nil")) == [5])
    }

    func keys(_ results: Results) throws -> [ObjectKey] {
        var out: [ObjectKey] = []
        try results.forEachKey { out.append($0); return true }
        return out
    }
}
