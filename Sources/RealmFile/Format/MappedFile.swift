import Glibc
import RealmModel

/// A whole file mapped read-only (`MAP_PRIVATE`), unmapped when released.
/// Its descriptor stays open as long as the mapping, so that whether the
/// file mapped has shrunk is asked of that file (`fstat`), whatever its
/// name leads to now: a file renamed into place stays the file mapped.
///
/// While mapped it is listed in `LiveMappings`, so that a read past the end
/// of a file another program shortened meanwhile (`SIGBUS`) is reported in
/// one sentence naming `name` instead of killing the process.
final class MappedFile: @unchecked Sendable {
    let base: UnsafeRawPointer?
    let count: Int
    /// This mapping's slot in `LiveMappings`, if it got one.
    private let liveSlot: Int?
    /// The file mapped (-1 for an empty file, which is not mapped); an
    /// encrypted file's pages are read from it (`CiphertextSource`).
    let descriptor: Int32

    /// Maps `path` (named `name` in messages, `path` by default); throws
    /// `cannotOpen` with the system's reason.
    init(path: String, shownAs name: String? = nil) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw RealmFileError.cannotOpen(path: path, reason: MappedFile.errnoText()) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = MappedFile.errnoText()
            close(fd)
            throw RealmFileError.cannotOpen(path: path, reason: reason)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            throw RealmFileError.cannotOpen(path: path, reason: "not a regular file")
        }
        count = Int(info.st_size)
        if count == 0 {
            close(fd)
            descriptor = -1
            base = nil
            liveSlot = nil
            return
        }
        guard let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else {
            let reason = errno == ENOMEM ? MappedFile.tooLargeText(count, "file") : MappedFile.errnoText()
            close(fd)
            throw RealmFileError.cannotOpen(path: path, reason: reason)
        }
        descriptor = fd
        base = UnsafeRawPointer(address)
        liveSlot = LiveMappings.register(start: UnsafeRawPointer(address), length: count, descriptor: fd, name: name ?? path)
    }

    /// Whether the file mapped here is now shorter than the mapping, so that
    /// touching a page past its new end would raise `SIGBUS`. Asked before a
    /// read starts (one `fstat`), so that the reader can refuse in a sentence
    /// and stay usable, where the `SIGBUS` handler can only end the process.
    /// Asked of the file mapped itself: one renamed over or away is
    /// still the file mapped; another file at its old name is not.
    var hasShrunk: Bool {
        guard descriptor >= 0 else { return false }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return false }
        return Int(info.st_size) < count
    }

    deinit {
        if let liveSlot { LiveMappings.unregister(liveSlot) }
        if let base { munmap(UnsafeMutableRawPointer(mutating: base), count) }
        if descriptor >= 0 { close(descriptor) }
    }

    /// A reader over the mapped bytes.
    func makeReader() -> ByteReader {
        if let base { return ByteReader(base: base, count: count, owner: self) }
        return ByteReader(base: OwnedBuffer.emptyPointer, count: 0, owner: self)
    }

    static func errnoText() -> String {
        SystemErrorReason.text(errno)
    }

    /// Why `count` bytes could not be mapped or allocated, in words (not
    /// "Cannot allocate memory"): the process's memory limit (`ulimit -v`).
    static func tooLargeText(_ count: Int, _ what: String) -> String {
        MemoryLimitError.text(count, what)
    }
}

/// Bytes we own in memory (a decrypted file), freed when released.
final class OwnedBuffer: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
    let count: Int

    nonisolated(unsafe) static let emptyPointer: UnsafeRawPointer = {
        UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8))
    }()

    /// `count` zero bytes, or nil when the memory cannot be had: a file's
    /// size is the file's to choose, so a failed allocation must be an
    /// error, never the runtime's abort. `calloc` maps large buffers as
    /// untouched zero pages, so only the bytes written take memory.
    init?(count: Int) {
        guard let pointer = calloc(max(count, 8), 1) else { return nil }
        self.count = count
        self.pointer = pointer
    }

    deinit { free(pointer) }

    func makeReader() -> ByteReader {
        ByteReader(base: UnsafeRawPointer(pointer), count: count, owner: self)
    }
}
