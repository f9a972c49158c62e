#if canImport(Glibc)
import Glibc
#endif
import RealmStore

/// Whether an app has a genuine Realm file open. Realm Core holds a shared
/// `flock()` on `NAME.realm.lock` while a file is open (`File::lock` in
/// realm-core's `util/file.cpp`), so a non-blocking exclusive probe tells, and
/// `/proc/locks` names the processes. Never creates or writes any file.
public enum GenuineFileLock {
    /// The pids holding `PATH.lock`, or `nil` when nobody does (or there is no lock file).
    public static func holders(of path: String) -> [Int32]? {
        let lockPath = path + ".lock"
        // Never through a link, never blocking on a pipe, only a regular file.
        let fd = open(lockPath, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard FileSystemEntry(descriptor: fd, path: lockPath).kind == .regular else { return nil }
        if flock(fd, LOCK_EX | LOCK_NB) == 0 {
            flock(fd, LOCK_UN)
            return nil
        }
        guard errno == EWOULDBLOCK else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return [] }
        return pidsLocking(inode: UInt64(info.st_ino), excluding: getpid())
    }

    /// Pids of FLOCK entries for `inode` in `/proc/locks`.
    static func pidsLocking(inode: UInt64, excluding own: Int32) -> [Int32] {
        guard let file = fopen("/proc/locks", "r") else { return [] }
        defer { fclose(file) }
        var pids: [Int32] = []
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(cString: line)
            // "1: FLOCK  ADVISORY  READ  1234 08:01:5678 0 EOF"
            let fields = text.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields.contains("FLOCK") || fields.contains("->"), let flockIndex = fields.firstIndex(of: "FLOCK"),
                  flockIndex + 4 < fields.count, let pid = Int32(fields[flockIndex + 3]) else { continue }
            let device = fields[flockIndex + 4].split(separator: ":")
            guard device.count == 3, let node = UInt64(device[2]), node == inode, pid != own else { continue }
            if !pids.contains(pid) { pids.append(pid) }
        }
        return pids
    }
}
