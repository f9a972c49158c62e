import Foundation
import TestChildProcesses
import Testing

/// Long genuine writes draw a progress bar on a terminal's stderr, and
/// nothing at all when stderr is a pipe or file (scripts and CI logs stay
/// clean).
@Suite(.serialized) struct GenuineWriteProgressProcessTests {
    /// A 6,000-object dogs store in `dir`.
    private func makeSource(_ dir: ScratchDirectory) throws -> String {
        let path = dir.path("source.realm")
        let made = try ProcessTests.realmlens(["demo", path, "--template", "dogs", "--objects", "6000", "--seed", "2", "--to", "store"])
        #expect(made.status == 0, "\(made.stderr)")
        return path
    }

    /// Runs `arguments` at a pseudo-terminal (`Support/pty_answer.py`) and answers what it showed.
    private func atTerminal(_ arguments: [String]) throws -> (shown: String, status: Int) {
        let output = try terminalDriver("pty_answer.py", ["n", ProcessTests.binary.path] + arguments)
        let result = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any], "\(String(decoding: output, as: UTF8.self))")
        return (try #require(result["shown"] as? String), try #require(result["status"] as? Int))
    }

    @Test func noProgressTextWhenStderrIsNotATerminal() throws {
        let dir = try ScratchDirectory()
        let source = try makeSource(dir)
        for arguments in [["convert", source, dir.path("a.realm")],
                          ["bundle", source, dir.path("seed.realm")],
                          ["demo", dir.path("d.realm"), "--template", "todo", "--objects", "5000"],
                          ["compact", dir.path("a.realm")]] {
            let ran = try ProcessTests.realmlens(arguments)
            #expect(ran.status == 0, "\(arguments): \(ran.stderr)")
            #expect(ran.stderr == "", "\(arguments[0]) wrote to a stderr that is not a terminal: \(ran.stderr.debugDescription)")
        }
    }

    @Test(.requiresPython3) func aTerminalSeesTheBarOfEachGenuineWrite() throws {
        let dir = try ScratchDirectory()
        let source = try makeSource(dir)
        let converted = try atTerminal(["convert", source, dir.path("a.realm")])
        #expect(converted.status == 0, "\(converted.shown)")
        // the objects counted from the store: 6,000 dogs' owners included
        #expect(converted.shown.contains("writing "), "\(converted.shown.debugDescription)")
        #expect(converted.shown.contains("100% ("), "\(converted.shown.debugDescription)")
        #expect(converted.shown.contains("\r\u{1B}[2K"), "the bar's line is cleared")
        let compacted = try atTerminal(["compact", dir.path("a.realm")])
        #expect(compacted.status == 0, "\(compacted.shown)")
        #expect(compacted.shown.contains("compacting "), "\(compacted.shown.debugDescription)")
        #expect(compacted.shown.contains("100% ("), "\(compacted.shown.debugDescription)")
    }
}
