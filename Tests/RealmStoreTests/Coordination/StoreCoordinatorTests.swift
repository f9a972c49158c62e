import Foundation
import Glibc
import Testing

@testable import RealmStore

extension CoordinationTests {
@Suite struct StoreCoordinatorTests {
    @Test func openingCreatesTheAuxiliaryFiles() throws {
        let scratch = ScratchStore()
        let coordinator = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)
        #expect(coordinator.isCoordinated)
        #expect(coordinator.unavailableReason == nil)
        #expect(scratch.files.existingFiles().map(\.kind) == [.store, .lock, .note, .management])
        #expect(PathInfo(path: scratch.files.notePath)?.isFIFO == true)
        #expect(scratch.managementNames() == ["\(getpid())"])
    }

    @Test func theFilesAreDisposableBetweenOpens() throws {
        let scratch = ScratchStore()
        let first = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)
        for kind in [StoreFileKind.lock, .note, .management] {
            try FileManager.default.removeItem(atPath: scratch.files.path(for: kind))
        }
        first.close()
        let reopened = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)
        #expect(scratch.files.existingFiles().map(\.kind) == [.store, .lock, .note, .management])
        try reopened.tryExclusive()
    }

    @Test func closeLeavesTheStoreFreeAndLaterUseIsAnError() throws {
        let scratch = ScratchStore()
        let coordinator = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)
        coordinator.close()
        coordinator.close()
        #expect(scratch.managementNames().isEmpty)
        _ = try StoreLock.acquireExclusive(files: scratch.files)
        #expect(throws: CoordinationError.closed(storePath: scratch.storePath)) {
            try coordinator.waitForChange(timeout: .zero)
        }
        #expect(throws: CoordinationError.closed(storePath: scratch.storePath)) { try coordinator.tryExclusive() }
        coordinator.notifyCommit()
    }

    @Test func exclusiveAccessNamesTheOtherHolders() throws {
        let scratch = ScratchStore()
        let compactor = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)
        let reader = try StoreCoordinator(path: scratch.storePath, mode: .readOnly)
        #expect(compactor.otherHolders().map(\.access) == ["read-only"])
        let error = #expect(throws: CoordinationError.self) { try compactor.tryExclusive() }
        #expect(error?.description
            == "store '\(scratch.storePath)' is in use by pid \(getpid()) (\(currentProcessName())); close it there and try again")
        reader.close()
        try compactor.tryExclusive()
        #expect(compactor.isExclusive)
        #expect(throws: CoordinationError.self) {
            try StoreCoordinator(path: scratch.storePath, mode: .readOnly, openTimeout: .milliseconds(20))
        }
        compactor.endExclusive()
        #expect(!compactor.isExclusive)
        _ = try StoreCoordinator(path: scratch.storePath, mode: .readOnly, openTimeout: .zero)
    }

    // MARK: - Read-only folders

    /// Makes the scratch folder unwritable, even for root (with the
    /// immutable attribute); false when that is impossible here.
    private func makeReadOnly(_ scratch: ScratchStore, alsoInside: [String] = []) -> Bool {
        for path in alsoInside + [scratch.directory] { chmod(path, PathInfo(path: path)?.isDirectory == true ? 0o555 : 0o444) }
        if access(scratch.directory, W_OK) != 0 { return true }
        let chattr = try? Process.run(
            URL(fileURLWithPath: "/usr/bin/chattr"), arguments: ["+i"] + alsoInside + [scratch.directory])
        chattr?.waitUntilExit()
        let probe = scratch.path("probe")
        if FileManager.default.createFile(atPath: probe, contents: nil) {
            unlink(probe)
            return false
        }
        return true
    }

    @Test(arguments: [StoreCoordinator.Mode.readOnly, .readWrite])
    func aReadOnlyFolderGivesNoCoordinationAndCreatesNothing(mode: StoreCoordinator.Mode) throws {
        let scratch = ScratchStore()
        guard makeReadOnly(scratch) else {
            Issue.record("cannot make a read-only folder here (not even with chattr +i); test not run")
            return
        }
        let coordinator = try StoreCoordinator(path: scratch.storePath, mode: mode)
        #expect(!coordinator.isCoordinated)
        #expect(coordinator.unavailableReason == "its folder is read-only and it has no lock file")
        #expect(scratch.files.existingFiles().map(\.kind) == [.store])
        #expect(coordinator.otherHolders().isEmpty)
        coordinator.notifyCommit()
        #expect(throws: CoordinationError.coordinationUnavailable(
            storePath: scratch.storePath, reason: "its folder is read-only and it has no notification pipe")
        ) { try coordinator.waitForChange(timeout: .zero) }
        let error = #expect(throws: CoordinationError.self) { try coordinator.tryExclusive() }
        #expect(error?.description == "no coordination available for store '\(scratch.storePath)': its folder is read-only and it has no lock file")
        coordinator.close()
        #expect(scratch.files.existingFiles().map(\.kind) == [.store])
    }

    @Test func aReadOnlyFolderWithALockFileStillSharesTheLock() throws {
        let scratch = ScratchStore()
        // The files a process that still has the store open would leave (the last user removes them).
        #expect(FileManager.default.createFile(atPath: scratch.files.lockPath, contents: nil))
        mkfifo(scratch.files.notePath, 0o644)
        try FileManager.default.createDirectory(atPath: scratch.files.managementPath, withIntermediateDirectories: false)
        guard makeReadOnly(scratch, alsoInside: [scratch.files.lockPath, scratch.files.managementPath]) else {
            Issue.record("cannot make a read-only folder here (not even with chattr +i); test not run")
            return
        }
        let reader = try StoreCoordinator(path: scratch.storePath, mode: .readOnly)
        #expect(reader.isCoordinated)
        #expect(scratch.managementNames().isEmpty)
        #expect(throws: CoordinationError.coordinationUnavailable(
            storePath: scratch.storePath, reason: "its lock file is read-only")
        ) { try StoreLock.acquireExclusive(files: scratch.files) }
        #expect(throws: CoordinationError.coordinationUnavailable(
            storePath: scratch.storePath, reason: "its lock file is read-only")
        ) { try reader.tryExclusive() }
        // The watcher falls back to the existing PATH.note.
        try reader.startWatching()
        ChangeNotifier.notify(files: scratch.files)
        #expect(try reader.waitForChange(timeout: .zero))  // the poke is already there
    }

    // MARK: - Messages

    @Test func errorsReadAsOneSentence() {
        let a = StoreHolder(pid: 1, processName: "a")
        let b = StoreHolder(pid: 2)
        let c = StoreHolder(pid: 3, processName: "c")
        #expect(CoordinationError.storeInUse(storePath: "x.realm", holders: [a, b, c]).description
            == "store 'x.realm' is in use by pids 1 (a), 2 and 3 (c); close it there and try again")
        #expect(CoordinationError.storeInUse(storePath: "x.realm", holders: []).description
            == "store 'x.realm' is in use by another process; close it there and try again")
        #expect(CoordinationError.storeLockedExclusively(storePath: "x.realm", holders: [a]).description
            == "store 'x.realm' is being compacted or deleted by pid 1 (a); try again when it finishes")
        #expect(CoordinationError.systemCallFailed(operation: "open lock file", path: "x.realm.lock", errno: EACCES).description
            == "cannot open lock file 'x.realm.lock': permission denied")
        #expect(CoordinationError.closed(storePath: "x.realm").description == "store 'x.realm' was already closed")
    }

    /// A path with a quote, a line break or a terminal escape stays inside
    /// its quotation, on one line, and cannot drive the terminal.
    @Test func hostilePathsAreEscaped() {
        #expect(CoordinationError.storeInUse(storePath: "it's\n\u{1b}[2J.realm", holders: []).description
            == #"store 'it\'s\n\u{1b}[2J.realm' is in use by another process; close it there and try again"#)
    }
}
}
