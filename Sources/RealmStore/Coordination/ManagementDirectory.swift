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

    /// Creates the folder if needed; returns 0 or the errno.
    func create() -> Int32 {
        if mkdir(path, 0o755) == 0 || errno == EEXIST {
            return PathInfo(path: path)?.isDirectory == true ? 0 : ENOTDIR
        }
        return errno
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

    // MARK: - Registering

    /// Registers the calling process as a holder; nil (with the errno) when
    /// the folder cannot be written.
    func register(access: String) -> (entry: RegisteredEntry?, errno: Int32) {
        let created = create()
        guard created == 0 else { return (nil, created) }

        let pid = getpid()
        let temporary = itemPath("\(Self.temporaryPrefix)\(pid)-\(UInt64.random(in: 0...UInt64.max))")
        let (fd, openErrno) = openFile(temporary, O_RDWR | O_CREAT | O_EXCL)
        guard fd >= 0 else { return (nil, openErrno) }
        defer { unlink(temporary) }
        let lockErrno = setOFDLock(fd, .exclusive)
        guard lockErrno == 0 else {
            closeFile(fd)
            return (nil, lockErrno)
        }
        let entry = RegisteredEntry(directory: self, name: "", fd: fd)
        entry.write(access: access)

        for serial in 1...10_000 {
            let name = serial == 1 ? "\(pid)" : "\(pid)-\(serial)"
            let target = itemPath(name)
            if link(temporary, target) == 0 {
                entry.name = name
                return (entry, 0)
            }
            let linkErrno = errno
            guard linkErrno == EEXIST else {
                closeLockedFile(fd)
                entry.fd = -1
                return (nil, linkErrno)
            }
            // A leftover of a dead process with our pid is taken over; a live
            // entry (another open in this process) makes us try the next name.
            if removeIfStale(name), link(temporary, target) == 0 {
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
    /// together with their FIFOs.
    func liveEntries(clean: Bool = true) -> [(name: String, holder: StoreHolder)] {
        var live: [(String, StoreHolder)] = []
        for name in directoryEntries(path) {
            if name.hasPrefix(Self.temporaryPrefix) {
                if clean { removeStaleTemporary(name) }
                continue
            }
            if name.hasSuffix(Self.fifoSuffix) {
                let owner = String(name.dropLast(Self.fifoSuffix.count))
                if clean, Self.pid(ofEntry: owner) != nil, PathInfo(path: itemPath(owner)) == nil {
                    unlink(itemPath(name))  // a watcher FIFO whose entry is gone
                }
                continue
            }
            guard let pid = Self.pid(ofEntry: name) else { continue }
            if let holder = liveHolder(name: name, pid: pid) {
                live.append((name, holder))
            } else if clean {
                _ = removeIfStale(name)
            }
        }
        return live
    }

    /// The holder an entry describes, or nil when the entry is stale or gone.
    func liveHolder(name: String, pid: Int32) -> StoreHolder? {
        let (fd, _) = openFile(itemPath(name), O_RDONLY | O_NONBLOCK)
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
    func isLive(_ name: String) -> Bool {
        guard let pid = Self.pid(ofEntry: name) else { return false }
        return liveHolder(name: name, pid: pid) != nil
    }

    // MARK: - Cleaning

    /// Removes an entry (and its FIFO) if nobody holds its lock; returns
    /// whether the name is now free.
    @discardableResult
    func removeIfStale(_ name: String) -> Bool {
        let entryPath = itemPath(name)
        let (fd, openErrno) = openFile(entryPath, O_RDWR | O_NONBLOCK)
        guard fd >= 0 else { return openErrno == ENOENT }
        defer { closeLockedFile(fd) }
        // Holding the lock ourselves proves the owner is gone, and keeps a
        // second cleaner from racing us; the identity check makes sure the
        // name still points at the file we locked.
        guard setOFDLock(fd, .exclusive) == 0, FileIdentity(fd: fd) == FileIdentity(path: entryPath) else {
            return false
        }
        unlink(itemPath(name + Self.fifoSuffix))
        return unlink(entryPath) == 0 || errno == ENOENT
    }

    /// Removes a half-created entry left by a process that died while
    /// registering.
    private func removeStaleTemporary(_ name: String) {
        let digits = name.dropFirst(Self.temporaryPrefix.count).prefix { $0.isNumber }
        guard let pid = Int32(digits), !processExists(pid) else { return }
        let itemPath = itemPath(name)
        // A half-made watcher pipe has no lock to check; its pid is enough.
        let (fd, _) = PathInfo(path: itemPath)?.isFIFO == true ? (-1, 0) : openFile(itemPath, O_RDWR | O_NONBLOCK)
        if fd >= 0 {
            defer { closeLockedFile(fd) }
            guard setOFDLock(fd, .exclusive) == 0 else { return }
        }
        unlink(itemPath)
    }
}

/// This process's entry in `.management/`; holds the entry's lock until
/// `remove()` or deinit.
final class RegisteredEntry {
    let directory: ManagementDirectory
    /// The entry's file name, e.g. `4242` or `4242-2`.
    fileprivate(set) var name: String
    fileprivate var fd: Int32

    fileprivate init(directory: ManagementDirectory, name: String, fd: Int32) {
        self.directory = directory
        self.name = name
        self.fd = fd
    }

    deinit { remove() }

    /// The entry file's path.
    var path: String { directory.itemPath(name) }

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
        if !name.isEmpty, FileIdentity(path: path) == FileIdentity(fd: fd) {
            unlink(path)
        }
        closeLockedFile(fd)
        fd = -1
    }
}
