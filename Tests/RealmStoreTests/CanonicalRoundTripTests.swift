import Foundation
import RealmModel
import Testing
@testable import RealmStore

@Suite struct CanonicalRoundTripTests {
    static var fixtureNames: [String] {
        guard let dir = fixturesDirectory,
            let names = try? FileManager.default.contentsOfDirectory(atPath: dir.path)
        else { return [] }
        return names.filter { $0.hasSuffix(".expected.json") }.sorted()
    }

    /// Import then dump gives the same bytes, for every fixture's expected dump.
    @Test(.requiresFixtures, arguments: fixtureNames)
    func importThenDumpIsIdentical(_ name: String) throws {
        let dir = try #require(fixturesDirectory)
        let expected = try [UInt8](Data(contentsOf: dir.appendingPathComponent(name)))
        let realm = try makeInMemoryRealm()
        try realm.importCanonicalDump(from: MemoryByteInput(expected))
        var output: [UInt8] = []
        try CanonicalDumpWriter.write(realm) { output += $0 }
        if output != expected {
            let firstDifference = zip(output, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(output.count, expected.count)
            let from = max(0, firstDifference - 80)
            Issue.record("""
                \(name): dump differs at byte \(firstDifference)
                got:      \(String(decoding: output[from..<min(output.count, firstDifference + 80)], as: UTF8.self))
                expected: \(String(decoding: expected[from..<min(expected.count, firstDifference + 80)], as: UTF8.self))
                """)
        }
    }

    /// The round trip above runs once per expected dump: it must have had every fixture's.
    @Test(.requiresFixtures) func everyFixtureDumpIsRoundTripped() {
        let names = Set(Self.fixtureNames.map { String($0.dropLast(".expected.json".count)) })
        #expect(names.isSuperset(of: ["alltypes", "basic", "churn", "compacted", "empty", "emptyclasses", "encrypted", "large", "links"]),
                "round-tripped: \(names.sorted())")
    }

    @Test func importIsAllOrNothing() throws {
        let realm = try makeInMemoryRealm()
        let broken = #"{"schema":[{"name":"A","embedded":false,"primaryKey":null,"properties":[{"name":"b","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"B"}]},{"name":"B","embedded":false,"primaryKey":"id","properties":[{"name":"id","type":"int","optional":false,"indexed":true,"collection":null}]}],"objects":{"A":[{"b":7}],"B":[{"id":1}]}}"# + "\n"
        #expect(throws: RealmError.self) { try realm.importCanonicalDump(from: MemoryByteInput(broken)) }
        #expect(realm.schema.objectSchemas.isEmpty)
        let fixed = broken.replacingOccurrences(of: #"{"b":7}"#, with: #"{"b":1}"#)
        try realm.importCanonicalDump(from: MemoryByteInput(fixed))
        var output: [UInt8] = []
        try CanonicalDumpWriter.write(realm) { output += $0 }
        #expect(String(decoding: output, as: UTF8.self) == fixed)
    }
}

@Suite struct CanonicalExportImportTests {
    /// Regression: the dangling-link check compared a self-linking class's
    /// column with itself (no table alias) and rejected valid dumps.
    @Test func selfLinksSurviveDumpAndImport() throws {
        let schema = Schema([ObjectSchema(className: "Item", properties: [
            Property(name: "n", type: .int),
            Property(name: "next", type: .object, isOptional: true, objectClassName: "Item"),
        ])])
        let source = try makeInMemoryRealm(schema)
        try source.write {
            let first = try source.create("Item", values: [.int(0), .null])
            try source.create("Item", values: [.int(1), .link(ObjectLink(className: "Item", key: first.key))])
        }
        var dump: [UInt8] = []
        try CanonicalDumpWriter.write(source) { dump += $0 }
        #expect(String(decoding: dump, as: UTF8.self).contains(#"{"n":1,"next":{"$index":0}}"#))
        let target = try makeInMemoryRealm()
        try target.importCanonicalDump(from: MemoryByteInput(dump))
        var again: [UInt8] = []
        try CanonicalDumpWriter.write(target) { again += $0 }
        #expect(again == dump)
    }

    @Test func forwardPrimaryKeyLinksResolveAtTheEnd() throws {
        let schema = Schema([
            ObjectSchema(className: "A", properties: [
                Property(name: "z", type: .object, isOptional: true, objectClassName: "Z"),
                Property(name: "zs", type: .object, collection: .list, objectClassName: "Z"),
                Property(name: "m", type: .mixed, isOptional: true),
            ]),
            ObjectSchema(className: "Z", primaryKey: "id", properties: [Property(name: "id", type: .string, isIndexed: true)]),
        ])
        let source = try makeInMemoryRealm(schema)
        try source.write {
            try source.create("Z", value: ["id": .string("b")])
            try source.create("Z", value: ["id": .string("a")])
            try source.create("A", value: [
                "z": .link(ObjectLink(className: "Z", primaryKey: .string("b"))),
                "zs": .list([.link(ObjectLink(className: "Z", primaryKey: .string("a"))), .link(ObjectLink(className: "Z", primaryKey: .string("b")))]),
                "m": .list([.link(ObjectLink(className: "Z", primaryKey: .string("a")))]),
            ])
        }
        var dump: [UInt8] = []
        try CanonicalDumpWriter.write(source) { dump += $0 }
        let target = try makeInMemoryRealm()
        try target.importCanonicalDump(from: MemoryByteInput(dump))
        var again: [UInt8] = []
        try CanonicalDumpWriter.write(target) { again += $0 }
        #expect(String(decoding: again, as: UTF8.self) == String(decoding: dump, as: UTF8.self))
        let a = try #require(try target.objects("A").first)
        let b = try #require(try target.object(ofType: "Z", forPrimaryKey: .string("b")))
        #expect(try a.value(forKey: "z") == .link(ObjectLink(className: "Z", key: b.key)))
    }
}
