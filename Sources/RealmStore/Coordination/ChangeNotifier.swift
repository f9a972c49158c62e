import Glibc

/// Commit notification between processes through named pipes: a writer
/// that commits pokes them, and a watcher waits for the next poke.
///
/// ```swift
/// // writer, after each commit:
/// notifier.notify()
/// // watcher:
/// try notifier.startWatching()            // before reading the state it watches
/// while try notifier.wait(timeout: .seconds(5)) { reprint() }
/// ```
///
/// Design. A FIFO hands each byte to a single reader, so one shared pipe
/// cannot wake several watchers reliably (Realm Core's edge-triggered
/// epoll trick loses wake-ups when a reader dies mid-read). Instead every
/// watcher owns a FIFO in the management folder, named after its entry
/// (`PATH.management/4242.note`), and `notify()` writes one byte to each of
/// them, then to the store's `PATH.note` for outside tools that read that
/// pipe (one such reader wakes per poke). So:
///
/// - every registered watcher wakes for every commit made after it started
///   watching; a byte sits in its pipe until read, so a commit between two
///   waits is not lost, and many commits coalesce into one wake-up;
/// - a writer never blocks: pipes are opened `O_WRONLY | O_NONBLOCK` (no
///   reader gives ENXIO, which is ignored), a full pipe (EAGAIN) already
///   holds a pending wake-up, and SIGPIPE from a reader vanishing between
///   open and write is blocked and consumed on the writing thread;
/// - a watcher keeps a write descriptor on its own pipe, so `poll` does not
///   spin on end-of-file when writers close theirs;
/// - a watcher's pipe is made under a temporary name, opened, then renamed
///   into place, so a writer that sees ENXIO knows the owner is gone and
///   removes the pipe once the owner's entry is stale.
///
/// A watcher without a management entry (read-only folder) reads
/// `PATH.note` directly, with the one-reader-per-poke limit above.
///
/// Not thread-safe: use one notifier from one thread at a time.
public final class ChangeNotifier {
    /// The files of the watched store.
    public let files: StoreFiles
    private let entryName: String?
    private var readFD: Int32 = -1
    private var writeFD: Int32 = -1
    /// This watcher's own pipe: the management folder it was made in and its name there.
    private var ownPipe: (folder: AuxiliaryFolder, name: String)?

    /// A notifier for the store at `files`; `entryName` is this open's
    /// entry in the management folder (from `StoreLock`), if any.
    init(files: StoreFiles, entryName: String?) {
        self.files = files
        self.entryName = entryName
    }

    /// A notifier for a store this process has not registered with; as a
    /// watcher it reads `PATH.note` directly.
    public convenience init(files: StoreFiles) {
        self.init(files: files, entryName: nil)
    }

    deinit { stopWatching() }

    private var management: ManagementDirectory { ManagementDirectory(path: files.managementPath) }

    // MARK: - Writing

    /// Creates `PATH.note` if it is missing; returns 0 or the errno
    /// (read-only folders are not an error for callers, who just skip it).
    @discardableResult
    static func createNotePipe(files: StoreFiles) -> Int32 {
        if mkfifo(files.notePath, 0o644) == 0 { return 0 }
        let code = errno
        guard code == EEXIST else { return code }
        // mkfifo never follows a link; whatever else is there is left alone.
        return [.fifo, .regular].contains(FileSystemEntry(path: files.notePath).kind) ? 0 : EEXIST
    }

    /// Wakes every watcher of the store except this notifier's own; never
    /// blocks and never fails.
    public func notify() {
        Self.notify(files: files, excludingEntry: entryName)
    }

    /// Wakes every watcher of the store at `files`, except the one whose
    /// management entry is `excludingEntry`.
    public static func notify(files: StoreFiles, excludingEntry: String? = nil) {
        let management = ManagementDirectory(path: files.managementPath)
        let excluded = excludingEntry.map { $0 + ManagementDirectory.fifoSuffix }
        if let folder = management.openIfGenuine() {
            for name in folder.entries()
            where name.hasSuffix(ManagementDirectory.fifoSuffix)
                && !name.hasPrefix(ManagementDirectory.temporaryPrefix) && name != excluded
            {
                let (fd, openErrno) = folder.openItem(name, O_WRONLY, expected: .fifo)
                if fd >= 0 {
                    _ = writeByteWithoutSIGPIPE(fd)
                    closeFile(fd)
                } else if openErrno == ENXIO {
                    let owner = String(name.dropLast(ManagementDirectory.fifoSuffix.count))
                    if !management.isLive(owner, in: folder) { folder.unlink(name) }
                }
            }
        }
        _ = poke(files.notePath)
    }

    /// Writes one byte to the FIFO at `path` without blocking; returns 0 or
    /// the errno (ENXIO: nobody reads it; ENOENT: no such pipe). Never
    /// follows a link and never writes into something that is not a pipe
    /// (a stray regular file named like one would grow by a byte per commit).
    static func poke(_ path: String) -> Int32 {
        guard let (fd, openErrno) = try? openAuxiliary(path, O_WRONLY, expected: .fifo, role: "notification pipe") else {
            return EINVAL
        }
        guard fd >= 0 else { return openErrno }
        defer { closeFile(fd) }
        return writeByteWithoutSIGPIPE(fd)
    }

