import Foundation
import TestChildProcesses
import Testing

/// Tests that run the built `realmlens` binary in separate processes:
/// concurrent writers, a writer killed mid-transaction, exit codes.
@Suite(.serialized) struct ProcessTests {
    /// The binary of this build (see `BuiltProduct`): debug or release alike.
    static let binary: URL = BuiltProduct.realmlens

    struct Finished {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the binary to completion.
    static func realmlens(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) throws -> Finished {
        let process = try start(arguments, environment: environment)
        process.feedAndClose(input)
        return process.wait()
    }

    /// Runs the binary with `arguments` under a file-size limit of `blocks`
    /// 512-byte blocks (`ulimit -f`), SIGXFSZ ignored so that writes past it
    /// fail with EFBIG, as on a full disk. Standard output is discarded.
    static func realmlens(_ arguments: [String], fileSizeLimitBlocks blocks: Int) throws -> (exited: Bool, status: Int32, stderr: String) {
        try realmlens(arguments, afterShellCommands: "trap '' XFSZ; ulimit -f \(blocks)")
    }

    /// Runs the binary with `arguments` from `/bin/sh` after `commands` (limits, traps).
    /// Standard output is discarded.
    static func realmlens(_ arguments: [String], afterShellCommands commands: String) throws -> (exited: Bool, status: Int32, stderr: String) {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "\(commands); exec \"$0\" \"$@\"", binary.path] + arguments
        let errors = Pipe()
        shell.standardError = errors
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        let drained = BoundedChild.finish(shell, stdout: nil, stderr: errors.fileHandleForReading)
        return (shell.terminationReason == .exit, shell.terminationStatus, String(decoding: drained.stderr, as: UTF8.self))
    }

    /// Writes `input` to a child's standard input. A child that exits without
    /// reading it (a refusal, now that start-up takes ~2 ms) must not end the
    /// whole test run by SIGPIPE: the signal is blocked on this thread for the
    /// write, and one the write raised is consumed.
    static func feed(_ handle: FileHandle, _ input: String) {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try? handle.write(contentsOf: Data(input.utf8))
        var pending = sigset_t()
        sigpending(&pending)
        if sigismember(&pending, SIGPIPE) == 1 {
            var noWait = timespec(tv_sec: 0, tv_nsec: 0)
            _ = sigtimedwait(&pipeSignal, nil, &noWait)
        }
    }

    /// A child still running after this long is killed, so that a hang
    /// fails its test instead of stalling the whole run past CI's limit.
    static let watchdogSeconds = 600

    final class Running: @unchecked Sendable {
        let process = Process()
        let stdinPipe = Pipe(), stdoutPipe = Pipe(), stderrPipe = Pipe()

        /// Writes `text` to the child's standard input, leaving it open. A child
        /// that has already ended (it failed at start) makes this a no-op
        /// instead of a SIGPIPE that would end the whole test run.
        func send(_ text: String) {
            ProcessTests.feed(stdinPipe.fileHandleForWriting, text)
        }

        /// Writes `input` (if any) to the child's standard input and closes it,
        /// on a thread of its own: a child answering before it has read all of
        /// a long input fills its output pipe while this side would still be
        /// writing, and both would wait forever. `wait()` then reads meanwhile.
        func feedAndClose(_ input: String?) {
            let handle = stdinPipe.fileHandleForWriting
            guard let input else { try? handle.close(); return }
            Thread {
                ProcessTests.feed(handle, input)
                try? handle.close()
            }.start()
        }
        /// Reads standard output and error to their ends together (a child
        /// filling either pipe never waits on the other) and waits for the
        /// process to end, killing it after `seconds`.
        func wait(within seconds: Double = Double(ProcessTests.watchdogSeconds)) -> Finished {
            waitReportingHang(within: seconds).finished
        }

        /// `wait()`, also saying whether the child had to be killed at the bound.
        func waitReportingHang(within seconds: Double) -> (finished: Finished, hung: Bool) {
            let drained = BoundedChild.finish(process, stdout: stdoutPipe.fileHandleForReading, stderr: stderrPipe.fileHandleForReading, within: seconds)
            let finished = Finished(status: process.terminationStatus, stdout: String(decoding: drained.stdout, as: UTF8.self),
                                    stderr: String(decoding: drained.stderr, as: UTF8.self))
            return (finished, drained.hung)
        }
    }

