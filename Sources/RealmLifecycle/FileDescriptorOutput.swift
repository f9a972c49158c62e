#if canImport(Glibc)
import Glibc
#endif
import RealmModel

/// A failure writing output (a full disk, a closed pipe).
public struct OutputError: Error, CustomStringConvertible {
    public var path: String
    public var errno: Int32
    public init(path: String, errno: Int32) {
        self.path = path
        self.errno = errno
    }
    /// A file reads as every other layer words it (`cannot write 'out.json':
    /// the disk is full or the file-size limit was reached`, as the store and
    /// the genuine writer say); standard output and error, which are not
    /// files the user named, keep "cannot write to".
    public var description: String {
        guard isStandardStream else { return "cannot write \(quoted: path): \(SystemErrorReason.text(errno, .writing))" }
        switch errno {
        // `/dev/full` as standard output has no size limit to name.
        case ENOSPC: return "cannot write to \(quoted: path): the disk is full"
        case EBADF: return "cannot write to \(quoted: path): it is closed"
        default: return "cannot write to \(quoted: path): \(SystemErrorReason.text(errno, .writing))"
        }
    }
    private var isStandardStream: Bool { path == "standard output" || path == "standard error" }
    /// Whether the reader of standard output went away (`realmlens query … | head`):
    /// nothing to tell anyone, as `cat` tells nothing.
    public var isClosedStandardOutput: Bool { errno == EPIPE && path == "standard output" }
}

/// Buffered output to a file descriptor: standard output and error, the
/// files the life cycle writes (dumps, `OutputDestination`). The shell makes
/// it an `OutputTarget`.
public final class FileDescriptorOutput {
    let fd: Int32
    /// What errors call this output: a path, or "standard output".
    public let name: String
    let ownsDescriptor: Bool
    /// Set once the descriptor is closed, so it is never closed twice (a
    /// second close could hit a descriptor another thread opened since).
    private var isClosed = false
    private var buffer: [UInt8] = []
    public let isTerminal: Bool
    /// Set once the reader of standard output went away (EPIPE, as under
    /// `realmlens query … | head`): the command unwinds (closing its store,
    /// removing its temporaries) with an error `Diagnostic` does not print,
    /// and `realmlens` then ends as `cat` does, by SIGPIPE.
    nonisolated(unsafe) public private(set) static var standardOutputWasClosed = false

    public init(fd: Int32, name: String, ownsDescriptor: Bool = false) {
        self.fd = fd
        self.name = name
        self.ownsDescriptor = ownsDescriptor
        self.isTerminal = isatty(fd) == 1
        buffer.reserveCapacity(1 << 16)
    }

    public static func standardOutput() -> FileDescriptorOutput { FileDescriptorOutput(fd: 1, name: "standard output") }
    public static func standardError() -> FileDescriptorOutput { FileDescriptorOutput(fd: 2, name: "standard error") }

    /// Creates `path` for writing, for files of our own making (never a
    /// name the user gave: those go through `OutputDestination`); never
    /// through a link, never into something that exists.
    public static func create(path: String) throws -> FileDescriptorOutput {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw OutputError(path: path, errno: errno) }
        return FileDescriptorOutput(fd: fd, name: path, ownsDescriptor: true)
    }

    public func write(_ bytes: [UInt8]) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 || isTerminal { try flush() }
    }

    public func flush() throws {
        guard !isClosed else {
            buffer.removeAll()
            return
        }
        var offset = 0
        while offset < buffer.count {
            let n = buffer[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                let e = errno
                buffer.removeAll()
                if e == EPIPE && fd == 1 { Self.standardOutputWasClosed = true }
                throw OutputError(path: name, errno: e)
            }
            offset += n
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes, syncs to disk and closes a file this target opened.
    public func close() throws {
        guard !isClosed else { return }
        try flush()
        if ownsDescriptor {
            isClosed = true
            let synced = fsync(fd) == 0
            let error = errno
            Glibc.close(fd)
            // Pipes and devices cannot be synced (EINVAL); that is no failure.
            if !synced && error != EINVAL && error != EROFS { throw OutputError(path: name, errno: error) }
        }
    }

    deinit {
        guard !isClosed else { return }
        try? flush()
        if ownsDescriptor { Glibc.close(fd) }
    }
}
