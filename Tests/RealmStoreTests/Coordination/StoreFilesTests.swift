import Foundation
import Glibc
import Testing

@testable import RealmStore

extension CoordinationTests {
@Suite struct StoreFilesTests {
    @Test func everyKindHasAUniqueSuffixAndAPurpose() {
        let suffixes = StoreFileKind.allCases.map(\.suffix)
        #expect(Set(suffixes).count == suffixes.count)
        for kind in StoreFileKind.allCases {
            #expect(!kind.purpose.isEmpty && !kind.shortName.isEmpty, "\(kind)")
        }
        #expect(StoreFileKind.bySuffixLength.first == .compactionSpace)
    }

    @Test func namesEveryFileAfterTheStore() {
        let files = StoreFiles(storePath: "/data/default.realm")
        #expect(StoreFileKind.allCases.map { files.path(for: $0) } == [
            "/data/default.realm", "/data/default.realm.lock", "/data/default.realm.note",
            "/data/default.realm.management", "/data/default.realm-wal", "/data/default.realm-shm",
            "/data/default.realm-journal", "/data/default.realm.fresh", "/data/default.realm.fresh.lock",
            "/data/default.realm.log", "/data/default.realm.log_a", "/data/default.realm.log_b",
            "/data/default.realm.tmp_compaction_space",
        ])
    }

    @Test(arguments: StoreFileKind.allCases)
    func resolvesEachAuxiliaryPathToTheStore(kind: StoreFileKind) {
        let scratch = ScratchStore()
        let resolved = StoreFiles.resolve(path: scratch.files.path(for: kind))
        #expect(resolved.kind == kind)
        #expect(resolved.files == scratch.files)
        #expect(resolved.storeExists)
        #expect(resolved.missingStoreError == nil)
        #expect(resolved.isAuxiliary == (kind != .store))
    }

    @Test func explainsWhoseFileAnAuxiliaryPathIs() {
        let resolved = StoreFiles.resolve(path: "default.realm.lock")
        #expect(resolved.explanation == "'default.realm.lock' is the lock file of 'default.realm'")
    }

    @Test func pathsInsideTheManagementFolderResolveToTheFolder() throws {
        let scratch = ScratchStore()
        try FileManager.default.createDirectory(atPath: scratch.files.managementPath, withIntermediateDirectories: true)
        for given in [scratch.files.managementPath + "/", scratch.files.managementPath + "/4242"] {
            let resolved = StoreFiles.resolve(path: given)
            #expect(resolved.kind == .management, "\(given)")
            #expect(resolved.files == scratch.files, "\(given)")
        }
    }

    @Test(arguments: [StoreFileKind.lock, .note, .management, .sqliteWAL, .freshLock, .logB, .compactionSpace])
    func explainsAMissingStore(kind: StoreFileKind) throws {
        let scratch = ScratchStore(createStore: false)
        let given = scratch.files.path(for: kind)
        writeFile(given, bytes: [1, 2, 3])
        let resolved = StoreFiles.resolve(path: given)
        #expect(resolved.kind == kind)
        #expect(!resolved.storeExists)
        #expect(resolved.missingStoreError?.description
            == "'\(given)' is the \(kind.shortName) of '\(scratch.storePath)', which does not exist")
        #expect(throws: CoordinationError.storeMissing(givenPath: given, kind: kind, storePath: scratch.storePath)) {
            try resolved.requireStore()
        }
    }

    @Test func theLockOfAFreshCopyBelongsToTheStoreWhenItExists() {
        let scratch = ScratchStore()
        let resolved = StoreFiles.resolve(path: scratch.storePath + ".fresh.lock")
        #expect(resolved.kind == .freshLock)
        #expect(resolved.files == scratch.files)
    }

    @Test func theLockOfALoneFreshCopyBelongsToTheFreshCopy() {
        let scratch = ScratchStore(createStore: false)
        let fresh = scratch.storePath + ".fresh"
        writeFile(fresh, bytes: [UInt8](repeating: 0, count: 16) + Array("T-DB".utf8))
        let resolved = StoreFiles.resolve(path: fresh + ".lock")
        #expect(resolved.kind == .lock)
        #expect(resolved.files.storePath == fresh)
        #expect(resolved.storeExists)
    }

    @Test func aStoreNamedLikeAnAuxiliaryFileIsAStore() {
        let scratch = ScratchStore(createStore: false)
        let path = scratch.path("backup.log")
        writeFile(path, bytes: Array("SQLite format 3".utf8) + [0, 1, 2])
        let resolved = StoreFiles.resolve(path: path)
        #expect(resolved.kind == .store)
        #expect(resolved.files.storePath == path)
        #expect(resolved.storeExists)
    }

    @Test func aMissingStorePathIsAStoreToCreate() throws {
        let scratch = ScratchStore(createStore: false)
        let resolved = StoreFiles.resolve(path: scratch.storePath)
        #expect(resolved.kind == .store)
        #expect(!resolved.storeExists)
        #expect(try resolved.requireStore() == scratch.files)
    }

    @Test func listsExistingFilesWithSizes() throws {
        let scratch = ScratchStore()
        writeFile(scratch.files.lockPath, bytes: [])
        writeFile(scratch.files.path(for: .sqliteWAL), bytes: [UInt8](repeating: 1, count: 32))
        try FileManager.default.createDirectory(atPath: scratch.files.managementPath, withIntermediateDirectories: true)
        writeFile(scratch.files.managementPath + "/1", bytes: [1, 2, 3])
        writeFile(scratch.files.managementPath + "/2", bytes: [4, 5])
        mkfifo(scratch.files.notePath, 0o644)

        let existing = scratch.files.existingFiles()
        #expect(existing.map(\.kind) == [.store, .lock, .note, .management, .sqliteWAL])
        #expect(existing.map(\.size) == [100, 0, 0, 5, 32])
        #expect(existing.map(\.entryCount) == [nil, nil, nil, 2, nil])
        #expect(existing.map(\.path) == existing.map { scratch.files.path(for: $0.kind) })
    }
}
}
