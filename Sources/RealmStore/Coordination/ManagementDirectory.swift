import Glibc

/// The store's `PATH.management/` folder: one entry file per open store
/// (per process, and per extra open within a process), and one wake-up pipe
/// per watcher.
///
/// Layout:
///
/// ```
/// default.realm.management/
///   4242          entry of pid 4242: "pid=4242\nname=realmlens\naccess=read-write\n"
///   4242.note     wake-up FIFO of pid 4242's watcher (see ChangeNotifier)
///   4242-2        a second open of the same store inside pid 4242
///   tmp-4242-…    an entry being created (never seen by readers as an entry)
/// ```
///
/// An entry is *live* exactly while its owner holds an exclusive OFD lock
/// on it; the kernel drops that lock when the owner closes it or dies
/// (SIGKILL included). The pid in the name is for people and for error
/// messages: `kill(pid, 0)` alone would call a reused pid alive, and a
/// holder in another pid namespace dead, so the lock decides. Entries are
/// created under a temporary name, locked, then `link`ed into place, so no
/// reader ever sees an unlocked live entry.
struct ManagementDirectory {
    /// The folder's path.
    let path: String

    /// Suffix of a watcher's wake-up FIFO beside its entry.
    static let fifoSuffix = ".note"
    /// Prefix of entries being created.
    static let temporaryPrefix = "tmp-"

    /// The folder, opened without following a link; nil when there is
    /// none; throws `ForeignFile` when something else is at its path.
    func open() throws(ForeignFile) -> AuxiliaryFolder? {
        try AuxiliaryFolder.open(path)
    }

    /// The folder if it can be opened and is a real folder; nil otherwise
    /// (readers treat a foreign folder as holding no entries: the lock on
    /// `PATH.lock`, not this folder, decides who may go ahead).
    func openIfGenuine() -> AuxiliaryFolder? {
        (try? AuxiliaryFolder.open(path)) ?? nil
    }

    /// The path of an entry or other item in the folder.
    func itemPath(_ name: String) -> String { path + "/" + name }

