import Foundation
import Glibc
import Testing

@testable import RealmStore

extension CoordinationTests {
/// What refuses an open in the store's auxiliary files reaches the caller
/// of `Realm.init` as the store's own error type, with the coordination
/// layer's sentence.
@Suite struct RealmOpenCoordinationTests {
    @Test func aFileWhereTheManagementFolderBelongsIsARealmError() throws {
        let scratch = ScratchStore(createStore: false)
        writeFile(scratch.files.managementPath, bytes: Array("not a folder".utf8))
        let foreign = ForeignFile(path: scratch.files.managementPath, role: "management folder", found: "a regular file")
        let error = #expect(throws: RealmError.coordination(.foreignFile(foreign))) {
            try Realm(configuration: .init(path: scratch.storePath))
        }
        #expect(error?.description == "'\(scratch.files.managementPath)' is a regular file, not a management folder; "
            + "RealmLens leaves it alone (remove it yourself if it is not needed)")
        #expect(!fileExists(scratch.storePath))
    }

    /// Waits out the open's lock timeout (two seconds) before it refuses.
    @Test func aStoreHeldExclusivelyIsARealmError() throws {
        let scratch = ScratchStore(createStore: false)
        let exclusive = try StoreLock.acquireExclusive(files: scratch.files)
        defer { exclusive.release() }
        let holder = StoreHolder(pid: getpid(), processName: currentProcessName(), access: "exclusive")
        let error = #expect(throws: RealmError.coordination(.storeLockedExclusively(storePath: scratch.storePath, holders: [holder]))) {
            try Realm(configuration: .init(path: scratch.storePath))
        }
        #expect(error?.description == "store '\(scratch.storePath)' is being compacted or deleted by \(holder); try again when it finishes")
    }
}
}
