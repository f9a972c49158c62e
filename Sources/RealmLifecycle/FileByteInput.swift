#if canImport(Glibc)
import Glibc
#endif
import RealmModel

/// A file (or standard input, for `-`) read in 256 KiB chunks, counting the
/// bytes read so long imports can show progress.
public final class FileByteInput: ByteInput {
    let fd: Int32
    let ownsDescriptor: Bool
    public let path: String
    /// The file's size, when it is a regular file.
    public let size: Int?
    public private(set) var bytesRead = 0
    /// Called after each chunk with the total read so far.
    public var onProgress: ((Int) -> Void)?

    public init(path: String) throws {
        self.path = path
        if path == "-" {
            fd = 0
            ownsDescriptor = false
            size = nil
            return
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw StoreOpenError.cannotRead(path: path, reason: String(cString: strerror(errno))) }
        var info = stat()
        fstat(fd, &info)
        if (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw StoreOpenError.cannotRead(path: path, reason: "it is a directory")
        }
        self.fd = fd
        ownsDescriptor = true
        size = (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : nil
    }

    public func readChunk() throws -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: 1 << 18)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw StoreOpenError.cannotRead(path: path, reason: String(cString: strerror(errno)))
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
