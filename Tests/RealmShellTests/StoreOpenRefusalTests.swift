import Foundation
import Glibc
@testable import RealmShell
import RealmStore
import Testing

/// What the shell shows when a store's auxiliary files refuse the open:
/// the coordination layer's one sentence, exit 1, nothing created.
@Suite struct StoreOpenRefusalTests {
    func makeStore(_ dir: ScratchDirectory) throws -> String {
        let path = dir.path("held.realm")
        _ = try Realm(configuration: .init(path: path))
        try? FileManager.default.removeItem(atPath: path + ".management")
        return path
    }

    @Test func aFileWhereTheManagementFolderBelongs() throws {
        let dir = try ScratchDirectory()
        let path = try makeStore(dir)
        #expect(FileManager.default.createFile(atPath: path + ".management", contents: Data("not a folder".utf8)))
        let outcome = run(["schema", path])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "error: '\(path).management' is a regular file, not a management folder; "
            + "RealmLens leaves it alone (remove it yourself if it is not needed)\n")
    }

    /// Waits out the open's lock timeout (two seconds) before it refuses.
    @Test func aStoreHeldByACompactionOrDeletion() throws {
        let dir = try ScratchDirectory()
        let path = try makeStore(dir)
        let exclusive = try StoreLock.acquireExclusive(files: StoreFiles(storePath: path))
        defer { exclusive.release() }
        let outcome = run(["schema", path])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.stderr.hasPrefix("error: store '\(path)' is being compacted or deleted by pid \(getpid()) ("))
        #expect(outcome.stderr.hasSuffix("); try again when it finishes\n"))
    }
}
