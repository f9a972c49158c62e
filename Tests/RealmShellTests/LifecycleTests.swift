import Foundation
import TestChildProcesses
import Glibc
import RealmLifecycle
import RealmModel
@testable import RealmShell
import RealmStore
import Testing

/// demo, bundle, copy, compact and delete, run in-process.
@Suite struct LifecycleTests {
    // MARK: - Helpers

    /// A demo store at `dir/name` (studio unless told).
    static func makeDemo(_ dir: ScratchDirectory, _ name: String = "demo.realm", template: String = "studio", objects: Int = 300, seed: Int = 1) throws -> String {
        let path = dir.path(name)
        let made = run(["demo", path, "--template", template, "--objects", "\(objects)", "--seed", "\(seed)", "--to", "store"])
        #expect(made.exitCode == .success, "\(made.stderr)")
        return path
    }

    /// The canonical dump of a store, through `export`.
    static func dump(_ path: String) -> String {
        let outcome = run(["export", path])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        return outcome.stdout
    }

    /// Deletes every object of some classes, leaving free pages behind.
    static func makeFreeSpace(_ path: String, deleting classes: [String]) throws {
        let realm = try Realm(configuration: .init(path: path))
        try realm.write { for name in classes { try realm.deleteAll(name) } }
    }

    static func fileSize(_ path: String) -> Int64 {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.int64Value ?? -1
    }