    /// Writes one byte with SIGPIPE blocked on this thread, consuming a
    /// SIGPIPE the write raises, so a reader that vanishes cannot kill us.
    static func writeByteWithoutSIGPIPE(_ fd: Int32) -> Int32 {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var pending = sigset_t()
        sigpending(&pending)
        let wasPending = sigismember(&pending, SIGPIPE) == 1

        var byte: UInt8 = 1
        var result: Int
        repeat { result = write(fd, &byte, 1) } while result < 0 && errno == EINTR
        let writeErrno = result < 0 ? errno : 0
        if writeErrno == EPIPE && !wasPending {
            var noWait = timespec(tv_sec: 0, tv_nsec: 0)
            _ = sigtimedwait(&pipeSignal, nil, &noWait)
        }
        return writeErrno == EAGAIN ? 0 : writeErrno
    }

    // MARK: - Watching

    /// Whether `startWatching()` succeeded and `stopWatching()` was not
    /// called since.
    public var isWatching: Bool { readFD >= 0 }

    /// The descriptor that becomes readable when a change arrives, for
    /// callers that `poll` it together with other input (such as a REPL's
    /// standard input); call `wait(timeout: .zero)` to consume it.
    public var fileDescriptor: Int32? { readFD >= 0 ? readFD : nil }

    /// Starts listening: commits from then on wake `wait(timeout:)`. Call
    /// it before reading the state you watch, so no change slips between.
    public func startWatching() throws(CoordinationError) {
        if readFD >= 0 { return }
        if let entryName, let folder = management.openIfGenuine() {
            try openOwnPipe(in: folder, final: entryName + ManagementDirectory.fifoSuffix)
        } else {
            try openSharedNotePipe()
        }
    }

    private func openOwnPipe(in folder: AuxiliaryFolder, final: String) throws(CoordinationError) {
        let temporary = "\(ManagementDirectory.temporaryPrefix)\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
            + ManagementDirectory.fifoSuffix
        let made = folder.makeFIFO(temporary)
        guard made == 0 else {
            if isReadOnlyErrno(made) { return try openSharedNotePipe() }
            throw .systemCallFailed(operation: "create notification pipe", path: folder.itemPath(temporary), errno: made)
        }
        defer { folder.unlink(temporary) }
        let (reader, readErrno) = folder.openItem(temporary, O_RDONLY, expected: .fifo)
        guard reader >= 0 else {
            throw .systemCallFailed(operation: "open notification pipe", path: folder.itemPath(temporary), errno: readErrno)
        }
        let (writer, writeErrno) = folder.openItem(temporary, O_WRONLY, expected: .fifo)
        guard writer >= 0 else {
            closeFile(reader)
            throw .systemCallFailed(operation: "open notification pipe", path: folder.itemPath(temporary), errno: writeErrno)
        }
        readFD = reader
        writeFD = writer
        let renamed = folder.rename(temporary, final)
        guard renamed == 0 else {
            stopWatching()
            throw .systemCallFailed(operation: "create notification pipe", path: folder.itemPath(final), errno: renamed)
        }
        ownPipe = (folder, final)
    }

    private func openSharedNotePipe() throws(CoordinationError) {
        let created = Self.createNotePipe(files: files)
        guard created == 0 else {
            if isReadOnlyErrno(created) || created == ENOENT {
                throw .coordinationUnavailable(
                    storePath: files.storePath,
                    reason: "its folder is read-only and it has no notification pipe")
            }
            throw .systemCallFailed(operation: "create notification pipe", path: files.notePath, errno: created)
        }
        try openBothEnds(files.notePath)
    }

    /// Opens the reading end, then a writing end that keeps `poll` from
    /// reporting end-of-file whenever the last outside writer closes.
    private func openBothEnds(_ path: String) throws(CoordinationError) {
        let (reader, readErrno): (Int32, Int32)
        do { (reader, readErrno) = try openAuxiliary(path, O_RDONLY, expected: .fifo, role: "notification pipe") } catch {
            throw .foreignFile(error)
        }
        guard reader >= 0 else {
            throw .systemCallFailed(operation: "open notification pipe", path: path, errno: readErrno)
        }
        let (writer, writeErrno) = openFile(path, O_WRONLY | O_NONBLOCK | O_NOFOLLOW)
        guard writer >= 0 else {
            closeFile(reader)
            throw .systemCallFailed(operation: "open notification pipe", path: path, errno: writeErrno)
        }
        readFD = reader
        writeFD = writer
    }

    /// Waits until a change is notified or `timeout` passes; returns whether
    /// a change arrived. Pokes that arrived since the last call count, and
    /// several of them wake it once. Starts watching if not yet started.
    public func wait(timeout: Duration) throws(CoordinationError) -> Bool {
        try startWatching()
        let deadline = monotonicMilliseconds() + Int64(timeout.pollMilliseconds)
        var request = pollfd(fd: readFD, events: Int16(POLLIN), revents: 0)
        while true {
            let remaining = Int32(clamping: max(0, deadline - monotonicMilliseconds()))
            let ready = poll(&request, 1, remaining)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 {
                throw .systemCallFailed(operation: "wait for changes of", path: files.storePath, errno: errno)
            }
            guard ready > 0, request.revents & Int16(POLLIN) != 0 else { return false }
            drain()
            return true
        }
    }

    /// Reads every pending byte so the next wait blocks again.
    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readFD, $0.baseAddress, $0.count) }
            if count > 0 { continue }
            if count < 0 && errno == EINTR { continue }
            return
        }
    }

    /// Stops listening and removes this watcher's pipe; harmless to call
    /// twice.
    public func stopWatching() {
        if let ownPipe, readFD >= 0, ownPipe.folder.isStill(ownPipe.name, readFD) {
            ownPipe.folder.unlink(ownPipe.name)
        }
        ownPipe = nil
        closeFile(readFD)
        closeFile(writeFD)
        readFD = -1
        writeFD = -1
    }
}
