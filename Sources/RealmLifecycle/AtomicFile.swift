#if canImport(Glibc)
import Glibc
#endif
import RealmStore

/// Writes that are all-or-nothing: the work goes to a temporary file beside
/// the target, which is synced and then moved into place in one step. A
/// process killed half-way leaves only the temporary file, which the next
/// run removes.
public enum AtomicFile {
    /// The temporary path for `target` in this process: `DIR/.NAME.PURPOSE-PID.tmp`.
    public static func temporaryPath(for target: String, purpose: String) -> String {
        let (dir, name) = split(target)
        return dir + "." + name + "." + purpose + "-\(getpid()).tmp"
    }

    /// What each command names its temporary files: `.NAME.PURPOSE-PID.tmp`.
    /// The purposes of temporary files, as commands name them (`GenuineFileBuilder`'s
    /// intermediate stores are `PURPOSE-store`).
    static let purposes: Set<String> = ["compact", "import", "demo", "convert", "create", "copy", "bundle", "export", "dump",
                                        "demo-store", "import-store", "edit", "edit-store"]
    /// What SQLite and our store add to a temporary store's name.
    static let sideSuffixes = ["-journal", "-wal", "-shm", ".lock", ".note", ".management"]

    /// Removes, from the folder of `target`, every temporary file (of any
    /// name and any command) that is provably stale: the process that made
    /// it is gone and nobody holds its store open. A process killed by
    /// SIGKILL cannot clean up after itself; the next run in the folder
    /// does. (`purpose` is no longer needed: every kind is recognised.)
    public static func removeStaleTemporaries(for target: String, purpose: String = "") {
        let bases = Set(othersTemporaries(besides: target).filter { !isAlive($0.pid) }.map(\.path))
        for base in bases.sorted() {
            // A temporary someone (a pid reused, another pid namespace) still holds stays:
            // a store by its lock file, a plain file by the flock its writer holds.
            guard StoreLock.holders(of: StoreFiles(storePath: base)).isEmpty, !isLockedByItsWriter(base) else { continue }
            removeWithSideFiles(base)
        }
    }

    /// The temporary files other processes made in the folder of `target`
    /// (any name, any command): each entry's base path (`DIR/.NAME.PURPOSE-PID.tmp`,
    /// side files named by their base) and the pid that made it, in folder order.
    static func othersTemporaries(besides target: String) -> [(path: String, base: String, pid: Int32)] {
        let (dir, _) = split(target)
        guard let handle = opendir(dir.isEmpty ? "." : dir) else { return [] }
        defer { closedir(handle) }
        var found: [(path: String, base: String, pid: Int32)] = []
        while let entry = readdir(handle) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if let (base, pid) = parseTemporaryName(entryName), pid != getpid() {
                found.append((dir + base, base, pid))
            }
        }
        return found
    }

    /// Takes an exclusive `flock` on a temporary file this process writes,
    /// so the sweep of another process (another pid namespace sees our pid
    /// as dead) knows it is not stale. Released when `fd` closes.
    public static func markInUse(_ fd: Int32) {
        _ = flock(fd, LOCK_EX | LOCK_NB)
    }

    /// Whether the writer of a temporary file still holds its `flock`.
    static func isLockedByItsWriter(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        guard FileSystemEntry(descriptor: fd, path: path).kind == .regular else { return false }
        if flock(fd, LOCK_EX | LOCK_NB) == 0 { return false }
        return errno == EWOULDBLOCK
    }

    /// `(".x.realm.demo-42.tmp", 42)` for `.x.realm.demo-42.tmp-journal`
    /// and the like; nil for any other name.
    static func parseTemporaryName(_ name: String) -> (base: String, pid: Int32)? {
        guard name.hasPrefix("."), let suffix = ([""] + sideSuffixes).first(where: { name.hasSuffix(".tmp" + $0) }) else { return nil }
        let base = String(name.dropLast(suffix.count))
        let stem = base.dropLast(".tmp".count)  // .NAME.PURPOSE-PID
        guard let dash = stem.lastIndex(of: "-"), let pid = Int32(stem[stem.index(after: dash)...]), pid > 0 else { return nil }
        let withPurpose = stem[..<dash]  // .NAME.PURPOSE
        guard let dot = withPurpose.lastIndex(of: "."), dot > withPurpose.startIndex,
              purposes.contains(String(withPurpose[withPurpose.index(after: dot)...])) else { return nil }
        return (base, pid)
    }

    static func isAlive(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Removes `path` and the side files SQLite or our store may have left
    /// beside it, never following a link (see `StoreFiles.remove`).
    public static func removeWithSideFiles(_ path: String) {
        let files = StoreFiles(storePath: path)
        for file in files.existingFiles() where [.store, .sqliteJournal, .sqliteWAL, .sqliteSharedMemory, .lock, .note, .management].contains(file.kind) {
            _ = files.remove(file)
        }
    }

    /// Removes the side files (not `path` itself).
    static func removeSideFiles(of path: String) {
        let files = StoreFiles(storePath: path)
        for file in files.existingFiles() where [.sqliteJournal, .sqliteWAL, .sqliteSharedMemory, .lock, .note, .management].contains(file.kind) {
            _ = files.remove(file)
        }
    }

    /// Syncs `temporary` and moves it to `target`, failing (and keeping
    /// `target` untouched) if `target` already exists unless `replace` is set.
    public static func commit(_ temporary: String, to target: String, replace: Bool) throws {
        // Errors name the target: the temporary name means nothing to the user.
        let fd = open(temporary, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        if fd >= 0 {
            let ok = fsync(fd) == 0
            let code = errno
            close(fd)
            if !ok { throw OutputError(path: target, errno: code) }
        }
        if replace {
            guard rename(temporary, target) == 0 else { throw OutputError(path: target, errno: errno) }
        } else {
            // link() refuses an existing target atomically; then drop the temporary name.
            guard link(temporary, target) == 0 else {
                if errno == EEXIST { throw StoreOpenError.existing(at: target) }
                throw OutputError(path: target, errno: errno)
            }
            unlink(temporary)
        }
        syncDirectory(of: target)
    }

    static func syncDirectory(of path: String) {
        let (dir, _) = split(path)
        let fd = open(dir.isEmpty ? "." : dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd >= 0 { fsync(fd); close(fd) }
    }

    /// `("dir/", "name")`, or `("", "name")` for a bare name.
    public static func split(_ path: String) -> (String, String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }
}
