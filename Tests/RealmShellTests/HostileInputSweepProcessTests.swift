import Foundation
import Glibc
import RealmStore
import Testing

/// A compact sweep of the commands against hostile inputs, through the built
/// binary: a pipe nobody writes, a device, a folder, a dangling link, an
/// empty or zero-filled file, a truncated genuine file, a binary file where
/// text belongs, an encrypted Realm file where an output goes. Every run must
/// end within a bound with exit status 1 or 2 and exactly one error sentence
/// (no crash, no trace), and leave the folder exactly as it was.
/// Everything it makes and touches is inside its scratch folder.
@Suite(.serialized, .requiresFixtures) struct HostileInputSweepProcessTests {
    static let isRoot = geteuid() == 0

    /// The folder's entries and, for regular files, their bytes.
    static func snapshot(_ dir: ScratchDirectory) -> [String: String] {
        var result: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: dir.url.path)) ?? [] {
            let path = dir.path(name)
            let kind = FileSystemEntry(path: path).kind
            if kind == .regular, let data = FileManager.default.contents(atPath: path) {
                result[name] = "file \(data.count) \(data.hashValue)"
            } else {
                result[name] = "\(kind)"
            }
        }
        return result
    }

    /// Runs `arguments` and checks the outcome: finished, refused with one error sentence, nothing changed.
    static func expectOneCleanRefusal(_ arguments: [String], in dir: ScratchDirectory, _ label: String) throws {
        let before = snapshot(dir)
        let (outcome, hung) = try HostilePathProcessTests.realmlensWithin(20, arguments)
        #expect(!hung, "\(label): hung")
        #expect(outcome.status == 1 || outcome.status == 2, "\(label): exit status \(outcome.status); \(outcome.stderr)")
        let errors = outcome.stderr.split(separator: "\n").filter { $0.contains("error:") }
        #expect(errors.count == 1, "\(label): \(outcome.stderr)")
        for trace in ["Fatal error", "Backtrace", "Stack dump", "Swift runtime failure"] {
            #expect(!outcome.stderr.contains(trace), "\(label): \(outcome.stderr)")
        }
        #expect(snapshot(dir) == before, "\(label): the folder changed")
    }

    /// Hostile things made fresh in `dir`, by role.
    struct Hostiles {
        var asStore: [(String, String)] = []
        var asText: [(String, String)] = []
        var asOutput: [(String, String)] = []
    }

    static func makeHostiles(_ dir: ScratchDirectory) throws -> Hostiles {
        let fixtures = try #require(fixturesDirectory)
        let basic = try Data(contentsOf: fixtures.appendingPathComponent("basic.realm"))
        var made = Hostiles()
        let fifo = dir.path("pipe.realm")
        #expect(mkfifo(fifo, 0o644) == 0)
        let folder = dir.path("folder.realm")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let dangling = dir.path("dangling.realm")
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: dir.path("nowhere.realm"))
        let empty = dir.path("empty.realm")
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        let zeros = dir.path("zeros.realm")
        #expect(FileManager.default.createFile(atPath: zeros, contents: Data(count: 8192)))
        let truncated = dir.path("truncated.realm")
        #expect(FileManager.default.createFile(atPath: truncated, contents: basic.prefix(2048)))
        let binary = dir.path("binary.realm")
        #expect(FileManager.default.createFile(atPath: binary, contents: basic))
        let encrypted = dir.path("encrypted.realm")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("encrypted.realm"), to: URL(fileURLWithPath: encrypted))
        chmod(encrypted, 0o644)
        made.asStore = [("a pipe", fifo), ("a folder", folder), ("a dangling link", dangling), ("an empty file", empty),
                        ("zeros", zeros), ("a truncated Realm file", truncated)]
        made.asText = [("a pipe nobody writes", fifo), ("a folder", folder), ("zeros", zeros), ("a Realm file", binary)]
        made.asOutput = [("a pipe nobody reads", fifo), ("a folder", folder), ("a dangling link", dangling),
                         ("an encrypted Realm file", encrypted)]
        if isRoot {
            // Our own device nodes (never the system's): /dev/zero and /dev/urandom never end.
            let zero = dir.path("zero.dev"), random = dir.path("urandom.dev")
            #expect(mknod(zero, S_IFCHR | 0o666, dev_t((1 << 8) | 5)) == 0)
            #expect(mknod(random, S_IFCHR | 0o666, dev_t((1 << 8) | 9)) == 0)
            made.asStore.append(("a device", zero))
            made.asText += [("/dev/zero", zero), ("/dev/urandom", random)]
        }
        return made
    }

    @Test func everyCommandRefusesHostileInputsCleanly() throws {
        let dir = try ScratchDirectory()
        let fixtures = try #require(fixturesDirectory)
        let hostiles = try Self.makeHostiles(dir)
        let basic = fixtures.appendingPathComponent("basic.realm").path
        let encrypted = fixtures.appendingPathComponent("encrypted.realm").path
        let out = dir.path("out.realm")
        for (what, path) in hostiles.asStore {
            var commands = [["info", path], ["query", path, "Dog", "age > 1"], ["exec", path, "-c", "count Dog"], ["compact", path],
                            ["convert", path, out], ["bundle", path, out], ["diff", basic, path]]
            if what != "a truncated Realm file" { commands.append(["delete", path, "--yes"]) }  // a truncated one is still a store to delete
            for command in commands { try Self.expectOneCleanRefusal(command, in: dir, "\(command[0]) of \(what)") }
        }
        for (what, path) in hostiles.asText {
            for command in [["create", out, "--schema", path], ["import", out, "--canonical", path], ["exec", basic, path],
                            ["info", encrypted, "--key", "@" + path]] {
                try Self.expectOneCleanRefusal(command, in: dir, "\(command[0]) reading \(what)")
            }
        }
        for (what, path) in hostiles.asOutput {
            for command in [["export", basic, "-o", path], ["convert", basic, path], ["copy", basic, path], ["demo", path, "-n", "3"]] {
                try Self.expectOneCleanRefusal(command, in: dir, "\(command[0]) writing \(what)")
            }
        }
    }

    // MARK: - What the sweep found

    @Test func aPipeNobodyWritesIntoIsRefusedAtOnceAndOneWithAWriterIsReadToTheEnd() throws {
        let dir = try ScratchDirectory()
        let fixtures = try #require(fixturesDirectory)
        let fifo = dir.path("dump.pipe")
        #expect(mkfifo(fifo, 0o644) == 0)
        let (refused, hung) = try HostilePathProcessTests.realmlensWithin(20, ["import", dir.path("a.realm"), "--canonical", fifo])
        #expect(!hung)
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: cannot read '\(fifo)': it is a named pipe that no program is writing into (start the writer first, or use '-' for standard input)\n")
        // A writer already there (as with `--canonical <(realmlens export …)`): read as it comes, to the end.
        let writer = open(fifo, O_RDWR)
        #expect(writer >= 0)
        let dump = try Data(contentsOf: fixtures.appendingPathComponent("basic.expected.json"))
        #expect(dump.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) } == dump.count)
        let running = try ProcessTests.start(["import", dir.path("b.realm"), "--canonical", fifo])
        // Close our end once the importer has taken every byte, so it sees the end of the dump.
        var unread: Int32 = 1
        #expect(Handshake.poll(1000) { ioctl(writer, UInt(FIONREAD), &unread) == 0 && unread == 0 })
        close(writer)
        let imported = running.wait()
        #expect(imported.status == 0, "\(imported.stderr)")
        let exported = try ProcessTests.realmlens(["export", dir.path("b.realm")])
        #expect(exported.stdout == String(decoding: dump, as: UTF8.self))
    }

    @Test func anOutputPipeNobodyReadsIsRefusedAtOnce() throws {
        let dir = try ScratchDirectory()
        let fixtures = try #require(fixturesDirectory)
        let fifo = dir.path("out.pipe")
        #expect(mkfifo(fifo, 0o644) == 0)
        let (refused, hung) = try HostilePathProcessTests.realmlensWithin(20, ["export", fixtures.appendingPathComponent("basic.realm").path, "-o", fifo])
        #expect(!hung)
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: '\(fifo)' is a named pipe that no program is reading from; start the reader first (nothing was written)\n")
    }

    @Test func aBinaryFileOfStatementsIsOneErrorNotItsBytesEchoed() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        let script = dir.path("changes.rlens")
        #expect(FileManager.default.createFile(atPath: script, contents: Data("count Dog\ncount Dog\n\0\u{1}binary".utf8)))
        let refused = try ProcessTests.realmlens(["exec", path, script])
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: '\(script)' is not a file of statements: it holds binary data (a NUL byte on line 3)\n")
        #expect(refused.stdout.isEmpty)
    }

    @Test func aFaultInADumpIsOneSentenceNamingTheDump() throws {
        let dir = try ScratchDirectory()
        let dump = dir.path("dump.json")
        #expect(FileManager.default.createFile(atPath: dump, contents: Data(#"{"schema": 5}"#.utf8)))
        let fault = #"invalid canonical dump: "schema" must be an array"#
        for command in [["import", dir.path("a.realm"), "--canonical", dump], ["create", dir.path("b.realm"), "--schema", dump],
                        ["convert", dump, dir.path("c.realm"), "--to", "store"], ["convert", dump, dir.path("d.sqlite"), "--to", "sqlite"]] {
            let refused = try ProcessTests.realmlens(command)
            #expect(refused.status == 1, "\(command)")
            #expect(refused.stderr == "error: '\(dump)': \(fault)\n", "\(command)")
        }
        let piped = try ProcessTests.realmlens(["import", dir.path("e.realm"), "--canonical", "-"], input: #"{"schema": 5}"#)
        #expect(piped.stderr == "error: standard input: \(fault)\n")
        #expect(HostilePathProcessTests.names(dir) == ["dump.json"])
    }

    @Test func anEncryptedRealmFileIsAStoreToOutputsAndToDelete() throws {
        let dir = try ScratchDirectory()
        let fixtures = try #require(fixturesDirectory)
        let encrypted = dir.path("app.realm")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("encrypted.realm"), to: URL(fileURLWithPath: encrypted))
        chmod(encrypted, 0o644)
        let original = try Data(contentsOf: URL(fileURLWithPath: encrypted))
        let refused = try ProcessTests.realmlens(["export", fixtures.appendingPathComponent("basic.realm").path, "-o", encrypted])
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: '\(encrypted)' is a store; refusing to write over it (add --force to replace it, or choose another file)\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: encrypted)) == original)
        let deleted = try ProcessTests.realmlens(["delete", encrypted, "--yes"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(!FileManager.default.fileExists(atPath: encrypted))
    }

    /// A store cut short (a copy interrupted, a disk that lost its tail) is
    /// reported as that store, damaged (was "storage error: database disk
    /// image is malformed", naming no file), by every command that reads it.
    @Test func aTruncatedStoreIsNamedAsDamaged() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        let big = String(repeating: "x", count: 2_000)
        let edits = (0..<40).map { "create Dog {name: 'K\($0)\(big)', age: \($0)}" }.joined(separator: "\n")
        #expect(try ProcessTests.realmlens(["exec", path, "-c", edits]).status == 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
        for command in [["info", path], ["query", path, "Dog", "age > 1"], ["exec", path, "-c", "count Dog"], ["export", path]] {
            let refused = try ProcessTests.realmlens(command)
            #expect(refused.status == 1, "\(command)")
            #expect(refused.stderr == "error: the store '\(path)' is damaged: database disk image is malformed\n", "\(command)")
        }
    }
}
