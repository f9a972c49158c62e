#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmModel

/// A file (or standard input, for `-`) read in 256 KiB chunks, counting the
/// bytes read so long imports can show progress. Opening it never hangs: a
/// named pipe nobody writes into is refused at once (`InputDescriptor`).
public final class FileByteInput: ByteInput {
    let fd: Int32
    let ownsDescriptor: Bool
    public let path: String
    /// The file's size, when it is a regular file.
    public let size: Int?
    public private(set) var bytesRead = 0
    /// Bytes a pipe already held when it was opened, handed out first.
    private var pending: [UInt8]
    /// Called after each chunk with the total read so far.
    public var onProgress: ((Int) -> Void)?

    public init(path: String) throws {
        self.path = path
        if path == "-" {
            fd = 0
            ownsDescriptor = false
            size = nil
            pending = []
            return
        }
        let opened: (fd: Int32, pending: [UInt8])
        do { opened = try InputDescriptor.open(path) } catch { throw StoreOpenError.cannotRead(path: path, reason: error.reason) }
        let fd = opened.fd
        pending = opened.pending
        var info = stat()
        fstat(fd, &info)
        self.fd = fd
        ownsDescriptor = true
        size = (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : nil
    }

    public func readChunk() throws -> [UInt8]? {
        if !pending.isEmpty {
            defer { pending = [] }
            bytesRead += pending.count
            onProgress?(bytesRead)
            return pending
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 18)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw StoreOpenError.cannotRead(path: path, reason: SystemErrorReason.text(errno))
            }
            if n == 0 { return nil }
            chunk.removeLast(chunk.count - n)
            bytesRead += n
            onProgress?(bytesRead)
            return chunk
        }
    }

    deinit {
        if ownsDescriptor { close(fd) }
    }
}

/// `FileByteInput` as a value, for generic readers that take their input by value.
public struct SharedByteInput: ByteInput {
    let input: FileByteInput
    public init(_ input: FileByteInput) { self.input = input }
    public mutating func readChunk() throws -> [UInt8]? { try input.readChunk() }
}
