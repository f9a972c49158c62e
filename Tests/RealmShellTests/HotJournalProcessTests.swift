import Foundation
import Testing

/// A writer SIGKILLed in the middle of a large transaction leaves a hot
/// journal; every read command rolls it back on its own and succeeds.
extension ProcessTests {
    /// Starts a studio session that creates 400 large dogs in one open
    /// transaction (more than SQLite's page cache, so changed pages reach the
    /// main file and the journal is hot), waits until it has answered the
    /// `count` after them (the handshake: no sleeps), then kills it.
    static func killWriterMidTransaction(_ path: String) throws {
        let writer = try start([path])
        let big = String(repeating: "x", count: 8_000)
        let edits = (0..<400).map { "create Dog {name: 'K\($0)\(big)', age: \($0)}" }.joined(separator: "\n")
        writer.send("begin\n\(edits)\ncount Dog\n")
        // Status lines go to standard error, so the count may be the first line of standard output.
        // Bounded: a writer that goes quiet for 5 minutes, or ends, leaves the expectation below to report it.
        let seen = "\n" + (writer.readOutput(until: "404\n", polls: 3000) ?? "")
        kill(writer.process.processIdentifier, SIGKILL)
        writer.process.waitUntilExit()
        #expect(seen.contains("\n404\n"), "the writer did not get through its edits: \(seen.suffix(300))")
    }

    @Test(arguments: [["info"], ["export"], ["query", "Dog"], ["schema"]])
    func readCommandsSucceedOnAStoreWhoseWriterDied(_ command: [String]) throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStore(dir)
        let before = try Self.realmlens(["export", path]).stdout
        try Self.killWriterMidTransaction(path)
        let journal = try Data(contentsOf: URL(fileURLWithPath: path + "-journal"))
        #expect(journal.count > 512 && journal.prefix(8) != Data(count: 8), "the killed writer left no hot journal to recover from")
        let read = try Self.realmlens([command[0], path] + command.dropFirst())
        #expect(read.status == 0, "\(command[0]): \(read.stderr)")
        #expect(!read.stderr.contains("read-only"), "\(read.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path + "-journal"))
        #expect(try Self.realmlens(["export", path]).stdout == before)
    }
}
