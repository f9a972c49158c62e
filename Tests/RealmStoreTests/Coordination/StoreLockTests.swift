import Foundation
import Glibc
import Testing

@testable import RealmStore

extension CoordinationTests {
@Suite struct StoreLockTests {
    private var ownName: String { currentProcessName() }

    // MARK: - Within one process (two opens behave like two processes)

    @Test func sharedLocksCoexistAndBlockTheExclusiveOne() throws {
        let scratch = ScratchStore()
        let first = try StoreLock(files: scratch.files, mode: .readWrite)
        let second = try StoreLock(files: scratch.files, mode: .readOnly)
        #expect(first.isOpenElsewhere && second.isOpenElsewhere)

        #expect(throws: CoordinationError.storeInUse(
            storePath: scratch.storePath,
            holders: [StoreHolder(pid: getpid(), processName: ownName, access: "read-only")])
        ) { try first.tryExclusive() }
        #expect(!first.isExclusive)

        second.release()
        try first.tryExclusive()
        #expect(first.isExclusive)
        #expect(first.holders() == [StoreHolder(pid: getpid(), processName: ownName, access: "exclusive")])
        first.endExclusive()
        #expect(first.holders().map(\.access) == ["read-write"])
    }

    @Test func anExclusiveHolderKeepsOpenersOut() throws {
        let scratch = ScratchStore()
        let exclusive = try StoreLock.acquireExclusive(files: scratch.files)
        let opens = try FileOpenCounter(path: scratch.files.lockPath)
        #expect(throws: CoordinationError.storeLockedExclusively(
            storePath: scratch.storePath,
            holders: [StoreHolder(pid: getpid(), processName: ownName, access: "exclusive")])
        ) { try StoreLock(files: scratch.files, mode: .readWrite, timeout: .milliseconds(100)) }
        // It tried more than once before giving up (each try opens the lock file).
        #expect(opens.waitForOpens(2, polls: 1))

        exclusive.release()
        _ = try StoreLock(files: scratch.files, mode: .readWrite, timeout: .zero)
    }

    @Test func anOpenerWaitsForAShortExclusiveHold() throws {
        let scratch = ScratchStore()
        let exclusive = Handoff(try StoreLock.acquireExclusive(files: scratch.files))
        // Released once the opener has tried and is trying again: it waited, then got in.
        let opens = try FileOpenCounter(path: scratch.files.lockPath)
        let retried = Box(false), released = DispatchSemaphore(value: 0)
        let releaser = Thread {
            retried.value = opens.waitForOpens(2)
            exclusive.value.release()
            released.signal()
        }
        releaser.start()
        let shared = try StoreLock(files: scratch.files, mode: .readWrite, timeout: .seconds(60))
        released.wait()
        #expect(retried.value, "the opener never retried while the store was held")
        #expect(!shared.isExclusive)
    }

    @Test func anOpenerIsNotFooledByALockFileDeletedUnderIt() throws {
        // The deleter removes PATH.lock while holding it; the opener's retry
        // must lock the new file, not the unlinked one.
        let scratch = ScratchStore()
        let deleter = Handoff(try StoreLock.acquireExclusive(files: scratch.files))
        let lockPath = scratch.files.lockPath
        let opens = try FileOpenCounter(path: lockPath)
        let retried = Box(false), deleted = DispatchSemaphore(value: 0)
        let releaser = Thread {
            retried.value = opens.waitForOpens(2)  // the opener is waiting on this file
            unlink(lockPath)
            deleter.value.release()
            deleted.signal()
        }
        releaser.start()
        let opener = try StoreLock(files: scratch.files, mode: .readWrite, timeout: .seconds(60))
        deleted.wait()
        #expect(retried.value, "the opener never retried while the store was held")
        #expect(fileExists(scratch.files.lockPath))
        #expect(throws: CoordinationError.self) { try StoreLock.acquireExclusive(files: scratch.files) }
        opener.release()
    }

    @Test func holdersAreRegisteredInTheManagementFolderAndRemovedOnRelease() throws {
        let scratch = ScratchStore()
        let first = try StoreLock(files: scratch.files, mode: .readWrite)
        let second = try StoreLock(files: scratch.files, mode: .readOnly)
        let pid = getpid()
        #expect(scratch.managementNames() == ["\(pid)", "\(pid)-2"])
        #expect(first.holders().map(\.access) == ["read-write", "read-only"])
        #expect(StoreLock.holders(of: scratch.files).count == 2)

        second.release()
        second.release()
        #expect(scratch.managementNames() == ["\(pid)"])
        #expect(first.otherHolders().isEmpty)
        first.release()
        #expect(scratch.managementNames().isEmpty)
        #expect(StoreLock.holders(of: scratch.files).isEmpty)
    }

    @Test func releasingInDeinitFreesTheStore() throws {
        let scratch = ScratchStore()
        do { _ = try StoreLock(files: scratch.files, mode: .readWrite) }
        let exclusive = try StoreLock.acquireExclusive(files: scratch.files)
        #expect(exclusive.isExclusive)
    }

    // MARK: - Stale entries

    @Test func entriesOfDeadProcessesAreIgnoredAndRemoved() throws {
        let scratch = ScratchStore()
        let lock = try StoreLock(files: scratch.files, mode: .readWrite)
        let dead = try deadPID()
        let management = scratch.files.managementPath
        writeFile("\(management)/\(dead)", bytes: Array("pid=\(dead)\nname=gone\naccess=read-write\n".utf8))
        mkfifo("\(management)/\(dead).note", 0o644)
        writeFile("\(management)/tmp-\(dead)-123", bytes: [])
        // A live pid with an unlocked entry: the pid was reused after its
        // first owner died without cleaning up.
        writeFile("\(management)/1", bytes: Array("pid=1\nname=init\n".utf8))

        #expect(lock.holders().map(\.pid) == [getpid()])
        #expect(scratch.managementNames() == ["\(getpid())"])
        try lock.tryExclusive()
    }

    @Test func aStaleEntryWithOurPidIsTakenOver() throws {
        let scratch = ScratchStore()
        try FileManager.default.createDirectory(atPath: scratch.files.managementPath, withIntermediateDirectories: true)
        writeFile("\(scratch.files.managementPath)/\(getpid())", bytes: Array("pid=\(getpid())\nname=old\n".utf8))
        let lock = try StoreLock(files: scratch.files, mode: .readWrite)
        #expect(lock.entryName == "\(getpid())")
        #expect(lock.holders().map(\.processName) == [ownName])
    }

    // MARK: - Between processes

    @Test(.requiresPython3)
    func anotherProcessBlocksTheExclusiveLockAndIsNamed() throws {
        let scratch = ScratchStore()
        let helper = try PythonHelper(PythonHelper.holder, scratch.storePath)
        #expect(helper.readLine() == "ready")
        let lock = try StoreLock(files: scratch.files, mode: .readWrite)

        let error = #expect(throws: CoordinationError.self) { try lock.tryExclusive() }
        #expect(error?.description
            == "store '\(scratch.storePath)' is in use by pid \(helper.pid) (python-holder); close it there and try again")
        #expect(lock.otherHolders().map(\.pid) == [helper.pid])
        lock.release()
        #expect(throws: CoordinationError.storeInUse(
            storePath: scratch.storePath,
            holders: [StoreHolder(pid: helper.pid, processName: "python-holder", access: "read-write")])
        ) { try StoreLock.acquireExclusive(files: scratch.files) }
    }

    @Test(.requiresPython3)
    func sigkillOfTheHolderReleasesTheStore() throws {
        let scratch = ScratchStore()
        let helper = try PythonHelper(PythonHelper.holder, scratch.storePath)
        #expect(helper.readLine() == "ready")
        let lock = try StoreLock(files: scratch.files, mode: .readWrite)
        #expect(throws: CoordinationError.self) { try lock.tryExclusive() }

        helper.killHard()
        #expect(scratch.managementNames().contains("\(helper.pid)"))  // left behind by SIGKILL
        #expect(lock.otherHolders().isEmpty)
        #expect(!scratch.managementNames().contains("\(helper.pid)"))
        try lock.tryExclusive()
    }

    @Test(.requiresPython3)
    func ourSharedLockIsVisibleToOtherProcesses() throws {
        let scratch = ScratchStore()
        var lock: StoreLock? = try StoreLock(files: scratch.files, mode: .readOnly)
        #expect(lock != nil)
        #expect(try PythonHelper(PythonHelper.exclusiveProbe, scratch.storePath).readLine() == "busy")
        lock = nil
        #expect(try PythonHelper(PythonHelper.exclusiveProbe, scratch.storePath).readLine() == "free")
    }
}
}
