import Foundation
import Glibc
import Testing

@testable import RealmStore

extension CoordinationTests {
/// Symbolic links, pipes, devices and foreign files where a store's
/// auxiliary files should be: reported, never followed, never written
/// into, never removed (issue 9, "Files outside the store are never touched").
@Suite struct HostilePathTests {
    /// A folder outside the store's with a file in it, to point links at.
    static func victim(_ scratch: ScratchStore) throws -> (folder: String, file: String) {
        let folder = scratch.path("victim")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let file = folder + "/4242"
        writeFile(file, bytes: Array("precious".utf8))
        writeFile(folder + "/tmp-1-2", bytes: Array("precious too".utf8))
        return (folder, file)
    }

    @Test func aSymlinkedManagementFolderIsReportedAndItsTargetLeftAlone() throws {
        let scratch = ScratchStore()
        let (folder, _) = try Self.victim(scratch)
        try FileManager.default.createSymbolicLink(atPath: scratch.files.managementPath, withDestinationPath: folder)
        #expect(throws: CoordinationError.foreignFile(ForeignFile(
            path: scratch.files.managementPath, role: "management folder", found: "a symbolic link"))
        ) { try StoreCoordinator(path: scratch.storePath, mode: .readOnly) }
        #expect(StoreLock.holders(of: scratch.files).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["4242", "tmp-1-2"])
        #expect(!fileExists(scratch.files.lockPath) && !fileExists(scratch.files.notePath))
        let listed = scratch.files.existingFiles().first { $0.kind == .management }
        #expect(listed?.found == .symbolicLink && listed?.isExpectedKind == false)
    }

    @Test func aDanglingLockLinkNeverCreatesItsTarget() throws {
        let scratch = ScratchStore()
        let target = scratch.path("elsewhere/created-by-us")
        try FileManager.default.createDirectory(atPath: scratch.path("elsewhere"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: scratch.files.lockPath, withDestinationPath: target)
        let error = #expect(throws: CoordinationError.self) { try StoreCoordinator(path: scratch.storePath, mode: .readWrite) }
        #expect(error?.description == "'\(scratch.files.lockPath)' is a symbolic link, not a lock file; RealmLens leaves it alone (remove it yourself if it is not needed)")
        #expect(throws: CoordinationError.self) { try StoreLock.acquireExclusive(files: scratch.files) }
        #expect(!fileExists(target))
    }

    @Test(arguments: [StoreFileKind.lock, .note, .management])
    func aFIFOOrFolderWhereAnAuxiliaryFileShouldBeNeverHangsAndIsLeftAlone(kind: StoreFileKind) throws {
        let scratch = ScratchStore()
        let path = scratch.files.path(for: kind)
        // A FIFO where a file or folder should be; a folder where the note pipe should be.
        if kind == .note { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) } else { #expect(mkfifo(path, 0o644) == 0) }
        let error = #expect(throws: CoordinationError.self) { try StoreCoordinator(path: scratch.storePath, mode: .readWrite) }
        #expect(error?.description.hasPrefix("'\(path)' is a") == true)
        #expect(fileExists(path))
    }

    @Test func aPlantedJournalLinkIsNeverWrittenThrough() throws {
        let scratch = ScratchStore(createStore: false)
        let path = scratch.path("x.realm")
        let target = scratch.path("victim")
        writeFile(target, bytes: Array("precious".utf8))
        try FileManager.default.createSymbolicLink(atPath: path + "-journal", withDestinationPath: target)
        let error = #expect(throws: RealmError.self) { try Realm(configuration: .init(path: path)) }
        #expect(error?.description.hasPrefix("'\(path)-journal' is a symbolic link, not a SQLite rollback journal") == true)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious")
    }

    @Test func onlyRegularFilesOrNewPathsAreStores() throws {
        let scratch = ScratchStore(createStore: false)
        let fifo = scratch.path("pipe.realm")
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: CoordinationError.notAStoreFile(path: fifo, found: "a named pipe")) {
            try StoreCoordinator(path: fifo, mode: .readWrite)
        }
        #expect(throws: CoordinationError.notAStoreFile(path: "/dev/null", found: "a character device")) {
            try StoreCoordinator(path: "/dev/null", mode: .readWrite)
        }
        let dangling = scratch.path("dangling.realm")
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: scratch.path("nowhere.realm"))
        #expect(throws: CoordinationError.notAStoreFile(path: dangling, found: "a symbolic link that leads nowhere")) {
            try StoreCoordinator(path: dangling, mode: .readWrite)
        }
        #expect(throws: RealmError.coordination(.notAStoreFile(path: "/dev/null", found: "a character device"))) {
            try Realm(configuration: .init(path: "/dev/null"))
        }
        #expect(!fileExists("/dev/null.lock"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.directory).sorted() == ["dangling.realm", "pipe.realm"])
    }

    @Test func aStoreReachedThroughALinkHasOneSetOfFilesBesideTheRealFile() throws {
        let scratch = ScratchStore()
        let link = scratch.path("link.realm")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: scratch.storePath)
        #expect(StoreFiles(storePath: link).storePath == scratch.storePath)
        let viaLink = try StoreCoordinator(path: link, mode: .readWrite)
        let direct = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)
        #expect(!fileExists(link + ".lock"))
        #expect(fileExists(scratch.files.lockPath))
        #expect(throws: CoordinationError.self) { try direct.tryExclusive() }
        viaLink.close()
        try direct.tryExclusive()
    }

    @Test func theLastUserRemovesTheCoordinationFilesAndANewcomerRecreatesThem() throws {
        let scratch = ScratchStore()
        let first = try StoreCoordinator(path: scratch.storePath, mode: .readOnly)
        let second = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)
        first.close()
        #expect(scratch.files.existingFiles().map(\.kind) == [.store, .lock, .note, .management])
        second.close()
        #expect(scratch.files.existingFiles().map(\.kind) == [.store])
        let third = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)
        #expect(third.isCoordinated)
        try third.tryExclusive()
        third.close()
        #expect(scratch.files.existingFiles().map(\.kind) == [.store])
    }

    @Test func theLastUserLeavesFilesItDidNotMake() throws {
        let scratch = ScratchStore()
        writeFile(scratch.files.lockPath, bytes: Array("someone's data".utf8))
        let coordinator = try StoreCoordinator(path: scratch.storePath, mode: .readWrite)
        writeFile(scratch.files.managementPath + "/notes.txt", bytes: [1])
        coordinator.close()
        #expect(fileExists(scratch.files.lockPath))
        #expect(scratch.managementNames() == ["notes.txt"])
    }
}
}
