#if canImport(Glibc)
import Glibc
#endif

/// The temporary files this process is making right now, so that a signal
/// that ends it (SIGINT, SIGTERM, SIGHUP) removes them on the way out:
/// `realmlens`'s signal handler calls `removeAllFromSignalHandler()`.
/// What SIGKILL leaves, the next run in that folder removes
/// (`AtomicFile.removeStaleTemporaries`).
///
/// ```swift
/// let token = TemporaryFiles.register(temporary, isStore: true)
/// defer { TemporaryFiles.remove(token) }   // gone however the work ends
/// ```
///
/// The handler may run at any instant, so the registry is a fixed table of
/// C strings made before the work starts, and the handler only calls
/// `unlink`, `open`, `unlinkat`, `close` and `rmdir` (all async-signal-safe).
/// A temporary store's `.management/` folder is opened `O_DIRECTORY |
/// O_NOFOLLOW` and emptied through that descriptor, so a link planted in
/// its place is never followed. A path is never freed once registered (a
/// handler might be reading it); a command registers a handful.
public enum TemporaryFiles {
    /// The slots one registration took.
    public struct Token: Sendable {
        let slots: [Int]
    }

    private static let capacity = 512
    /// Each slot: a path, and whether it is a folder (removed after the files).
    nonisolated(unsafe) private static let paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        table.initialize(repeating: nil, count: capacity)
        return table
    }()
    nonisolated(unsafe) private static let isFolder: UnsafeMutablePointer<Bool> = {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: capacity)
        table.initialize(repeating: false, count: capacity)
        return table
    }()

    /// Makes the registry's tables now, so the signal handler never has to
    /// (lazy initialisation allocates, which a handler must not); call it
    /// before installing the handler.
    public static func prepare() {
        _ = paths
        _ = isFolder
        _ = entryNames
    }

    /// Registers `path`; for a store (`isStore`) also the side files that
    /// opening it makes: SQLite's journal, our `.lock`, `.note` and this
    /// process's entries in `.management/`.
    public static func register(_ path: String, isStore: Bool = false) -> Token {
        prepare()
        var items: [(String, Bool)] = [(path, false)]
        if isStore {
            for suffix in ["-journal", "-wal", "-shm", ".note", ".lock"] { items.append((path + suffix, false)) }
            items.append((path + ".management", true))
        }
        var slots: [Int] = []
        var next = 0
        for (item, folder) in items {
            while next < capacity && paths[next] != nil { next += 1 }
            guard next < capacity else { break }
            isFolder[next] = folder
            paths[next] = strdup(item)
            slots.append(next)
        }
        return Token(slots: slots)
    }

    /// This process's entry names in a `.management/` folder: `PID`, `PID.note`.
    nonisolated(unsafe) private static let entryNames: (UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<CChar>?) =
        (strdup("\(getpid())"), strdup("\(getpid()).note"))

    /// Removes the registered files now (what is already gone is skipped)
    /// and forgets them.
    public static func remove(_ token: Token) {
        for slot in token.slots where !isFolder[slot] { removeItem(slot) }
        for slot in token.slots where isFolder[slot] { removeItem(slot) }
        forget(token)
    }

    /// Removes one slot's file, or empties and removes its management
    /// folder without following a link; async-signal-safe. Returns whether
    /// a file (not a folder) was there and went.
    @discardableResult
    private static func removeItem(_ slot: Int) -> Bool {
        guard let path = paths[slot] else { return false }
        guard isFolder[slot] else {
            return unlink(path) == 0
        }
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return false }
        if let entry = entryNames.0 { unlinkat(fd, entry, 0) }
        if let note = entryNames.1 { unlinkat(fd, note, 0) }
        close(fd)
        rmdir(path)  // only when empty; never follows a link
        return false
    }

    /// Forgets the registered files without removing them (they became
    /// the result, or were moved).
    public static func forget(_ token: Token) {
        for slot in token.slots { paths[slot] = nil }
    }

    /// Removes every registered file; called from a signal handler, so it
    /// only reads the table and calls `unlink` and `rmdir`. Returns whether
    /// any file was there to remove (the work was under way).
    @discardableResult
    public static func removeAllFromSignalHandler() -> Bool {
        var removed = false
        for index in 0..<capacity where !isFolder[index] { removed = removeItem(index) || removed }
        for index in 0..<capacity where isFolder[index] { removeItem(index) }
        return removed
    }
}
