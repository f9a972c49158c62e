import Glibc
import RealmModel

// Thin, throwing-free helpers over the Glibc calls this layer makes. Each one
// retries EINTR and returns the errno instead of hiding it, so callers decide
// what a failure means (read-only directory, store in use, …).

/// Linux's open-file-description lock commands (`<fcntl.h>`, Linux 3.15+).
/// Glibc only declares them under `_GNU_SOURCE`, which Swift's Glibc module
/// does not set, so the stable ABI values are spelled out here.
let fOFDGetLock: Int32 = 36
let fOFDSetLock: Int32 = 37

/// The errno values that mean "this location cannot be written", as opposed
/// to a genuine failure.
func isReadOnlyErrno(_ code: Int32) -> Bool {
    code == EACCES || code == EROFS || code == EPERM
}

/// The reason for `code` in our words (`SystemErrorReason`), e.g. "permission denied".
func errnoText(_ code: Int32) -> String {
    SystemErrorReason.text(code)
}

/// `open(2)`, retrying EINTR; returns the descriptor or the errno.
func openFile(_ path: String, _ flags: Int32, mode: mode_t = 0o644) -> (fd: Int32, errno: Int32) {
    while true {
        let fd = open(path, flags | O_CLOEXEC, mode)
        if fd >= 0 { return (fd, 0) }
        if errno != EINTR { return (-1, errno) }
    }
}

/// `close(2)` that ignores EINTR (Linux always releases the descriptor).
func closeFile(_ fd: Int32) {
    if fd >= 0 { _ = close(fd) }
}

/// Drops any OFD lock the descriptor's open file holds, then closes it.
///
/// Closing alone is not enough: a child being spawned by another thread
/// holds a copy of every descriptor until its `exec`, and that copy would
/// keep the lock (and make us look "in use" by nobody) for that long.
func closeLockedFile(_ fd: Int32) {
    guard fd >= 0 else { return }
    _ = setOFDLock(fd, .unlocked)
    closeFile(fd)
}

/// The kinds of advisory byte-range lock this layer takes.
enum LockType {
    case shared, exclusive, unlocked

    var cValue: Int16 {
        switch self {
        case .shared: Int16(F_RDLCK)
        case .exclusive: Int16(F_WRLCK)
        case .unlocked: Int16(F_UNLCK)
        }
    }
}

/// Takes, converts or drops an OFD lock on the whole file without waiting;
/// returns 0 or the errno (EAGAIN when another description holds a
/// conflicting lock).
func setOFDLock(_ fd: Int32, _ type: LockType) -> Int32 {
    var lock = flock()
    lock.l_type = type.cValue
    lock.l_whence = Int16(SEEK_SET)
    lock.l_start = 0
    lock.l_len = 0
    lock.l_pid = 0  // must be 0 for OFD locks
    while true {
        if fcntl(fd, fOFDSetLock, &lock) == 0 { return 0 }
        if errno != EINTR { return errno }
    }
}

/// The strongest lock another open file description holds on the file, as
/// seen by someone wanting `type`: `.unlocked` when nothing conflicts.
func probeOFDLock(_ fd: Int32, wanting type: LockType = .exclusive) -> LockType {
    var lock = flock()
    lock.l_type = type.cValue
    lock.l_whence = Int16(SEEK_SET)
    lock.l_start = 0
    lock.l_len = 0
    lock.l_pid = 0
    guard fcntl(fd, fOFDGetLock, &lock) == 0 else { return .unlocked }
    switch Int32(lock.l_type) {
    case F_RDLCK: return .shared
    case F_WRLCK: return .exclusive
    default: return .unlocked
    }
}

/// What `lstat` says about a path, or nil when it does not exist.
struct PathInfo {
    var isDirectory: Bool
    var isFIFO: Bool
    var isRegular: Bool
    var size: Int64

    init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let format = info.st_mode & S_IFMT
        isDirectory = format == S_IFDIR
        isFIFO = format == S_IFIFO
        isRegular = format == S_IFREG
        size = Int64(info.st_size)
    }
}

/// Whether a process with this pid exists (EPERM means it exists but
/// belongs to someone else).
func processExists(_ pid: Int32) -> Bool {
    guard pid > 0 else { return false }
    return kill(pid, 0) == 0 || errno == EPERM
}

/// The calling process's short name, as `ps` shows it (`/proc/self/comm`).
func currentProcessName() -> String {
    if let text = readSmallFile("/proc/self/comm") {
        let name = text.trimmingTrailingNewlines()
        if !name.isEmpty { return name }
    }
    return CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "unknown"
}

/// The first few KiB of a file as UTF-8 text; nil when it cannot be read.
func readSmallFile(_ path: String, limit: Int = 4096) -> String? {
    let (fd, _) = openFile(path, O_RDONLY | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { closeFile(fd) }
    return readSmallFile(fd: fd, limit: limit)
}

/// The first few KiB of an open file, read from offset 0.
func readSmallFile(fd: Int32, limit: Int = 4096) -> String? {
    var bytes = [UInt8](repeating: 0, count: limit)
    let count = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, limit, 0) }
    guard count >= 0 else { return nil }
    return String(decoding: bytes[0..<count], as: UTF8.self)
}

/// The first `count` bytes of a file, or fewer when it is shorter.
func readPrefix(_ path: String, count: Int) -> [UInt8] {
    let (fd, _) = openFile(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else { return [] }
    defer { closeFile(fd) }
    guard FileSystemEntry(descriptor: fd, path: path).kind == .regular else { return [] }
    var bytes = [UInt8](repeating: 0, count: count)
    let read = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, 0) }
    return read > 0 ? Array(bytes[0..<read]) : []
}

/// Monotonic milliseconds, for deadlines.
func monotonicMilliseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
}

/// Sleeps the calling thread.
func sleepMilliseconds(_ milliseconds: Int64) {
    var request = timespec(tv_sec: Int(milliseconds / 1000), tv_nsec: Int((milliseconds % 1000) * 1_000_000))
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
}

extension Duration {
    /// The duration in whole milliseconds, rounded up, clamped to `Int32`
    /// for `poll(2)`; negative durations become 0.
    var pollMilliseconds: Int32 {
        let (seconds, attoseconds) = components
        if seconds < 0 { return 0 }
        if seconds > Int64(Int32.max / 1000) { return Int32.max }
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: milliseconds)
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var text = Substring(self)
        while let last = text.last, last == "\n" || last == "\r" { text = text.dropLast() }
        return String(text)
    }

    /// The parent directory of a path ("." for a bare name).
    var parentDirectory: String {
        guard let slash = lastIndex(of: "/") else { return "." }
        if slash == startIndex { return "/" }
        return String(self[..<slash])
    }

    /// The last path component.
    var lastPathComponent: String {
        String(split(separator: "/", omittingEmptySubsequences: true).last ?? Substring(self))
    }
}
