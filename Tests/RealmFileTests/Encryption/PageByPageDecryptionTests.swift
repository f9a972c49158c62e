import Foundation
@testable import RealmFile
import RealmModel
import Testing

/// An encrypted file larger than the page cache's budget is decrypted page
/// by page as it is read (`DecryptedPages`): it reads exactly as its plain
/// twin, every page is still checked at open (a damaged page or a wrong key
/// is one sentence before any reading), and a file changed or cut after
/// it was opened is an error, never wrong plaintext or a `SIGBUS`.
@Suite struct PageByPageDecryptionTests {
    static let key: [UInt8] = (0 ..< 64).map { UInt8(truncatingIfNeeded: $0 * 13 + 5) }
    /// 16 pages: far less than the files below (25 to 250 pages), so pages are
    /// evicted and decrypted again many times over.
    static let budget = 16 * PageDecryptor.pageSize

    /// A plain and an encrypted file of the same generated objects.
    static func twins(in folder: URL, count: Int = 20_000) throws -> (plain: String, encrypted: String) {
        let plain = folder.appendingPathComponent("plain.realm").path
        let encrypted = folder.appendingPathComponent("encrypted.realm").path
        try RealmFileWriter.write(GeneratedSource(count: count), toPath: plain)
        try RealmFileWriter.write(GeneratedSource(count: count), toPath: encrypted, options: .init(encryptionKey: key))
        return (plain, encrypted)
    }

    /// Opens `path` as `RealmFile(path:)` does, with a page budget of `budget`.
    static func open(_ path: String, key: [UInt8] = key, budget: Int = budget) throws -> RealmFile {
        let mapped = try MappedFile(path: path)
        return try RealmFile(reader: mapped.makeReader(), path: path, name: path, encryptionKey: key, decryptionBudget: budget)
    }

