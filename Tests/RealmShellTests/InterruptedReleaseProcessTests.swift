import Foundation
import TestChildProcesses
import Glibc
import Testing

/// A signal that lands while a command closes a store (`release()` sweeping
/// `.management/`, removing `.note` and `.lock`) used to find the store
/// already forgotten by the signal handler and leave `.lock`, `.note` and
/// `.management/` beside it; `compact`, `convert` and `copy` of a store,
/// and `exec`, all end that way. The signal now waits until the files are
/// gone. Stale entries of a dead process make the sweep long enough to aim
/// at; what the command wrote is there whole or not at all.
extension ProcessTests {
    @Test(arguments: [["compact"], ["convert", "OUT"], ["copy", "OUT"], ["convert", "OUT", "--to", "store"], ["exec", "-c", "count Dog"]])
    func aSignalWhileAStoreIsClosedLeavesNothingBeside(_ command: [String]) throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStore(dir)
        let before = try Self.realmlens(["export", path]).stdout
        let dead = try Process.run(URL(fileURLWithPath: "/bin/true"), arguments: [])
        dead.waitUntilExit()
        let stale = 5_000
        try FileManager.default.createDirectory(atPath: path + ".management", withIntermediateDirectories: false)
        for serial in 2..<(2 + stale) {
            #expect(FileManager.default.createFile(atPath: path + ".management/\(dead.processIdentifier)-\(serial)", contents: Data()))
        }
        let out = dir.path("out.realm")
        let process = try BoundedChild.startSilently(Self.binary, [command[0], path] + command.dropFirst().map { $0 == "OUT" ? out : $0 })
        // The sweep of the stale entries has begun: the command is closing the store.
        let closing = Handshake.poll(5000, every: 1000) {
            (try? FileManager.default.contentsOfDirectory(atPath: path + ".management").count).map { $0 < stale } ?? true
        }
        kill(process.processIdentifier, SIGTERM)
        let ended = process.waitUntilExit(within: 120)
        #expect(ended, "the command was still running 120 s after SIGTERM (killed)")
        #expect(closing, "the command never began closing the store")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM, "it ended before the signal")
        let left = Self.entries(dir.url.path).filter { $0 != "out.realm" }
        #expect(left == ["dogs.realm", "dump.json"])
        #expect(try Self.realmlens(["export", path]).stdout == before)
        if FileManager.default.fileExists(atPath: out) {
            #expect(try Self.realmlens(["export", out]).stdout == before, "a half-written \(command[0]) output")
        }
    }
}
