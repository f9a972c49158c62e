#if canImport(Glibc)
import Glibc
#endif
import RealmStore

/// The lock Realm Core itself takes on `NAME.realm.lock`: a `flock()` lock
/// (`File::lock` in realm-core's `src/realm/util/file.cpp`), shared while
/// a process has the file open. Our own `StoreLock` uses OFD locks, which
/// Linux keeps apart from `flock` locks, so deleting a genuine file must
/// also take this one, or an app with the file open would not be seen.
///
/// ```swift
/// let held = try RealmCoreLock.acquireExclusive(lockPath: "default.realm.lock", storePath: "default.realm")
/// // delete the files…
/// held?.release()
/// ```
final class RealmCoreLock {
    private var fd: Int32

    private init(fd: Int32) { self.fd = fd }

    deinit { release() }

    /// Takes `lockPath` with `flock(LOCK_EX | LOCK_NB)`, or throws
    /// `heldByRealmCore` naming the holders found in `/proc/locks`.
    /// Returns nil when there is no lock file (nobody can hold it).
    static func acquireExclusive(lockPath: String, storePath: String) throws -> RealmCoreLock? {
        // Never through a link, never blocking on a pipe; only a regular file is a lock file.
        let fd = open(lockPath, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else {
            let code = errno
            if code == ELOOP {
                throw CoordinationError.foreignFile(ForeignFile(path: lockPath, role: "lock file", found: "a symbolic link"))
            }
            return nil
        }
        let opened = FileSystemEntry(descriptor: fd, path: lockPath)
        guard opened.kind == .regular else {
            close(fd)
            throw CoordinationError.foreignFile(ForeignFile(path: lockPath, role: "lock file", found: opened.kindName))
        }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            var info = stat()
            let inode = fstat(fd, &info) == 0 ? UInt64(info.st_ino) : 0
            close(fd)
            if code == EWOULDBLOCK || code == EAGAIN {
                throw LifecycleError.heldByRealmCore(storePath: storePath, pids: flockHolders(inode: inode))
            }
            throw StoreOpenError.cannotRead(path: lockPath, reason: String(cString: strerror(code)))
        }
        return RealmCoreLock(fd: fd)
    }

    /// Drops the lock; harmless twice.
    func release() {
        guard fd >= 0 else { return }
        flock(fd, LOCK_UN)
        close(fd)
        fd = -1
    }

    /// The pids `/proc/locks` shows holding a `FLOCK` lock on the file with
    /// this inode (lines like `1: FLOCK ADVISORY READ 4242 fd:01:1234 0 EOF`).
    static func flockHolders(inode: UInt64) -> [Int32] {
        guard inode != 0, let file = fopen("/proc/locks", "r") else { return [] }
        defer { fclose(file) }
        var pids: [Int32] = []
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
            guard fields.count >= 6, fields[1] == "FLOCK", fields[2] == "ADVISORY",
                let pid = Int32(fields[4]), pid > 0,
                let last = fields[5].split(separator: ":").last, UInt64(last) == inode
            else { continue }
            if !pids.contains(pid) { pids.append(pid) }
        }
        return pids.sorted()
    }
}
