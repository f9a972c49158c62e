import Foundation
import RealmFile
import RealmModel
import Testing

/// A source that makes its objects as it is asked for them: `count` items,
/// each linking to one of 1,000 owners, so nothing is held in memory but
/// what the writer keeps.
struct GeneratedSource: KeyOrderedObjectSource {
    let count: Int
    var persistedSchemaVersion: Int64? { 3 }
    var schema: Schema {
        Schema([
            ObjectSchema(className: "Item", properties: [
                Property(name: "n", type: .int),
                Property(name: "name", type: .string),
                Property(name: "value", type: .double, isOptional: true),
                Property(name: "ts", type: .date),
                Property(name: "owner", type: .object, isOptional: true, objectClassName: "Owner"),
            ]),
            ObjectSchema(className: "Owner", properties: [
                Property(name: "name", type: .string),
                Property(name: "tags", type: .string, collection: .list),
            ]),
        ])
    }

    func forEachObjectInKeyOrder(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {
        if className == "Owner" {
            for key in 0 ..< 1000 {
                try body(ObjectRecord(key: Int64(key), values: [.string("owner \(key)"), .list([.string("a"), .string("tag \(key % 7)")])]))
            }
            return
        }
        for key in 0 ..< count {
            try body(ObjectRecord(key: Int64(key) * 3, values: [
                .int(Int64(key) * 7 - 1_000_000), .string("item number \(key)"),
                key % 10 == 0 ? .null : .double(Double(key) / 3), .date(Timestamp(seconds: 1_600_000_000 + Int64(key), nanoseconds: 5)),
                key % 4 == 0 ? .null : .link(ObjectLink(className: "Owner", key: Int64(key % 1000))),
            ]))
        }
    }
}

/// Writes a generated source of `REALMLENS_WRITER_OBJECTS` objects (say
/// 1,000,000, under `/usr/bin/time -v` for the peak memory) and has Realm
/// Core check it; skipped unless asked for, as it is a measurement.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["REALMLENS_WRITER_OBJECTS"] != nil, "set REALMLENS_WRITER_OBJECTS=N to write N generated objects"))
struct MillionObjectWriteTests {
    @Test func aLargeGeneratedSourceIsWrittenInFlatMemory() throws {
        let count = Int(ProcessInfo.processInfo.environment["REALMLENS_WRITER_OBJECTS"] ?? "") ?? 1_000_000
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("million.realm").path
        try RealmFileWriter.write(GeneratedSource(count: count), toPath: out)
        // REALMLENS_WRITER_ONLY: measure the writer alone (no checks reading the file back)
        guard ProcessInfo.processInfo.environment["REALMLENS_WRITER_ONLY"] == nil else { return }
        if RealmCoreCheck.isAvailable {
            let info = try RealmCoreCheck.run(["info", out])
            #expect(info.status == 0, "realm-core-check refused the file: \(info.stderr)")
        }
        let file = try RealmFile(path: out)
        #expect(try file.objectCount(ofClass: "Item") == count)
    }
}
