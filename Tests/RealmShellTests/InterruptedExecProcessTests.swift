import Foundation
import TestChildProcesses
import Glibc
import Testing

/// A one-shot `exec` ended by SIGINT or SIGTERM while it writes leaves the
/// store's coordination files (`.lock`, `.note`, its `.management/` entry)
/// as closing it would: gone when it was the only user, only its own entry
/// gone when another process has the store open. SQLite's journal may stay
/// (it rolls the interrupted write back on the next open), and the store
/// reads as before the interrupted write.
extension ProcessTests {
    static func entries(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// Starts `exec` of 20,000 creates on `path`, waits until it has joined the store, then sends `signal`.
    static func interruptExec(_ path: String, in dir: ScratchDirectory, with signal: Int32) throws {
        let edits = (0..<20_000).map { "create Dog {name: 'S\($0)', age: \($0)}" }.joined(separator: "\n")
        try edits.write(toFile: dir.path("edits.txt"), atomically: true, encoding: .utf8)
        // Its output goes nowhere: a full pipe nobody reads would hold it (with signals blocked) in a write.
        let exec = try BoundedChild.startSilently(binary, ["exec", path, dir.path("edits.txt")])
        let pid = exec.processIdentifier
        #expect(Handshake.poll { entries(path + ".management").contains("\(pid)") }, "exec never registered")
        kill(pid, signal)
        #expect(exec.waitUntilExit(within: 120), "exec was still running 120 s after the signal (killed)")
        #expect(exec.terminationReason == .uncaughtSignal && exec.terminationStatus == signal)
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedExecLeavesNoCoordinationFiles(signal: Int32) throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStore(dir)
        try Self.interruptExec(path, in: dir, with: signal)
        let left = Self.entries(dir.url.path).filter { $0 != "dogs.realm-journal" }
        #expect(left == ["dogs.realm", "dump.json", "edits.txt"])
        // Rolled back on the next open: the 4 dogs of the dump, whatever was created before the signal undone or kept whole.
        let count = try Self.realmlens(["exec", path, "-c", "count Dog"])
        #expect(count.status == 0, "\(count.stderr)")
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedExecLeavesAnotherHoldersFiles(signal: Int32) throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStore(dir)
        let studio = try Self.start([path])  // standard input a pipe: the studio reads statements until it closes
        let studioPID = studio.process.processIdentifier
        #expect(Handshake.poll { Self.entries(path + ".management").contains("\(studioPID)") }, "the studio never registered")
        try Self.interruptExec(path, in: dir, with: signal)
        #expect(Self.entries(path + ".management") == ["\(studioPID)"])
        #expect(FileManager.default.fileExists(atPath: path + ".lock"))
        try studio.stdinPipe.fileHandleForWriting.close()
        #expect(studio.wait().status == 0)
        #expect(Self.entries(dir.url.path).filter { $0 != "dogs.realm-journal" } == ["dogs.realm", "dump.json", "edits.txt"])
    }
}
