#if canImport(Glibc)
import Glibc
#endif

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

    /// Removes temporary files for `target` left by processes that no longer exist,
    /// with any SQLite side files of theirs.
    public static func removeStaleTemporaries(for target: String, purpose: String) {
        let (dir, name) = split(target)
        let prefix = "." + name + "." + purpose + "-"
        guard let handle = opendir(dir.isEmpty ? "." : dir) else { return }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard entryName.hasPrefix(prefix) else { continue }
            let rest = entryName.dropFirst(prefix.count)
            guard let dot = rest.firstIndex(of: "."), let pid = Int32(rest[..<dot]) else { continue }
            if pid == getpid() || (kill(pid, 0) == 0 || errno == EPERM) { continue }
            unlink(dir + entryName)
        }
    }

    /// Removes `path` and the side files SQLite or our store may have left beside it.
    public static func removeWithSideFiles(_ path: String) {
        for suffix in ["", "-journal", "-wal", "-shm", ".lock", ".note"] { unlink(path + suffix) }
        removeTree(path + ".management")
    }

    static func removeTree(_ path: String) {
        guard let handle = opendir(path) else { return }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            unlink(path + "/" + name)
        }
        closedir(handle)
        rmdir(path)
    }

    /// Syncs `temporary` and moves it to `target`, failing (and keeping
    /// `target` untouched) if `target` already exists unless `replace` is set.
    public static func commit(_ temporary: String, to target: String, replace: Bool) throws {
        let fd = open(temporary, O_RDONLY | O_CLOEXEC)
        if fd >= 0 {
            let ok = fsync(fd) == 0
            close(fd)
            if !ok { throw StoreOpenError.cannotRead(path: temporary, reason: String(cString: strerror(errno))) }
        }
        if replace {
            guard rename(temporary, target) == 0 else {
                throw StoreOpenError.cannotRead(path: target, reason: String(cString: strerror(errno)))
            }
        } else {
            // link() refuses an existing target atomically; then drop the temporary name.
            guard link(temporary, target) == 0 else {
                if errno == EEXIST { throw StoreOpenError.alreadyExists(path: target) }
                throw StoreOpenError.cannotRead(path: target, reason: String(cString: strerror(errno)))
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
    static func split(_ path: String) -> (String, String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }
}
