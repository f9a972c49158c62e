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
/// A read copies its bytes out (readers never hold a pointer into a page,
/// so a page can be evicted the moment it is read): a slot table of
/// `budget / 4096` pages, a page's slot found by a per-page index (4 bytes
/// per 4 KiB page, allocated untouched: only the entries of pages read take
/// memory), and the oldest pages not read since the clock hand last passed
/// evicted first.
///
/// A read of a page held takes no lock: each slot has a sequence number,
/// odd while the slot is being emptied and filled (under `lock`), and a
/// read that copied its bytes checks that the number was even and the same
/// before and after (a seqlock): a slot refilled meanwhile is read again
/// under the lock, so a read never returns bytes of another page. Commands
/// read a file on one thread (`diff` reads its second store on another
/// thread, from its own `RealmFile`), so the lock is only taken for a page
/// missed (it cost two atomic read-modify-writes on every read).
///
/// Why not map the plaintext `PROT_NONE` and decrypt in a `SIGSEGV`
/// handler, as Realm Core's first encrypted mappings did: Core itself moved
/// to explicit read barriers before each access
/// (`encryption_read_barrier`, `util/file_mapper.hpp`), and here every read
/// of a file already goes through `ByteReader`'s accessors, which return
/// copies; so the barrier is there, errors stay thrown errors a command
/// reports and recovers from, and no signal handler calls libcrypto.
final class DecryptedPages: @unchecked Sendable {  // slots filled only under `lock`, read under their sequence numbers
    /// The plaintext held at most for a file of `plaintextSize` bytes: an
    /// eighth of it, at least 16 MiB (4,096 pages; a file with no more
    /// plaintext than that is decrypted whole at open instead,
    /// `PageDecryptor.plaintextReader`) and at most 64 MiB, so memory stays
    /// flat. Not a fixed 16 MiB: reading follows links into other tables
    /// (`export` resolves every link's target), so the pages read again
    /// grow with the file; 16 MiB for a 302 MB file read each page 7 times
    /// over in `export` (530,157 pages decrypted for 73,834), an eighth of
    /// it (36 MiB) about once (72,300).
    static func budget(forPlaintext plaintextSize: Int) -> Int {
        min(max(plaintextSize / 8, 16 << 20), 64 << 20)
    }