    static func start(_ arguments: [String], environment: [String: String] = [:]) throws -> Running {
        let running = Running()
        running.process.executableURL = binary
        running.process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        running.process.environment = env
        running.process.standardInput = running.stdinPipe
        running.process.standardOutput = running.stdoutPipe
        running.process.standardError = running.stderrPipe
        try running.process.run()
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(watchdogSeconds)) { [weak running] in
            guard let running, running.process.isRunning else { return }
            kill(running.process.processIdentifier, SIGKILL)
        }
        return running
    }

    static func makeStore(_ dir: ScratchDirectory) throws -> String {
        try OneShotCommandTests.dogsDump.write(toFile: dir.path("dump.json"), atomically: true, encoding: .utf8)
        let path = dir.path("dogs.realm")
        let made = try realmlens(["import", path, "--canonical", dir.path("dump.json")])
        #expect(made.status == 0, "\(made.stderr)")
        return path
    }

    @Test func binaryExists() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "no realmlens beside the test bundle: \(Self.binary.path) (or set REALMLENS_BINARY)")
    }

    @Test func exitCodesAreZeroOneTwo() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStore(dir)
        #expect(try Self.realmlens(["info", path]).status == 0)
        let missing = try Self.realmlens(["info", dir.path("nope.realm")])
        #expect(missing.status == 1)
        #expect(missing.stderr == "error: no such store: '\(dir.path("nope.realm"))'\n")
        let usage = try Self.realmlens(["export"])
        #expect(usage.status == 2)
        #expect(usage.stderr == "error: missing argument PATH for 'export'\n  realmlens export\n                  ^\nRun 'realmlens export --help' for its usage.\n")
    }

    @Test func twoProcessesWritingAtOnceBothCommit() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStore(dir)
        let statements = (0..<40).map { "create Dog {name: 'D\($0)', age: \($0)}" }.joined(separator: "\n")
        let a = try Self.start(["exec", path, "-c", statements.replacing("'D", with: "'A")])
        let b = try Self.start(["exec", path, "-c", statements.replacing("'D", with: "'B")])
        let (ra, rb) = (a.wait(), b.wait())
        #expect(ra.status == 0, "\(ra.stderr)")
        #expect(rb.status == 0, "\(rb.stderr)")
        let count = try Self.realmlens(["exec", path, "-c", "count Dog"])
        #expect(count.stdout.hasSuffix("84\n"), "4 dogs + 2 × 40 created: \(count.stdout)")
    }

    @Test func aWriterHoldingTheLockMakesOthersWaitThenFailClearly() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStore(dir)
        // A studio session that opens a write transaction and keeps it open.
        let holder = try Self.start([path])
        holder.send("begin\ncreate Dog {name: 'Held', age: 1}\n")
        // Once it says the object is created, it holds the write lock.
        #expect(holder.readOutput(until: "1 object created", fromStandardError: true) != nil, "the holding studio never created its object")
        let blocked = try Self.realmlens(["exec", path, "-c", "create Dog {name: 'Late', age: 2}"], environment: ["REALMLENS_BUSY_TIMEOUT": "300"])
        #expect(blocked.status == 1)
        #expect(blocked.stderr.contains("store is busy: another process is writing"), "\(blocked.stderr)")
        // Readers are never blocked and see only committed data.
        let reader = try Self.realmlens(["exec", path, "-c", "count Dog"], environment: ["REALMLENS_BUSY_TIMEOUT": "300"])
        #expect(reader.stdout.hasSuffix("4\n"), "\(reader.stdout) \(reader.stderr)")
        holder.send("commit\n")
        try holder.stdinPipe.fileHandleForWriting.close()
        #expect(holder.wait().status == 0)
        #expect(try Self.realmlens(["exec", path, "-c", "count Dog"]).stdout.hasSuffix("5\n"))
    }

    @Test func aWriterKilledMidTransactionLeavesTheStoreAsItWas() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStore(dir)
        let before = try Self.realmlens(["export", path]).stdout
        let writer = try Self.start([path])
        let edits = (0..<200).map { "create Dog {name: 'K\($0)', age: \($0)}" }.joined(separator: "\n")
        writer.send("begin\n\(edits)\nupdate Dog[0] set age = 99\ndelete Person 'Tim'\n")
        // Killed once every edit is made, inside the transaction it never commits.
        #expect(writer.readOutput(until: "1 object deleted", fromStandardError: true) != nil, "the writer never made its last edit")
        kill(writer.process.processIdentifier, SIGKILL)
        writer.process.waitUntilExit()
        #expect(writer.process.terminationReason == .uncaughtSignal)
        let after = try Self.realmlens(["export", path])
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout == before)
        // And the store takes writes again.
        #expect(try Self.realmlens(["exec", path, "-c", "create Dog {name: 'Next', age: 1}"]).status == 0)
    }
}

extension ProcessTests {
    /// The watcher wakes only when another process's commit notifies it (it
    /// re-reads on no timer), so both changes showing proves the notification;
    /// its output is read with a bounded count of waits, not against a clock.
    @Test func watchPrintsAnotherProcesssCommit() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStore(dir)
        let watcher = try Self.start([path])
        defer {
            kill(watcher.process.processIdentifier, SIGKILL)
            watcher.process.waitUntilExit()
        }
        watcher.send("watch Dog\n")
        let started = try #require(watcher.readOutput(until: "Ctrl-C to stop"), "the watch never started")
        #expect(started.contains("watching Dog (4 objects); Ctrl-C to stop"), "\(started)")
        #expect(try Self.realmlens(["exec", path, "-c", "create Dog {name: 'Neo', age: 4}\nupdate Dog[0] set age = 2"]).status == 0)
        let created = try #require(watcher.readOutput(until: "+ Dog"), "the watcher never showed the new dog")
        let seen = created.contains("~ Dog") ? created : created + (watcher.readOutput(until: "~ Dog") ?? "")
        #expect(seen.contains("+ Dog [4] {name: Neo, age: 4, owner: null}"), "\(seen)")
        #expect(seen.contains("~ Dog [0] age: 1 → 2"), "\(seen)")
    }
}
