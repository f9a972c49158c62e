import Foundation
import Glibc
import Testing

@testable import RealmStore

/// The parent suite of every coordination test, so that
/// `swift test --filter Coordination` selects them all.
@Suite enum CoordinationTests {}

/// A scratch folder holding one store, `default.realm`, removed afterwards.
final class ScratchStore {
    let directory: String
    let files: StoreFiles
    var storePath: String { files.storePath }

    init(createStore: Bool = true) {
        directory = NSTemporaryDirectory() + "coord-" + UUID().uuidString
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            preconditionFailure("cannot create the test scratch folder \(directory): \(error)")
        }
        files = StoreFiles(storePath: directory + "/default.realm")
        if createStore { writeFile(files.storePath, bytes: Array("SQLite format 3".utf8) + [0] + [UInt8](repeating: 7, count: 84)) }
    }

    deinit {
        _ = try? Process.run(URL(fileURLWithPath: "/usr/bin/chattr"), arguments: ["-R", "-i", directory]).waitUntilExit()
        chmod(directory, 0o755)
        try? FileManager.default.removeItem(atPath: directory)
    }

    func path(_ name: String) -> String { directory + "/" + name }

    /// Names in the management folder.
    func managementNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: files.managementPath)) ?? []).sorted()
    }
}

func writeFile(_ path: String, bytes: [UInt8]) {
    _ = FileManager.default.createFile(atPath: path, contents: Foundation.Data(bytes))
}

func fileExists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
}

/// A pid that belonged to a process which has exited.
func deadPID() throws -> Int32 {
    let process = try Process.run(URL(fileURLWithPath: "/bin/true"), arguments: [])
    process.waitUntilExit()
    return process.processIdentifier
}

// MARK: - Python helpers speaking the coordination protocol

/// A Python 3 child process running one of the protocol scripts below; it
/// prints `ready` once it has done its setup.
final class PythonHelper {
    let process = Process()
    private let output = Pipe()
    private var buffered = ""

    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") }

    init(_ script: String, _ arguments: String...) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", PythonHelper.prelude + script] + arguments
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    var pid: Int32 { process.processIdentifier }

    /// The next line the helper prints, or nil after `timeout` seconds.
    func readLine(timeout: Double = 10) -> String? {
        let fd = output.fileHandleForReading.fileDescriptor
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while true {
            if let newline = buffered.firstIndex(of: "\n") {
                let line = String(buffered[..<newline])
                buffered.removeSubrange(...newline)
                return line
            }
            let remaining = deadline - ContinuousClock.now
            let milliseconds = Int32(max(0, remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000))
            var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, milliseconds) > 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 256)
            let count = read(fd, &chunk, chunk.count)
            guard count > 0 else { return nil }
            buffered += String(decoding: chunk[0..<count], as: UTF8.self)
        }
    }

    func killHard() {
        kill(pid, SIGKILL)
        process.waitUntilExit()
    }

    /// Registers like StoreLock does: shared lock on PATH.lock (a classic
    /// fcntl lock, which conflicts with OFD locks), then an entry
    /// PATH.management/PID holding an exclusive lock, made under a
    /// temporary name and linked into place.
    static let prelude = """
        import fcntl, os, select, sys, time
        def register(store, name):
            lock_fd = os.open(store + ".lock", os.O_RDWR | os.O_CREAT, 0o644)
            fcntl.lockf(lock_fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
            mgmt = store + ".management"
            os.makedirs(mgmt, exist_ok=True)
            pid = os.getpid()
            tmp = "%s/tmp-%d-py" % (mgmt, pid)
            fd = os.open(tmp, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o644)
            fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            os.write(fd, ("pid=%d\\nname=%s\\naccess=read-write\\n" % (pid, name)).encode())
            os.link(tmp, "%s/%d" % (mgmt, pid))
            os.unlink(tmp)
            return lock_fd, fd, mgmt, pid
        def watch_pipe(mgmt, pid):
            tmp = "%s/tmp-%d-py.note" % (mgmt, pid)
            os.mkfifo(tmp, 0o644)
            r = os.open(tmp, os.O_RDONLY | os.O_NONBLOCK)
            w = os.open(tmp, os.O_WRONLY | os.O_NONBLOCK)
            os.rename(tmp, "%s/%d.note" % (mgmt, pid))
            return r, w

        """

    /// Holds the store open until killed (or 60 s pass).
    static let holder = """
        held = register(sys.argv[1], "python-holder")
        print("ready", flush=True)
        time.sleep(60)
        """

    /// Registers, starts watching, prints `woke` at the first poke or
    /// `timeout` after 10 s.
    static let watcher = """
        lock_fd, fd, mgmt, pid = register(sys.argv[1], "python-watcher")
        r, w = watch_pipe(mgmt, pid)
        print("ready", flush=True)
        ready, _, _ = select.select([r], [], [], 10)
        print("woke" if ready else "timeout", flush=True)
        time.sleep(60)
        """

    /// Pokes every watcher pipe and PATH.note, as ChangeNotifier.notify
    /// does, then exits.
    static let poker = """
        store = sys.argv[1]
        mgmt = store + ".management"
        names = [n for n in os.listdir(mgmt) if n.endswith(".note") and not n.startswith("tmp-")] if os.path.isdir(mgmt) else []
        for path in ["%s/%s" % (mgmt, n) for n in names] + [store + ".note"]:
            try:
                fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
                os.write(fd, b"x")
                os.close(fd)
            except OSError:
                pass
        print("ready", flush=True)
        """

    /// Reports whether the store can be locked exclusively (`free`) or not
    /// (`busy`), with a classic fcntl lock.
    static let exclusiveProbe = """
        fd = os.open(sys.argv[1] + ".lock", os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            print("free", flush=True)
        except OSError:
            print("busy", flush=True)
        """
}

