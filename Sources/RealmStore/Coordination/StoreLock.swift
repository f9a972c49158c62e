import Glibc

/// The store's `PATH.lock` file: every process that opens the store holds a
/// shared lock on it; compaction and deletion need it exclusively.
///
/// ```swift
/// let lock = try StoreLock(files: files, mode: .readWrite)   // shared
/// try lock.tryExclusive()   // throws "store default.realm is in use by pid 4242 (realmlens); …"
/// lock.endExclusive()
/// lock.release()            // or let it go: deinit releases
/// ```
///
/// The lock is a Linux open-file-description (OFD) lock (`F_OFD_SETLK`) on
/// the whole file. Like `flock`, it belongs to the open file, not to the
/// process, so the kernel drops it when the descriptor is closed or the
/// process dies, SIGKILL included; unlike classic `fcntl` locks it is not
/// silently dropped when the process closes some *other* descriptor of the
/// same file, and two opens within one process exclude each other the way
/// two processes do. Descriptors are `O_CLOEXEC`, so helper processes we
/// spawn do not prolong the lock past their `exec`, and `release()`
/// unlocks before closing, for the instant before that `exec`. Classic
/// `fcntl` locks, which other tools take (Python's `fcntl.lockf`), conflict
/// with OFD locks as expected, so such tools can join the protocol; `flock`
/// locks would not see them, nor could they be probed without taking them
/// (`F_OFD_GETLK` does, for `isOpenElsewhere` and stale-entry checks).
///
/// OFD locks cannot say *who* holds them, so each holder also registers an
/// entry in `PATH.management/` (see `ManagementDirectory`); `holders()`
/// lists those whose entry lock is still held, ignoring and removing the
/// leftovers of dead processes.
public final class StoreLock {
    /// The files of the locked store.
    public let files: StoreFiles
    /// Whether this lock is currently exclusive.
    public private(set) var isExclusive = false

    private var fd: Int32
    private var entry: RegisteredEntry?
    private let canWrite: Bool
    /// How the store is used, as the entry records it (`read-write`, `read-only`).
    private let access: String
    /// This open's slot in the signal handler's table (`StoreLockSignalCleanup`).
    private var signalSlot: Int?

    /// Takes a shared lock on `PATH.lock`, creating it if needed, and
    /// registers this process in `PATH.management/`.
    ///
    /// When the folder is read-only an existing lock file is still locked
    /// (opened read-only) and the missing registration is tolerated; when
    /// there is no lock file and none can be created, throws
    /// `coordinationUnavailable`. While another process holds the store
    /// exclusively, retries for `timeout`, then throws
    /// `storeLockedExclusively`.
    ///
    /// With `registering: false` (a short-lived read) the entry is made
    /// only by `register()`: the lock alone keeps compaction and deletion
    /// away, and they name this holder "another process".
    public convenience init(
        files: StoreFiles, mode: StoreCoordinator.Mode, timeout: Duration = .seconds(2), registering: Bool = true
    ) throws(CoordinationError) {
        try self.init(files: files, access: mode.accessName, lockType: .shared, timeout: timeout, registering: registering)
    }

    /// Takes `PATH.lock` exclusively without opening the store, for
    /// deleting or compacting it; throws `storeInUse` with the holders'
    /// pids when any process has the store open.
    ///
    /// ```swift
    /// let lock = try StoreLock.acquireExclusive(files: files)
    /// // delete or replace the store's files, PATH.lock last
    /// lock.release()
    /// ```
    public static func acquireExclusive(files: StoreFiles) throws(CoordinationError) -> StoreLock {
        try StoreLock(files: files, access: "exclusive", lockType: .exclusive, timeout: .zero)
    }

