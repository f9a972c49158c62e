import Glibc
import RealmModel

/// Opens a file the user named as an input (a dump, a statements file, a
/// key file) so that the open itself can never hang.
///
/// Guarantees:
/// - a named pipe is opened without waiting for a writer (`O_NONBLOCK`);
///   if no program is writing into it, the open fails at once instead of
///   blocking forever, as `cat PIPE` would;
/// - a pipe with a writer (`<(command)`, or a FIFO a program holds open)
///   is read as it comes: bytes already there are handed back in `pending`;
/// - a folder is refused;
/// - the descriptor returned blocks again, so reads wait for data as usual.
///
/// ```swift
/// let (fd, pending) = try InputDescriptor.open("dump.json")
/// ```
public enum InputDescriptor {
    /// Why an input could not be opened: the reason, to follow
    /// "cannot read 'PATH': ".
    public struct Failure: Error, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }

    /// A descriptor open for reading on `path`, and the bytes a pipe already
    /// had (read while checking for a writer; empty for anything else).
    public static func open(_ path: String) throws(Failure) -> (fd: Int32, pending: [UInt8]) {
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw Failure(reason: SystemErrorReason.text(errno)) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            throw Failure(reason: SystemErrorReason.text(code))
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            close(fd)
            throw Failure(reason: "it is a directory")
        }
        var pending: [UInt8] = []
        if info.st_mode & S_IFMT == S_IFIFO {
            // Without O_NONBLOCK: 0 means no writer (never one, or it is gone having written nothing);
            // EAGAIN means a writer that has not written yet.
            var buffer = [UInt8](repeating: 0, count: 4096)
            var n: Int
            repeat { n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) } } while n < 0 && errno == EINTR
            if n == 0 {
                close(fd)
                throw Failure(reason: "it is a named pipe that no program is writing into (start the writer first, or use '-' for standard input)")
            }
            if n < 0 && errno != EAGAIN {
                let code = errno
                close(fd)
                throw Failure(reason: SystemErrorReason.text(code))
            }
            if n > 0 { pending = Array(buffer[0 ..< n]) }
        }
        let flags = fcntl(fd, F_GETFL)
        _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK)
        return (fd, pending)
    }
}
