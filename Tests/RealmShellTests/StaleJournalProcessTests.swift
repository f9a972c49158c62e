import Foundation
import TestChildProcesses
import Glibc
import Testing

/// A writer interrupted before its first page reached the main file leaves a
/// `-journal` whose header SQLite had not yet written: not hot, so SQLite
/// ignores it, and only the next write removed it. Every open now removes
/// it, under SQLite's write lock (so a live writer's journal is never
/// touched): a reader leaves the store's folder clean.
extension ProcessTests {
    @Test(arguments: [["info"], ["query", "Dog"], ["export"], ["schema"]])
    func aReaderRemovesTheJournalAnInterruptedExecLeft(_ command: [String]) throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStore(dir)
        try #require(try Self.interruptExecLeavingAJournal(path, in: dir), "no interrupted exec left a journal")
        let read = try Self.realmlens([command[0], path] + command.dropFirst())
        #expect(read.status == 0, "\(read.stderr)")
        #expect(Self.entries(dir.url.path) == ["dogs.realm", "dump.json", "edits.txt"])
    }

    /// Interrupts `exec` of 20,000 creates (SIGINT) once its journal exists,
    /// until one leaves a journal behind (a signal may land between two
    /// transactions); whether one did, within 20 tries.
    static func interruptExecLeavingAJournal(_ path: String, in dir: ScratchDirectory) throws -> Bool {
        let edits = (0..<20_000).map { "create Dog {name: 'S\($0)', age: \($0)}" }.joined(separator: "\n")
        try edits.write(toFile: dir.path("edits.txt"), atomically: true, encoding: .utf8)
        for _ in 0..<20 {
            let exec = try BoundedChild.startSilently(binary, ["exec", path, dir.path("edits.txt")])
            _ = Handshake.poll(5000, every: 200) { FileManager.default.fileExists(atPath: path + "-journal") || !exec.isRunning }
            kill(exec.processIdentifier, SIGINT)
            exec.waitUntilExit(within: 120)
            if FileManager.default.fileExists(atPath: path + "-journal") { return true }
        }
        return false
    }

    @Test(arguments: [["info"], ["exec", "-c", "count Dog"]])
    func anOpenRemovesAJournalNobodyNeeds(_ command: [String]) throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStore(dir)
        let before = try Self.realmlens(["export", path]).stdout
        // What an interrupted writer leaves: a header of zeros (its magic not yet written), then page images.
        var stale = Data(count: 512)
        stale.append(Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7) }))
        try stale.write(to: URL(fileURLWithPath: path + "-journal"))
        let read = try Self.realmlens([command[0], path] + command.dropFirst())
        #expect(read.status == 0, "\(read.stderr)")
        #expect(Self.entries(dir.url.path) == ["dogs.realm", "dump.json"])
        #expect(try Self.realmlens(["export", path]).stdout == before)
    }

    @Test func aReaderLeavesALiveWritersJournal() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStore(dir)
        let writer = try Self.start([path])
        writer.send("begin\ncreate Dog {name: 'Held', age: 1}\n")
        #expect(writer.readOutput(until: "1 object created", fromStandardError: true) != nil, "the writer never created its object")
        #expect(FileManager.default.fileExists(atPath: path + "-journal"), "the open transaction has no journal")
        for command in [["info"], ["exec", "-c", "count Dog"]] {
            let read = try Self.realmlens([command[0], path] + command.dropFirst(), environment: ["REALMLENS_BUSY_TIMEOUT": "300"])
            #expect(read.status == 0, "\(read.stderr)")
            #expect(FileManager.default.fileExists(atPath: path + "-journal"), "\(command[0]) removed a live writer's journal")
        }
        writer.send("commit\n")
        try writer.stdinPipe.fileHandleForWriting.close()
        #expect(writer.wait().status == 0)
        #expect(try Self.realmlens(["exec", path, "-c", "count Dog"]).stdout.hasSuffix("5\n"))
        #expect(Self.entries(dir.url.path) == ["dogs.realm", "dump.json"])
    }

    /// SQLite writes a journal it finds (a stale one's header, then page
    /// images): a hard link planted there (`ln /etc/shadow x.realm-journal`,
    /// users run this as root) would have it write the other file.
    @Test(arguments: [["exec", "-c", "create Dog {name: 'X', age: 1}"], ["info"], ["compact"], ["delete", "--yes"]])
    func aHardLinkedJournalIsRefusedAndTheOtherFileUntouched(_ command: [String]) throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStore(dir)
        let outside = dir.path("outside")
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: false)
        let precious = Data(count: 64) + Data(String(repeating: "precious\n", count: 500).utf8)
        try precious.write(to: URL(fileURLWithPath: outside + "/file"))
        #expect(link(outside + "/file", path + "-journal") == 0)
        let run = try Self.realmlens([command[0], path] + command.dropFirst())
        #expect(run.status == 1)
        #expect(run.stderr == "error: '\(path)-journal' is a file with 2 names (a hard link), not a SQLite rollback journal; RealmLens leaves it alone (remove it yourself if it is not needed)\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: outside + "/file")) == precious)
        #expect(Self.entries(dir.url.path) == ["dogs.realm", "dogs.realm-journal", "dump.json", "outside"])
    }
}
