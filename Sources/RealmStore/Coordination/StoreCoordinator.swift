import Glibc

/// Everything a `Realm` needs from the store's auxiliary files, created
/// when the realm opens and closed when it closes.
///
/// ```swift
/// // Realm open
/// let coordinator = try StoreCoordinator(path: "default.realm", mode: .readWrite)
/// // after each commit
/// coordinator.notifyCommit()
/// // a watching query
/// try coordinator.startWatching()
/// while try coordinator.waitForChange(timeout: .seconds(1)) { rerunQuery() }
/// // compaction or deletion
/// try coordinator.tryExclusive()   // "store default.realm is in use by pid 4242 (realmlens); …"
/// coordinator.endExclusive()
/// // Realm close
/// coordinator.close()
/// ```
///
/// On open it takes a shared lock on `PATH.lock`, registers this process in
/// `PATH.management/` and, opened read-write, makes sure `PATH.note`
/// exists (a read-only open creates no pipe until it watches). On a read-only
/// folder it creates nothing and does not fail: `isCoordinated` is false,
/// `unavailableReason` says why, commits notify nobody, and exclusive
/// access is refused. The files are disposable: deleting them while no
/// process has the store open loses nothing, and the next open recreates
/// them.
///
/// Not thread-safe: a `Realm` uses its coordinator from one thread at a
/// time.
public final class StoreCoordinator {
    /// How a store is opened.
    public enum Mode: Sendable, Equatable {
        /// Reading and writing.
        case readWrite
        /// Reading only; the store still takes part in locking (so it is
        /// not compacted or deleted under the reader) and may watch for
        /// changes, when its folder is writable.
        case readOnly

        var accessName: String { self == .readWrite ? "read-write" : "read-only" }
    }

    /// The store's files.
    public let files: StoreFiles
    /// How the store was opened.
    public let mode: Mode
    /// Why there is no coordination (e.g. "its folder is read-only and it
    /// has no lock file"), or nil when there is.
    public private(set) var unavailableReason: String?

    private var lock: StoreLock?
    private var notifier: ChangeNotifier
    private var isClosed = false

    /// Joins the coordination of the store at `path`: shared lock,
    /// management entry, notification pipe.
    ///
    /// Throws `storeLockedExclusively` when a compaction or deletion holds
    /// the store for longer than `openTimeout`, and `systemCallFailed` for
    /// unexpected I/O errors; a read-only folder is not an error.
    ///
    /// `registering: false` suits a short-lived read (a one-shot command):
    /// it holds the shared lock but makes no entry in `PATH.management/`
    /// until it starts watching, so a lone reader creates and removes only
    /// `PATH.lock` (making and removing the folder and its entry cost ~4 ms
    /// of file-system journal work); compaction and deletion still wait for
    /// it or refuse, naming it "another process".
    public init(path: String, mode: Mode, openTimeout: Duration = .seconds(2), registering: Bool = true) throws(CoordinationError) {
        try Self.requireStoreFile(path)
        files = StoreFiles(storePath: path)
        self.mode = mode
        // `StoreLock` checks the auxiliary paths (`requireOwnAuxiliaryFiles`) before it creates anything.
        do {
            lock = try StoreLock(files: files, mode: mode, timeout: openTimeout, registering: registering || mode == .readWrite)
        } catch {
            guard case let .coordinationUnavailable(_, reason) = error else { throw error }
            unavailableReason = reason
        }
        // Only a writer's commits poke `PATH.note`, so only a read-write open makes it (a read-only
        // watcher makes its own pipe in `.management/`, or `PATH.note` when it starts watching).
        if lock != nil, mode == .readWrite, ChangeNotifier.createNotePipe(files: files) == EEXIST {
            lock?.release()
            throw .foreignFile(ForeignFile(path: files.notePath, role: "change-notification pipe",
                                           found: FileSystemEntry(path: files.notePath).kindName))
        }
        notifier = ChangeNotifier(files: files, entryName: lock?.entryName)
    }

    /// Throws unless `path` is a regular file (or a link to one) or does
    /// not exist yet: a named pipe, a device, a folder or a link leading
    /// nowhere is never opened as a store, so no SQLite database is ever
    /// written into a device and no file is created at a link's far end.
    public static func requireStoreFile(_ path: String) throws(CoordinationError) {
        let entry = FileSystemEntry(path: path)
        switch entry.kind {
        case .missing, .regular:
            return
        case .symbolicLink:
            let target = FileSystemEntry(followingLinksAt: path)
            if target.kind == .regular { return }
            throw .notAStoreFile(path: path, found: target.exists ? "a symbolic link to \(target.kindName)" : "a symbolic link that leads nowhere")
        default:
            throw .notAStoreFile(path: path, found: entry.kindName)
        }
    }

