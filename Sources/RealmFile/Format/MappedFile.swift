import Glibc
import RealmModel

/// A whole file mapped read-only (`MAP_PRIVATE`), unmapped when released.
///
/// While mapped it is listed in `LiveMappings`, so that a read past the end
/// of a file another program shortened meanwhile (`SIGBUS`) is reported in
/// one sentence naming `name` instead of killing the process.
final class MappedFile: @unchecked Sendable {
    let base: UnsafeRawPointer?
    let count: Int
    /// This mapping's slot in `LiveMappings`, if it got one.
    private let liveSlot: Int?
    /// The file mapped: its path, and which file that path named then.
    private let path: String
    private let device: dev_t
    private let inode: ino_t

    /// Maps `path` (named `name` in messages, `path` by default); throws
    /// `cannotOpen` with the system's reason.
    init(path: String, shownAs name: String? = nil) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw RealmFileError.cannotOpen(path: path, reason: MappedFile.errnoText()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw RealmFileError.cannotOpen(path: path, reason: MappedFile.errnoText()) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw RealmFileError.cannotOpen(path: path, reason: "not a regular file")
        }
        count = Int(info.st_size)
        self.path = path
        (device, inode) = (info.st_dev, info.st_ino)
        if count == 0 {
            base = nil
            liveSlot = nil
            return
        }
        guard let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else {
            let reason = errno == ENOMEM ? MappedFile.tooLargeText(count, "file") : MappedFile.errnoText()
            throw RealmFileError.cannotOpen(path: path, reason: reason)
        }
        base = UnsafeRawPointer(address)
        liveSlot = LiveMappings.register(start: UnsafeRawPointer(address), length: count, path: path, name: name ?? path)
    }

    /// Whether the file mapped here is now shorter than the mapping, so that
    /// touching a page past its new end would raise `SIGBUS`. Asked before a
    /// read starts (one `stat`), so that the reader can refuse in a sentence
    /// and stay usable, where the `SIGBUS` handler can only end the process.
    /// A path that is gone, or names another file now (replaced by a
    /// rename), leaves the mapped file whole: false.
    var hasShrunk: Bool {
        guard count > 0 else { return false }
        var info = stat()
        guard stat(path, &info) == 0, info.st_dev == device, info.st_ino == inode else { return false }
        return Int(info.st_size) < count
    }

    deinit {
        if let liveSlot { LiveMappings.unregister(liveSlot) }
        if let base { munmap(UnsafeMutableRawPointer(mutating: base), count) }
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
        "the \(what) (\(count) bytes) does not fit in the memory this process may use (see 'ulimit -v')"
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
