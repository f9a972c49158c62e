/// SHA-256 (FIPS 180-4), fed in pieces: the one seam through which code
/// above RealmFile hashes (the bundle manifest's file digest, comparing
/// canonical dumps without holding them, the genuine-query cache's names).
///
/// ```swift
/// var stream = SHA256Stream()
/// stream.update(Array("ab".utf8))
/// stream.update(Array("c".utf8))
/// stream.finalize()   // ba 78 16 bf … f2 00 15 ad (32 bytes)
/// ```
///
/// The first 64 KiB are hashed by `PortableSHA256`, without libcrypto, so a
/// short hash (a cache entry's name in a one-shot `query`) never loads it;
/// a longer one loads libcrypto (`LibCrypto`), ten times faster, and goes
/// on there; where libcrypto cannot be loaded, `PortableSHA256` does it all.
/// Either way the digest is the same, and no input can make it fail.
///
/// A value: a copy goes on independently of the original (the libcrypto
/// context is copied before either is fed again), and `finalize()` leaves
/// the stream able to take more bytes.
public struct SHA256Stream {
    /// The digest's length in bytes.
    public static let digestLength = 32
    /// How many bytes are hashed here before libcrypto is loaded.
    static let portableLimit = 1 << 16

    private var portable = PortableSHA256()
    /// What `portable` was fed, kept to feed libcrypto when the stream outgrows `portableLimit`.
    private var fed: [UInt8] = []
    /// libcrypto's digest, once the stream has outgrown `portableLimit`.
    private var context: DigestContext?
    /// Whether libcrypto is never to be used (or could not be loaded).
    private var portableOnly: Bool

    public init() { portableOnly = false }

    /// A stream that never loads libcrypto, however much it is fed.
    public init(portableOnly: Bool) { self.portableOnly = portableOnly }

    /// Feeds more bytes.
    public mutating func update(_ bytes: some Collection<UInt8>) {
        if context != nil {
            if !isKnownUniquelyReferenced(&context!) { context = context!.copy() }
            if bytes.withContiguousStorageIfAvailable({ context!.update($0) }) == nil {
                Array(bytes).withUnsafeBufferPointer { context!.update($0) }
            }
            return
        }
        if !portableOnly && fed.count + bytes.count > Self.portableLimit {
            if let crypto = LibCrypto.ifAvailable {
                let library = DigestContext(crypto)
                fed.withUnsafeBufferPointer { library.update($0) }
                if bytes.withContiguousStorageIfAvailable({ library.update($0) }) == nil {
                    Array(bytes).withUnsafeBufferPointer { library.update($0) }
                }
                context = library
                fed = []
                return
            }
            portableOnly = true
            fed = []
        }
        if !portableOnly { fed.append(contentsOf: bytes) }
        portable.update(bytes)
    }

    /// The 32-byte digest of everything fed so far.
    public func finalize() -> [UInt8] {
        context?.copy().finish() ?? portable.finalize()
    }
}

/// Owns one libcrypto `EVP_MD_CTX` set up for SHA-256.
///
/// libcrypto fails these calls only when it cannot allocate a few hundred
/// bytes; no input can make SHA-256 fail, so a failure is a trap, not an
/// error every caller would have to handle.
private final class DigestContext {
    private let crypto: LibCrypto
    private let context: OpaquePointer

    init(_ crypto: LibCrypto) {
        self.crypto = crypto
        guard let context = crypto.digestContextNew() else { preconditionFailure("libcrypto cannot allocate a digest context") }
        guard crypto.digestInit(context, crypto.sha256(), nil) == 1 else {
            crypto.digestContextFree(context)
            preconditionFailure("libcrypto cannot start a SHA-256 digest")
        }
        self.context = context
    }

    private init(copying other: DigestContext) {
        crypto = other.crypto
        guard let context = crypto.digestContextNew() else { preconditionFailure("libcrypto cannot allocate a digest context") }
        guard crypto.digestContextCopy(context, other.context) == 1 else {
            crypto.digestContextFree(context)
            preconditionFailure("libcrypto cannot copy a SHA-256 digest")
        }
        self.context = context
    }

    deinit { crypto.digestContextFree(context) }

    func copy() -> DigestContext { DigestContext(copying: self) }

    func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        guard crypto.digestUpdate(context, bytes.baseAddress, bytes.count) == 1 else {
            preconditionFailure("libcrypto cannot update a SHA-256 digest")
        }
    }

    /// The digest; the context is spent afterwards.
    func finish() -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: SHA256Stream.digestLength)
        var length: UInt32 = 0
        guard crypto.digestFinal(context, &digest, &length) == 1, Int(length) == SHA256Stream.digestLength else {
            preconditionFailure("libcrypto cannot finish a SHA-256 digest")
        }
        return digest
    }
}
