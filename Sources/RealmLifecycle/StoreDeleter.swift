#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmModel
import RealmStore

/// Deletes a store with every file that belongs to it, as Realm's
/// `Realm.deleteFiles(for:)` does: the main file, SQLite's side files, our
/// `.lock`/`.note`/`.management/`, and the files Realm Core leaves beside a
/// genuine file (`.fresh`, `.log`, `.tmp_compaction_space`, …).
///
/// ```swift
/// let plan = try StoreDeleter.plan(storePath: "dogs.realm")   // what would go
/// for removed in try StoreDeleter.delete(storePath: "dogs.realm").removed { print(removed.path) }
/// ```
///
/// Only a store's own files go, and only once the store is recognised: a
/// RealmLens store (its metadata tables, read without touching it), a
/// Realm file (`T-DB`), or a file whose `.lock`/`.note`/`.management`
/// prove a store; a plain SQLite database and its `app.db.*` never. A
/// symbolic link, a device or a pipe where one of the store's files should
/// be is reported and left alone, never followed. Refuses, deleting
/// nothing, while any process has the store open (our OFD lock and Realm
/// Core's `flock` on `.lock` are both taken exclusively first). A store
/// with only some of its files left is deleted cleanly.
public enum StoreDeleter {
    /// One removed file.
    public struct Removed: Equatable, Sendable {
        public var path: String
        public var kind: StoreFileKind
        public var size: Int64
    }

    /// What deleting a store removes and what it leaves alone.
    public struct Plan: Sendable {
        /// The store's files, in the order they go (the lock file last).
        public var files: [StoreFiles.ExistingFile]
        /// Things named like the store's files that are not (links,
        /// devices, pipes, a file where a folder should be).
        public var leftAlone: [StoreFiles.ExistingFile]
    }

    /// What a deletion did.
    public struct Outcome: Sendable {
        public var removed: [Removed]
        /// What was left alone, with the reason.
        public var leftAlone: [(path: String, reason: String)]
    }

    /// Refuses a `path` that is a symbolic link: deleting through it would
    /// delete the store it leads to under another name, so the user names
    /// the real path (or removes just the link). The real path is suggested
    /// only when it is a store: `realmlens delete /etc/passwd` would only be
    /// refused in turn.
    ///
    /// ```
    /// 'x.realm' is a symbolic link to '/data/x.realm'; delete the store by its real path ('realmlens delete /data/x.realm'), or remove just the link with rm; nothing was deleted
    /// 'x.realm' is a symbolic link to '/etc/passwd', which is not a store; remove just the link with rm; nothing was deleted
    /// ```
    public static func refuseSymbolicLink(_ path: String) throws {
        guard let target = FileSystemEntry.linkTarget(of: path) else { return }
        let found = FileSystemEntry(path: target)
        // Only a regular file is looked into: reading a pipe or a device could block or change it.
        if found.kind == .regular, (try? plan(storePath: target)) != nil {
            throw CommandFailure("\(quoted: path) is a symbolic link to \(quoted: target); delete the store by its real path (\(quoted: "realmlens delete \(target)")), or remove just the link with rm; nothing was deleted")
        }
        let what = found.kind == .regular ? "not a store" : "\(found.kindName), not a store"
        throw CommandFailure("\(quoted: path) is a symbolic link to \(quoted: target), which is \(what); remove just the link with rm; nothing was deleted")
    }

    /// Recognises the store at `storePath` and lists its files, without
    /// changing anything.
    public static func plan(storePath: String) throws -> Plan {
        try refuseSymbolicLink(storePath)
        let files = StoreFiles(storePath: storePath)
        let existing = files.existingFiles()
        guard !existing.isEmpty else { throw StoreOpenError.notFound(path: storePath) }
        if let main = existing.first(where: { $0.kind == .store }) {
            try requireStore(main, among: existing)
        } else if !existing.contains(where: { [.lock, .note, .management].contains($0.kind) && $0.isExpectedKind }) {
            // Without the main file, only our distinctive side files prove a store was here:
            // `delete foo` must never remove an unrelated `foo.log`.
            throw StoreOpenError.notFound(path: storePath)
        }
        let order = StoreFileKind.allCases.filter { $0 != .lock } + [.lock]
        let sorted = order.compactMap { kind in existing.first { $0.kind == kind } }
        return Plan(files: sorted.filter(\.isExpectedKind), leftAlone: sorted.filter { !$0.isExpectedKind })
    }

