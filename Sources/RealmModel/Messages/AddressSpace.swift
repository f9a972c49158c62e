#if canImport(Glibc)
import Glibc
#endif

/// Whether a large buffer still fits in the memory this process may use
/// (`ulimit -v`, `RLIMIT_AS`), asked before making it.
///
/// Why: Swift's arrays and strings end the process ("Fatal error: failed to
/// allocate", status 134, a stack trace) when the system refuses them, and a
/// value's size is the file's (or the user's) to choose. Asking first turns
/// that into one sentence (`MemoryLimitError`). Only buffers of at least
/// `checkedSize` are asked about (reading `/proc/self/statm` costs a few
/// microseconds); `headroom` stays free for the smaller allocations made
/// between two checks.
public enum AddressSpace {
    /// Buffers smaller than this are not checked.
    public static let checkedSize = 1 << 20
    /// Room kept free beyond the buffer asked about.
    public static let headroom = 16 << 20

    /// Throws `MemoryLimitError` naming `what` when `copies` buffers of
    /// `bytes` bytes, plus `headroom`, do not fit in what the process may
    /// still map. Without a limit (or when it cannot be read) nothing is
    /// checked: the system's overcommit decides, as for any program.
    public static func ensureRoom(for bytes: Int, copies: Int = 1, _ what: @autoclosure () -> String) throws {
        guard bytes >= checkedSize else { return }
        let (needed, overflow) = bytes.multipliedReportingOverflow(by: copies)
        if overflow || !fits(needed) { throw MemoryLimitError(what: what(), bytes: bytes) }
    }

    /// Grows `buffer` so that a `what` of `count` bytes can be appended
    /// without growing it again, throwing `MemoryLimitError` when the grown
    /// buffer, beside the old one while its bytes are copied, does not fit.
    /// Capacity at least doubles, so appends stay amortised.
    public static func reserve(_ count: Int, in buffer: inout [UInt8], _ what: @autoclosure () -> String) throws {
        guard count >= checkedSize, count > buffer.capacity - buffer.count else { return }
        let capacity = max(buffer.count + count, 2 * buffer.capacity)
        guard fits(buffer.capacity + capacity) else { throw MemoryLimitError(what: what(), bytes: count) }
        buffer.reserveCapacity(capacity)
    }

    /// Whether `bytes` more, plus `headroom`, fit in what the process may
    /// still map (always without a limit).
    private static func fits(_ bytes: Int) -> Bool {
        guard let room = room() else { return true }
        return bytes <= room - headroom
    }

    /// Bytes the process may still map: its address-space limit less its
    /// current size (`/proc/self/statm`, first field, in pages); nil
    /// without a limit.
    public static func room() -> Int? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        guard let pages = mappedPages() else { return nil }
        return Int(clamping: limit.rlim_cur) - pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The process's size in pages, as `/proc/self/statm` gives it.
    private static func mappedPages() -> Int? {
        let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return Int(String(decoding: buffer[..<count].prefix { $0 != UInt8(ascii: " ") }, as: UTF8.self))
    }
}

/// A buffer of `bytes` bytes (`what`: "string", "file", …) does not fit in
/// the memory this process may use.
///
///     the string (8388600 bytes) does not fit in the memory this process may use (see 'ulimit -v')
public struct MemoryLimitError: Error, Equatable, Sendable, CustomStringConvertible {
    public let what: String
    public let bytes: Int

    public init(what: String, bytes: Int) {
        self.what = what
        self.bytes = bytes
    }

    public var description: String { Self.text(bytes, what) }

    /// The sentence for `count` bytes of `what`, also the reason of a file
    /// that could not be mapped or decrypted.
    public static func text(_ count: Int, _ what: String) -> String {
        "the \(what) (\(count) bytes) does not fit in the memory this process may use (see 'ulimit -v')"
    }
}