    /// Whether a name is an entry's: `PID` or `PID-N`.
    static func pid(ofEntry name: String) -> Int32? {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            return nil
        }
        return Int32(parts[0])
    }

    /// Whether a name is one this folder's users create: an entry, a
    /// watcher's pipe, or a half-made one of either.
    static func isOurs(_ name: String) -> Bool {
        if name.hasPrefix(temporaryPrefix) { return true }
        let base = name.hasSuffix(fifoSuffix) ? String(name.dropLast(fifoSuffix.count)) : name
        return pid(ofEntry: base) != nil
    }

    // MARK: - Registering

    /// Registers the calling process as a holder; nil (with the errno) when
    /// the folder cannot be written. Throws `ForeignFile` when something
    /// other than a folder (a symbolic link, a file) is at its path.
    func register(access: String) throws(ForeignFile) -> (entry: RegisteredEntry?, errno: Int32) {
        let (created, createErrno) = try AuxiliaryFolder.create(path)
        guard let folder = created else { return (nil, createErrno) }

        let pid = getpid()
        let temporary = "\(Self.temporaryPrefix)\(pid)-\(UInt64.random(in: 0...UInt64.max))"
        let (fd, openErrno) = folder.openItem(temporary, O_RDWR | O_CREAT | O_EXCL)
        guard fd >= 0 else { return (nil, openErrno) }
        defer { folder.unlink(temporary) }
        let lockErrno = setOFDLock(fd, .exclusive)
        guard lockErrno == 0 else {
            closeFile(fd)
            return (nil, lockErrno)
        }
        let entry = RegisteredEntry(folder: folder, name: "", fd: fd)
        entry.write(access: access)

        for serial in 1...10_000 {
            let name = serial == 1 ? "\(pid)" : "\(pid)-\(serial)"
            let linkErrno = folder.link(temporary, name)
            if linkErrno == 0 {
                entry.name = name
                return (entry, 0)
            }
            guard linkErrno == EEXIST else {
                closeLockedFile(fd)
                entry.fd = -1
                return (nil, linkErrno)
            }
            // A leftover of a dead process with our pid is taken over; a live
            // entry (another open in this process) makes us try the next name.
            if removeIfStale(name, in: folder), folder.link(temporary, name) == 0 {
                entry.name = name
                return (entry, 0)
            }
        }
        closeLockedFile(fd)
        entry.fd = -1
        return (nil, EEXIST)
    }

    // MARK: - Reading

    /// The live holders, by entry name, in name order. Stale entries are
    /// skipped and, when `clean` is set and the folder is writable, removed
    /// together with their FIFOs. A missing or foreign folder has none.
    func liveEntries(clean: Bool = true) -> [(name: String, holder: StoreHolder)] {
        guard let folder = openIfGenuine() else { return [] }
        var live: [(String, StoreHolder)] = []
        for name in folder.entries() {
            if name.hasPrefix(Self.temporaryPrefix) {
                if clean { removeStaleTemporary(name, in: folder) }
                continue
            }
            if name.hasSuffix(Self.fifoSuffix) {
                let owner = String(name.dropLast(Self.fifoSuffix.count))
                if clean, Self.pid(ofEntry: owner) != nil, !folder.entry(owner).exists, folder.entry(name).kind == .fifo {
                    folder.unlink(name)  // a watcher FIFO whose entry is gone
                }
                continue
            }
            guard let pid = Self.pid(ofEntry: name) else { continue }
            if let holder = liveHolder(name: name, pid: pid, in: folder) {
                live.append((name, holder))
            } else if clean {
                _ = removeIfStale(name, in: folder)
            }
        }
        return live
    }

    /// The holder an entry describes, or nil when the entry is stale or gone.
    func liveHolder(name: String, pid: Int32, in folder: AuxiliaryFolder) -> StoreHolder? {
        let (fd, _) = folder.openItem(name, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { closeFile(fd) }
        guard probeOFDLock(fd) != .unlocked else { return nil }
        var holder = StoreHolder(pid: pid)
        for line in (readSmallFile(fd: fd) ?? "").split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            let value = String(line[line.index(after: equals)...])
            switch line[..<equals] {
            case "name": holder.processName = value
            case "access": holder.access = value
            default: break
            }
        }
        return holder
    }

    /// Whether the named entry is live (its owner still holds its lock).
    func isLive(_ name: String, in folder: AuxiliaryFolder) -> Bool {
        guard let pid = Self.pid(ofEntry: name) else { return false }
        return liveHolder(name: name, pid: pid, in: folder) != nil
    }

    // MARK: - Cleaning

    /// Removes an entry (and its FIFO) if nobody holds its lock; returns
    /// whether the name is now free.
    @discardableResult
    func removeIfStale(_ name: String, in folder: AuxiliaryFolder) -> Bool {
        let (fd, openErrno) = folder.openItem(name, O_RDWR)
        guard fd >= 0 else { return openErrno == ENOENT }
        defer { closeLockedFile(fd) }
        // Holding the lock ourselves proves the owner is gone, and keeps a
        // second cleaner from racing us; the identity check makes sure the
        // name still points at the file we locked.
        guard setOFDLock(fd, .exclusive) == 0, folder.isStill(name, fd) else {
            return false
        }
        if folder.entry(name + Self.fifoSuffix).kind == .fifo { folder.unlink(name + Self.fifoSuffix) }
        let code = folder.unlink(name)
        return code == 0 || code == ENOENT
    }

    /// Removes every stale item and, when nothing live is left, the folder
    /// itself; for the last user of a store (who holds `PATH.lock`
    /// exclusively, so nobody can register meanwhile). Items that are not
    /// ours are left alone, and so is the folder that holds them.
    func removeIfUnused() {
        guard let folder = openIfGenuine() else { return }
        _ = liveEntries(clean: true)
        for name in folder.entries() where name.hasPrefix(Self.temporaryPrefix) {
            removeStaleTemporary(name, in: folder)
        }
        guard folder.entries().isEmpty else { return }
        folder.removeSelf()
    }

    /// Removes a half-created entry left by a process that died while
    /// registering.
    private func removeStaleTemporary(_ name: String, in folder: AuxiliaryFolder) {
        let digits = name.dropFirst(Self.temporaryPrefix.count).prefix { $0.isNumber }
        guard let pid = Int32(digits), !processExists(pid) else { return }
        let item = folder.entry(name)
        switch item.kind {
        case .fifo:
            // A half-made watcher pipe has no lock to check; its pid is enough.
            folder.unlink(name)
        case .regular:
            let (fd, _) = folder.openItem(name, O_RDWR)
            guard fd >= 0 else { return }
            defer { closeLockedFile(fd) }
            guard setOFDLock(fd, .exclusive) == 0 else { return }
            folder.unlink(name)
        default:
            return
        }
    }
}

/// This process's entry in `.management/`; holds the entry's lock until
/// `remove()` or deinit.
final class RegisteredEntry {
    /// The management folder, held open so the entry is removed from the
    /// folder it was made in even if the path is swapped meanwhile.
    let folder: AuxiliaryFolder
    /// The entry's file name, e.g. `4242` or `4242-2`.
    fileprivate(set) var name: String
    /// The entry file, open and locked while this open is registered; -1 once removed.
    fileprivate(set) var fd: Int32

    fileprivate init(folder: AuxiliaryFolder, name: String, fd: Int32) {
        self.folder = folder
        self.name = name
        self.fd = fd
    }

    deinit { remove() }

    /// The entry file's path.
    var path: String { folder.itemPath(name) }

    /// Records how the store is used (`read-write`, `read-only`,
    /// `exclusive`) in the entry.
    func write(access: String) {
        guard fd >= 0 else { return }
        let text = "pid=\(getpid())\nname=\(currentProcessName())\naccess=\(access)\n"
        let bytes = Array(text.utf8)
        _ = ftruncate(fd, 0)
        _ = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, bytes.count, 0) }
    }

    /// Removes the entry and drops its lock; harmless to call twice.
    func remove() {
        guard fd >= 0 else { return }
        if !name.isEmpty, folder.isStill(name, fd) {
            folder.unlink(name)
        }
        closeLockedFile(fd)
        fd = -1
    }
}