    /// Deletes every file of the store at `storePath`; returns what was
    /// removed, in order, and what was left alone. `removed` lists only
    /// files that were there before it ran: the `.lock` and `.management/`
    /// it creates to take the store's locks go too, unreported, so a user
    /// is never told a file of theirs went that they never had.
    public static func delete(storePath: String) throws -> Outcome {
        let hadBefore = Set(try plan(storePath: storePath).files.map(\.path))
        try requireWritableFolder(storePath)
        let files = StoreFiles(storePath: storePath)
        // Realm Core's flock first (a genuine app), then our own lock (which names its holders).
        let coreLock = try RealmCoreLock.acquireExclusive(storePath: storePath)
        defer { coreLock?.release() }
        let lock = try StoreLock.acquireExclusive(files: files)
        defer { lock.release() }
        try GenuineEditors.refuse(storePath, "nothing was deleted")
        // A RealmLens commit or compaction of a genuine file renames its new
        // version over the name under this turn: deleting outside it let such a
        // rename bring the file back after "deleted". A writer waiting for the
        // turn then finds no file and writes nothing.
        let turn = FileSystemEntry(path: storePath).kind == .regular ? try GenuineWriterLock.acquire(path: storePath) : nil
        defer { turn?.release() }

        // Planned again under the lock: what is there now is what goes.
        let plan = try plan(storePath: storePath)
        var outcome = Outcome(removed: [], leftAlone: plan.leftAlone.map { ($0.path, "it is \($0.found.name), not a \($0.kind.shortName)") })
        for file in plan.files {
            if let reason = files.remove(file) {
                outcome.leftAlone.append((file.path, reason))
                // While any file is left, so is the lock file: the store is not gone.
                if file.kind != .lock { continue }
            }
            if FileSystemEntry(path: file.path).exists || !hadBefore.contains(file.path) { continue }
            outcome.removed.append(Removed(path: file.path, kind: file.kind, size: file.size))
        }
        // Whatever an interrupted command left in this folder goes too.
        AtomicFile.removeStaleTemporaries(for: storePath, purpose: Compactor.purpose)
        AtomicFile.syncDirectory(of: storePath)
        return outcome
    }

    /// Files are removed from their folder, so one the process may not write
    /// into (its mode, `chattr +i`, a read-only mount) ends the deletion before
    /// it starts, named as such (it said "no coordination available for
    /// store …: its folder is read-only and it has no lock file").
    private static func requireWritableFolder(_ storePath: String) throws {
        let (folder, _) = AtomicFile.split(storePath)
        guard access(folder.isEmpty ? "." : folder, W_OK) != 0 else { return }
        let reason = errno == EROFS ? "is on a read-only file system" : "is not writable"
        throw CommandFailure("cannot delete \(quoted: storePath): its folder \(quoted: folder.isEmpty ? "." : folder) \(reason); nothing was deleted")
    }

    /// Throws unless the main file is a store: a RealmLens store, a Realm
    /// file, or (encrypted or empty) a file whose auxiliary files are there.
    private static func requireStore(_ main: StoreFiles.ExistingFile, among existing: [StoreFiles.ExistingFile]) throws {
        guard main.found == .regular else {
            throw StoreOpenError.notAFile(path: main.path, found: main.found.name)
        }
        let hasRealmSideFiles = existing.contains { [.lock, .note, .management].contains($0.kind) && $0.isExpectedKind }
        switch try StoreFormat.detect(path: main.path) {
        case .realmCore:
            return
        case .realmLens:
            switch StoreRecognition.recognize(path: main.path) {
            case .realmLensStore: return
            case .otherDatabase: throw LifecycleError.notAStore(path: main.path)
            case .emptyDatabase:
                if !hasRealmSideFiles { throw LifecycleError.notAStore(path: main.path) }
            case .unreadable(let reason):
                if hasRealmSideFiles { return }
                throw CommandFailure("cannot tell whether \(main.path) is a store (SQLite says: \(reason)); nothing was deleted")
            }
        case .unknown where RealmFile.looksEncrypted(path: main.path):
            return  // an encrypted Realm file: its header is ciphertext
        case .unknown, .empty:
            if !hasRealmSideFiles { throw LifecycleError.notAStore(path: main.path) }
        }
    }
}
