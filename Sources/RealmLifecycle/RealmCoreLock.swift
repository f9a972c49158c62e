#if canImport(Glibc)
import Glibc
#endif
import RealmStore
import RealmModel

/// The lock Realm Core itself takes on `NAME.realm.lock`: a `flock()` lock
/// (`File::lock` in realm-core's `src/realm/util/file.cpp`), shared while
/// a process has the file open. The one place RealmLens asks who holds it
/// (`holders(of:)`) and takes it (`acquireExclusive(storePath:)`).
///
/// ```swift
/// RealmCoreLock.holders(of: "default.realm")   // [4242]: an app has it open
/// let held = try RealmCoreLock.acquireExclusive(storePath: "default.realm")
/// // rewrite or delete the files…
/// held?.release()
/// ```
///
/// Why two kinds of lock: our own store's `StoreLock` (in RealmStore, which
/// every `Realm` open takes) is an OFD lock, which can be probed without
/// being taken and works alike within one process and across processes,
/// but Linux keeps OFD and `flock` locks apart, so it never sees an app.
/// This lock is the app's own protocol, which RealmLens must speak on a
/// genuine file: deleting, compacting or committing to one takes it
/// exclusively, so an app with the file open is never written under.
/// (A temporary file's writer marks it in use with a `flock` of its own,
/// `AtomicFile.markInUse`; that one guards our temporaries, not a store.)
public final class RealmCoreLock {
    private var fd: Int32

    private init(fd: Int32) { self.fd = fd }

    deinit { release() }

    /// The pids (other than this process, in order) holding the lock of the
    /// genuine file at `storePath`, `[]` when held by processes
    /// `/proc/locks` does not name, or `nil` when nobody holds it or there
    /// is no lock file. Probes without keeping the lock; never creates or
    /// writes any file.
    public static func holders(of storePath: String) -> [Int32]? {
        let lockPath = lockPath(of: storePath)
        guard let fd = try? openLockFile(lockPath) else { return nil }
        defer { close(fd) }
        if flock(fd, LOCK_EX | LOCK_NB) == 0 {
            flock(fd, LOCK_UN)
            return nil
        }
        guard errno == EWOULDBLOCK else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return [] }
        return flockHolders(inode: UInt64(info.st_ino), excluding: getpid())
    }

    /// Throws, as `acquireExclusive` would, when something other than a
    /// regular file (a folder, a pipe, a link) is where the lock file of the
    /// genuine file at `storePath` belongs: an edit checks before its first
    /// statement runs, so no statement reports a change that its commit
    /// then refuses. Takes no lock, creates nothing.
    public static func requireUsableLockFile(of storePath: String) throws {
        if let fd = try openLockFile(lockPath(of: storePath)) { close(fd) }
    }

    /// Takes the lock of the genuine file at `storePath` with
    /// `flock(LOCK_EX | LOCK_NB)`, or throws `heldByRealmCore` naming the
    /// holders (this process too, when it holds the lock elsewhere). Returns nil when there is no lock file (nobody can hold it);
    /// throws when the lock file is a link or not a regular file.
    public static func acquireExclusive(storePath: String) throws -> RealmCoreLock? {
        let lockPath = lockPath(of: storePath)
        guard let fd = try openLockFile(lockPath) else { return nil }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            var info = stat()
            let inode = fstat(fd, &info) == 0 ? UInt64(info.st_ino) : 0
            close(fd)
            if code == EWOULDBLOCK || code == EAGAIN {
                throw LifecycleError.heldByRealmCore(storePath: storePath, pids: flockHolders(inode: inode, excluding: nil))
            }
            throw StoreOpenError.cannotRead(path: lockPath, reason: SystemErrorReason.text(code))
        }
        return RealmCoreLock(fd: fd)
    }

    /// Drops the lock; harmless twice.
    public func release() {
        guard fd >= 0 else { return }
        flock(fd, LOCK_UN)
        close(fd)
        fd = -1
    }

    /// `NAME.realm.lock`, as Realm Core names it beside the file.
    static func lockPath(of storePath: String) -> String {
        StoreFiles(storePath: storePath).lockPath
    }

    /// Opens the lock file read-only, never through a link, never blocking
    /// on a pipe: nil when there is none, throws when something other than
    /// a regular file is there.
    private static func openLockFile(_ lockPath: String) throws -> Int32? {
        let fd = open(lockPath, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else {
            if errno == ELOOP {
                throw CoordinationError.foreignFile(ForeignFile(path: lockPath, role: "lock file", found: "a symbolic link"))
            }
            return nil
        }
        let opened = FileSystemEntry(descriptor: fd, path: lockPath)
        guard opened.kind == .regular else {
            close(fd)
            throw CoordinationError.foreignFile(ForeignFile(path: lockPath, role: "lock file", found: opened.kindName))
        }
        return fd
    }

    /// The pids `/proc/locks` shows holding a `FLOCK` lock on the file with
    /// this inode, in order, but for `excluded` (lines like
    /// `1: FLOCK ADVISORY READ 4242 fd:01:1234 0 EOF`; a waiter's
    /// `1: -> FLOCK …` holds nothing and is passed over). A probe asks about
    /// other processes; a refusal names every holder, this process too.
    static func flockHolders(inode: UInt64, excluding excluded: Int32?) -> [Int32] {
        guard inode != 0, let file = fopen("/proc/locks", "r") else { return [] }
        defer { fclose(file) }
        var pids: [Int32] = []
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
            guard fields.count >= 6, fields[1] == "FLOCK", fields[2] == "ADVISORY",
                let pid = Int32(fields[4]), pid > 0, pid != excluded,
                let last = fields[5].split(separator: ":").last, UInt64(last) == inode
            else { continue }
            if !pids.contains(pid) { pids.append(pid) }
        }
        return pids.sorted()
    }
}
