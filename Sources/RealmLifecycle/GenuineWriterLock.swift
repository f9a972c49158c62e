#if canImport(Glibc)
import Glibc
#endif
import RealmModel
import RealmStore

/// Makes RealmLens processes that replace the same genuine Realm file (a
/// commit of an edit, `compact`) take turns: each checks the file is the
/// version it read, writes the new version beside it and renames it over
/// the name, and without a turn two of them could both pass the check and
/// the later rename drop the earlier commit (two `exec`s at once: both said
/// "1 object created", one object was gone). Realm Core's own lock
/// (`RealmCoreLock`) cannot serve: without an app there is no lock file,
/// and RealmLens never creates one beside a genuine file.
///
/// The turn is a `flock` of the file itself, taken on the file the name
/// leads to and kept only while the name still leads to it: a process that
/// waited on a version another one has since renamed over takes the turn
/// on the new version instead, and then finds the file changed.
///
/// ```swift
/// let turn = try GenuineWriterLock.acquire(path: "default.realm")
/// defer { turn.release() }
/// // check the version, write the new one, rename it over the name
/// ```
final class GenuineWriterLock {
    private var fd: Int32

    private init(fd: Int32) { self.fd = fd }

    deinit { release() }

    /// How long to wait for another RealmLens process's commit or compaction.
    static let waitSeconds = 120

    /// Takes the turn to replace the file at `path`, waiting up to
    /// `waitSeconds` for another RealmLens process that has it.
    static func acquire(path: String) throws -> GenuineWriterLock {
        var waited = 0  // in 10 ms steps
        while true {
            let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
            guard fd >= 0 else { throw StoreOpenError.cannotRead(path: path, reason: SystemErrorReason.text(errno)) }
            if flock(fd, LOCK_EX | LOCK_NB) == 0 {
                // Still the file the name leads to? Otherwise another process renamed a new version over it.
                var held = stat(), named = stat()
                if fstat(fd, &held) == 0, stat(path, &named) == 0, held.st_dev == named.st_dev, held.st_ino == named.st_ino {
                    return GenuineWriterLock(fd: fd)
                }
                close(fd)
                continue
            }
            let code = errno
            close(fd)
            guard code == EWOULDBLOCK || code == EAGAIN else {
                throw StoreOpenError.cannotRead(path: path, reason: SystemErrorReason.text(code))
            }
            guard waited < waitSeconds * 100 else {
                throw CommandFailure("another RealmLens process has been writing \(quoted: path) for \(waitSeconds) s; nothing was written to it (try again when it has finished)")
            }
            usleep(10_000)
            waited += 1
        }
    }

    /// Ends the turn; harmless twice.
    func release() {
        guard fd >= 0 else { return }
        flock(fd, LOCK_UN)
        close(fd)
        fd = -1
    }
}
