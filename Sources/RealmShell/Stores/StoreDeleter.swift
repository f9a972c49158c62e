#if canImport(Glibc)
import Glibc
#endif
import RealmStore

/// Deletes a store with every file that belongs to it, as Realm's
/// `Realm.deleteFiles(for:)` does: the main file, SQLite's side files, our
/// `.lock`/`.note`/`.management/`, and the files Realm Core leaves beside a
/// genuine file (`.fresh`, `.log`, `.tmp_compaction_space`, …).
///
/// ```swift
/// for removed in try StoreDeleter.delete(storePath: "dogs.realm") { print(removed.path) }
/// ```
///
/// Refuses, deleting nothing, while any process has the store open (our
/// OFD lock and Realm Core's `flock` on `.lock` are both taken
/// exclusively first), and refuses a main file that is not a store. A
/// store with only some of its files left is deleted cleanly.
public enum StoreDeleter {
    /// One removed file.
    public struct Removed: Equatable, Sendable {
        public var path: String
        public var kind: StoreFileKind
        public var size: Int64
    }

    /// Deletes every file of the store at `storePath`; returns what was removed, in order.
    public static func delete(storePath: String) throws -> [Removed] {
        let files = StoreFiles(storePath: storePath)
        let existing = files.existingFiles()
        guard !existing.isEmpty else { throw StoreOpenError.notFound(path: storePath) }
        if let main = existing.first(where: { $0.kind == .store }) {
            try requireStore(main, among: existing)
        } else if !existing.contains(where: { [.lock, .note, .management].contains($0.kind) }) {
            // Without the main file, only our distinctive side files prove a store was here:
            // `delete foo` must never remove an unrelated `foo.log`.
            throw StoreOpenError.notFound(path: storePath)
        }
        // Realm Core's flock first (a genuine app), then our own lock (which names its holders).
        let coreLock = try RealmCoreLock.acquireExclusive(lockPath: files.lockPath, storePath: storePath)
        defer { coreLock?.release() }
        let lock = try StoreLock.acquireExclusive(files: files)
        defer { lock.release() }

        var removed: [Removed] = []
        // The lock file goes last: while it exists and is held, nobody opens the store.
        let order = StoreFileKind.allCases.filter { $0 != .lock } + [.lock]
        for kind in order {
            let path = files.path(for: kind)
            guard let file = files.existingFiles().first(where: { $0.kind == kind }) else { continue }
            if kind.isDirectory {
                AtomicFile.removeTree(path)
            } else if unlink(path) != 0 && errno != ENOENT {
                throw StoreOpenError.cannotRead(path: path, reason: String(cString: strerror(errno)))
            }
            removed.append(Removed(path: path, kind: kind, size: file.size))
        }
        // A compaction killed half-way may have left its scratch file.
        AtomicFile.removeStaleTemporaries(for: storePath, purpose: Compactor.purpose)
        AtomicFile.syncDirectory(of: storePath)
        return removed
    }

    /// Throws unless the main file is a store: a RealmLens store, a Realm
    /// file, or (encrypted or empty) a file whose auxiliary files are there.
    private static func requireStore(_ main: StoreFiles.ExistingFile, among existing: [StoreFiles.ExistingFile]) throws {
        var info = stat()
        guard lstat(main.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw LifecycleError.notAStore(path: main.path)
        }
        switch try StoreFormat.detect(path: main.path) {
        case .realmLens, .realmCore:
            return
        case .unknown, .empty:
            let hasRealmSideFiles = existing.contains { [.lock, .note, .management].contains($0.kind) }
            if !hasRealmSideFiles { throw LifecycleError.notAStore(path: main.path) }
        }
    }
}
