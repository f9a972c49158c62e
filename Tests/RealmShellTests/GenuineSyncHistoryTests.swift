import Foundation
import Testing
@testable import RealmShell

/// A file with Device Sync history is never written: its sync metadata
/// (history, client file ident, progress) would be lost by a rewrite.
/// No fixture has such history, so the test makes one: `basic.realm`'s group
/// top array with its history-type slot (7) turned from "in-Realm" (2) into
/// "sync client" (3), which is all our reader and the refusal look at.
@Suite(.requiresFixtures) struct GenuineSyncHistoryTests {
    /// A copy of `basic.realm` whose history type says sync client.
    func syncedCopy(in scratch: ScratchDirectory) throws -> String {
        let path = try genuineCopy("basic.realm", in: scratch, as: "synced.realm")
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        // The header's select bit (byte 23) says which of its two top refs is current.
        let topRefOffset = Int(bytes[23] & 1) * 8
        let topRef = (0..<8).reduce(0) { $0 | Int(bytes[topRefOffset + $1]) << (8 * $1) }
        let width = (1 << Int(bytes[topRef + 4] & 7)) >> 1  // bits per element
        try #require(width >= 8 && Int(bytes[topRef + 5]) << 16 | Int(bytes[topRef + 6]) << 8 | Int(bytes[topRef + 7]) > 7)
        let slot = topRef + 8 + 7 * width / 8
        try #require(bytes[slot] == 2 << 1 | 1, "basic.realm's history type is in-Realm (tagged 5)")
        bytes[slot] = 3 << 1 | 1
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("writes to a file with Device Sync history are refused, saying why; the file is untouched and reading works")
    func writesAreRefused() throws {
        let scratch = try ScratchDirectory()
        let path = try syncedCopy(in: scratch)
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(run(["info", path]).stdout.contains("sync client"))

        let exec = run(["exec", path, "-c", "update Dog[0] set age = 40"])
        #expect(exec.exitCode != .success)
        #expect(exec.stderr.contains("has Device Sync history, which a write would lose"), "\(exec.stderr)")

        let session = studio(path, "begin\n")
        #expect(session.stderr.contains("has Device Sync history"), "\(session.stderr)")

        let compact = run(["compact", path])
        #expect(compact.exitCode != .success)
        #expect(compact.stderr.contains("has Device Sync history, which compacting would lose"), "\(compact.stderr)")

        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
        let entries = try FileManager.default.contentsOfDirectory(atPath: scratch.path("."))
        #expect(entries == ["synced.realm"], "nothing is left beside the file")

        let read = run(["query", path, "Dog", "--format", "jsonl", "--no-cache"])
        #expect(read.exitCode == .success)
        #expect(!read.stdout.isEmpty)
    }
}