    /// Throws `foreignFile` when something other than what RealmLens (or
    /// SQLite) makes is where `.lock`, `.note`, `.management` or SQLite's
    /// `-journal`, `-wal`, `-shm` should be (a link, a device, a file for a
    /// folder): it is reported and left alone.
    static func requireOwnAuxiliaryFiles(_ files: StoreFiles) throws(CoordinationError) {
        // A regular file where the note pipe should be is tolerated (never
        // written into: `poke` writes only to pipes); Realm Core tools leave them.
        // SQLite creates its journal without O_NOFOLLOW: a planted link there would be written through.
        let expected: [(StoreFileKind, [FileSystemEntry.Kind])] = [
            (.lock, [.regular]), (.note, [.fifo, .regular]), (.management, [.directory]),
            (.sqliteJournal, [.regular]), (.sqliteWAL, [.regular]), (.sqliteSharedMemory, [.regular]),
        ]
        for (kind, wanted) in expected {
            let entry = FileSystemEntry(path: files.path(for: kind))
            if entry.exists && !wanted.contains(entry.kind) {
                throw .foreignFile(ForeignFile(path: entry.path, role: kind.shortName, found: entry.kindName))
            }
            // SQLite writes into a side file it finds (a stale journal's header, page images): one
            // with another name elsewhere (`ln /etc/passwd x.realm-journal`) would write that file.
            if entry.kind == .regular, entry.linkCount > 1, [.sqliteJournal, .sqliteWAL, .sqliteSharedMemory].contains(kind) {
                throw .foreignFile(ForeignFile(path: entry.path, role: kind.shortName,
                                               found: "a file with \(entry.linkCount) names (a hard link)"))
            }
        }
    }

    deinit { close() }

    /// Whether this store takes part in inter-process coordination (false
    /// on a read-only folder).
    public var isCoordinated: Bool { lock != nil }

    /// Whether the store is currently held exclusively by this coordinator.
    public var isExclusive: Bool { lock?.isExclusive ?? false }

    // MARK: - Commits and changes

    /// Tells every other process watching the store that a commit just
    /// happened; never blocks and never fails. Call it after the commit is
    /// durable.
    public func notifyCommit() {
        guard !isClosed else { return }
        notifier.notify()
    }

    /// Starts listening for other processes' commits; those made from then
    /// on wake `waitForChange`. Call it before reading the state you watch.
    public func startWatching() throws(CoordinationError) {
        guard !isClosed else { throw .closed(storePath: files.storePath) }
        if !notifier.isWatching, let lock, lock.entryName == nil {
            // A watcher registers first, so that it gets a pipe of its own in `.management/`.
            try lock.register()
            notifier = ChangeNotifier(files: files, entryName: lock.entryName)
        }
        try notifier.startWatching()
    }

    /// Waits until another process commits, or `timeout` passes; returns
    /// whether a change arrived. Starts watching if not yet started. Throws
    /// `coordinationUnavailable` on a read-only folder with no pipe, where
    /// the caller must poll instead.
    public func waitForChange(timeout: Duration) throws(CoordinationError) -> Bool {
        guard !isClosed else { throw .closed(storePath: files.storePath) }
        try startWatching()
        return try notifier.wait(timeout: timeout)
    }

    /// The descriptor that becomes readable when a change arrives (once
    /// watching), to `poll` together with other input.
    public var changeFileDescriptor: Int32? { notifier.fileDescriptor }

    // MARK: - Holders and exclusive access

    /// The other processes (and other opens in this process) that have the
    /// store open.
    public func otherHolders() -> [StoreHolder] {
        if let lock { return lock.otherHolders() }
        return StoreLock.holders(of: files)
    }

    /// Takes the store exclusively, for compaction or deletion, or throws
    /// `storeInUse` naming the other holders; does not wait.
    public func tryExclusive() throws(CoordinationError) {
        guard !isClosed else { throw .closed(storePath: files.storePath) }
        guard let lock else {
            throw .coordinationUnavailable(storePath: files.storePath, reason: unavailableReason ?? "no lock file")
        }
        try lock.tryExclusive()
    }

    /// Gives up exclusive access; the store stays open (shared).
    public func endExclusive() {
        lock?.endExclusive()
    }

    /// Leaves the coordination: stops watching, removes this process's
    /// entry, drops the lock. Harmless to call twice; deinit calls it.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        notifier.stopWatching()
        lock?.release()
        lock = nil
    }
}
