#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmModel

/// SHA-256, streamed: for the bundle manifest's file digest and for
/// comparing canonical dumps without holding them in memory. Hashed by
/// RealmFile's `SHA256Stream` (our own, so hashing never loads libcrypto);
/// this type adds the digest value and hashing a file.
///
/// ```swift
/// var hash = SHA256()
/// hash.update(Array("abc".utf8))
/// hash.finalize().hexString   // "ba7816bf…f20015ad"
/// ```
public struct SHA256 {
    private var stream = SHA256Stream()

    public init() {}

    /// Feeds more bytes.
    public mutating func update(_ bytes: some Collection<UInt8>) {
        stream.update(bytes)
    }

    /// The digest of everything fed so far (more may be fed afterwards).
    public func finalize() -> Digest {
        Digest(bytes: stream.finalize())
    }

    /// The digest of `bytes`.
    public static func hash(_ bytes: some Collection<UInt8>) -> Digest {
        var hash = SHA256()
        hash.update(bytes)
        return hash.finalize()
    }

    /// The digest of the file at `path`, read in 64 KiB chunks.
    public static func hash(fileAt path: String) throws -> Digest {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw StoreOpenError.cannotRead(path: path, reason: SystemErrorReason.text(errno)) }
        defer { close(fd) }
        var hash = SHA256()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw StoreOpenError.cannotRead(path: path, reason: SystemErrorReason.text(errno))
            }
            if n == 0 { break }
            hash.update(chunk[0..<n])
        }
        return hash.finalize()
    }

    /// A 32-byte SHA-256 digest.
    public struct Digest: Equatable, Sendable, CustomStringConvertible {
        public let bytes: [UInt8]
        /// 64 lowercase hex digits.
        public var hexString: String {
            let digits = Array("0123456789abcdef")
            return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
        }
        public var description: String { hexString }
    }
}
