import Foundation
import Testing

/// A genuine file another program truncates while we have it mapped: the
/// next read of a page that is gone raised `SIGBUS` and the process died
/// with "Bus error" (status 135). Now it ends with one sentence naming the
/// file and status 1, leaving nothing behind (see `LiveMappings`).
///
/// Deterministic: a read-only studio maps the file when it opens it and
/// reads the objects only for a statement, so the file is cut between the
/// two. The one-shot commands (`export -o`, `query`, `check`, `convert`,
/// `copy`, `compact`, `bundle`, `diff`) fault through the same handler;
/// they were checked by hand, racing `truncate` (README, Reliability).
extension ProcessTests {
    @Test(.requiresFixtures, arguments: [
        "Item where n > 5",
        ".export Item items.json",
    ])
    func aFileTruncatedWhileMappedEndsInOneSentence(statement: String) throws {
        let fixtures = try #require(fixturesDirectory)
        let dir = try ScratchDirectory()
        let path = dir.path("large.realm")
        try FileManager.default.copyItem(atPath: fixtures.appendingPathComponent("large.realm").path, toPath: path)
        chmod(path, 0o644)
        let studio = try Self.start([path, "--readonly"])
        #expect(studio.readOutput(until: "read-only\n", fromStandardError: true) != nil, "the studio never opened the file")
        let before = HostilePathProcessTests.names(dir)
        #expect(truncate(path, 4096) == 0)
        studio.stdinPipe.fileHandleForWriting.write(Data((statement + "\n").utf8))
        try? studio.stdinPipe.fileHandleForWriting.close()
        let finished = studio.wait()  // its standard error after the "opened" line
        #expect(finished.status == 1, "\(finished.stderr)")
        #expect(studio.process.terminationReason == .exit, "ended by a signal")
        #expect(finished.stderr == "error: cannot read '\(path)': it became shorter while being read (was it truncated by another program?)\n")
        #expect(HostilePathProcessTests.names(dir) == before, "a file was left behind")
    }
}
