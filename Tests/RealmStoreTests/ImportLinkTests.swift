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

    /// A self-linking class whose primary key is `type`, objects listed as `objects` (JSON).
    static func selfLinkingDump(type: String, objects: String) -> String {
        #"{"schema":[{"name":"A","embedded":false,"primaryKey":"id","properties":["#
            + #"{"name":"id","type":""# + type + #"","optional":false,"indexed":true,"collection":null},"#
            + #"{"name":"next","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"A"}]}],"#
            + #""objects":{"A":["# + objects + "]}}\n"
    }

    /// Forward links by every kind of primary key, held until the end as a
    /// number, a string or a blob (integers beyond 2^53 are not exact as numbers).
    @Test(arguments: [
        ("int", #"{"id":-5,"next":9007199254740993},{"id":3,"next":-5},{"id":9007199254740993,"next":9007199254740992},{"id":9007199254740992,"next":null}"#),
        ("objectId", #"{"id":{"$oid":"000000000000000000000001"},"next":{"$oid":"000000000000000000000002"}},{"id":{"$oid":"000000000000000000000002"},"next":null}"#),
        ("uuid", #"{"id":{"$uuid":"00000000-0000-0000-0000-000000000001"},"next":{"$uuid":"00000000-0000-0000-0000-000000000002"}},{"id":{"$uuid":"00000000-0000-0000-0000-000000000002"},"next":null}"#),
    ])
    func forwardLinksByEveryKindOfPrimaryKeyResolve(type: String, objects: String) throws {
        let dump = Self.selfLinkingDump(type: type, objects: objects)
        let realm = try makeInMemoryRealm()
        try realm.importCanonicalDump(from: MemoryByteInput(dump))
        var again: [UInt8] = []
        try CanonicalDumpWriter.write(realm) { again += $0 }
        let reimported = try makeInMemoryRealm()
        try reimported.importCanonicalDump(from: MemoryByteInput(String(decoding: again, as: UTF8.self)))
        var twice: [UInt8] = []
        try CanonicalDumpWriter.write(reimported) { twice += $0 }
        #expect(again == twice)
        let linked = #"SELECT count(*) FROM "class_A" WHERE typeof("next") = 'integer'"#
        #expect(try realm.connection.fetchValue(sql: linked) == .integer(Int64(objects.components(separatedBy: #""next":"#).count - 2)))
        #expect(try realm.connection.fetchValue(sql: #"SELECT count(*) FROM "class_A" WHERE typeof("next") NOT IN ('integer', 'null')"#) == .integer(0))
        if type == "int" {
            #expect(try keys(realm.objects("A", where: "id == 3 AND next.id == -5")).count == 1)
            #expect(try keys(realm.objects("A", where: "id == -5 AND next.id == 9007199254740993")).count == 1)
            #expect(try keys(realm.objects("A", where: "id == 9007199254740993 AND next.id == 9007199254740992")).count == 1)
        }
    }

    @Test func aForwardLinkToAMissingIntegerKeyIsRefused() throws {
        let dump = Self.selfLinkingDump(type: "int", objects: #"{"id":1,"next":7},{"id":2,"next":null}"#)
        let realm = try makeInMemoryRealm()
        let error = #expect(throws: RealmError.self) { try realm.importCanonicalDump(from: MemoryByteInput(dump)) }
        #expect(error?.description == "invalid input: a link to A with primary key 7 names no object of the dump")
        #expect(realm.schema.objectSchemas.isEmpty)
    }

    /// Resolving a million placeholders is one index look-up each, whatever the
    /// primary key's type (a comparison the index cannot serve scans it per row).
    @Test(arguments: ["int", "string", "objectId", "uuid"])
    func resolvingPlaceholdersSearchesThePrimaryKeyIndex(type: String) throws {
        let realm = try makeInMemoryRealm()
        try realm.importCanonicalDump(from: MemoryByteInput(Self.selfLinkingDump(type: type, objects: "")))
        try realm.registerPendingLinkFunction()
        let info = try realm.info("A")
        let sql = try #require(Realm.pendingLinksUpdate(table: info.table, valueColumn: TableLayout.quote("next"), target: info))
        let plan = try realm.connection.fetchAll(sql: "EXPLAIN QUERY PLAN " + sql).map { "\($0.values.last ?? .null)" }
        #expect(plan.contains { $0.contains("SEARCH target USING") }, "\(plan)")
        #expect(!plan.contains { $0.contains("SCAN target") }, "\(plan)")
    }

    func keys(_ results: Results) throws -> [ObjectKey] {
        var out: [ObjectKey] = []
        try results.forEachKey { out.append($0); return true }
        return out
    }
}
