import Foundation
@testable import RealmShell
import Testing

/// Realm Core's verdict on a file a command wrote (`realm-core-check dump FILE --write`).
private enum Judge {
    /// `dump FILE --write [--key HEX]`: exit status and the canonical dump Realm Core prints.
    static func dump(_ file: String, key: String? = nil) throws -> (status: Int32, dump: String, error: String) {
        let (status, out, error) = try RealmCoreCheck.dumpAfterWrite(file, key: key)
        return (status, String(decoding: out, as: UTF8.self), error)
    }
}

private func fixture(_ name: String) throws -> String {
    try #require(fixturesDirectory).appendingPathComponent(name).path
}

private func expectedDump(_ name: String) throws -> String {
    try String(contentsOfFile: try fixture("\(name).expected.json"), encoding: .utf8)
}

@Suite(.requiresFixtures, .requiresRealmCoreCheck) struct GenuineWriteCommandTests {
    @Test("genuine → store → genuine with convert: Realm Core reads back the fixture's exact dump",
          arguments: ["basic", "alltypes", "links", "emptyclasses", "empty", "churn", "compacted"])
    func convertRoundTrip(name: String) throws {
        let scratch = try ScratchDirectory()
        let store = scratch.path("\(name).store.realm"), genuine = scratch.path("\(name).realm")
        let toStore = run(["convert", try fixture("\(name).realm"), store])
        #expect(toStore.exitCode == .success, "\(toStore.stderr)")
        #expect(toStore.stdout.contains("(RealmLens store)"))
        let toRealm = run(["convert", store, genuine])
        #expect(toRealm.exitCode == .success, "\(toRealm.stderr)")
        #expect(toRealm.stdout.hasPrefix("converted \(store) (RealmLens store (SQLite)) into \(genuine) (Realm file): "))
        let judged = try Judge.dump(genuine)
        #expect(judged.status == 0, "\(judged.error)")
        #expect(judged.dump == (try expectedDump(name)))
    }

    @Test func convertKeepsTheSchemaVersionBothWays() throws {
        let scratch = try ScratchDirectory()
        #expect(run(["convert", try fixture("emptyclasses.realm"), scratch.path("s.realm")]).exitCode == .success)
        #expect(run(["info", scratch.path("s.realm")]).stdout.contains("schema version: 3"))
        #expect(run(["convert", scratch.path("s.realm"), scratch.path("g.realm")]).exitCode == .success)
        #expect(run(["info", scratch.path("g.realm")]).stdout.contains("schema version: 3"))
    }

