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
        let start = ContinuousClock.now
        #expect(try watcher.waitForChange(timeout: .seconds(1)))
        #expect(elapsed(since: start) < 0.1)
        #expect(try !watcher.waitForChange(timeout: .milliseconds(50)))
    }

    @Test func aWriterDoesNotWakeItself() throws {
        let scratch = ScratchStore()
        let writer = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)
        try writer.startWatching()
        writer.notifyCommit()
        #expect(try !writer.waitForChange(timeout: .milliseconds(20)))
    }

    @Test func aWaitingWatcherWakesWithinMilliseconds() throws {
        let scratch = ScratchStore()
        let writer = Handoff(try StoreCoordinator(path: scratch.storePath, mode: .readWrite))
        let watcher = try StoreCoordinator(path: scratch.storePath, mode: .readOnly)
        try watcher.startWatching()
        let poker = Thread { usleep(50_000); writer.value.notifyCommit() }
        let start = ContinuousClock.now
        poker.start()
        #expect(try watcher.waitForChange(timeout: .seconds(5)))
        #expect(elapsed(since: start) < 0.5)
    }

    @Test func notifyingWithoutWatchersNeitherBlocksNorFails() throws {
        let scratch = ScratchStore()
        let writer = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)
        let start = ContinuousClock.now
        for _ in 0..<1000 { writer.notifyCommit() }
        #expect(elapsed(since: start) < 1)
    }

    @Test func aFullPipeDoesNotBlockTheWriter() throws {
        let scratch = ScratchStore()
        let writer = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)
        let watcher = try StoreCoordinator(path: scratch.storePath, mode: .readOnly)
        try watcher.startWatching()
        let start = ContinuousClock.now
        for _ in 0..<70_000 { ChangeNotifier.notify(files: scratch.files, excludingEntry: "\(getpid())") }
        #expect(elapsed(since: start) < 30)
        #expect(try watcher.waitForChange(timeout: .zero))
        #expect(try !watcher.waitForChange(timeout: .zero))
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
        #expect(try watcher.wait(timeout: .seconds(1)))
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

    @Test(.enabled(if: PythonHelper.isAvailable, "needs /usr/bin/python3"))
    func aCommitWakesEveryWatcherInOtherProcesses() throws {
        let scratch = ScratchStore()
        let watchers = try (0..<3).map { _ in try PythonHelper(PythonHelper.watcher, scratch.storePath) }
        for watcher in watchers { #expect(watcher.readLine() == "ready") }
        let local = try StoreCoordinator(path: scratch.storePath, mode: .readOnly)
        try local.startWatching()
        let writer = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)

        let start = ContinuousClock.now
        writer.notifyCommit()
        for watcher in watchers { #expect(watcher.readLine(timeout: 1) == "woke") }
        #expect(try local.waitForChange(timeout: .seconds(1)))
        #expect(elapsed(since: start) < 1)
    }

    @Test(.enabled(if: PythonHelper.isAvailable, "needs /usr/bin/python3"))
    func anotherProcessesCommitWakesOurWatcher() throws {
        let scratch = ScratchStore()
        let watcher = try StoreCoordinator(path: scratch.storePath, mode: .readOnly)
        try watcher.startWatching()
        let start = ContinuousClock.now
        let poker = try PythonHelper(PythonHelper.poker, scratch.storePath)
        #expect(try watcher.waitForChange(timeout: .seconds(5)))
        #expect(elapsed(since: start) < 1)
        #expect(poker.readLine() == "ready")
    }

    @Test(.enabled(if: PythonHelper.isAvailable, "needs /usr/bin/python3"))
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
