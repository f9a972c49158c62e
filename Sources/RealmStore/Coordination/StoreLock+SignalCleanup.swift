import Glibc

/// What a signal that ends the process (SIGINT, SIGTERM, SIGHUP) does to
/// the stores it has open: the same as `StoreLock.release()`, with only
/// system calls. Without it an interrupted `realmlens exec` left
/// `PATH.lock`, `PATH.note` and its entry in `PATH.management/` beside the
/// store (harmless, but litter that only the next open cleared).
///
/// Only this process's own things are removed: its entry (and its watcher
/// pipe) when the name still leads to the file it made; and, only when no
/// other open of the store exists (this process takes `PATH.lock`
/// exclusively first, as `release()` does), an empty management folder, a
/// note that is a pipe, and an empty lock file, the lock file last. SQLite's
/// `-journal` is never touched: a hot journal is what rolls an interrupted
/// write back on the next open.
///
/// The handler may run at any instant, so the registry is a fixed table
/// filled before the work starts; the handler reads it and calls only
/// `fcntl`, `fstat`, `fstatat`, `lstat`, `unlinkat`, `unlink` and `rmdir`
/// (all async-signal-safe). A slot's strings are never freed (a handler
/// might be reading them); a process opens a handful of stores.
enum StoreLockSignalCleanup {
    struct Slot {
        /// The shared lock's descriptor on `PATH.lock`; -1 for a free slot.
        var lockFD: Int32 = -1
        /// The management folder and this open's entry in it; -1 until registered.
        var folderFD: Int32 = -1
        var entryFD: Int32 = -1
        var entryName: UnsafeMutablePointer<CChar>?
        var entryPipeName: UnsafeMutablePointer<CChar>?
        var lockPath: UnsafeMutablePointer<CChar>?
        var notePath: UnsafeMutablePointer<CChar>?
        var managementPath: UnsafeMutablePointer<CChar>?
    }

    static let capacity = 64
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<Slot> = {
        let table = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
        table.initialize(repeating: Slot(), count: capacity)
        return table
    }()

    /// Records an open holding `lockFD` on `files.lockPath`; the slot, or nil when the table is full.
    static func add(lockFD: Int32, files: StoreFiles) -> Int? {
        guard let index = (0..<capacity).first(where: { slots[$0].lockFD < 0 }) else { return nil }
        var slot = Slot()
        slot.lockPath = strdup(files.lockPath)
        slot.notePath = strdup(files.notePath)
        slot.managementPath = strdup(files.managementPath)
        slots[index] = slot
        slots[index].lockFD = lockFD  // published last
        return index
    }

    /// Records the open's entry in the management folder.
    static func setEntry(_ index: Int, folderFD: Int32, entryFD: Int32, name: String) {
        slots[index].entryFD = -1
        slots[index].entryName = strdup(name)
        slots[index].entryPipeName = strdup(name + ManagementDirectory.fifoSuffix)
        slots[index].folderFD = folderFD
        slots[index].entryFD = entryFD  // published last
    }

    /// Forgets the open (it is being released the ordinary way).
    static func remove(_ index: Int) {
        slots[index].lockFD = -1
        slots[index].entryFD = -1
    }

    /// Releases every recorded open; called from a signal handler.
    static func releaseAllFromSignalHandler() {
        for index in 0..<capacity where slots[index].lockFD >= 0 {
            let slot = slots[index]
            if slot.entryFD >= 0, let name = slot.entryName, sameFile(at: slot.folderFD, name, asOpen: slot.entryFD) {
                unlinkat(slot.folderFD, name, 0)
                if let pipe = slot.entryPipeName, kind(at: slot.folderFD, pipe) == S_IFIFO { unlinkat(slot.folderFD, pipe, 0) }
            }
            // Another open of the store still holds it: its files stay.
            guard setOFDLock(slot.lockFD, .exclusive) == 0, let lockPath = slot.lockPath,
                  sameFile(at: AT_FDCWD, lockPath, asOpen: slot.lockFD) else { continue }
            if let management = slot.managementPath { rmdir(management) }  // only when empty
            if let note = slot.notePath, kind(at: AT_FDCWD, note) == S_IFIFO { unlink(note) }
            var info = stat()
            let managementGone = slot.managementPath.map { lstat($0, &info) != 0 && errno == ENOENT } ?? true
            if managementGone, lstat(lockPath, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size == 0 {
                unlink(lockPath)
            }
        }
    }

    /// The file type bits of `name` (not following a link), or 0.
    private static func kind(at folderFD: Int32, _ name: UnsafePointer<CChar>) -> mode_t {
        var info = stat()
        return fstatat(folderFD, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// Whether `name` (not following a link) is the file open as `fd`.
    private static func sameFile(at folderFD: Int32, _ name: UnsafePointer<CChar>, asOpen fd: Int32) -> Bool {
        var named = stat(), open = stat()
        guard fstatat(folderFD, name, &named, AT_SYMLINK_NOFOLLOW) == 0, fstat(fd, &open) == 0 else { return false }
        return named.st_dev == open.st_dev && named.st_ino == open.st_ino
    }
}

extension StoreCoordinator {
    /// Leaves the coordination of every store this process has open, with
    /// only async-signal-safe calls: for the handler of a signal that ends
    /// the process (see `StoreLockSignalCleanup`). Call `prepareForSignals()` first.
    public static func leaveAllFromSignalHandler() {
        StoreLockSignalCleanup.releaseAllFromSignalHandler()
    }

    /// Makes the registry's table now, so the signal handler never has to.
    public static func prepareForSignals() {
        _ = StoreLockSignalCleanup.slots
    }
}