    @Test func aCanonicalDumpConvertsToARealmFile() throws {
        let scratch = try ScratchDirectory()
        let out = scratch.path("links.realm")
        let outcome = run(["convert", try fixture("links.expected.json"), out, "--schema-version", "2"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        #expect(try Judge.dump(out).dump == (try expectedDump("links")))
        #expect(run(["info", out]).stdout.contains("schema version: 2"))
    }

    @Test func anEncryptedFileStaysEncryptedUnlessAskedOtherwise() throws {
        let scratch = try ScratchDirectory()
        let keyFile = try fixture("encrypted.key")
        let hexKey = try String(contentsOfFile: keyFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let source = try fixture("encrypted.realm")

        // genuine → genuine keeps the key: Realm Core opens it only with it
        let kept = scratch.path("kept.realm")
        let copied = run(["copy", source, kept, "--key", "@" + keyFile])
        #expect(copied.exitCode == .success, "\(copied.stderr)")
        #expect(copied.stdout.contains("(encrypted Realm file)"))
        #expect(try Judge.dump(kept, key: hexKey).dump == (try expectedDump("encrypted")))
        #expect(try Judge.dump(kept).status != 0)

        // a store is plain text: only with --decrypt
        let refused = run(["convert", source, scratch.path("plain.realm"), "--key", "@" + keyFile])
        #expect(refused.exitCode == .failure)
        #expect(refused.stderr == "error: the source is encrypted and a RealmLens store is not; add --decrypt to write its data in plain text, or --to realm to keep it encrypted\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("plain.realm")))
        #expect(run(["convert", source, scratch.path("plain.realm"), "--key", "@" + keyFile, "--decrypt"]).exitCode == .success)

        // --decrypt to a Realm file, and --out-key from a plain store
        #expect(run(["convert", source, scratch.path("open.realm"), "--key", "@" + keyFile, "--to", "realm", "--decrypt"]).exitCode == .success)
        #expect(try Judge.dump(scratch.path("open.realm")).dump == (try expectedDump("encrypted")))
        #expect(run(["convert", scratch.path("plain.realm"), scratch.path("again.realm"), "--out-key", "@" + keyFile]).exitCode == .success)
        #expect(try Judge.dump(scratch.path("again.realm"), key: hexKey).dump == (try expectedDump("encrypted")))
    }

    @Test func contradictoryEncryptionOptionsAreUsageErrors() throws {
        let scratch = try ScratchDirectory()
        let keyFile = try fixture("encrypted.key")
        let both = run(["convert", try fixture("basic.realm"), scratch.path("x.realm"), "--to", "realm", "--out-key", "@" + keyFile, "--decrypt"])
        #expect(both.exitCode == .usage)
        #expect(both.stderr.contains("--out-key and --decrypt contradict each other"))
        let storeKey = run(["convert", try fixture("basic.realm"), scratch.path("x.realm"), "--out-key", "@" + keyFile])
        #expect(storeKey.exitCode == .usage)
        #expect(storeKey.stderr.contains("a RealmLens store cannot be encrypted"))
        let badForm = run(["convert", try fixture("basic.realm"), scratch.path("x.realm"), "--to", "mysql"])
        #expect(badForm.exitCode == .usage)
        #expect(!FileManager.default.fileExists(atPath: scratch.path("x.realm")))
    }

    @Test func bundleWritesAReadOnlyGenuineSeedWithItsManifest() throws {
        let scratch = try ScratchDirectory()
        let source = scratch.path("dogs.realm"), seed = scratch.path("seed.realm")
        #expect(run(["demo", source, "--template", "dogs", "--objects", "40", "--seed", "2", "--to", "store"]).exitCode == .success)
        let bundled = run(["bundle", source, seed])
        #expect(bundled.exitCode == .success, "\(bundled.stderr)")
        #expect(bundled.stdout.hasPrefix("bundled \(source) into \(seed) (Realm file): 40 objects in 2 classes, read-only\n"))
        let attributes = try FileManager.default.attributesOfItem(atPath: seed)
        #expect((attributes[.posixPermissions] as? Int) == 0o444)
        let manifest = try String(contentsOfFile: seed + ".manifest.json", encoding: .utf8)
        #expect(manifest.hasPrefix("{\n  \"format\": \"realm\",\n  \"readOnlyBundle\": true,\n  \"file\": \"seed.realm\","))
        let judged = try Judge.dump(seed)
        #expect(judged.status == 0, "\(judged.error)")
        #expect(judged.dump == (try persistedDump(run(["export", source]).stdout)))
        // no side files: the bundle ships alone
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
            == ["dogs.realm", "dogs.realm.lock", "dogs.realm.management", "dogs.realm.note", "seed.realm", "seed.realm.manifest.json"]
            .filter { FileManager.default.fileExists(atPath: scratch.path($0)) })
    }

    @Test("demo writes every template as a genuine file (its default) Realm Core reads back to the store's dump",
          arguments: ["studio", "potions", "dogs", "todo"], [0, 1, 1000])
    func demoTemplates(template: String, objects: Int) throws {
        let scratch = try ScratchDirectory()
        let store = scratch.path("s.realm"), genuine = scratch.path("g.realm")
        let stored = run(["demo", store, "--template", template, "--objects", "\(objects)", "--seed", "5", "--to", "store"])
        #expect(stored.exitCode == .success, "\(stored.stderr)")
        let made = run(["demo", genuine, "--template", template, "--objects", "\(objects)", "--seed", "5"])
        #expect(made.exitCode == .success, "\(made.stderr)")
        let judged = try Judge.dump(genuine)
        #expect(judged.status == 0, "\(judged.error)")
        #expect(judged.dump == (try persistedDump(run(["export", store]).stdout)))
        // nothing left beside it: the temporary store is gone
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { $0.hasPrefix(".") }.isEmpty)
    }

    @Test func importAndCreateWriteGenuineFiles() throws {
        let scratch = try ScratchDirectory()
        let imported = scratch.path("i.realm")
        let outcome = run(["import", imported, "--canonical", try fixture("alltypes.expected.json"), "--to", "realm"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        #expect(outcome.stdout == "imported 50 objects of 1 class into \(imported) (Realm file)\n")
        #expect(try Judge.dump(imported).dump == (try expectedDump("alltypes")))

        let created = scratch.path("c.realm")
        let made = run(["create", created, "--schema", try fixture("emptyclasses.expected.json"), "--schema-version", "3", "--to", "realm"])
        #expect(made.stdout == "created \(created) (Realm file) with 4 classes (schema version 3)\n")
        #expect(try Judge.dump(created).dump == (try expectedDump("emptyclasses")))
    }

    @Test func copyKeepsTheSourcesForm() throws {
        let scratch = try ScratchDirectory()
        let copy = scratch.path("copy.realm")
        let copied = run(["copy", try fixture("links.realm"), copy])
        #expect(copied.exitCode == .success, "\(copied.stderr)")
        #expect(copied.stdout == "copied \(try fixture("links.realm")) into \(copy) (Realm file): 53 objects, writable\n")
        #expect(try Judge.dump(copy).dump == (try expectedDump("links")))
        let attributes = try FileManager.default.attributesOfItem(atPath: copy)
        #expect((attributes[.posixPermissions] as? Int) == 0o644)
    }

    @Test func anExistingOutputIsNeverReplaced() throws {
        let scratch = try ScratchDirectory()
        let out = scratch.path("taken.realm")
        try Data("mine".utf8).write(to: URL(fileURLWithPath: out))
        let outcome = run(["convert", try fixture("basic.realm"), out, "--to", "realm"])
        #expect(outcome.exitCode == .failure)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "mine")
    }

    /// A writable copy of a fixture in `scratch`.
    private func writableCopy(_ name: String, in scratch: ScratchDirectory, as copyName: String) throws -> String {
        let path = scratch.path(copyName)
        try FileManager.default.copyItem(atPath: try fixture(name), toPath: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        return path
    }

    @Test func compactRewritesAGenuineFileKeepingItsDataModeAndOwner() throws {
        let scratch = try ScratchDirectory()
        let path = try writableCopy("churn.realm", in: scratch, as: "churn.realm")
        let asRoot = getuid() == 0
        if asRoot { #expect(chown(path, 65534, 65534) == 0) }
        let outcome = run(["compact", path])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("compacted \(path): 2097152 → "))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        if asRoot { #expect((attributes[.ownerAccountID] as? Int) == 65534) }
        #expect(((attributes[.size] as? Int) ?? .max) < 1_100_000)
        #expect(try Judge.dump(path).dump == (try expectedDump("churn")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["churn.realm"])
    }

    @Test func compactKeepsAnEncryptedFileEncrypted() throws {
        let scratch = try ScratchDirectory()
        let path = try writableCopy("encrypted.realm", in: scratch, as: "e.realm")
        let keyFile = try fixture("encrypted.key")
        #expect(run(["compact", path]).exitCode == .failure)
        #expect(run(["compact", path, "--key", "@" + keyFile]).exitCode == .success)
        let hexKey = try String(contentsOfFile: keyFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try Judge.dump(path, key: hexKey).dump == (try expectedDump("encrypted")))
        #expect(try Judge.dump(path).status != 0)
    }

    @Test func compactUpgradesAnOlderFormatOnlyWhenAsked() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.path("old.realm")
        try FileManager.default.copyItem(atPath: try fixture("legacy/test_upgrade_database_1000_23.realm"), toPath: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let refused = run(["compact", path])
        #expect(refused.exitCode == .failure)
        #expect(refused.stderr.hasPrefix("error: '\(path)' is in Realm file format 23 and compacting writes format 24"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        let upgraded = run(["compact", path, "--upgrade"])
        #expect(upgraded.exitCode == .success, "\(upgraded.stderr)")
        #expect(upgraded.stdout.contains("upgraded \(path) from Realm file format 23 to 24"))
        #expect(try Judge.dump(path).status == 0)
    }

    @Test func compactLeavesAFileAnAppHoldsAlone() throws {
        let scratch = try ScratchDirectory()
        let path = try writableCopy("basic.realm", in: scratch, as: "app.realm")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        // Realm Core holds a shared flock on NAME.realm.lock while a file is open.
        let lock = open(path + ".lock", O_RDWR | O_CREAT, 0o644)
        #expect(lock >= 0 && flock(lock, LOCK_SH | LOCK_NB) == 0)
        defer { close(lock) }
        let outcome = run(["compact", path])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.stderr.contains("is in use by pid"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func compactRefusesAReadOnlyFile() throws {
        let scratch = try ScratchDirectory()
        let path = try writableCopy("basic.realm", in: scratch, as: "ro.realm")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let outcome = run(["compact", path])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.stderr == "error: '\(path)' is read-only (mode 444); nothing was compacted\n")
    }
}
