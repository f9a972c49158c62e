import Foundation
import RealmFile
import RealmModel
import Testing

/// Schemas at Realm's limits: a class without properties, the longest class
/// and property names (57 and 63 bytes), non-ASCII names, a class of
/// nothing but collections.
@Suite(.requiresFixtures, .requiresRealmCoreCheck)
struct EdgeSchemaWriteTests {
    @Test func schemasAtTheLimitsAreWritten() throws {
        let longClass = String(repeating: "C", count: 57)
        let longProperty = String(repeating: "p", count: 61) + "é"
        let schema = Schema([
            ObjectSchema(className: "Empty", properties: []),
            ObjectSchema(className: longClass, properties: [Property(name: longProperty, type: .int)]),
            ObjectSchema(className: "Ünïcødé_类", properties: [
                Property(name: "名前", type: .string),
                Property(name: "ints", type: .int, collection: .list),
                Property(name: "set", type: .string, collection: .set, isOptional: true),
                Property(name: "map", type: .double, collection: .dictionary, isOptional: true),
            ]),
        ])
        let objects: [String: [ObjectRecord]] = [
            "Empty": (0 ..< 3).map { ObjectRecord(key: Int64($0 * 5), values: []) },
            longClass: [ObjectRecord(key: 0, values: [.int(-1)])],
            "Ünïcødé_类": [ObjectRecord(key: 1, values: [.string("値"), .list((0 ..< 2500).map { .int(Int64($0)) }),
                                                        .list([.string("b"), .null, .string("a")]), .dictionary(["x": .double(1.5), "a": .null])])],
        ]
        let source = ListedSource(schema: schema, objects: objects)
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("edge.realm").path
        try RealmFileWriter.write(source, toPath: out)
        let result = try RealmCoreCheck.dumpAfterWrite(out)
        #expect(result.status == 0, "realm-core-check refused the file: \(result.stderr)")
        var expected: [UInt8] = []
        try CanonicalDumpWriter.write(try RealmFile(path: out)) { expected += $0 }
        if let difference = dumpDifference(result.stdout, expected) { Issue.record(Comment(rawValue: difference)) }
        #expect(String(decoding: result.stdout, as: UTF8.self).contains(#""Empty":[{},{},{}]"#))
    }

    @Test
    func indexedPropertiesOfEmbeddedObjectsAreIndexed() throws {
        let schema = Schema([
            ObjectSchema(className: "Owner", primaryKey: "id", properties: [
                Property(name: "id", type: .string, isIndexed: true),
                Property(name: "parts", type: .object, collection: .list, objectClassName: "Part"),
            ]),
            ObjectSchema(className: "Part", isEmbedded: true, properties: [
                Property(name: "tag", type: .string, isIndexed: true),
                Property(name: "n", type: .int, isOptional: true, isIndexed: true),
            ]),
        ])
        let parts: (Int) -> AnyRealmValue = { owner in
            .list((0 ..< 3).map { .embedded(EmbeddedObject(className: "Part", values: [.string("t\($0 % 2)"), $0 == 1 ? .null : .int(Int64(owner))])) })
        }
        let source = ListedSource(schema: schema, objects: ["Owner": (0 ..< 300).map {
            ObjectRecord(key: Int64($0), values: [.string("owner \(299 - $0)"), parts($0)])
        }])
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("indexed.realm").path
        try RealmFileWriter.write(source, toPath: out)
        let result = try RealmCoreCheck.dumpAfterWrite(out)
        #expect(result.status == 0, "realm-core-check refused the file: \(result.stderr)")
        let found = try RealmCoreCheck.run(["query", out, "Owner", "ANY parts.tag == 't1' AND id == 'owner 7'"])
        #expect(String(decoding: found.stdout, as: UTF8.self).hasPrefix(#"{"count":1"#), "\(found.stderr)")
    }
}
