import Foundation
@testable import RealmFile
import Synchronization
import Testing

/// The page cache behind a large encrypted file (`DecryptedPages`): reads of
/// a page held take no lock, so threads reading at once while pages are
/// evicted under them still read only the right bytes; a file cut under
/// the reader is `shrunk` when asked (`requireUnshrunk`), before any read;
/// the budget grows with the file, within bounds.
@Suite struct DecryptedPagesTests {
    static let key = PageByPageDecryptionTests.key

    /// Four threads read every 8-byte value, each from its own place and
    /// stride, through a 4-page cache (pages evicted and refilled under
    /// the others' reads all the time): every value equals the plaintext
    /// decrypted whole.
    @Test func threadsReadingAtOnceReadTheRightBytes() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, encrypted) = try PageByPageDecryptionTests.twins(in: folder, count: 2_000)
        let (whole, pages) = try PageByPageDecryptionTests.wholeAndPaged(encrypted)
        let values = whole.count / 8 - 1  // at 8 × index + 3: some across page ends, none past the end
        let results = Mutex<(reads: Int, wrong: Int, errors: Int)>((0, 0, 0))
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            var reads = 0, wrong = 0, errors = 0
            let stride = [1, 7, 61, 509][thread]
            for step in 0 ..< values {
                let at = (thread * values / 4 + step * stride) % values * 8 + 3
                do {
                    if try pages.getUInt64(at: at) != whole.getUInt64(at: at) { wrong += 1 }
                } catch {
                    errors += 1
                }
                reads += 1
            }
            results.withLock { $0 = ($0.reads + reads, $0.wrong + wrong, $0.errors + errors) }
        }
        let (reads, wrong, errors) = results.withLock { $0 }
        #expect(reads == 4 * values)
        #expect(wrong == 0)
        #expect(errors == 0)
    }

    /// A file cut after it was opened is `shrunk` when asked, before any
    /// page past its new end is read (a studio session asks before every
    /// statement); a file not cut is not.
    @Test func aFileCutAfterOpeningIsShrunkWhenAsked() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, encrypted) = try PageByPageDecryptionTests.twins(in: folder, count: 6_000)
        let file = try PageByPageDecryptionTests.open(encrypted)
        #expect(file.reader.owner is DecryptedPages)
        try file.requireUnshrunk()
        #expect(truncate(encrypted, off_t(PageDecryptor.dataPosition(ofPage: 40))) == 0)
        #expect(throws: RealmFileError.shrunk(path: encrypted)) { try file.requireUnshrunk() }
        #expect(RealmFileError.shrunk(path: encrypted).description.contains(encrypted))
    }

    /// A small encrypted file is decrypted whole at open: cutting it
    /// afterwards changes nothing read, so it is not `shrunk`.
    @Test func aFileDecryptedWholeIsNotShrunkByACut() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (plain, encrypted) = try PageByPageDecryptionTests.twins(in: folder, count: 2_000)
        let file = try RealmFile(path: encrypted, encryptionKey: Self.key)
        #expect(!(file.reader.owner is DecryptedPages), "decrypted whole")
        #expect(truncate(encrypted, off_t(PageDecryptor.dataPosition(ofPage: 10))) == 0)
        try file.requireUnshrunk()
        #expect(try Fixtures.dump(file) == Fixtures.dump(try RealmFile(path: plain)))
    }

    /// A page changed on disk after it was read and evicted is refused when
    /// read again, also after reads that took no lock.
    @Test func aPageChangedAfterItWasReadIsRefusedWhenReadAgain() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, encrypted) = try PageByPageDecryptionTests.twins(in: folder, count: 2_000)
        let (_, reader) = try PageByPageDecryptionTests.wholeAndPaged(encrypted)
        let page = 12, position = PageDecryptor.dataPosition(ofPage: page)
        let before = try reader.getUInt64(at: page * PageDecryptor.pageSize + 64)
        #expect(try reader.getUInt64(at: page * PageDecryptor.pageSize + 64) == before, "held: read again without the lock")
        try PageByPageDecryptionTests.flipByte(in: encrypted, at: position + 5)
        for other in 0 ..< 8 { _ = try reader.getUInt8(at: other * PageDecryptor.pageSize) }  // page 12 evicted
        #expect(throws: RealmFileError.corrupt(
            reason: "encrypted page 12 no longer passes its HMAC check (the file changed while it was being read)", offset: position)) {
            _ = try reader.getUInt64(at: page * PageDecryptor.pageSize + 64)
        }
    }

    /// The budget: an eighth of the plaintext, never under 16 MiB (the
    /// most a file is decrypted whole with) nor over 64 MiB.
    @Test func theBudgetGrowsWithTheFileWithinBounds() {
        #expect(DecryptedPages.budget(forPlaintext: 1 << 20) == 16 << 20)
        #expect(DecryptedPages.budget(forPlaintext: 80 << 20) == 16 << 20)
        #expect(DecryptedPages.budget(forPlaintext: 288 << 20) == 36 << 20)
        #expect(DecryptedPages.budget(forPlaintext: 4 << 30) == 64 << 20)
    }
}
