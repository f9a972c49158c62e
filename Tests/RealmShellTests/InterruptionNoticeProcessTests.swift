import Foundation
import Glibc
import Testing

/// Ctrl-C in the middle of a one-shot command that writes (`demo`,
/// `import`, `compact`): the process ends by SIGINT (so a calling shell or
/// script stops too) with one sentence on standard error, its temporary
/// files removed and its source unchanged. It used to end without a word.
@Suite(.serialized) struct InterruptionNoticeProcessTests {
    static let interrupted = "error: interrupted (Ctrl-C); its temporary files were removed\n"

    /// Starts `arguments` in `dir`, waits (at most 120 s) until its temporary
    /// file appears, sends SIGINT and waits (at most 60 s) for the end.
    static func interruptWhileWriting(_ arguments: [String], in dir: ScratchDirectory) throws -> (ProcessTests.Finished, sawTemporary: Bool, hung: Bool) {
        let running = try ProcessTests.start(arguments)
        running.feedAndClose(nil)
        var sawTemporary = false
        let deadline = LeftoverProcessTests.monotonicSeconds() + 120
        while running.process.isRunning, LeftoverProcessTests.monotonicSeconds() < deadline {
            if LeftoverProcessTests.names(dir).contains(where: LeftoverProcessTests.isTemporary) {
                sawTemporary = true
                break
            }
            usleep(5_000)
        }
        kill(running.process.processIdentifier, SIGINT)
        let (finished, hung) = running.waitReportingHang(within: 60)
        return (finished, sawTemporary, hung)
    }

    @Test func ctrlCDuringAWriteSaysSoInOneSentenceAndLeavesNothing() throws {
        let dir = try LeftoverProcessTests.makeSources()
        let before = try Data(contentsOf: URL(fileURLWithPath: dir.path("source.realm")))
        let commands: [[String]] = [
            ["demo", dir.path("out.realm"), "--template", "dogs", "--objects", "200000", "--to", "store"],
            ["import", dir.path("out.realm"), "--canonical", dir.path("source.json")],
            ["convert", dir.path("source.realm"), dir.path("out.realm"), "--to", "realm"],
        ]
        for arguments in commands {
            let (finished, sawTemporary, hung) = try Self.interruptWhileWriting(arguments, in: dir)
            #expect(!hung, "\(arguments[0])")
            guard sawTemporary else {
                Issue.record("\(arguments[0]) finished before its temporary file was seen; nothing was interrupted")
                continue
            }
            #expect(finished.stderr == Self.interrupted, "\(arguments[0])")
            #expect(finished.status == SIGINT, "\(arguments[0]): ended by SIGINT")
            #expect(LeftoverProcessTests.names(dir) == LeftoverProcessTests.expectedNames, "\(arguments[0])")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir.path("source.realm"))) == before)
    }
}
