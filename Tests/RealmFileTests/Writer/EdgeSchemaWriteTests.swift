import Foundation
import RealmFile
import RealmModel
import Testing

/// Schemas at Realm's limits: a class without properties, the longest class
/// and property names (57 and 63 bytes), non-ASCII names, a class of
/// nothing but collections.
@Suite(realmCoreCheckAvailable)
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
}
