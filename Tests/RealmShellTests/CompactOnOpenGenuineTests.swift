import Foundation
import Glibc
import Testing

/// `--compact-on-open` on genuine Realm files: compacted as `compact` does
/// it, under the same refusals, which leave the file as it was and open it
/// uncompacted with a note.
@Suite(.requiresFixtures)
struct CompactOnOpenGenuineTests {
    /// A writable copy of fixture `name` in `scratch`.
    private func writableCopy(_ name: String, in scratch: ScratchDirectory, as copyName: String) throws -> String {
        let path = scratch.path(copyName)
        try FileManager.default.copyItem(atPath: try #require(fixturesDirectory).appendingPathComponent(name).path, toPath: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        return path
    }

    private func fixture(_ name: String) throws -> String {
        try #require(fixturesDirectory).appendingPathComponent(name).path
    }

    /// Realm Core's own dump of `path` (`realm-core-check dump --write`), nil where the tool is absent.
    private func realmCoreDump(_ path: String, key: String? = nil) throws -> (status: Int32, dump: String)? {
        guard RealmCoreCheck.isAvailable else { return nil }
        let (status, out, _) = try RealmCoreCheck.dumpAfterWrite(path, key: key)
        return (status, String(decoding: out, as: UTF8.self))
    }

    private func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    @Test func aChurnedFileIsCompactedBeforeItOpens() throws {
        let scratch = try ScratchDirectory()
        let path = try writableCopy("churn.realm", in: scratch, as: "churn.realm")
        let expected = try String(contentsOfFile: try fixture("churn.expected.json"), encoding: .utf8)
        let before = try realmCoreDump(path)
        let opened = FirstDayTests.studio(".open \(path) --compact-on-open 1MB,90\n.classes")
        #expect(opened.stderr.hasPrefix("note: compacted \(path) before opening: 2097152 → "), "\(opened.stderr)")
        #expect(opened.stderr.contains("opened \(path): Realm Core file"), "\(opened.stderr)")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size < 1_100_000)
        #expect(run(["export", path]).stdout == expected)
        if let before, let after = try realmCoreDump(path) {
            #expect(after.status == 0)
            #expect(after.dump == before.dump, "Realm Core dumps the file the same before and after")
            #expect(after.dump == expected)
        }
    }

    @Test func aFileThePolicySparesIsLeftAsItWas() throws {
        let scratch = try ScratchDirectory()
        let path = try writableCopy("churn.realm", in: scratch, as: "churn.realm")
        let before = try bytes(path)
        let opened = FirstDayTests.studio(".open \(path) --compact-on-open 1GB,")
        #expect(!opened.stderr.contains("compacted"), "\(opened.stderr)")
        #expect(try bytes(path) == before)
    }

    @Test func anEncryptedFileIsCompactedWithItsKeyAndStaysEncrypted() throws {
        let scratch = try ScratchDirectory()
        let path = try writableCopy("encrypted.realm", in: scratch, as: "e.realm")
        let keyFile = try fixture("encrypted.key")
        let opened = FirstDayTests.studio(".open \(path) --key @\(keyFile) --compact-on-open 1KB,")
        #expect(opened.stderr.hasPrefix("note: compacted \(path) before opening: "), "\(opened.stderr)")
        #expect(run(["export", path, "--key", "@" + keyFile]).stdout
                == (try String(contentsOfFile: try fixture("encrypted.expected.json"), encoding: .utf8)))
        let hexKey = try String(contentsOfFile: keyFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        if let withKey = try realmCoreDump(path, key: hexKey), let withoutKey = try realmCoreDump(path) {
            #expect(withKey.status == 0)
            #expect(withoutKey.status != 0, "opening it without the key fails in Realm Core too")
        }
    }

    @Test func anOlderFormatIsOpenedUncompactedWithANote() throws {
        let scratch = try ScratchDirectory()
        let path = try writableCopy("legacy/test_upgrade_database_1000_23.realm", in: scratch, as: "old.realm")
        let before = try bytes(path)
        let opened = FirstDayTests.studio(".open \(path) --compact-on-open 1KB,")
        #expect(opened.stderr.hasPrefix("note: not compacted: '\(path)' is in Realm file format 23 and compacting writes format 24"),
                "\(opened.stderr)")
        #expect(opened.stderr.contains("opened \(path): "), "the file still opens: \(opened.stderr)")
        #expect(try bytes(path) == before)
    }

    @Test func aFileAnAppHoldsIsOpenedUncompactedWithANote() throws {
        let scratch = try ScratchDirectory()
        let path = try writableCopy("churn.realm", in: scratch, as: "app.realm")
        let before = try bytes(path)
        // Realm Core holds a shared flock on NAME.realm.lock while a file is open.
        let lock = open(path + ".lock", O_RDWR | O_CREAT, 0o644)
        #expect(lock >= 0 && flock(lock, LOCK_SH | LOCK_NB) == 0)
        defer { close(lock) }
        let opened = FirstDayTests.studio(".open \(path) --compact-on-open 1KB,")
        #expect(opened.stderr.hasPrefix("note: not compacted: store '\(path)' is in use by pid"), "\(opened.stderr)")
        #expect(opened.stderr.contains("opened \(path): "), "\(opened.stderr)")
        #expect(try bytes(path) == before)
    }

    @Test func aReadOnlyFileIsOpenedUncompactedWithANote() throws {
        let scratch = try ScratchDirectory()
        let path = try writableCopy("churn.realm", in: scratch, as: "ro.realm")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let opened = FirstDayTests.studio(".open \(path) --compact-on-open 1KB,")
        #expect(opened.stderr.hasPrefix("note: not compacted: '\(path)' is read-only (mode 444)"), "\(opened.stderr)")
        #expect(try bytes(path) == (try bytes(try fixture("churn.realm"))))
    }
}
