import Foundation
import Glibc
import RealmLifecycle
import RealmStore
import Testing

/// Realm Core's `NAME.realm.lock` as RealmLens reads and takes it: a
/// `flock`, held here by a second open of the lock file in this process
/// (which `flock` treats as another holder). Naming another process's pid
/// is covered by the shell's process tests (`RealmCoreLockHolder`).
@Suite struct RealmCoreLockTests {
    /// Holds `path` with a shared `flock` on a descriptor of its own, as an
    /// app's Realm Core does, until `release()` or deinit.
    final class SharedHolder {
        private var fd: Int32
        init(_ path: String) throws {
            fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            try #require(fd >= 0)
            try #require(flock(fd, LOCK_SH | LOCK_NB) == 0)
        }
        func release() {
            guard fd >= 0 else { return }
            close(fd)
            fd = -1
        }
        deinit { release() }
    }

    @Test func noLockFileMeansNobodyHoldsItAndNothingIsCreated() throws {
        let dir = try ScratchDirectory()
        let store = dir.path("app.realm")
        #expect(RealmCoreLock.holders(of: store) == nil)
        let lock = try RealmCoreLock.acquireExclusive(storePath: store)
        #expect(lock == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path).isEmpty)
    }

    @Test func aHeldLockIsSeenAndRefusedUntilReleased() throws {
        let dir = try ScratchDirectory()
        let store = dir.path("app.realm")
        let app = try SharedHolder(store + ".lock")
        // Held: a probe lists other processes only; a refusal names every holder.
        #expect(RealmCoreLock.holders(of: store) == [])
        #expect(throws: LifecycleError.heldByRealmCore(storePath: store, pids: [getpid()])) {
            _ = try RealmCoreLock.acquireExclusive(storePath: store)
        }
        app.release()
        #expect(RealmCoreLock.holders(of: store) == nil)
        let lock = try #require(try RealmCoreLock.acquireExclusive(storePath: store))
        // Taken exclusively, it is seen as held until released (harmlessly twice).
        #expect(RealmCoreLock.holders(of: store) == [])
        lock.release()
        lock.release()
        #expect(RealmCoreLock.holders(of: store) == nil)
    }

    @Test func aLockFileThatIsALinkIsNeverFollowed() throws {
        let dir = try ScratchDirectory()
        let store = dir.path("app.realm"), target = dir.path("elsewhere")
        #expect(FileManager.default.createFile(atPath: target, contents: Data("keep".utf8)))
        try FileManager.default.createSymbolicLink(atPath: store + ".lock", withDestinationPath: target)
        #expect(RealmCoreLock.holders(of: store) == nil)
        #expect(throws: CoordinationError.foreignFile(ForeignFile(path: store + ".lock", role: "lock file", found: "a symbolic link"))) {
            _ = try RealmCoreLock.acquireExclusive(storePath: store)
        }
        #expect(FileManager.default.contents(atPath: target) == Data("keep".utf8))
    }

    @Test func aLockFileThatIsAFolderIsRefused() throws {
        let dir = try ScratchDirectory()
        let store = dir.path("app.realm")
        try FileManager.default.createDirectory(atPath: store + ".lock", withIntermediateDirectories: false)
        #expect(RealmCoreLock.holders(of: store) == nil)
        #expect(throws: CoordinationError.self) { _ = try RealmCoreLock.acquireExclusive(storePath: store) }
    }
}