    private init(files: StoreFiles, access: String, lockType: LockType, timeout: Duration, registering: Bool = true) throws(CoordinationError) {
        self.files = files
        self.access = access
        // Nothing is created beside a store whose auxiliary paths hold something foreign.
        try StoreCoordinator.requireOwnAuxiliaryFiles(files)
        // A signal that ends the process waits until the lock file and the entry are in its table.
        var hold = EndingSignalHold()
        let deadline = monotonicMilliseconds() + Int64(timeout.pollMilliseconds)
        let lockPath = files.lockPath
        while true {
            var fd: Int32, openErrno: Int32
            var writable = true
            do {
                // O_NOFOLLOW inside: never through a (dangling) link, never into a pipe or device.
                (fd, openErrno) = try openAuxiliary(lockPath, O_RDWR | O_CREAT, expected: .regular, role: "lock file")
                if fd < 0 && isReadOnlyErrno(openErrno) {
                    (fd, openErrno) = try openAuxiliary(lockPath, O_RDONLY, expected: .regular, role: "lock file")
                    writable = false
                }
            } catch {
                throw .foreignFile(error)
            }
            guard fd >= 0 else {
                if !writable && (openErrno == ENOENT || isReadOnlyErrno(openErrno)) {
                    throw .coordinationUnavailable(
                        storePath: files.storePath,
                        reason: "its folder is read-only and it has no lock file")
                }
                throw .systemCallFailed(operation: "open lock file", path: lockPath, errno: openErrno)
            }
            if lockType == .exclusive && !writable {
                closeFile(fd)
                throw .coordinationUnavailable(storePath: files.storePath, reason: "its lock file is read-only")
            }
            let lockErrno = setOFDLock(fd, lockType)
            if lockErrno == EAGAIN || lockErrno == EACCES {
                closeFile(fd)
                if monotonicMilliseconds() >= deadline {
                    let holders = ManagementDirectory(path: files.managementPath).liveEntries().map(\.holder)
                    if lockType == .exclusive { throw .storeInUse(storePath: files.storePath, holders: holders) }
                    throw .storeLockedExclusively(storePath: files.storePath, holders: holders.filter(\.isExclusive))
                }
                hold.pause { sleepMilliseconds(10) }
                continue
            }
            guard lockErrno == 0 else {
                closeLockedFile(fd)
                throw .systemCallFailed(operation: "lock", path: lockPath, errno: lockErrno)
            }
            // A deleter may have removed the file between our open and our
            // lock; a lock on an unlinked file coordinates with nobody.
            guard Self.isStillLockFile(fd, lockPath) else {
                closeLockedFile(fd)
                continue
            }
            self.fd = fd
            self.canWrite = writable
            self.isExclusive = lockType == .exclusive
            break
        }
        // A signal that ends the process releases the lock as `release()` would (only a writable one removes files).
        if canWrite { signalSlot = StoreLockSignalCleanup.add(lockFD: fd, files: files) }
        guard registering else { return }
        do {
            try register()
        } catch {
            release()
            throw error
        }
    }

    /// Registers this open in `PATH.management/` (who has the store open),
    /// if it is not yet; a read-only folder leaves it unregistered. Throws
    /// `foreignFile` when something else is where the folder should be.
    public func register() throws(CoordinationError) {
        guard fd >= 0, entry == nil else { return }
        var hold = EndingSignalHold()
        defer { hold.end() }
        do {
            entry = try ManagementDirectory(path: files.managementPath).register(access: isExclusive ? "exclusive" : access).entry
        } catch {
            throw .foreignFile(error)
        }
        if let slot = signalSlot, let entry {
            StoreLockSignalCleanup.setEntry(slot, folderFD: entry.folder.fd, entryFD: entry.fd, name: entry.name)
        }
    }

    /// Whether `PATH.lock` (not following a link) is still the file open as
    /// `fd`: a last user may have removed it between our open and our lock.
    static func isStillLockFile(_ fd: Int32, _ lockPath: String) -> Bool {
        FileSystemEntry(path: lockPath).isSameFile(as: FileSystemEntry(descriptor: fd, path: lockPath))
    }

    deinit { release() }

    // MARK: - Exclusive access

