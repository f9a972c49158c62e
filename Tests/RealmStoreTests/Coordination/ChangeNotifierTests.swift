import Foundation
import Glibc
import Testing

@testable import RealmStore

extension CoordinationTests {
@Suite struct ChangeNotifierTests {
    @Test func aCommitWakesAnotherOpenOnce() throws {
        let scratch = ScratchStore()
        let writer = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)
        let watcher = try StoreCoordinator(path: scratch.storePath, mode: .readOnly)
        try watcher.startWatching()
        #expect(try !watcher.waitForChange(timeout: .zero))

        writer.notifyCommit()
        writer.notifyCommit()
        writer.notifyCommit()
        // Three commits are one pending change, there without waiting, and then none.
        #expect(try watcher.waitForChange(timeout: .zero))
        #expect(try !watcher.waitForChange(timeout: .zero))
    }

    @Test func aWriterDoesNotWakeItself() throws {
        let scratch = ScratchStore()
        let writer = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)
        try writer.startWatching()
        writer.notifyCommit()
        #expect(try !writer.waitForChange(timeout: .zero))  // a poke would already be there
    }

    @Test func aWaitingWatcherWakes() throws {
        let scratch = ScratchStore()
        let writer = Handoff(try StoreCoordinator(path: scratch.storePath, mode: .readWrite))
        let watcher = try StoreCoordinator(path: scratch.storePath, mode: .readOnly)
        try watcher.startWatching()
        // The commit comes once this thread is asleep in its wait, which it must end.
        let waiting = currentThreadID()
        let sawWaiting = Box(false), poked = DispatchSemaphore(value: 0)
        let poker = Thread {
            sawWaiting.value = pollUntil { threadIsAsleep(waiting) }
            writer.value.notifyCommit()
            poked.signal()
        }
        poker.start()
        #expect(try watcher.waitForChange(timeout: .seconds(60)))
        poked.wait()
        #expect(sawWaiting.value, "the watcher was never seen waiting")
    }

    @Test func notifyingWithoutWatchersNeitherBlocksNorFails() throws {
        let scratch = ScratchStore()
        let writer = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)
        let folder = { try FileManager.default.contentsOfDirectory(atPath: scratch.directory).sorted() }
        let before = (try folder(), scratch.managementNames())
        for _ in 0..<1000 { writer.notifyCommit() }
        // Every poke returned (none waits for a reader) and nothing was made for them.
        #expect(try folder() == before.0)
        #expect(scratch.managementNames() == before.1)
    }

    @Test func aFullPipeDoesNotBlockTheWriter() throws {
        let scratch = ScratchStore()
        let writer = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)
        let watcher = try StoreCoordinator(path: scratch.storePath, mode: .readOnly)
        try watcher.startWatching()
        // More pokes than a pipe holds (64 KiB): a blocking write would never return.
        for _ in 0..<70_000 { ChangeNotifier.notify(files: scratch.files, excludingEntry: "\(getpid())") }
        #expect(try watcher.waitForChange(timeout: .zero))
        #expect(try !watcher.waitForChange(timeout: .zero))
        withExtendedLifetime(writer) {}  // the writer has the store open for writing throughout
    }

    @Test func aReaderVanishingBeforeTheWriteDoesNotKillTheWriter() throws {
        // With SIGPIPE's default action this test process would die here.
        let scratch = ScratchStore()
        let path = scratch.path("pipe")
        #expect(mkfifo(path, 0o644) == 0)
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        let writer = open(path, O_WRONLY | O_NONBLOCK)
        close(reader)
        #expect(ChangeNotifier.writeByteWithoutSIGPIPE(writer) == EPIPE)
        close(writer)
        var pending = sigset_t()
        sigpending(&pending)
        #expect(sigismember(&pending, SIGPIPE) == 0)
    }

    @Test func aStrayRegularFileIsNeverWrittenTo() throws {
        let scratch = ScratchStore()
        writeFile(scratch.files.notePath, bytes: [])
        ChangeNotifier.notify(files: scratch.files)
        #expect(scratch.files.existingFiles().first { $0.kind == .note }?.size == 0)
    }

    @Test func aWatcherWithoutAManagementEntryReadsTheNotePipe() throws {
        let scratch = ScratchStore()
        let watcher = ChangeNotifier(files: scratch.files)
        try watcher.startWatching()
        ChangeNotifier.notify(files: scratch.files)
        #expect(try watcher.wait(timeout: .zero))  // the poke is already there
    }

    @Test func stoppingRemovesTheWatcherPipe() throws {
        let scratch = ScratchStore()
        let watcher = try StoreCoordinator(path: scratch.storePath, mode: .readOnly)
        try watcher.startWatching()
        #expect(scratch.managementNames() == ["\(getpid())", "\(getpid()).note"])
        watcher.close()
        #expect(scratch.managementNames().isEmpty)
    }

    // MARK: - Between processes

    @Test(.requiresPython3)
    func aCommitWakesEveryWatcherInOtherProcesses() throws {
        let scratch = ScratchStore()
        let watchers = try (0..<3).map { _ in try PythonHelper(PythonHelper.watcher, scratch.storePath) }
        for watcher in watchers { #expect(watcher.readLine() == "ready") }
        let local = try StoreCoordinator(path: scratch.storePath, mode: .readOnly)
        try local.startWatching()
        let writer = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)

        writer.notifyCommit()
        // Each prints `woke` when poked, `timeout` if it waited its 10 s in vain.
        for watcher in watchers { #expect(watcher.readLine() == "woke") }
        #expect(try local.waitForChange(timeout: .zero))
    }

    @Test(.requiresPython3)
    func anotherProcessesCommitWakesOurWatcher() throws {
        let scratch = ScratchStore()
        let watcher = try StoreCoordinator(path: scratch.storePath, mode: .readOnly)
        try watcher.startWatching()
        let poker = try PythonHelper(PythonHelper.poker, scratch.storePath)
        #expect(poker.readLine() == "ready")  // it has poked
        #expect(try watcher.waitForChange(timeout: .zero))
    }

    @Test(.requiresPython3)
    func aKilledWatchersPipeIsRemovedByTheNextCommit() throws {
        let scratch = ScratchStore()
        let watcher = try PythonHelper(PythonHelper.watcher, scratch.storePath)
        #expect(watcher.readLine() == "ready")
        watcher.killHard()
        #expect(scratch.managementNames() == ["\(watcher.pid)", "\(watcher.pid).note"])

        let writer = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)
        writer.notifyCommit()
        #expect(!scratch.managementNames().contains("\(watcher.pid).note"))
    }
}
}
