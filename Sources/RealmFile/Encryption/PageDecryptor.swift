import CCrypto

/// Decrypts a whole encrypted Realm file into memory
/// (`util/encrypted_file_mapping.cpp`): 4 KiB pages, AES-256-CBC keyed with
/// key bytes 0–31 and IV = stored iv ‖ 8-byte page position ‖ zeros,
/// HMAC-SHA224 over the ciphertext keyed with bytes 32–63, and one page of
/// 64-byte IV tables ([iv1, hmac1, iv2, hmac2]) in front of every 64 data pages.
struct PageDecryptor {
    static let pageSize = 4096
    static let pagesPerBlock = 64
    static let ivEntrySize = 64

    let key: [UInt8]
    private let crypto: LibCrypto

    /// Throws `invalidKey`, or `libcryptoUnavailable` (libcrypto is loaded here, at the first encrypted file).
    init(key: [UInt8]) throws {
        guard key.count == 64 else {
            throw RealmFileError.invalidKey(reason: "a Realm encryption key is 64 bytes, this one is \(key.count)")
        }
        self.key = key
        crypto = try LibCrypto.shared()
    }

    /// Whether `reader` has the shape of an encrypted Realm file.
    static func looksEncrypted(_ reader: ByteReader) -> Bool {
        guard reader.count >= 2 * pageSize, let firstPage = try? reader.getBytes(at: 0, count: pageSize) else { return false }
        return looksEncrypted(size: reader.count, firstPage: firstPage)
    }

    /// Whether a file of `size` bytes starting with `firstPage` has the shape
    /// of an encrypted Realm file: whole pages, at least one IV page and one
    /// data page, and no IV entry in the first IV table for a data page the
    /// file does not have.
    static func looksEncrypted(size: Int, firstPage: [UInt8]) -> Bool {
        guard size >= 2 * pageSize, size % pageSize == 0, firstPage.count == pageSize else { return false }
        // page 0 is an IV table: the first data page always has a non-zero iv1
        guard firstPage[0 ..< 4] != [0, 0, 0, 0] else { return false }
        // an SQLite database (our own store format) has whole pages too
        guard !firstPage[0 ..< 16].elementsEqual("SQLite format 3\u{0}".utf8) else { return false }
        // the slots of pages beyond the end were never written: zeros
        let presentDataPages = min(pagesPerBlock, size / pageSize - 1)
        return firstPage[(presentDataPages * ivEntrySize)...].allSatisfy { $0 == 0 }
    }

    /// The plaintext of the file at `path` (named in errors); throws
    /// `wrongKey` when the first page's HMAC does not match either IV slot.
    func decrypt(_ reader: ByteReader, path: String) throws -> OwnedBuffer {
        let filePages = reader.count / PageDecryptor.pageSize
        let blocks = (filePages + PageDecryptor.pagesPerBlock) / (PageDecryptor.pagesPerBlock + 1)
        let dataPages = filePages - blocks
        guard let output = OwnedBuffer(count: dataPages * PageDecryptor.pageSize) else {
            throw RealmFileError.cannotOpen(path: path, reason: MappedFile.tooLargeText(dataPages * PageDecryptor.pageSize, "decrypted file"))
        }
        guard let context = crypto.cipherContextNew() else {
            throw RealmFileError.cannotOpen(path: path, reason: "libcrypto could not create a cipher context")
        }
        defer { crypto.cipherContextFree(context) }
        var ciphertext = [UInt8](repeating: 0, count: PageDecryptor.pageSize)
        var sawWrittenPage = false
        // a first page that fails is a wrong key unless a later page verifies
        var failedFirstPage: Int?
        for page in 0 ..< dataPages {
            let block = page / PageDecryptor.pagesPerBlock
            let ivPosition = block * (PageDecryptor.pagesPerBlock + 1) * PageDecryptor.pageSize
                + (page % PageDecryptor.pagesPerBlock) * PageDecryptor.ivEntrySize
            let dataPosition = page * PageDecryptor.pageSize + (block + 1) * PageDecryptor.pageSize
            let entry = try reader.getBytes(at: ivPosition, count: PageDecryptor.ivEntrySize)
            let iv1 = Array(entry[0 ..< 4]), hmac1 = Array(entry[4 ..< 32])
            let iv2 = Array(entry[32 ..< 36]), hmac2 = Array(entry[36 ..< 64])
            if iv1 == [0, 0, 0, 0] { continue }  // never written: reads as zeros
            ciphertext = try reader.getBytes(at: dataPosition, count: PageDecryptor.pageSize)
            let mac = try hmacSHA224(ciphertext)
            var iv = iv1
            if mac != hmac1 {
                if iv2 != [0, 0, 0, 0] && mac == hmac2 {
                    iv = iv2
                } else if !sawWrittenPage {
                    if failedFirstPage == nil { failedFirstPage = dataPosition }
                    continue
                } else {
                    throw RealmFileError.corrupt(reason: "encrypted page \(page) fails its HMAC check", offset: dataPosition)
                }
            }
            sawWrittenPage = true
            if let failedFirstPage {
                throw RealmFileError.corrupt(reason: "the first encrypted page fails its HMAC check", offset: failedFirstPage)
            }
            try decryptPage(ciphertext, iv: iv, position: UInt64(page * PageDecryptor.pageSize), context: context,
                            into: output.pointer + page * PageDecryptor.pageSize)
        }
        if failedFirstPage != nil { throw RealmFileError.wrongKey(path: path) }
        return output
    }

    private func hmacSHA224(_ data: [UInt8]) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let macKey = Array(key[32 ..< 64])
        let ok = macKey.withUnsafeBufferPointer { keyBuffer in
            data.withUnsafeBufferPointer { dataBuffer in
                crypto.hmac(crypto.sha224(), keyBuffer.baseAddress, Int32(keyBuffer.count), dataBuffer.baseAddress, dataBuffer.count, &out, &length)
            }
        }
        guard ok != nil, length == 28 else {
            throw RealmFileError.cannotOpen(path: "", reason: "libcrypto HMAC-SHA224 failed")
        }
        return Array(out[0 ..< 28])
    }

    private func decryptPage(_ ciphertext: [UInt8], iv stored: [UInt8], position: UInt64, context: OpaquePointer, into destination: UnsafeMutableRawPointer) throws {
        var iv = [UInt8](repeating: 0, count: 16)
        for i in 0 ..< 4 { iv[i] = stored[i] }
        for i in 0 ..< 8 { iv[4 + i] = UInt8(truncatingIfNeeded: position >> UInt64(8 * i)) }
        let aesKey = Array(key[0 ..< 32])
        var produced: Int32 = 0
        var finalLength: Int32 = 0
        let ok = aesKey.withUnsafeBufferPointer { keyBuffer in
            iv.withUnsafeBufferPointer { ivBuffer in
                ciphertext.withUnsafeBufferPointer { input in
                    guard crypto.cipherInit(context, crypto.aes256CBC(), nil, keyBuffer.baseAddress, ivBuffer.baseAddress, 0) == 1 else { return false }
                    _ = crypto.cipherContextSetPadding(context, 0)
                    let out = destination.assumingMemoryBound(to: UInt8.self)
                    guard crypto.cipherUpdate(context, out, &produced, input.baseAddress, Int32(input.count)) == 1 else { return false }
                    return crypto.cipherFinal(context, out + Int(produced), &finalLength) == 1
                }
            }
        }
        guard ok, Int(produced + finalLength) == PageDecryptor.pageSize else {
            throw RealmFileError.cannotOpen(path: "", reason: "libcrypto AES-256-CBC decryption failed")
        }
    }
}