    static func names(in dir: ScratchDirectory) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.url.path)) ?? []).sorted()
    }

    // MARK: - demo

    @Test func demoIsDeterministicAndRefusesAnExistingFile() throws {
        let dir = try ScratchDirectory()
        let a = try Self.makeDemo(dir, "a.realm", template: "dogs", objects: 200, seed: 7)
        let b = try Self.makeDemo(dir, "b.realm", template: "dogs", objects: 200, seed: 7)
        #expect(Self.dump(a) == Self.dump(b))
        let again = run(["demo", a, "--template", "dogs"])
        #expect(again.exitCode == .failure)
        #expect(again.stderr == "error: '\(a)' already exists; choose a new path or delete it first with 'realmlens delete \(a)'\n")
        let bad = run(["demo", dir.path("c.realm"), "--template", "cats"])
        #expect(bad.exitCode == .usage)
        #expect(!FileManager.default.fileExists(atPath: dir.path("c.realm")))
        let made = run(["demo", dir.path("p.realm"), "--template", "potions", "--objects", "5", "--seed", "3"])
        #expect(made.stdout == "created \(dir.path("p.realm")) (Realm file): 5 objects of the potions template (seed 3)\n")
        let store = run(["demo", dir.path("s.realm"), "--template", "potions", "--objects", "5", "--seed", "3", "--to", "store"])
        #expect(store.stdout == "created \(dir.path("s.realm")) (RealmLens store): 5 objects of the potions template (seed 3)\n")
    }

    /// Realm Studio's "generate demo database" writes a file the app opens:
    /// so does `demo` unless `--to store` is given.
    @Test func demoWritesAGenuineRealmFileByDefault() throws {
        let dir = try ScratchDirectory()
        let genuine = dir.path("genuine.realm"), store = dir.path("store.realm")
        #expect(run(["demo", genuine, "--template", "dogs", "--objects", "30", "--seed", "4"]).exitCode == .success)
        #expect(run(["demo", store, "--template", "dogs", "--objects", "30", "--seed", "4", "--to", "store"]).exitCode == .success)
        #expect(try StoreFormat.detect(path: genuine) == .realmCore)
        #expect(try StoreFormat.detect(path: store) == .realmLens)
        // the same data in both forms, but for the linkingObjects a Realm file never stores
        let info = run(["info", genuine])
        #expect(info.stdout.contains("format 24"), "\(info.stdout)")
        let dogs = run(["query", genuine, "Dog", "--format", "jsonl"]).stdout
        #expect(dogs.split(separator: "\n").count > 10)
        #expect(dogs == run(["query", store, "Dog", "--format", "jsonl"]).stdout)
    }

    @Test func demoDrawsAProgressBarOnlyOnATerminal() throws {
        let dir = try ScratchDirectory()
        let out = CapturedOutput(), terminal = CapturedOutput(isTerminal: true)
        let runner = CommandLineRunner(table: .standard, stdout: out, stderr: terminal, environment: [:])
        #expect(runner.run(["demo", dir.path("a.realm"), "--template", "todo", "--objects", "2048"]) == .success)
        #expect(terminal.text.contains("generating"))
        #expect(terminal.text.contains("100% (2048/2048)"))
        // the genuine file (demo's default form) is written under a bar of its own
        #expect(terminal.text.contains("writing"))
        #expect(terminal.text.hasSuffix("\r\u{1B}[2K"))
        let quiet = run(["demo", dir.path("b.realm"), "--template", "todo", "--objects", "2048"])
        #expect(quiet.stderr == "")
    }

    // MARK: - compact

    @Test func compactReportsSizesAndKeepsTheData() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeDemo(dir, objects: 400)
        try Self.makeFreeSpace(path, deleting: ["Note", "AllTypes"])
        let before = Self.dump(path)
        let sizeBefore = Self.fileSize(path)

        let dry = run(["compact", path, "--dry-run"])
        #expect(dry.exitCode == .success)
        #expect(dry.stdout.contains("would compact: no condition given"))
        #expect(Self.fileSize(path) == sizeBefore)

        let notLarge = run(["compact", path, "--if-larger-than", "1GB"])
        #expect(notLarge.stdout.contains("not compacting: \(sizeBefore) bytes"))
        #expect(Self.fileSize(path) == sizeBefore)

        let compacted = run(["compact", path, "--if-larger-than", "10KB", "--if-used-below", "90%"])
        #expect(compacted.exitCode == .success, "\(compacted.stderr)")
        let sizeAfter = Self.fileSize(path)
        #expect(sizeAfter < sizeBefore)
        #expect(compacted.stdout.contains("compacting: \(sizeBefore) bytes"))
        #expect(compacted.stdout.hasSuffix("compacted \(path): \(sizeBefore) → \(sizeAfter) bytes (saved \(sizeBefore - sizeAfter) bytes)\n"))
        #expect(Self.dump(path) == before)
        #expect(!Self.names(in: dir).contains { $0.hasSuffix(".tmp") })
        let stats = try Realm(configuration: .init(path: path, readOnly: true)).storageStatistics()
        #expect(stats.freeListBytes == 0)
    }

    @Test func compactRefusesWhileTheStoreIsOpenElsewhere() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeDemo(dir)
        try Self.makeFreeSpace(path, deleting: ["Note"])
        let sizeBefore = Self.fileSize(path)
        let holder = try Realm(configuration: .init(path: path, readOnly: true))
        let refused = run(["compact", path])
        #expect(refused.exitCode == .failure)
        #expect(refused.stderr == "error: store '\(path)' is in use by pid \(getpid()) (\(Self.processName())); close it there and try again\n")
        #expect(Self.fileSize(path) == sizeBefore)
        _ = holder
    }

    static func processName() -> String {
        (try? String(contentsOfFile: "/proc/self/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }

    @Test func compactOptionsAreChecked() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeDemo(dir, objects: 10)
        #expect(run(["compact", path, "--if-used-below", "150"]).exitCode == .usage)
        #expect(run(["compact", path, "--if-larger-than", "lots"]).exitCode == .usage)
    }

    // MARK: - delete

    @Test func deleteRemovesEveryFileOfTheStoreAndSaysSo() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeDemo(dir, objects: 10)
        let unrelated = dir.path("demo.realm.txt")
        #expect(FileManager.default.createFile(atPath: unrelated, contents: Data("keep me".utf8)))
        for suffix in [".fresh", ".fresh.lock", ".log", ".log_a", ".log_b", ".tmp_compaction_space", "-journal"] {
            #expect(FileManager.default.createFile(atPath: path + suffix, contents: Data("x".utf8)))
        }
        let deleted = run(["delete", path])
        #expect(deleted.exitCode == .success, "\(deleted.stderr)")
        #expect(Self.names(in: dir) == ["demo.realm.txt"])
        let lines = deleted.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("removed \(path) (store, ") == true)
        #expect(lines.contains("removed \(path).log_a (first Realm Core commit log, 1 bytes)"))
        #expect(lines.contains("removed \(path).tmp_compaction_space (Realm Core compaction scratch file, 1 bytes)"))
        #expect(lines.last == "deleted \(path): 8 files")
    }

    /// The `.lock` and `.management/` that `delete` itself creates to lock
    /// the store go too, but are not reported as if they were the user's.
    @Test func deleteListsOnlyTheFilesThatWereThere() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeDemo(dir, objects: 10)
        #expect(Self.names(in: dir) == ["demo.realm"])
        let deleted = run(["delete", path])
        #expect(deleted.exitCode == .success, "\(deleted.stderr)")
        #expect(Self.names(in: dir).isEmpty)
        let first = deleted.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("removed \(path) (store, "))
        #expect(deleted.stdout == "\(first)\ndeleted \(path): 1 file\n")
    }

    @Test func deleteRefusesWhatIsNotAStore() throws {
        let dir = try ScratchDirectory()
        let notes = dir.path("notes.txt")
        #expect(FileManager.default.createFile(atPath: notes, contents: Data("my notes".utf8)))
        #expect(FileManager.default.createFile(atPath: dir.path("foo.log"), contents: Data("a log".utf8)))
        let refused = run(["delete", notes])
        #expect(refused.exitCode == .failure)
        #expect(refused.stderr == "error: '\(notes)' is not a store (neither a RealmLens store nor a Realm file); nothing was deleted\n")
        #expect(run(["delete", dir.path("foo")]).exitCode == .failure)
        #expect(run(["delete", dir.path("missing.realm")]).stderr == "error: no such store: '\(dir.path("missing.realm"))'\n")
        #expect(Self.names(in: dir) == ["foo.log", "notes.txt"])
    }

    @Test func deleteCleansUpAStoreWithOnlySomeFilesLeft() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeDemo(dir, objects: 10)
        // What a process killed while holding the store open leaves (the last user removes them otherwise).
        #expect(FileManager.default.createFile(atPath: path + ".lock", contents: nil))
        mkfifo(path + ".note", 0o644)
        try FileManager.default.createDirectory(atPath: path + ".management", withIntermediateDirectories: false)
        try FileManager.default.removeItem(atPath: path)
        let deleted = run(["delete", path])
        #expect(deleted.exitCode == .success, "\(deleted.stderr)")
        #expect(Self.names(in: dir).isEmpty)
        // What was there is reported, the leftover lock file included.
        #expect(deleted.stdout.contains("removed \(path).lock ("))
        #expect(deleted.stdout.contains("removed \(path).management ("))
        #expect(!deleted.stdout.contains("removed \(path) ("))
    }

    @Test func deleteRefusesWhileTheStoreIsOpen() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeDemo(dir, objects: 10)
        let holder = try Realm(configuration: .init(path: path, readOnly: true))
        let refused = run(["delete", path])
        #expect(refused.exitCode == .failure)
        #expect(refused.stderr.contains("is in use by pid \(getpid())"))
        #expect(FileManager.default.fileExists(atPath: path))
        _ = holder
    }

    @Test(.requiresFixtures)
    func deleteRemovesAGenuineRealmFileSet() throws {
        let dir = try ScratchDirectory()
        let path = dir.path("basic.realm")
        try FileManager.default.copyItem(atPath: try #require(fixturesDirectory).appendingPathComponent("basic.realm").path, toPath: path)
        try FileManager.default.createDirectory(atPath: path + ".management", withIntermediateDirectories: true)
        for suffix in [".lock", ".note", ".fresh", ".log", ".management/access_control.control.mx"] {
            #expect(FileManager.default.createFile(atPath: path + suffix, contents: Data()))
        }
        let deleted = run(["delete", path])
        #expect(deleted.exitCode == .success, "\(deleted.stderr)")
        #expect(Self.names(in: dir).isEmpty)
    }

    // MARK: - bundle and copy

    @Test func bundleWritesAVerifiedReadOnlyCopyWithAManifest() throws {
        let dir = try ScratchDirectory()
        let source = try Self.makeDemo(dir, objects: 300)
        try Self.makeFreeSpace(source, deleting: ["Note"])
        let out = dir.path("seed.realm")
        let bundled = run(["bundle", source, out, "--to", "store"])
        #expect(bundled.exitCode == .success, "\(bundled.stderr)")
        // No side files beside the bundle, mode 0444.
        #expect(Self.names(in: dir).filter { $0.hasPrefix("seed.realm") } == ["seed.realm", "seed.realm.manifest.json"])
        #expect(Self.dump(out) == Self.dump(source))
        let attributes = try FileManager.default.attributesOfItem(atPath: out)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o444)
        let bundle = try Realm(configuration: .init(path: out, readOnly: true))
        #expect(bundle.isBundle)
        #expect(try bundle.storageStatistics().freeListBytes == 0)
        // The manifest.
        let manifest = try String(contentsOfFile: out + ".manifest.json", encoding: .utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any])
        #expect(json["format"] as? String == "realmlens")
        #expect(json["readOnlyBundle"] as? Bool == true)
        #expect(json["schemaVersion"] as? Int == 0)
        #expect((json["size"] as? NSNumber)?.int64Value == Self.fileSize(out))
        #expect(json["sha256"] as? String == Self.sha256sum(out))
        let classes = try #require(json["classes"] as? [[String: Any]])
        #expect(classes.map { $0["name"] as? String } == ["AllTypes", "Author", "Book", "Note", "Tag"])
        #expect(classes.first { $0["name"] as? String == "Note" }?["count"] as? Int == 0)
        #expect(bundled.stdout.contains("size: \(Self.fileSize(source)) bytes"))
        #expect(bundled.stdout.contains(", \(Self.fileSize(out)) bytes"))
        // Never overwrites.
        #expect(run(["bundle", source, out]).exitCode == .failure)
    }

    /// `sha256sum FILE`, the reference the manifest is checked against.
    static func sha256sum(_ path: String) -> String? {
        guard let (_, drained) = try? BoundedChild.run(URL(fileURLWithPath: "/usr/bin/sha256sum"), [path]) else { return nil }
        return String(decoding: drained.stdout, as: UTF8.self).split(separator: " ").first.map(String.init)
    }

    @Test func writesToABundleSayHowToGetAWritableCopy() throws {
        let dir = try ScratchDirectory()
        let source = try Self.makeDemo(dir, template: "potions", objects: 20)
        let out = dir.path("seed.realm")
        #expect(run(["bundle", source, out, "--to", "store"]).exitCode == .success)
        let write = run(["exec", out, "-c", "create Ingredient {id: 999, title: 'Salt', notes: '', quantity: 1, bought: false}"])
        #expect(write.exitCode == .failure)
        #expect(write.stderr.hasSuffix("error: '\(out)' is a read-only bundle; make a writable copy with 'realmlens copy \(out) OUT.realm'\nnote: nothing was changed (the transaction was rolled back)\n"))
        let copy = dir.path("copy.realm")
        let copied = run(["copy", out, copy])
        #expect(copied.exitCode == .success, "\(copied.stderr)")
        #expect(copied.stdout == "copied \(out) into \(copy): 20 objects, writable\n")
        let written = run(["exec", copy, "-c", "create Ingredient {id: 999, title: 'Salt', notes: '', quantity: 1, bought: false}"])
        #expect(written.exitCode == .success, "\(written.stderr)")
        #expect(try !Realm(configuration: .init(path: copy, readOnly: true)).isBundle)
    }

    @Test(.requiresFixtures)
    func bundleReadsAGenuineRealmFile() throws {
        let dir = try ScratchDirectory()
        let source = try #require(fixturesDirectory).appendingPathComponent("alltypes.realm").path
        let out = dir.path("seed.realm")
        let bundled = run(["bundle", source, out])
        #expect(bundled.exitCode == .success, "\(bundled.stderr)")
        #expect(Self.dump(out).hashValue == Self.dump(source).hashValue)  // not the text: a failure would print megabytes
    }

    @Test("a bundle (a genuine seed or a store) in a read-only folder opens and queries without creating files",
          arguments: ["realm", "store"])
    func aBundleInAReadOnlyFolderOpensAndQueriesWithoutCreatingFiles(form: String) throws {
        let dir = try ScratchDirectory()
        let source = try Self.makeDemo(dir, objects: 50)
        let folder = dir.path("ro")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let out = folder + "/seed.realm"
        #expect(run(["bundle", source, out, "--to", form]).exitCode == .success)
        let expectedDump = Self.dump(out)
        let before = Self.names(inFolder: folder)
        guard Self.chattr("+i", folder), access(folder + "/probe", F_OK) != 0, creat(folder + "/probe", 0o644) < 0 else {
            _ = Self.chattr("-i", folder)
            Issue.record("cannot make a read-only folder here (chattr +i); test not run")
            return
        }
        defer { _ = Self.chattr("-i", folder) }
        #expect(Self.dump(out) == expectedDump)
        let info = run(["info", out])
        #expect(info.exitCode == .success, "\(info.stderr)")
        let studio = run(["exec", out, "-c", ".classes"])
        #expect(studio.exitCode == .success, "\(studio.stderr)")
        #expect(studio.stdout.contains("Tag"))
        let listed = run(["exec", out, "-c", "Tag\ncount Tag"])
        #expect(listed.exitCode == .success, "\(listed.stderr)")
        #expect(listed.stdout.hasSuffix("\n12\n"))
        let write = run(["exec", out, "-c", "create Tag {name: 'new'}"])
        #expect(write.exitCode == .failure)
        if form == "store" {
            #expect(write.stderr.hasSuffix("error: '\(out)' is a read-only bundle; make a writable copy with 'realmlens copy \(out) OUT.realm'\nnote: nothing was changed (the transaction was rolled back)\n"))
        }
        #expect(Self.names(inFolder: folder) == before)
    }

    static func names(inFolder folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// Runs `chattr FLAG PATH`; whether it succeeded.
    static func chattr(_ flag: String, _ path: String) -> Bool {
        guard let (process, _) = try? BoundedChild.run(URL(fileURLWithPath: "/usr/bin/chattr"), [flag, path], within: 60) else { return false }
        return process.terminationStatus == 0
    }
}