    /// The plaintext's size.
    let count: Int
    private let source: CiphertextSource
    private let cipher: PageCipher
    /// Held to fill a slot (and by `cipher`, `entry`, `ciphertext`, `hand`).
    private let lock = Mutex<Void>(())
    private let slotCount: Int
    /// `slotCount` pages of plaintext.
    private let slots: UnsafeMutableRawPointer
    /// Per slot: odd while it is emptied and filled, bumped at both ends.
    private let sequence: UnsafeMutablePointer<Atomic<UInt64>>
    /// Per slot: the page it holds, or -1.
    private let pageOfSlot: UnsafeMutablePointer<Atomic<Int>>
    /// Per slot: read since the clock hand last passed it.
    private let recentlyRead: UnsafeMutablePointer<Atomic<Bool>>
    /// Per page: its slot + 1, or 0 when not held.
    private let slotOfPage: UnsafeMutablePointer<Atomic<Int32>>
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
        // large calloc is fresh zero pages, taking memory only where written (zeros are
        // the atomics' initial values: 0 for a sequence, `false`, no slot)
        let slots = aligned_alloc(pageSize, slotCount * pageSize)
        let sequence = calloc(slotCount, MemoryLayout<Atomic<UInt64>>.stride)
        let pageOfSlot = malloc(slotCount * MemoryLayout<Atomic<Int>>.stride)
        let recentlyRead = calloc(slotCount, MemoryLayout<Atomic<Bool>>.stride)
        let slotOfPage = calloc(max(pages, 1), MemoryLayout<Atomic<Int32>>.stride)
        let scratch = aligned_alloc(16, pageSize + PageDecryptor.ivEntrySize)
        guard let slots, let sequence, let pageOfSlot, let recentlyRead, let slotOfPage, let scratch else {
            [slots, sequence, pageOfSlot, recentlyRead, slotOfPage, scratch].forEach { free($0) }
            throw RealmFileError.cannotOpen(path: path, reason: MappedFile.tooLargeText(slotCount * pageSize, "decrypted pages' cache"))
        }
        self.source = source
        self.cipher = cipher
        self.count = count
        self.slotCount = slotCount
        self.slots = slots
        self.sequence = sequence.bindMemory(to: Atomic<UInt64>.self, capacity: slotCount)
        self.pageOfSlot = pageOfSlot.bindMemory(to: Atomic<Int>.self, capacity: slotCount)
        for slot in 0 ..< slotCount { (self.pageOfSlot + slot).initialize(to: Atomic(-1)) }
        self.recentlyRead = recentlyRead.bindMemory(to: Atomic<Bool>.self, capacity: slotCount)
        self.slotOfPage = slotOfPage.bindMemory(to: Atomic<Int32>.self, capacity: max(pages, 1))
        ciphertext = scratch
        entry = scratch + pageSize
    }

    deinit {
        free(slots)
        free(sequence)
        free(pageOfSlot)
        free(recentlyRead)
        free(slotOfPage)
        free(ciphertext)  // and `entry`, which follows it
    }

    /// Whether the encrypted file is now shorter than when it was opened
    /// (`RealmFile.requireUnshrunk`).
    var hasShrunk: Bool { source.hasShrunk }

    func makeReader() -> ByteReader {
        ByteReader(pages: self)
    }

    /// The value at `offset` (inside the plaintext: `ByteReader` checked).
    @inline(__always)
    func load<T: FixedWidthInteger & BitwiseCopyable>(at offset: Int, as type: T.Type) throws -> T {
        let within = offset & (PageDecryptor.pageSize - 1)
        if within + MemoryLayout<T>.size <= PageDecryptor.pageSize,
           let value = loadIfHeld(offset / PageDecryptor.pageSize, within, as: T.self) {
            return value
        }
        return try loadMissed(at: offset, as: T.self)
    }

    /// `load` of a value on a page not held, or across a page end.
    @inline(never)
    private func loadMissed<T: FixedWidthInteger & BitwiseCopyable>(at offset: Int, as type: T.Type) throws -> T {
        var value: T = 0
        try withUnsafeMutableBytes(of: &value) { try copy(at: offset, count: MemoryLayout<T>.size, into: $0.baseAddress!) }
        return value
    }

    /// The value at `within` of `page`, read without the lock, when the page
    /// is held and its slot is not refilled meanwhile; nil otherwise.
    @inline(__always)
    private func loadIfHeld<T: FixedWidthInteger & BitwiseCopyable>(_ page: Int, _ within: Int, as type: T.Type) -> T? {
        guard let (slot, before) = heldSlot(page) else { return nil }
        let value = slots.loadUnaligned(fromByteOffset: slot * PageDecryptor.pageSize + within, as: T.self)
        return stillHeld(slot, before) ? value : nil
    }

    /// Copies `length` bytes at `offset` (inside the plaintext) to `destination`.
    func copy(at offset: Int, count length: Int, into destination: UnsafeMutableRawPointer) throws {
        var done = 0
        while done < length {
            let position = offset + done
            let within = position & (PageDecryptor.pageSize - 1)
            let piece = min(length - done, PageDecryptor.pageSize - within)
            let page = position / PageDecryptor.pageSize
            if !copyIfHeld(page, within, piece, into: destination + done) {
                try lock.withLock { _ in
                    (destination + done).copyMemory(from: try self.page(page) + within, byteCount: piece)
                }
            }
            done += piece
        }
    }

    /// Copies `length` bytes at `within` of `page` to `destination` without
    /// the lock, when the page is held and its slot is not refilled
    /// meanwhile; false (`destination` then holds garbage) otherwise.
    @inline(__always)
    private func copyIfHeld(_ page: Int, _ within: Int, _ length: Int, into destination: UnsafeMutableRawPointer) -> Bool {
        guard let (slot, before) = heldSlot(page) else { return false }
        destination.copyMemory(from: slots + slot * PageDecryptor.pageSize + within, byteCount: length)
        return stillHeld(slot, before)
    }

    /// The slot holding `page` and its (even) sequence number, read before
    /// the page's bytes are; nil when the page is not held, or its slot is
    /// being filled.
    @inline(__always)
    private func heldSlot(_ page: Int) -> (slot: Int, sequence: UInt64)? {
        let held = Int(slotOfPage[page].load(ordering: .relaxed))
        guard held != 0 else { return nil }
        let slot = held - 1
        let before = sequence[slot].load(ordering: .acquiring)
        guard before & 1 == 0, pageOfSlot[slot].load(ordering: .relaxed) == page else { return nil }
        return (slot, before)
    }

    /// Whether `slot`, which held its page at sequence number `before`, was
    /// not refilled while its bytes were read; marks it read.
    @inline(__always)
    private func stillHeld(_ slot: Int, _ before: UInt64) -> Bool {
        atomicMemoryFence(ordering: .acquiring)
        guard sequence[slot].load(ordering: .relaxed) == before else { return false }
        if !recentlyRead[slot].load(ordering: .relaxed) { recentlyRead[slot].store(true, ordering: .relaxed) }
        return true
    }

    /// The plaintext of `page`, decrypted into a slot unless held; valid
    /// until the lock is let go. Call with the lock held.
    private func page(_ page: Int) throws -> UnsafeRawPointer {
        let held = Int(slotOfPage[page].load(ordering: .relaxed))
        if held != 0 {
            recentlyRead[held - 1].store(true, ordering: .relaxed)
            return UnsafeRawPointer(slots + (held - 1) * PageDecryptor.pageSize)
        }
        let slot = freeSlot()
        // odd from before the slot is emptied until it holds `page` (or, when
        // `fill` throws, nothing), so no read without the lock trusts its bytes meanwhile
        sequence[slot].add(1, ordering: .relaxed)
        atomicMemoryFence(ordering: .releasing)
        defer { sequence[slot].add(1, ordering: .releasing) }
        let old = pageOfSlot[slot].load(ordering: .relaxed)
        if old >= 0 {
            slotOfPage[old].store(0, ordering: .relaxed)
            pageOfSlot[slot].store(-1, ordering: .relaxed)
        }
        let destination = slots + slot * PageDecryptor.pageSize
        try fill(destination, page: page)
        pageOfSlot[slot].store(page, ordering: .relaxed)
        slotOfPage[page].store(Int32(slot + 1), ordering: .relaxed)
        recentlyRead[slot].store(true, ordering: .relaxed)
        return UnsafeRawPointer(destination)
    }

    /// A slot to empty for a new page: the first the clock hand finds not
    /// read since it last passed.
    private func freeSlot() -> Int {
        while true {
            let slot = hand
            hand = hand + 1 == slotCount ? 0 : hand + 1
            if recentlyRead[slot].load(ordering: .relaxed) {
                recentlyRead[slot].store(false, ordering: .relaxed)
                continue
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