    /// Converts the shared lock into an exclusive one, for compaction or
    /// deletion, without waiting; throws `storeInUse` naming the other
    /// holders when any other open of the store exists (in this process or
    /// another).
    public func tryExclusive() throws(CoordinationError) {
        guard fd >= 0 else { throw .closed(storePath: files.storePath) }
        if isExclusive { return }
        guard canWrite else {
            throw .coordinationUnavailable(storePath: files.storePath, reason: "its lock file is read-only")
        }
        let lockErrno = setOFDLock(fd, .exclusive)
        if lockErrno == EAGAIN || lockErrno == EACCES {
            throw .storeInUse(storePath: files.storePath, holders: otherHolders())
        }
        guard lockErrno == 0 else {
            throw .systemCallFailed(operation: "lock", path: files.lockPath, errno: lockErrno)
        }
        guard Self.isStillLockFile(fd, files.lockPath) else {
            _ = setOFDLock(fd, .shared)
            throw .coordinationUnavailable(
                storePath: files.storePath,
                reason: "its lock file was deleted while the store was open; close every process using it and try again")
        }
        isExclusive = true
        entry?.write(access: "exclusive")
    }

    /// Turns an exclusive lock back into a shared one; other processes can
    /// open the store again.
    public func endExclusive() {
        guard fd >= 0, isExclusive else { return }
        _ = setOFDLock(fd, .shared)
        isExclusive = false
        entry?.write(access: canWrite ? "read-write" : "read-only")
    }

    // MARK: - Holders

    /// The processes that have the store open, this one included, with the
    /// leftovers of dead processes ignored (and removed when possible).
    public func holders() -> [StoreHolder] {
        ManagementDirectory(path: files.managementPath).liveEntries().map(\.holder)
    }

    /// The holders other than this open of the store (another open inside
    /// this process counts as another holder).
    public func otherHolders() -> [StoreHolder] {
        let own = entry?.name
        return ManagementDirectory(path: files.managementPath).liveEntries()
            .filter { $0.name != own }
            .map(\.holder)
    }

    /// Whether any other open of the store holds a lock on `PATH.lock`,
    /// whether or not it registered itself.
    public var isOpenElsewhere: Bool {
        guard fd >= 0 else { return false }
        return probeOFDLock(fd) != .unlocked
    }

    /// The processes that have the store at `files` open, without opening
    /// it: what `realmlens info` shows and what deletion checks first.
    public static func holders(of files: StoreFiles) -> [StoreHolder] {
        ManagementDirectory(path: files.managementPath).liveEntries().map(\.holder)
    }

    /// The name of this open's entry in `PATH.management/`, or nil when the
    /// folder could not be written.
    var entryName: String? { entry?.name }

    // MARK: - Release

    /// Removes this process's entry and drops the lock; harmless to call
    /// twice. The last user of the store also removes the coordination
    /// files (see `removeAuxiliaryFilesIfLastUser`), so reading a store
    /// leaves nothing behind.
    public func release() {
        // Until the files are gone, a signal that ends the process would find the slot forgotten and leave them.
        var hold = EndingSignalHold()
        defer { hold.end() }
        if let slot = signalSlot { StoreLockSignalCleanup.remove(slot) }
        signalSlot = nil
        entry?.remove()
        entry = nil
        if fd >= 0 && canWrite { removeAuxiliaryFilesIfLastUser() }
        closeLockedFile(fd)
        fd = -1
        isExclusive = false
    }

    /// Removes `PATH.note`, `PATH.management/` and `PATH.lock` when no other
    /// open of the store exists. The files are removed only while this
    /// process holds `PATH.lock` exclusively, and `PATH.lock` last: a
    /// newcomer that opened the old lock file gets its lock only after the
    /// unlink, sees that the name no longer leads to the file it locked
    /// (`isStillLockFile`), and starts again with a fresh one; so nobody
    /// ever holds a lock on a file that is gone. Only what we create is
    /// removed: a lock file that is not empty, a note that is not a pipe, or
    /// a folder holding anything but stale entries stays.
    private func removeAuxiliaryFilesIfLastUser() {
        guard setOFDLock(fd, .exclusive) == 0 else { return }
        guard Self.isStillLockFile(fd, files.lockPath) else { return }
        ManagementDirectory(path: files.managementPath).removeIfUnused()
        if FileSystemEntry(path: files.notePath).kind == .fifo { unlink(files.notePath) }
        let lockFile = FileSystemEntry(path: files.lockPath)
        guard lockFile.kind == .regular, lockFile.size == 0, FileSystemEntry(path: files.managementPath).kind == .missing else {
            return
        }
        unlink(files.lockPath)
    }
}
