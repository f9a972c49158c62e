import Glibc
import Synchronization

/// The plaintext of an encrypted file, decrypted a page at a time as it is
/// read, with at most `budget` bytes of it in memory: what `ByteReader`
/// reads for an encrypted file too large to decrypt whole, so memory stays
/// flat however large the file.
///
/// Every page was checked when the file was opened (`PageDecryptor`); a
/// page read again is checked again (its HMAC), so a file changed since
/// is an error naming the page, never wrong plaintext passed on, and a
/// file shortened since is `shrunk`, never a `SIGBUS`.
///
/// A read copies its bytes out under a lock (readers never hold a pointer
/// into a page, so a page can be evicted the moment the lock is let go):
/// a slot table of `budget / 4096` pages, a page's slot found by a
/// per-page index (4 bytes per 4 KiB page, allocated untouched: only the
/// entries of pages read take memory), and the oldest pages not read
/// since the clock hand last passed evicted first.
///
/// Why not map the plaintext `PROT_NONE` and decrypt in a `SIGSEGV`
/// handler, as Realm Core's first encrypted mappings did: Core itself moved
/// to explicit read barriers before each access
/// (`encryption_read_barrier`, `util/file_mapper.hpp`), and here every read
/// of a file already goes through `ByteReader`'s accessors, which return
/// copies; so the barrier is there, errors stay thrown errors a command
/// reports and recovers from, and no signal handler calls libcrypto.
final class DecryptedPages: @unchecked Sendable {  // mutable state only under `lock`
    /// Plaintext held at most (16 MiB: 4,096 pages).
    static let defaultBudget = 16 << 20

    /// The plaintext's size.
    let count: Int
    private let source: CiphertextSource
    private let cipher: PageCipher
    private let lock = Mutex<Void>(())
    private let slotCount: Int
    /// `slotCount` pages of plaintext.
    private let slots: UnsafeMutableRawPointer
    /// Per slot: the page it holds, or -1.
    private let pageOfSlot: UnsafeMutablePointer<Int>
    /// Per slot: read since the clock hand last passed it.
    private let recentlyRead: UnsafeMutablePointer<Bool>
    /// Per page: its slot + 1, or 0 when not held.
    private let slotOfPage: UnsafeMutablePointer<Int32>
    private var hand = 0
    /// One IV-table entry and one page of ciphertext, read for a page missed.
    private let entry: UnsafeMutableRawPointer
    private let ciphertext: UnsafeMutableRawPointer

    /// Throws `cannotOpen` (`path` named) when the memory of the budget
    /// cannot be had.
    init(source: CiphertextSource, cipher: PageCipher, count: Int, budget: Int, path: String) throws {
        let pageSize = PageDecryptor.pageSize
        let pages = (count + pageSize - 1) / pageSize
        let slotCount = max(4, min(budget / pageSize, pages))
        // malloc and calloc, not `allocate`: memory refused is an error, not a trap; a
        // large calloc is fresh zero pages, taking memory only where written
        let slots = aligned_alloc(pageSize, slotCount * pageSize)
        let pageOfSlot = malloc(slotCount * MemoryLayout<Int>.stride)
        let recentlyRead = calloc(slotCount, MemoryLayout<Bool>.stride)
        let slotOfPage = calloc(max(pages, 1), MemoryLayout<Int32>.stride)
        let scratch = aligned_alloc(16, pageSize + PageDecryptor.ivEntrySize)
        guard let slots, let pageOfSlot, let recentlyRead, let slotOfPage, let scratch else {
            [slots, pageOfSlot, recentlyRead, slotOfPage, scratch].forEach { free($0) }
            throw RealmFileError.cannotOpen(path: path, reason: MappedFile.tooLargeText(slotCount * pageSize, "decrypted pages' cache"))
        }
        self.source = source
        self.cipher = cipher
        self.count = count
        self.slotCount = slotCount
        self.slots = slots
        self.pageOfSlot = pageOfSlot.bindMemory(to: Int.self, capacity: slotCount)
        self.pageOfSlot.initialize(repeating: -1, count: slotCount)
        self.recentlyRead = recentlyRead.bindMemory(to: Bool.self, capacity: slotCount)
        self.slotOfPage = slotOfPage.bindMemory(to: Int32.self, capacity: max(pages, 1))
        ciphertext = scratch
        entry = scratch + pageSize
    }

