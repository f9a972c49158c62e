import Foundation
import RealmFile
import RealmModel
import Testing

/// genuine file → writer → OUT: Realm Core opens OUT, checks every node,
/// writes to it, and dumps exactly the source's canonical dump; our reader
/// reads OUT back to the same dump.
@Suite(.requiresFixtures, .requiresRealmCoreCheck)
struct GenuineRoundTripTests {
    /// Fixtures without primary keys or indexes, written whatever the index builder's state.
    static let indexFree = ["empty", "basic"]
    /// Fixtures with primary keys or indexed properties (the encrypted one is read with its key, written plain).
    static let indexed = ["large", "emptyclasses", "alltypes", "links", "churn", "compacted", "encrypted"]

    @Test(arguments: indexFree)
    func realmCoreReadsTheCopy(_ name: String) throws {
        try checkRoundTrip(name)
    }

    @Test(arguments: indexed)
    func realmCoreReadsTheCopyWithIndexes(_ name: String) throws {
        try checkRoundTrip(name)
    }


    private func checkRoundTrip(_ name: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try Fixtures.open(name)
        let out = folder.appendingPathComponent(name + ".realm").path
        try RealmFileWriter.write(source, toPath: out)
        let expected = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path(name + ".expected.json"))))
        let result = try RealmCoreCheck.dumpAfterWrite(out)
        #expect(result.status == 0, "realm-core-check refused \(name): \(result.stderr)")
        if let difference = dumpDifference(result.stdout, expected) { Issue.record("\(name): \(difference)") }
        let copy = try RealmFile(path: out)
        #expect(copy.persistedSchemaVersion == source.persistedSchemaVersion, "the schema version is kept")
        if name != "encrypted" {
            // as Realm Core sees it: {"fileFormat":24,"schemaVersion":N,"classes":C}
            let theirs = try RealmCoreCheck.run(["info", Fixtures.path(name + ".realm")])
            #expect(try RealmCoreCheck.run(["info", out]).stdout == theirs.stdout, "\(name): Realm Core sees the same format, schema version and classes")
        }
        #expect(copy.info.isStreamingForm && copy.info.freeListEntries == 0, "Realm's compacted form: streaming, no free list")
        if let difference = dumpDifference(try Fixtures.dump(copy), expected) { Issue.record("\(name) (our reader): \(difference)") }
        for objectSchema in source.schema.objectSchemas where !objectSchema.isEmbedded {
            var sourceKeys: [ObjectKey] = [], copyKeys: [ObjectKey] = []
            try source.forEachObjectInKeyOrder(ofClass: objectSchema.className) { sourceKeys.append($0.key) }
            try copy.forEachObjectInKeyOrder(ofClass: objectSchema.className) { copyKeys.append($0.key) }
            #expect(sourceKeys == copyKeys, "\(name): the object keys of \(objectSchema.className) are kept")
        }
    }
}