/// Hands a non-Sendable value to another thread in a test that
/// synchronises by hand (the value is used by one thread at a time).
final class Handoff<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

// MARK: - Handshakes between threads, without sleeping and hoping

/// Counts the opens of one file, by any thread or process (inotify's
/// `IN_OPEN`). A `StoreLock` opener reopens `PATH.lock` on every try, so a
/// second open of it while the store is held exclusively proves the opener
/// is retrying: the moment a test may release the store to see it wait.
final class FileOpenCounter: @unchecked Sendable {
    private let fd: Int32
    /// Opens seen so far (read from one thread at a time).
    private(set) var count = 0

    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    init(path: String) throws {
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw Unavailable(description: "inotify_init1: \(String(cString: strerror(errno)))") }
        // Closes are watched too: inotify merges an event with an identical one
        // still unread before it, so opens alone would count as one.
        let events = UInt32(IN_OPEN) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_CLOSE_NOWRITE)
        guard inotify_add_watch(fd, path, events) >= 0 else {
            throw Unavailable(description: "cannot watch \(path) with inotify: \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(fd) }  // also when init throws: every stored property is set by then

    /// Waits until `opens` opens were seen, for at most `polls` waits of
    /// 100 ms with nothing new; whether they were.
    func waitForOpens(_ opens: Int, polls: Int = 300) -> Bool {
        var quiet = 0
        while count < opens && quiet < polls {
            var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 100) > 0 else { quiet += 1; continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let length = read(fd, &buffer, buffer.count)
            var offset = 0
            // Each event is a struct inotify_event: wd, mask, cookie, len, then len bytes of name.
            while offset + 16 <= length {
                let field = { (at: Int) in buffer[offset + at..<offset + at + 4].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
                if field(4) & UInt32(IN_OPEN) != 0 { count += 1 }
                offset += 16 + Int(field(12))
            }
        }
        return count >= opens
    }
}

/// The calling thread's id in `/proc/self/task`, so that another thread can
/// see whether it is asleep (blocked in a system call such as `poll`).
func currentThreadID() -> String {
    // /proc/thread-self is a link to "PID/task/TID".
    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
    return String(target.split(separator: "/").last ?? "")
}

/// Whether thread `id` of this process is asleep (state `S` in its stat line).
func threadIsAsleep(_ id: String) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/self/task/\(id)/stat", encoding: .utf8),
          let afterName = stat.range(of: ") ", options: .backwards) else { return false }
    return stat[afterName.upperBound...].hasPrefix("S")
}

/// Polls `condition` up to `polls` times, 10 ms apart (a generous safety net
/// on a loaded machine, never what a test asserts); whether it became true.
func pollUntil(_ polls: Int = 3000, _ condition: () -> Bool) -> Bool {
    for _ in 0..<polls {
        if condition() { return true }
        usleep(10_000)
    }
    return condition()
}

/// A value one thread sets and another reads after a semaphore orders them.
final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
