import Foundation
import TestChildProcesses
import Testing

/// Standard output that cannot be written (a full disk, `/dev/full`, or
/// closed, `>&-`): every command says so in one sentence and exits 1. A
/// command whose whole output fit the buffer (`info`, `schema`,
/// `--version`) failed only at the last flush, whose message was never
/// flushed itself: it exited 1 saying nothing.
extension ProcessTests {
    static let outputCommands: [[String]] = [["info", "S"], ["schema", "S"], ["query", "S", "Dog"], ["export", "S"], ["--version"], ["--help"]]

    @Test(arguments: outputCommands)
    func aFullOrClosedStandardOutputIsOneError(_ command: [String]) throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStore(dir)
        let arguments = command.map { $0 == "S" ? path : $0 }
        for (redirect, reason) in [(">/dev/full", "the disk is full"), (">&-", "it is closed")] {
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            shell.arguments = ["-c", "exec \"$0\" \"$@\" \(redirect)", Self.binary.path] + arguments
            let errors = Pipe()
            shell.standardError = errors
            try shell.run()
            let stderr = String(decoding: BoundedChild.finish(shell, stdout: nil, stderr: errors.fileHandleForReading).stderr, as: UTF8.self)
            #expect(shell.terminationReason == .exit && shell.terminationStatus == 1, "\(redirect)")
            #expect(stderr == "error: cannot write to 'standard output': \(reason)\n", "\(redirect)")
        }
        #expect(Self.entries(dir.url.path) == ["dogs.realm", "dump.json"])
    }
}