    deinit {
        free(slots)
        free(pageOfSlot)
        free(recentlyRead)
        free(slotOfPage)
        free(ciphertext)  // and `entry`, which follows it
    }

    func makeReader() -> ByteReader {
        ByteReader(pages: self)
    }

    /// The value at `offset` (inside the plaintext: `ByteReader` checked).
    @inline(__always)
    func load<T: FixedWidthInteger & BitwiseCopyable>(at offset: Int, as type: T.Type) throws -> T {
        let within = offset & (PageDecryptor.pageSize - 1)
        var value: T = 0
        if within + MemoryLayout<T>.size <= PageDecryptor.pageSize {
            try lock.withLock { _ in
                value = try page(offset / PageDecryptor.pageSize).loadUnaligned(fromByteOffset: within, as: T.self)
            }
            return value
        }
        try withUnsafeMutableBytes(of: &value) { try copy(at: offset, count: MemoryLayout<T>.size, into: $0.baseAddress!) }
        return value
    }

    /// Copies `length` bytes at `offset` (inside the plaintext) to `destination`.
    func copy(at offset: Int, count length: Int, into destination: UnsafeMutableRawPointer) throws {
        var done = 0
        while done < length {
            let position = offset + done
            let within = position & (PageDecryptor.pageSize - 1)
            let piece = min(length - done, PageDecryptor.pageSize - within)
            try lock.withLock { _ in
                (destination + done).copyMemory(from: try page(position / PageDecryptor.pageSize) + within, byteCount: piece)
            }
            done += piece
        }
    }

    /// The plaintext of `page`, decrypted into a slot unless held; valid
    /// until the lock is let go. Call with the lock held.
    private func page(_ page: Int) throws -> UnsafeRawPointer {
        let held = Int(slotOfPage[page])
        if held != 0 {
            recentlyRead[held - 1] = true
            return UnsafeRawPointer(slots + (held - 1) * PageDecryptor.pageSize)
        }
        let slot = freeSlot()
        let destination = slots + slot * PageDecryptor.pageSize
        try fill(destination, page: page)
        pageOfSlot[slot] = page
        slotOfPage[page] = Int32(slot + 1)
        recentlyRead[slot] = true
        return UnsafeRawPointer(destination)
    }

    /// A slot emptied for a new page: the first the clock hand finds not
    /// read since it last passed.
    private func freeSlot() -> Int {
        while true {
            let slot = hand
            hand = hand + 1 == slotCount ? 0 : hand + 1
            if recentlyRead[slot] {
                recentlyRead[slot] = false
                continue
            }
            let old = pageOfSlot[slot]
            if old >= 0 {
                slotOfPage[old] = 0
                pageOfSlot[slot] = -1
            }
            return slot
        }
    }

    /// Reads `page`'s entry and ciphertext again, checks its HMAC, decrypts.
    private func fill(_ destination: UnsafeMutableRawPointer, page: Int) throws {
        try source.read(at: PageDecryptor.ivEntryPosition(ofPage: page), count: PageDecryptor.ivEntrySize, into: entry)
        if entry.loadUnaligned(as: UInt32.self) == 0 {  // never written: zeros
            destination.initializeMemory(as: UInt8.self, repeating: 0, count: PageDecryptor.pageSize)
            return
        }
        let position = PageDecryptor.dataPosition(ofPage: page)
        try source.read(at: position, count: PageDecryptor.pageSize, into: ciphertext)
        guard case .written(let storedIV) = try PageDecryptor.state(entry: entry, ciphertext: ciphertext, cipher: cipher) else {
            throw RealmFileError.corrupt(
                reason: "encrypted page \(page) no longer passes its HMAC check (the file changed while it was being read)",
                offset: position)
        }
        try cipher.decrypt(ciphertext, storedIV: storedIV, position: page * PageDecryptor.pageSize, into: destination)
    }
}
