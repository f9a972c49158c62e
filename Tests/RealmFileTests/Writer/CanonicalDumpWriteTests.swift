import Foundation
import RealmFile
import RealmModel
import Testing

/// canonical dump → writer → OUT: Realm Core reads OUT to the same dump
/// (objects numbered by position, links by primary key resolved).
@Suite(.requiresFixtures, .requiresRealmCoreCheck)
struct CanonicalDumpWriteTests {
    @Test(arguments: GenuineRoundTripTests.indexFree)
    func aDumpBecomesAGenuineFile(_ name: String) throws {
        try check(name)
    }

    @Test(arguments: ["emptyclasses", "alltypes", "links", "churn", "encrypted"])
    func aDumpWithPrimaryKeysBecomesAGenuineFile(_ name: String) throws {
        try check(name)
    }

    private func check(_ name: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dumpPath = Fixtures.path(name + ".expected.json")
        let expected = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dumpPath)))
        let source = try CanonicalDumpObjectSource { MemoryByteInput(expected) }
        let out = folder.appendingPathComponent(name + ".realm").path
        try RealmFileWriter.write(source, toPath: out)
        let result = try RealmCoreCheck.dumpAfterWrite(out)
        #expect(result.status == 0, "realm-core-check refused \(name): \(result.stderr)")
        if let difference = dumpDifference(result.stdout, expected) { Issue.record("\(name): \(difference)") }
    }
}

/// What needs no Realm Core: the schema version a dump is written with is the file's.
@Suite struct CanonicalDumpWriteVersionTests {
    @Test func theSchemaVersionGivenIsRecorded() throws {
        let text = #"{"schema":[{"name":"A","embedded":false,"primaryKey":null,"properties":[{"name":"n","type":"int","optional":false,"indexed":false,"collection":null}]}],"objects":{"A":[{"n":1},{"n":2}]}}"# + "\n"
        let source = try CanonicalDumpObjectSource(schemaVersion: 42) { MemoryByteInput(text) }
        let file = try RealmFile(bytes: try RealmFileWriter.bytes(of: source))
        #expect(file.persistedSchemaVersion == 42)
        var out: [UInt8] = []
        try CanonicalDumpWriter.write(file) { out += $0 }
        #expect(String(decoding: out, as: UTF8.self) == text)
    }
}
