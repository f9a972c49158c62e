import CCrypto

/// SHA-256 (FIPS 180-4) through libcrypto's EVP digest interface, fed in
/// pieces: the one seam through which code above RealmFile hashes (the
/// bundle manifest's file digest, comparing canonical dumps without holding
/// them), so that libcrypto is called from one target only, beside the
/// page encryption that already links it.
///
/// ```swift
/// var stream = SHA256Stream()
/// stream.update(Array("ab".utf8))
/// stream.update(Array("c".utf8))
/// stream.finalize()   // ba 78 16 bf … f2 00 15 ad (32 bytes)
/// ```
///
/// A value: a copy goes on independently of the original (the libcrypto
/// context is copied before either is fed again), and `finalize()` leaves
/// the stream able to take more bytes.
public struct SHA256Stream {
    /// The digest's length in bytes.
    public static let digestLength = 32

    private var context = DigestContext()

    public init() {}

    /// Feeds more bytes.
    public mutating func update(_ bytes: some Collection<UInt8>) {
        if !isKnownUniquelyReferenced(&context) { context = context.copy() }
        if bytes.withContiguousStorageIfAvailable({ context.update($0) }) == nil {
            Array(bytes).withUnsafeBufferPointer { context.update($0) }
        }
    }

    /// The 32-byte digest of everything fed so far.
    public func finalize() -> [UInt8] {
        context.copy().finish()
    }
}

/// Owns one `EVP_MD_CTX` set up for SHA-256.
///
/// libcrypto fails these calls only when it cannot allocate a few hundred
/// bytes; no input can make SHA-256 fail, so a failure is a trap, not an
/// error every caller would have to handle.
private final class DigestContext {
    private let context: OpaquePointer

    init() {
        guard let context = EVP_MD_CTX_new() else { preconditionFailure("libcrypto cannot allocate a digest context") }
        guard EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else {
            EVP_MD_CTX_free(context)
            preconditionFailure("libcrypto cannot start a SHA-256 digest")
        }
        self.context = context
    }

    private init(copying other: DigestContext) {
        guard let context = EVP_MD_CTX_new() else { preconditionFailure("libcrypto cannot allocate a digest context") }
        guard EVP_MD_CTX_copy_ex(context, other.context) == 1 else {
            EVP_MD_CTX_free(context)
            preconditionFailure("libcrypto cannot copy a SHA-256 digest")
        }
        self.context = context
    }

    deinit { EVP_MD_CTX_free(context) }

    func copy() -> DigestContext { DigestContext(copying: self) }

    func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        guard EVP_DigestUpdate(context, bytes.baseAddress, bytes.count) == 1 else {
            preconditionFailure("libcrypto cannot update a SHA-256 digest")
        }
    }

    /// The digest; the context is spent afterwards.
    func finish() -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: SHA256Stream.digestLength)
        var length: UInt32 = 0
        guard EVP_DigestFinal_ex(context, &digest, &length) == 1, Int(length) == SHA256Stream.digestLength else {
            preconditionFailure("libcrypto cannot finish a SHA-256 digest")
        }
        return digest
    }
}
