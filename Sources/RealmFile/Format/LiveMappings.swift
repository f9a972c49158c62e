import Glibc
import RealmModel
import Synchronization

/// The files this process has mapped right now, so that a `SIGBUS` can be
/// told apart and reported in one sentence.
///
/// A genuine file is read through `mmap`, and we hold no lock another
/// program respects: if it truncates the file while we read it, touching a
/// page past the new end raises `SIGBUS`, which would kill the process with
/// "Bus error". Reading through `pread` instead would give up the zero-copy
/// reader every node decoder is built on; copying the file first would make
/// memory grow with the file; `MAP_PRIVATE` copies a page only when *we*
/// write it, so it does not protect either. So the mapping stays, and
/// `realmlens`'s `SIGBUS` handler asks `faultMessage(at:)` whether the
/// fault lies in one of these mappings. If it does, the handler writes the
/// sentence made here at mapping time, removes our temporary files and
/// ends the process with status 1 (the read cannot be resumed); if not,
/// it is our own bug and the default crash report stays.
///
/// The handler may run at any instant on any thread, so the table is a
/// fixed array of plain words and C strings made before the mapping is
/// used, and `faultMessage(at:)` only reads it and calls `fstat` on the
/// mapping's own descriptor (async-signal-safe; it follows the file mapped
/// even after a rename, as the reader's own sentence does). A slot is emptied (its address cleared first)
/// only when its mapping is unmapped, after every read of it.
public enum LiveMappings {
    private static let capacity = 256
    /// Per slot: start address (0 = free), the file's length, the mapping's
    /// span (whole pages), the descriptor of the file mapped (for `fstat`),
    /// the sentence for a shrunken file and for any other fault.
    nonisolated(unsafe) private static let starts = table(of: UInt.self, 0)
    nonisolated(unsafe) private static let lengths = table(of: Int.self, 0)
    nonisolated(unsafe) private static let spans = table(of: UInt.self, 0)
    nonisolated(unsafe) private static let descriptors = table(of: Int32.self, -1)
    nonisolated(unsafe) private static let shrunkMessages = table(of: UnsafeMutablePointer<CChar>?.self, nil)
    nonisolated(unsafe) private static let failedMessages = table(of: UnsafeMutablePointer<CChar>?.self, nil)
    /// Guards slot allocation (never taken by the handler).
    private static let allocation = Mutex<Void>(())

    private static func table<T>(of: T.Type, _ initial: T) -> UnsafeMutablePointer<T> {
        let table = UnsafeMutablePointer<T>.allocate(capacity: capacity)
        table.initialize(repeating: initial, count: capacity)
        return table
    }

    /// Makes the tables now, so the signal handler never has to (lazy
    /// initialisation allocates); call it before installing the handler.
    public static func prepare() {
        _ = (starts, lengths, spans, descriptors, shrunkMessages, failedMessages)
    }

    /// What a user reads when the file mapped at `path` (named `name` in
    /// messages) cannot be read any more: shorter than when it was mapped.
    static func shrunkSentence(_ name: String) -> String {
        "error: \(RealmFileError.shrunk(path: name))\n"
    }

    /// … or as long as it was, so the system could not read a page (a disk
    /// or network file system error).
    static func failedSentence(_ name: String) -> String {
        "error: cannot read \(quoted: name): the system could not read part of it while it was being read (a disk or file system error)\n"
    }

    /// Records a live mapping; returns its slot (nil when the table is full:
    /// the mapping then works as before, only a fault in it is not worded).
    static func register(start: UnsafeRawPointer, length: Int, descriptor: Int32, name: String) -> Int? {
        prepare()
        return allocation.withLock { _ in
            guard let slot = (0 ..< capacity).first(where: { starts[$0] == 0 }) else { return nil }
            lengths[slot] = length
            let page = max(Int(sysconf(Int32(_SC_PAGESIZE))), 4096)
            spans[slot] = UInt((length + page - 1) / page * page)
            descriptors[slot] = descriptor
            shrunkMessages[slot] = strdup(shrunkSentence(name))
            failedMessages[slot] = strdup(failedSentence(name))
            starts[slot] = UInt(bitPattern: start)  // last: the slot is complete before the handler can match it
            return slot
        }
    }

    /// Forgets `slot` before its mapping is unmapped.
    static func unregister(_ slot: Int) {
        allocation.withLock { _ in
            starts[slot] = 0
            free(shrunkMessages[slot])
            free(failedMessages[slot])
            descriptors[slot] = -1
            shrunkMessages[slot] = nil
            failedMessages[slot] = nil
        }
    }

    /// The sentence (ending in a newline) for a fault at `address` when it
    /// lies in a live mapping, else nil. Async-signal-safe: reads the table,
    /// calls `fstat` on the mapped file to tell a shrunken file from an I/O error.
    public static func faultMessage(at address: UnsafeMutableRawPointer?) -> UnsafePointer<CChar>? {
        guard let address else { return nil }
        let fault = UInt(bitPattern: address)
        for slot in 0 ..< capacity {
            let start = starts[slot]
            guard start != 0, fault >= start else { continue }
            guard fault - start < spans[slot] else { continue }
            var info = stat()
            if fstat(descriptors[slot], &info) == 0, Int(info.st_size) >= lengths[slot] {
                return UnsafePointer(failedMessages[slot])
            }
            return UnsafePointer(shrunkMessages[slot])
        }
        return nil
    }
}
