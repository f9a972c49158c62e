import Foundation
import Glibc

// Test support shared by the test targets that run other programs (the
// built binary, realm-core-check, python3, compilers); not part of RealmLens.

/// Waiting for a child process, always within a bound. A test that waits on
/// another process must end even when that process hangs, fails early, or
/// writes more than a pipe holds: reading standard output to its end and
/// only then standard error deadlocks once the child has filled the error
/// pipe (64 KiB), and an unbounded wait turns one hang into a CI run past its
/// time limit. Here both pipes are drained together with `poll`, and a child
/// still running at the bound is killed (SIGKILL) and reported as hung; the
/// bounds are safety nets for a loaded machine, never what a test asserts.
public enum BoundedChild {
    /// The bound for a whole command: generous (a loaded CI machine, a debug build).
    public static let defaultSeconds: Double = 600

    /// What a child printed, and whether it had to be killed at the bound.
    public struct Drained: Sendable {
        public var stdout: Data
        public var stderr: Data
        public var hung: Bool
    }

    /// Reads `stdout` and `stderr` (either may be nil: not a pipe of ours) to
    /// their ends at once, for at most `seconds`; then waits for `process` to
    /// end within what is left of them. A child still running at the bound is
    /// killed, so that when this returns the process has always ended
    /// (`terminationStatus` is safe to read).
    public static func finish(_ process: Process, stdout: FileHandle?, stderr: FileHandle?, within seconds: Double = defaultSeconds) -> Drained {
        let deadline = monotonicSeconds() + seconds
        var outputs = [Data(), Data()]
        var open = [stdout, stderr].enumerated().compactMap { index, handle in handle.map { (index: index, fd: $0.fileDescriptor) } }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while !open.isEmpty {
            let remaining = deadline - monotonicSeconds()
            guard remaining > 0 else { break }
            var requests = open.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&requests, nfds_t(requests.count), Int32(min(remaining, 1) * 1000) + 1)
            if ready < 0 && errno != EINTR { break }
            guard ready > 0 else { continue }
            var ended: Set<Int32> = []
            for request in requests where request.revents != 0 {
                let count = read(request.fd, &chunk, chunk.count)
                if count > 0 {
                    let index = open.first { $0.fd == request.fd }!.index
                    outputs[index].append(contentsOf: chunk[0..<count])
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    ended.insert(request.fd)
                }
            }
            open.removeAll { ended.contains($0.fd) }
        }
        let ended = process.waitUntilExit(within: max(0, deadline - monotonicSeconds()))
        return Drained(stdout: outputs[0], stderr: outputs[1], hung: !open.isEmpty || !ended)
    }

    /// Runs `executable` with `arguments` to its end (at most `seconds`), its
    /// standard input empty, standard output captured, and standard error
    /// captured (or sent into standard output's pipe when `mergingErrors`).
    public static func run(_ executable: URL, _ arguments: [String], within seconds: Double = defaultSeconds,
                    mergingErrors: Bool = false) throws -> (process: Process, drained: Drained) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = mergingErrors ? out : err
        try process.run()
        return (process, finish(process, stdout: out.fileHandleForReading, stderr: mergingErrors ? nil : err.fileHandleForReading, within: seconds))
    }

    public static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

extension Process {
    /// Waits for the process to end, at most `seconds` (1 ms polls: a
    /// process whose output has ended is usually gone within them, and
    /// tests run thousands of short children); kills it (SIGKILL, which
    /// always ends it) if it has not and then waits for that.
    /// Whether it ended on its own within the bound.
    @discardableResult public func waitUntilExit(within seconds: Double) -> Bool {
        let deadline = BoundedChild.monotonicSeconds() + seconds
        while isRunning && BoundedChild.monotonicSeconds() < deadline { usleep(1_000) }
        let endedOnItsOwn = !isRunning
        if !endedOnItsOwn { kill(processIdentifier, SIGKILL) }
        waitUntilExit()
        return endedOnItsOwn
    }
}
