import CCrypto

/// Encrypts one 4 KiB page of a Realm file as Realm Core's
/// `AESCryptor::write` does (`util/encrypted_file_mapping.cpp`), the inverse
/// of `PageDecryptor`: AES-256-CBC without padding keyed with key bytes
/// 0–31, IV = the page's 4-byte stored IV ‖ its 8-byte data position ‖
/// zeros, and HMAC-SHA224 of the ciphertext keyed with bytes 32–63.
///
/// Every page gets a fresh random, non-zero stored IV (0 marks a page never
/// written), so writing the same data twice never repeats a keystream.
///
/// ```swift
/// let encryptor = try PageEncryptor(key: key)
/// let entry = try encryptor.encrypt(page, position: 0, into: ciphertext)   // 64-byte IV-table entry
/// ```
final class PageEncryptor {
    static let pageSize = PageDecryptor.pageSize
    /// An IV-table entry: iv1, hmac1 (the values this page was written
    /// with), iv2, hmac2 (the previous ones; zero for a page written once).
    static let ivEntrySize = PageDecryptor.ivEntrySize

    private let aesKey: [UInt8]
    private let macKey: [UInt8]
    private let context: OpaquePointer
    private let crypto: LibCrypto

    /// Throws `invalidKey`, or `libcryptoUnavailable` (libcrypto is loaded here, at the first encrypted file).
    init(key: [UInt8]) throws {
        guard key.count == EncryptionKey.byteCount else {
            throw RealmFileError.invalidKey(reason: "a Realm encryption key is 64 bytes, this one is \(key.count)")
        }
        crypto = try LibCrypto.shared()
        guard let context = crypto.cipherContextNew() else {
            throw RealmFileError.cannotOpen(path: "", reason: "libcrypto could not create a cipher context")
        }
        self.context = context
        aesKey = Array(key[0 ..< 32])
        macKey = Array(key[32 ..< 64])
    }

    deinit {
        crypto.cipherContextFree(context)
    }

    /// Encrypts the page `plaintext` (exactly `pageSize` bytes) that lies at
    /// plaintext offset `position` into `ciphertext`, and answers the page's
    /// IV-table entry.
    func encrypt(_ plaintext: UnsafeRawBufferPointer, position: UInt64,
                 into ciphertext: UnsafeMutableRawBufferPointer) throws -> [UInt8] {
        precondition(plaintext.count == Self.pageSize && ciphertext.count == Self.pageSize,
                     "PageEncryptor encrypts whole 4 KiB pages")
        let storedIV = try randomIV()
        var iv = [UInt8](repeating: 0, count: 16)
        withUnsafeBytes(of: storedIV.littleEndian) { for i in 0 ..< 4 { iv[i] = $0[i] } }
        for i in 0 ..< 8 { iv[4 + i] = UInt8(truncatingIfNeeded: position >> UInt64(8 * i)) }
        var produced: Int32 = 0
        var finalLength: Int32 = 0
        let encrypted = aesKey.withUnsafeBufferPointer { key in
            iv.withUnsafeBufferPointer { ivBuffer in
                guard crypto.cipherInit(context, crypto.aes256CBC(), nil, key.baseAddress, ivBuffer.baseAddress, 1) == 1 else { return false }
                _ = crypto.cipherContextSetPadding(context, 0)
                let input = plaintext.baseAddress!.assumingMemoryBound(to: UInt8.self)
                let output = ciphertext.baseAddress!.assumingMemoryBound(to: UInt8.self)
                guard crypto.cipherUpdate(context, output, &produced, input, Int32(Self.pageSize)) == 1 else { return false }
                return crypto.cipherFinal(context, output + Int(produced), &finalLength) == 1
            }
        }
        guard encrypted, Int(produced + finalLength) == Self.pageSize else {
            throw RealmFileError.cannotOpen(path: "", reason: "libcrypto AES-256-CBC encryption failed")
        }
        var entry = [UInt8](repeating: 0, count: Self.ivEntrySize)
        withUnsafeBytes(of: storedIV.littleEndian) { for i in 0 ..< 4 { entry[i] = $0[i] } }
        let mac = try hmacSHA224(UnsafeRawBufferPointer(ciphertext))
        entry.replaceSubrange(4 ..< 32, with: mac)
        return entry
    }

    /// A random stored IV other than 0 (`RAND_bytes`).
    private func randomIV() throws -> UInt32 {
        var value: UInt32 = 0
        repeat {
            let ok = withUnsafeMutableBytes(of: &value) { crypto.randomBytes($0.baseAddress!.assumingMemoryBound(to: UInt8.self), 4) }
            guard ok == 1 else { throw RealmFileError.cannotOpen(path: "", reason: "libcrypto could not produce random bytes") }
        } while value == 0
        return value
    }

    private func hmacSHA224(_ data: UnsafeRawBufferPointer) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let ok = macKey.withUnsafeBufferPointer { key in
            crypto.hmac(crypto.sha224(), key.baseAddress, Int32(key.count), data.baseAddress!.assumingMemoryBound(to: UInt8.self),
                 data.count, &out, &length)
        }
        guard ok != nil, length == 28 else {
            throw RealmFileError.cannotOpen(path: "", reason: "libcrypto HMAC-SHA224 failed")
        }
        return Array(out[0 ..< 28])
    }
}
