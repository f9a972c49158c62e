import Foundation
import RealmFile
import RealmModel
import Testing

/// Files of formats 20–23 written anew are format-24 files (what
/// `compact --upgrade` makes) that Realm Core reads to the same dump as the
/// original.
@Suite(.requiresFixtures, .requiresRealmCoreCheck)
struct LegacyUpgradeWriteTests {
    static let names = ["test_upgrade_database_20", "test_upgrade_database_4_22", "test_upgrade_database_1000_22",
                        "test_upgrade_database_1000_23"]

    @Test(arguments: names)
    func anOlderFormatIsWrittenAsFormat24(_ name: String) throws {
        let original = Fixtures.folder.appendingPathComponent("legacy/\(name).realm").path
        try #require(FileManager.default.fileExists(atPath: original), "the legacy fixture \(name).realm is missing")
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent(name + ".realm").path
        try RealmFileWriter.write(try RealmFile(path: original), toPath: out)
        #expect(try RealmFile(path: out).fileFormatVersion == 24)
        let theirs = try RealmCoreCheck.run(["dump", original])
        let ours = try RealmCoreCheck.dumpAfterWrite(out)
        #expect(ours.status == 0, "realm-core-check refused the copy of \(name): \(ours.stderr)")
        if let difference = dumpDifference(ours.stdout, theirs.stdout) { Issue.record("\(name): \(difference)") }
    }
}