    @Test func aFileLargerThanTheBudgetReadsAsItsPlainTwin() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (plain, encrypted) = try Self.twins(in: folder)
        let file = try Self.open(encrypted)
        #expect(file.isEncrypted)
        #expect(file.reader.owner is DecryptedPages, "read page by page")
        #expect(file.reader.count > 8 * Self.budget, "the file is larger than the budget")
        let expected = try Fixtures.dump(try RealmFile(path: plain))
        #expect(try Fixtures.dump(file) == expected)
        // the whole-file path (the default budget) reads the same
        #expect(try Fixtures.dump(try RealmFile(path: encrypted, encryptionKey: Self.key)) == expected)
    }

    /// Every byte, read in pieces that straddle pages and as integers at
    /// every alignment across page ends, equals the plaintext decrypted whole.
    @Test func everyReadEqualsTheWholePlaintext() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, encrypted) = try Self.twins(in: folder, count: 2_000)
        let (whole, pages) = try Self.wholeAndPaged(encrypted)
        #expect(pages.count == whole.count)
        var offset = 0, step = 1
        while offset < whole.count {
            let length = min(step, whole.count - offset)
            #expect(try pages.getBytes(at: offset, count: length) == whole.getBytes(at: offset, count: length))
            offset += length
            step = step * 7 % 9_001 + 1
        }
        for page in stride(from: 1, to: whole.count / PageDecryptor.pageSize, by: 5) {
            for back in 1 ... 8 {
                let at = page * PageDecryptor.pageSize - back
                #expect(try pages.getUInt64(at: at) == whole.getUInt64(at: at))
                #expect(try pages.getUInt32(at: at) == whole.getUInt32(at: at))
                #expect(try pages.getUInt16(at: at) == whole.getUInt16(at: at))
                #expect(try pages.getUInt8(at: at) == whole.getUInt8(at: at))
                #expect(try pages.getString(at: at, count: 8) == whole.getString(at: at, count: 8))
            }
        }
        #expect(throws: RealmFileError.self) { _ = try pages.getUInt64(at: pages.count - 4) }
    }

    @Test func aWrongKeyIsStillAWrongKey() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, encrypted) = try Self.twins(in: folder, count: 2_000)
        for flipped in [0, 63] {
            var key = Self.key
            key[flipped] ^= 1
            #expect(throws: RealmFileError.wrongKey(path: encrypted)) { _ = try Self.open(encrypted, key: key) }
            #expect(throws: RealmFileError.wrongKey(path: encrypted)) { _ = try RealmFile(path: encrypted, encryptionKey: key) }
        }
    }

    /// A page damaged after the first is refused when the file is opened,
    /// before anything is read, in one sentence naming the page's offset.
    @Test func aDamagedPageIsRefusedAtOpenNamingItsOffset() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, encrypted) = try Self.twins(in: folder, count: 6_000)  // 75 pages
        let page = 70  // in the second 64-page block
        let position = PageDecryptor.dataPosition(ofPage: page)
        try Self.flipByte(in: encrypted, at: position + 100)
        #expect(throws: RealmFileError.corrupt(reason: "encrypted page 70 fails its HMAC check", offset: position)) {
            _ = try Self.open(encrypted)
        }
        let error = #expect(throws: RealmFileError.self) { _ = try RealmFile(path: encrypted, encryptionKey: Self.key) }
        #expect(error?.description == "'\(encrypted)' is damaged: encrypted page 70 fails its HMAC check (at byte 0x\(String(position, radix: 16, uppercase: true)))")
    }

    /// A page changed on disk after the file was opened (by another
    /// program) fails its HMAC check when it is read again: an error
    /// naming it, never its garbage as plaintext.
    @Test func aPageChangedAfterOpeningIsAnErrorWhenRead() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, encrypted) = try Self.twins(in: folder, count: 2_000)
        let mapped = try MappedFile(path: encrypted)
        let reader = try PageDecryptor(key: Self.key).plaintextReader(of: mapped.makeReader(), path: encrypted, budget: 4 * PageDecryptor.pageSize)
        let page = 30, position = PageDecryptor.dataPosition(ofPage: page)
        let firstPage = try reader.getBytes(at: 0, count: PageDecryptor.pageSize)
        try Self.flipByte(in: encrypted, at: position + 5)
        for other in 0 ..< 8 { _ = try reader.getUInt8(at: other * PageDecryptor.pageSize) }  // page 30 is not held
        #expect(throws: RealmFileError.corrupt(
            reason: "encrypted page 30 no longer passes its HMAC check (the file changed while it was being read)", offset: position)) {
            _ = try reader.getUInt64(at: page * PageDecryptor.pageSize + 64)
        }
        #expect(try reader.getBytes(at: 0, count: PageDecryptor.pageSize) == firstPage, "the other pages still read")
    }

    /// A file cut after it was opened is `shrunk` at the first page past
    /// its new end (the pages are read with `pread`, not through the
    /// mapping, so no `SIGBUS`).
    @Test func aFileCutAfterOpeningIsShrunkWhenRead() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, encrypted) = try Self.twins(in: folder, count: 6_000)  // 75 pages
        let file = try Self.open(encrypted)
        #expect(truncate(encrypted, off_t(PageDecryptor.dataPosition(ofPage: 40))) == 0)
        #expect(throws: RealmFileError.shrunk(path: encrypted)) { _ = try Fixtures.dump(file) }
    }

    /// The plaintext of `encrypted` decrypted whole, and read page by page
    /// through a 4-page cache.
    static func wholeAndPaged(_ encrypted: String) throws -> (whole: ByteReader, pages: ByteReader) {
        let mapped = try MappedFile(path: encrypted)
        let whole = try PageDecryptor(key: key).decrypt(mapped.makeReader(), path: encrypted).makeReader()
        let pages = try PageDecryptor(key: key).plaintextReader(of: mapped.makeReader(), path: encrypted, budget: 4 * PageDecryptor.pageSize)
        #expect(pages.owner is DecryptedPages)
        return (whole, pages)
    }

    static func flipByte(in path: String, at offset: Int) throws {
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64(offset))
        let byte = try #require(try handle.read(upToCount: 1)?.first)
        try handle.seek(toOffset: UInt64(offset))
        try handle.write(contentsOf: [byte ^ 0x40])
    }
}
