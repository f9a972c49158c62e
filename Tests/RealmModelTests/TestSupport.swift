import Foundation
import RealmModel
import Testing

/// The shared fixtures folder (`../shared/fixtures/realm` beside the package), or nil when absent.
let fixturesDirectory: URL? = {
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let dir = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/realm")
    return FileManager.default.fileExists(atPath: dir.path) ? dir : nil
}()

/// What tests need from the machine, as traits: a test that cannot run here
/// is reported as skipped, with the reason, instead of passing silently.
extension Trait where Self == ConditionTrait {
    /// The shared Realm Core fixtures' expected dumps, `../shared/fixtures/realm`.
    static var requiresFixtures: Self {
        .enabled(if: fixturesDirectory != nil, "../shared/fixtures/realm is absent: no fixture dumps to round-trip")
    }
}

/// Names of the fixtures that carry an expected canonical dump.
let expectedDumpNames: [String] = {
    guard let dir = fixturesDirectory,
          let names = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else { return [] }
    return names.filter { $0.hasSuffix(".expected.json") }.map { String($0.dropLast(".expected.json".count)) }.sorted()
}()

/// A canonical dump held in memory: objects in dump order, `$index` links as keys.
struct MemoryDumpSource: CanonicalDumpSource {
    var schema: Schema
    var objects: [String: [ObjectRecord]]

    init(dump: [UInt8]) throws {
        var reader = CanonicalDumpReader(input: MemoryByteInput(dump))
        schema = try reader.readSchema()
        objects = [:]
        while let className = try reader.nextClass() {
            var records: [ObjectRecord] = []
            while let values = try reader.nextObject() {
                records.append(ObjectRecord(key: ObjectKey(records.count), values: values))
            }
            objects[className] = records
        }
    }

    func forEachObject(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {
        for record in objects[className] ?? [] { try body(record) }
    }

    func canonicalLinkValue(className: String, key: ObjectKey) throws -> CanonicalLinkValue {
        .index(Int(key))
    }
}

func dumpText(_ source: some CanonicalDumpSource) throws -> [UInt8] {
    var out: [UInt8] = []
    try CanonicalDumpWriter.write(source) { out.append(contentsOf: $0) }
    return out
}
