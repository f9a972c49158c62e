import Foundation
import Glibc

/// Waiting for another process without sleeping and hoping: a test waits for
/// something the other process does (a line it prints, a file it creates, a
/// lock it takes), polling a bounded number of times, and fails with a clear
/// message when it never happens. The counts are generous safety nets for a
/// loaded machine, never what a test asserts.
enum Handshake {
    /// Polls `condition` up to `polls` times, `every` microseconds apart; whether it became true.
    static func poll(_ polls: Int = 1500, every microseconds: UInt32 = 20_000, until condition: () -> Bool) -> Bool {
        for _ in 0..<polls {
            if condition() { return true }
            usleep(microseconds)
        }
        return condition()
    }
}

extension ProcessTests.Running {
    /// Reads the process's standard output (or error, where the studio says
    /// what a statement did) until it has printed `text`, for at most `polls`
    /// waits of 100 ms with nothing new to read; returns all it read, or nil
    /// when `text` never came (the process ended, or went quiet). What is read
    /// here is no longer part of `wait()`'s `stdout` or `stderr`.
    func readOutput(until text: String, fromStandardError: Bool = false, polls: Int = 300) -> String? {
        let fd = (fromStandardError ? stderrPipe : stdoutPipe).fileHandleForReading.fileDescriptor
        var seen: [UInt8] = []
        var quiet = 0
        while quiet < polls {
            if String(decoding: seen, as: UTF8.self).contains(text) { return String(decoding: seen, as: UTF8.self) }
            var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = Glibc.poll(&request, 1, 100)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { quiet += 1; continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(fd, &chunk, chunk.count)
            guard count > 0 else { break }  // end of output: the process is gone
            seen += chunk[0..<count]
        }
        let output = String(decoding: seen, as: UTF8.self)
        return output.contains(text) ? output : nil
    }
}
