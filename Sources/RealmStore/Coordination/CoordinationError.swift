import RealmModel

/// Why the coordination layer could not do what was asked, as one sentence
/// a user can act on.
///
/// ```
/// store 'default.realm' is in use by pid 4242 (realmlens); close it there and try again
/// ```
public enum CoordinationError: Error, Equatable, CustomStringConvertible {
    /// Other processes have the store open, so it cannot be taken
    /// exclusively (for compaction or deletion). `holders` is empty when the
    /// lock is held by a process that left no `.management/` entry.
    case storeInUse(storePath: String, holders: [StoreHolder])
    /// A process holds the store exclusively (compacting or deleting it), so
    /// it cannot be opened now.
    case storeLockedExclusively(storePath: String, holders: [StoreHolder])
    /// An auxiliary file was given whose store does not exist.
    case storeMissing(givenPath: String, kind: StoreFileKind, storePath: String)
    /// The store's folder cannot hold coordination files (read-only
    /// directory or file system), so the operation has no effect.
    case coordinationUnavailable(storePath: String, reason: String)
    /// A system call failed for a reason other than the ones above.
    case systemCallFailed(operation: String, path: String, errno: Int32)
    /// The coordinator was used after `close()`.
    case closed(storePath: String)
    /// Something other than the expected file (a symbolic link, a device,
    /// a pipe, a file where a folder should be) is where one of the store's
    /// auxiliary files should be; it was left alone.
    case foreignFile(ForeignFile)
    /// The store's path names something that is not a regular file (a
    /// named pipe, a device, a folder, a link leading nowhere): only
    /// regular files, or paths that do not exist yet, are stores.
    case notAStoreFile(path: String, found: String)

    /// The one-sentence message shown to users.
    public var description: String {
        switch self {
        case let .storeInUse(storePath, holders):
            if holders.isEmpty {
                return "store \(quoted: storePath) is in use by another process; close it there and try again"
            }
            return "store \(quoted: storePath) is in use by \(Self.list(holders)); close it there and try again"
        case let .storeLockedExclusively(storePath, holders):
            let who = holders.isEmpty ? "another process" : Self.list(holders)
            return "store \(quoted: storePath) is being compacted or deleted by \(who); try again when it finishes"
        case let .storeMissing(givenPath, kind, storePath):
            return "\(quoted: givenPath) is the \(kind.shortName) of \(quoted: storePath), which does not exist"
        case let .coordinationUnavailable(storePath, reason):
            return "no coordination available for store \(quoted: storePath): \(reason)"
        case let .systemCallFailed(operation, path, code):
            return "cannot \(operation) \(quoted: path): \(errnoText(code))"
        case let .closed(storePath):
            return "store \(quoted: storePath) was already closed"
        case let .foreignFile(foreign):
            return foreign.description
        case let .notAStoreFile(path, found):
            return "\(quoted: path) is \(found), not a store; only regular files are opened as stores"
        }
    }

    /// "pid 1 (a)", "pids 1 (a) and 2 (b)", "pids 1 (a), 2 (b) and 3 (c)".
    private static func list(_ holders: [StoreHolder]) -> String {
        let names = holders.map { $0.description.dropFirst("pid ".count) }
        if names.count == 1 { return "pid \(names[0])" }
        return "pids " + names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}
