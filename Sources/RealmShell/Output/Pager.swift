#if canImport(Glibc)
import Glibc
#endif

/// Long listings on a terminal go through `$PAGER` (as `git` and `psql` do):
/// the pager's standard input is this output.
final class PagerOutput: OutputTarget {
    private let pipe: UnsafeMutablePointer<FILE>
    let isTerminal = true

    /// Starts `command` (a shell command line, e.g. `less -FRX`); `nil` if it cannot start.
    init?(command: String) {
        guard let pipe = popen(command, "w") else { return nil }
        self.pipe = pipe
    }

    func write(_ bytes: [UInt8]) throws {
        // A pager quit early (q in less) closes the pipe: the rest is dropped quietly.
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, pipe) }
    }

    func flush() throws { fflush(pipe) }

    /// Waits for the person to leave the pager.
    func close() { pclose(pipe) }
}
