import Foundation
import TestChildProcesses
import RealmFile
import RealmModel
@testable import RealmStore
import Testing

/// genuine file → our store (`importObjects(from:)`) → genuine file again:
/// Realm Core (`realm-core-check dump --write`) reads the written file to
/// exactly the fixture's canonical dump.
@Suite(.requiresFixtures, .requiresRealmCoreCheck)
struct GenuineFileWriterTests {
    static let indexFree = ["empty", "basic"]
    static let indexed = ["large", "emptyclasses", "alltypes", "links", "churn", "encrypted"]

    @Test(arguments: indexFree)
    func storeWritesAGenuineFile(_ name: String) throws {
        try roundTrip(name)
    }

    @Test(arguments: indexed)
    func storeWritesAGenuineFileWithIndexes(_ name: String) throws {
        try roundTrip(name)
    }

    @Test func theSchemaVersionIsKept() throws {
        let realm = try makeInMemoryRealm(dogsSchema, version: 7)
        #expect(realm.persistedSchemaVersion == 7)
    }

    private func roundTrip(_ name: String) throws {
        let folder = try #require(fixturesDirectory)
        let key: [UInt8]? = name == "encrypted"
            ? try EncryptionKey.parse("@" + folder.appendingPathComponent("encrypted.key").path) : nil
        let file = try RealmFile(path: folder.appendingPathComponent(name + ".realm").path, encryptionKey: key)
        let realm = try makeInMemoryRealm()
        try realm.importObjects(from: file)
        let out = makeTemporaryPath(name + ".realm")
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: out).deletingLastPathComponent().path) }
        try RealmFileWriter.write(realm, toPath: out)

        let (status, dump, message) = try RealmCoreCheck.dumpAfterWrite(out)
        #expect(status == 0, "realm-core-check refused \(name): \(message)")
        let expected = try Data(contentsOf: folder.appendingPathComponent(name + ".expected.json"))
        #expect(Data(dump) == expected, "\(name): Realm Core's dump of the written file differs from the fixture's")
    }
}
