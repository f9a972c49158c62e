import CCrypto
import Glibc

/// One encrypted file's key at work on one 4 KiB page at a time, for
/// reading: the page's HMAC-SHA224 and its AES-256-CBC decryption, from
/// and into memory the caller owns, so a page costs no allocation.
///
/// What is per key is done once: the AES key schedule (each page only sets
/// its IV: 2.7× faster than setting the key again), and HMAC's inner and
/// outer hashes of the padded key, copied for each page (1.8× faster than
/// OpenSSL's one-shot `HMAC`, which looks the digest up every call).
/// Not for two threads at once (`DecryptedPages` holds its lock).
final class PageCipher {
    static let macSize = 28

    private let crypto: LibCrypto
    private let cipherContext: OpaquePointer
    /// SHA-224 after (key ⊕ ipad), after (key ⊕ opad), and the one at work.
    private let inner: OpaquePointer, outer: OpaquePointer, work: OpaquePointer
    private let iv = UnsafeMutablePointer<UInt8>.allocate(capacity: 16)
    private let digest = UnsafeMutablePointer<UInt8>.allocate(capacity: Int(EVP_MAX_MD_SIZE))

    /// `key` is 64 bytes (checked by `PageDecryptor`).
    init(key: [UInt8], crypto: LibCrypto) throws {
        let cipherContext = crypto.cipherContextNew()
        let inner = crypto.digestContextNew(), outer = crypto.digestContextNew(), work = crypto.digestContextNew()
        guard let cipherContext, let inner, let outer, let work else {
            cipherContext.map { crypto.cipherContextFree($0) }
            [inner, outer, work].forEach { crypto.digestContextFree($0) }
            throw RealmFileError.cannotOpen(path: "", reason: "libcrypto could not create a cipher context")
        }
        self.crypto = crypto
        self.cipherContext = cipherContext
        self.inner = inner
        self.outer = outer
        self.work = work
        // all set: from here a throw runs deinit, which frees the contexts
        let keyed = Array(key[0 ..< 32]).withUnsafeBufferPointer {
            crypto.cipherInit(cipherContext, crypto.aes256CBC(), nil, $0.baseAddress, nil, 0) == 1
        }
        guard keyed else { throw RealmFileError.cannotOpen(path: "", reason: "libcrypto AES-256-CBC decryption failed") }
        var pads = [UInt8](repeating: 0x36, count: 64) + [UInt8](repeating: 0x5C, count: 64)
        for i in 0 ..< 32 {
            pads[i] ^= key[32 + i]
            pads[64 + i] ^= key[32 + i]
        }
        let padded = pads.withUnsafeBufferPointer { pad in
            crypto.digestInit(inner, crypto.sha224(), nil) == 1
                && crypto.digestUpdate(inner, pad.baseAddress, 64) == 1
                && crypto.digestInit(outer, crypto.sha224(), nil) == 1
                && crypto.digestUpdate(outer, pad.baseAddress! + 64, 64) == 1
        }
        explicit_bzero(&pads, pads.count)
        guard padded else { throw RealmFileError.cannotOpen(path: "", reason: "libcrypto HMAC-SHA224 failed") }
    }

    deinit {
        crypto.cipherContextFree(cipherContext)
        [inner, outer, work].forEach { crypto.digestContextFree($0) }
        iv.deallocate()
        digest.deallocate()
    }

    /// Whether the HMAC-SHA224 of the ciphertext page at `page` equals the
    /// 28 bytes at `mac`.
    func macMatches(_ page: UnsafeRawPointer, _ mac: UnsafeRawPointer) throws -> Bool {
        var length: UInt32 = 0
        let ok = crypto.digestContextCopy(work, inner) == 1
            && crypto.digestUpdate(work, page, PageDecryptor.pageSize) == 1
            && crypto.digestFinal(work, digest, &length) == 1
            && crypto.digestContextCopy(work, outer) == 1
            && crypto.digestUpdate(work, digest, Self.macSize) == 1
            && crypto.digestFinal(work, digest, &length) == 1
        guard ok, length == UInt32(Self.macSize) else {
            throw RealmFileError.cannotOpen(path: "", reason: "libcrypto HMAC-SHA224 failed")
        }
        return memcmp(digest, mac, Self.macSize) == 0
    }

    /// Decrypts the ciphertext page at `ciphertext`, whose plaintext lies at
    /// `position`, with the 4-byte stored IV at `storedIV`, into `destination`.
    func decrypt(_ ciphertext: UnsafeRawPointer, storedIV: UnsafeRawPointer, position: Int,
                 into destination: UnsafeMutableRawPointer) throws {
        iv.update(repeating: 0, count: 16)
        UnsafeMutableRawPointer(iv).copyMemory(from: storedIV, byteCount: 4)
        for i in 0 ..< 8 { iv[4 + i] = UInt8(truncatingIfNeeded: UInt64(position) >> UInt64(8 * i)) }
        var produced: Int32 = 0, finalLength: Int32 = 0
        let out = destination.assumingMemoryBound(to: UInt8.self)
        let ok = crypto.cipherInit(cipherContext, nil, nil, nil, iv, 0) == 1
            && crypto.cipherContextSetPadding(cipherContext, 0) == 1
            && crypto.cipherUpdate(cipherContext, out, &produced, ciphertext.assumingMemoryBound(to: UInt8.self),
                                   Int32(PageDecryptor.pageSize)) == 1
            && crypto.cipherFinal(cipherContext, out + Int(produced), &finalLength) == 1
        guard ok, Int(produced + finalLength) == PageDecryptor.pageSize else {
            throw RealmFileError.cannotOpen(path: "", reason: "libcrypto AES-256-CBC decryption failed")
        }
    }
}
