import CCrypto

/// Reads an encrypted Realm file (`util/encrypted_file_mapping.cpp`): 4 KiB
/// pages, AES-256-CBC keyed with key bytes 0–31 and IV = stored iv ‖ 8-byte
/// page position ‖ zeros, HMAC-SHA224 over the ciphertext keyed with bytes
/// 32–63, and one page of 64-byte IV tables ([iv1, hmac1, iv2, hmac2]) in
/// front of every 64 data pages.
///
/// Opening checks every page's HMAC in one streaming pass that keeps no
/// plaintext, so a wrong key or a damaged page is one sentence before any
/// reading starts; then a file of more plaintext than the page cache's
/// budget is decrypted page by page as it is read (`DecryptedPages`,
/// memory bounded by its budget), a smaller one whole (no more memory than
/// the cache, and every read then skips the cache's look-up).
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

    /// The number of data pages in an encrypted file of `size` bytes.
    static func dataPageCount(fileSize size: Int) -> Int {
        let filePages = size / pageSize
        let blocks = (filePages + pagesPerBlock) / (pagesPerBlock + 1)
        return filePages - blocks
    }

    /// Where data page `page`'s IV-table entry lies in the file.
    static func ivEntryPosition(ofPage page: Int) -> Int {
        page / pagesPerBlock * (pagesPerBlock + 1) * pageSize + page % pagesPerBlock * ivEntrySize
    }

    /// Where data page `page`'s ciphertext lies in the file.
    static func dataPosition(ofPage page: Int) -> Int {
        page * pageSize + (page / pagesPerBlock + 1) * pageSize
    }

    /// A reader of the plaintext of the file `reader` reads (`path` named in
    /// errors): decrypted whole when small, else page by page as it is read
    /// with at most `budget` bytes of plaintext in memory (by default
    /// `DecryptedPages.budget(forPlaintext:)`). Throws `wrongKey`
    /// when the first page's HMAC matches neither IV slot and no later page
    /// verifies, `corrupt` naming the first page that fails otherwise.
    func plaintextReader(of reader: ByteReader, path: String, budget: Int? = nil) throws -> ByteReader {
        let source = CiphertextSource(reader, name: path)
        let cipher = try PageCipher(key: key, crypto: crypto)
        let plaintextSize = Self.dataPageCount(fileSize: source.count) * Self.pageSize
        let budget = budget ?? DecryptedPages.budget(forPlaintext: plaintextSize)
        if plaintextSize <= budget {
            return try decrypt(source, cipher: cipher, path: path).makeReader()
        }
        try forEachVerifiedPage(source, cipher: cipher, path: path) { _, _, _ in }
        return try DecryptedPages(source: source, cipher: cipher, count: plaintextSize, budget: budget, path: path).makeReader()
    }

    /// The whole plaintext of the file `reader` reads (`path` named in
    /// errors), in memory; throws as `plaintextReader`.
    func decrypt(_ reader: ByteReader, path: String) throws -> OwnedBuffer {
        try decrypt(CiphertextSource(reader, name: path), cipher: PageCipher(key: key, crypto: crypto), path: path)
    }

    private func decrypt(_ source: CiphertextSource, cipher: PageCipher, path: String) throws -> OwnedBuffer {
        let size = Self.dataPageCount(fileSize: source.count) * Self.pageSize
        guard let output = OwnedBuffer(count: size) else {
            throw RealmFileError.cannotOpen(path: path, reason: MappedFile.tooLargeText(size, "decrypted file"))
        }
        try forEachVerifiedPage(source, cipher: cipher, path: path) { page, ciphertext, storedIV in
            try cipher.decrypt(ciphertext, storedIV: storedIV, position: page * Self.pageSize,
                               into: output.pointer + page * Self.pageSize)
        }
        return output
    }

    /// Checks the HMAC of every page written, one 64-page block at a time
    /// read into one buffer, and calls `body` with each written page that
    /// verifies (its number, its ciphertext, the stored IV it was written
    /// with); pages never written (iv1 = 0) read as zeros and are skipped.
    /// Realm Core's rule for a wrong key: a first page that fails is a wrong
    /// key unless a later page verifies.
    private func forEachVerifiedPage(_ source: CiphertextSource, cipher: PageCipher, path: String,
                                     _ body: (Int, UnsafeRawPointer, UnsafeRawPointer) throws -> Void) throws {
        let pageSize = Self.pageSize, blockSize = (Self.pagesPerBlock + 1) * pageSize
        let dataPages = Self.dataPageCount(fileSize: source.count)
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 16)
        defer { buffer.deallocate() }
        var sawWrittenPage = false
        // a first page that fails is a wrong key unless a later page verifies
        var failedFirstPage: Int?
        var page = 0
        while page < dataPages {
            let block = page / Self.pagesPerBlock
            let pagesHere = min(Self.pagesPerBlock, dataPages - page)
            try source.read(at: block * blockSize, count: (pagesHere + 1) * pageSize, into: buffer)
            for index in 0 ..< pagesHere {
                let entry = buffer + index * Self.ivEntrySize
                let ciphertext = UnsafeRawPointer(buffer + (index + 1) * pageSize)
                let dataPosition = Self.dataPosition(ofPage: page + index)
                let storedIV: UnsafeRawPointer
                switch try Self.state(entry: UnsafeRawPointer(entry), ciphertext: ciphertext, cipher: cipher) {
                case .unwritten:
                    continue  // reads as zeros
                case .failing:
                    if !sawWrittenPage {
                        if failedFirstPage == nil { failedFirstPage = dataPosition }
                        continue
                    }
                    throw RealmFileError.corrupt(reason: "encrypted page \(page + index) fails its HMAC check", offset: dataPosition)
                case .written(let iv):
                    storedIV = iv
                }
                sawWrittenPage = true
                if let failedFirstPage {
                    throw RealmFileError.corrupt(reason: "the first encrypted page fails its HMAC check", offset: failedFirstPage)
                }
                try body(page + index, ciphertext, storedIV)
            }
            page += pagesHere
        }
        if failedFirstPage != nil { throw RealmFileError.wrongKey(path: path) }
    }

    /// What a page's IV-table entry says of its ciphertext.
    enum PageState {
        /// iv1 = 0: never written, reads as zeros.
        case unwritten
        /// The 4-byte stored IV of the slot whose HMAC matches: iv1, else a
        /// non-zero iv2 (a write interrupted before its data landed).
        case written(storedIV: UnsafeRawPointer)
        /// Neither slot's HMAC matches.
        case failing
    }

    /// The state of the page whose 64-byte IV-table entry is at `entry` and
    /// whose ciphertext is at `ciphertext`.
    static func state(entry: UnsafeRawPointer, ciphertext: UnsafeRawPointer, cipher: PageCipher) throws -> PageState {
        if entry.loadUnaligned(as: UInt32.self) == 0 { return .unwritten }
        if try cipher.macMatches(ciphertext, entry + 4) { return .written(storedIV: entry) }
        if (entry + 32).loadUnaligned(as: UInt32.self) != 0, try cipher.macMatches(ciphertext, entry + 36) {
            return .written(storedIV: entry + 32)
        }
        return .failing
    }
}
