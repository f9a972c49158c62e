import Glibc

/// A `FileOutput` that writes an encrypted Realm file to an open, empty file
/// descriptor, in the page layout `PageDecryptor` reads and Realm Core
/// writes (`util/encrypted_file_mapping.cpp`): plaintext is cut into 4 KiB
/// pages, each encrypted by `PageEncryptor` and written at its file
/// position, and every group of 64 data pages is preceded by one page of
/// 64-byte IV-table entries.
///
/// Streams in flat memory (one plaintext page, one ciphertext page, one IV
/// table); plaintext never reaches the descriptor. `finish(footer:)` pads
/// the plaintext with zeros so that the streaming-form footer ends exactly on
/// a page boundary, as `Group::write` does with `pad_for_encryption` (Realm
/// Core finds an encrypted file's footer in the last 16 bytes of its last
/// page). Pages are written with `pwrite` at their file positions (an IV
/// table lands in front of its pages once they are written), so the
/// descriptor must not be opened with `O_APPEND`. The caller owns the
/// descriptor: it syncs and closes it.
///
/// ```swift
/// let output = try EncryptedFileOutput(descriptor: fd, path: tempPath, key: key)
/// try output.write(header); …; try output.finish(footer: footer)
/// ```
final class EncryptedFileOutput: FileOutput {
    private static let pageSize = PageEncryptor.pageSize
    private static let pagesPerBlock = PageDecryptor.pagesPerBlock

    let descriptor: Int32
    /// For error messages.
    let path: String
    private(set) var position: Int64 = 0

    private let encryptor: PageEncryptor
    private let plaintext: UnsafeMutableRawBufferPointer
    private let ciphertext: UnsafeMutableRawBufferPointer
    private var ivTable: [UInt8]
    /// Bytes of `plaintext` filled.
    private var filled = 0
    private var pagesWritten = 0
    private var isFinished = false

    init(descriptor: Int32, path: String, key: [UInt8]) throws {
        encryptor = try PageEncryptor(key: key)
        self.descriptor = descriptor
        self.path = path
        plaintext = .allocate(byteCount: Self.pageSize, alignment: 16)
        plaintext.initializeMemory(as: UInt8.self, repeating: 0)
        ciphertext = .allocate(byteCount: Self.pageSize, alignment: 16)
        ciphertext.initializeMemory(as: UInt8.self, repeating: 0)
        ivTable = [UInt8](repeating: 0, count: Self.pageSize)
    }

    deinit {
        explicit_bzero(plaintext.baseAddress!, plaintext.count)  // no plaintext left in freed memory
        plaintext.deallocate()
        ciphertext.deallocate()
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        precondition(!isFinished, "EncryptedFileOutput written after finish")
        var offset = 0
        while offset < bytes.count {
            let count = min(bytes.count - offset, Self.pageSize - filled)
            (plaintext.baseAddress! + filled).copyMemory(from: bytes.baseAddress! + offset, byteCount: count)
            filled += count
            offset += count
            position += Int64(count)
            if filled == Self.pageSize { try writePage() }
        }
    }

    func finish(footer: [UInt8]) throws {
        precondition(footer.count == 16, "the streaming-form footer is 16 bytes")
        let padding = (Self.pageSize - Int((position + 16) % Int64(Self.pageSize))) % Self.pageSize
        let zeros = [UInt8](repeating: 0, count: padding)
        try zeros.withUnsafeBytes { try write($0) }
        try footer.withUnsafeBytes { try write($0) }
        precondition(filled == 0, "the footer ends a page")
        if pagesWritten % Self.pagesPerBlock != 0 { try writeIVTable(block: (pagesWritten - 1) / Self.pagesPerBlock) }
        isFinished = true
    }

    // MARK: - Pages

    private func writePage() throws {
        let page = pagesWritten
        let block = page / Self.pagesPerBlock
        let entry = try encryptor.encrypt(UnsafeRawBufferPointer(plaintext), position: UInt64(page * Self.pageSize),
                                          into: ciphertext)
        let entryOffset = (page % Self.pagesPerBlock) * PageEncryptor.ivEntrySize
        ivTable.replaceSubrange(entryOffset ..< entryOffset + PageEncryptor.ivEntrySize, with: entry)
        try writeAll(UnsafeRawBufferPointer(ciphertext), at: (page + block + 1) * Self.pageSize)
        explicit_bzero(plaintext.baseAddress!, plaintext.count)
        filled = 0
        pagesWritten += 1
        if pagesWritten % Self.pagesPerBlock == 0 { try writeIVTable(block: block) }
    }

    /// Writes the IV table of `block` in front of its data pages and starts a new one.
    private func writeIVTable(block: Int) throws {
        try ivTable.withUnsafeBytes { try writeAll($0, at: block * (Self.pagesPerBlock + 1) * Self.pageSize) }
        ivTable = [UInt8](repeating: 0, count: Self.pageSize)
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer, at fileOffset: Int) throws {
        var done = 0
        while done < bytes.count {
            let written = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(fileOffset + done))
            if written < 0 {
                if errno == EINTR { continue }
                throw RealmFileWriterError.cannotWrite(path: path, reason: RealmFileWriterError.reason(forErrno: errno))
            }
            done += written
        }
    }
}
