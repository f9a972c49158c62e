import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// An edit of a genuine file whose `.lock` is not a regular file (a folder, a
/// named pipe, a dangling link) is refused before its first statement runs:
/// `exec` printed "1 object created" and only then refused at the commit
/// ("nothing was changed"), a line that said the opposite of what happened.
@Suite(.requiresFixtures)
struct GenuineEditForeignLockProcessTests {
    enum Planted: String, CaseIterable, Sendable {
        case folder, fifo, danglingLink

        func plant(at lockPath: String, in dir: ScratchDirectory) throws -> String {
            switch self {
            case .folder:
                try FileManager.default.createDirectory(atPath: lockPath, withIntermediateDirectories: false)
                return "a folder"
            case .fifo:
                #expect(mkfifo(lockPath, 0o644) == 0)
                return "a named pipe"
            case .danglingLink:
                try FileManager.default.createSymbolicLink(atPath: lockPath, withDestinationPath: dir.path("planted"))
                return "a symbolic link"
            }
        }
    }

    @Test(arguments: Planted.allCases)
    func anEditIsRefusedBeforeAnyStatementRuns(_ planted: Planted) throws {
        let dir = try ScratchDirectory()
        let path = dir.path("basic.realm")
        try FileManager.default.copyItem(at: try #require(fixturesDirectory).appendingPathComponent("basic.realm"),
                                         to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let found = try planted.plant(at: path + ".lock", in: dir)
        let run = try ProcessTests.realmlens(["exec", path, "-c", "create Dog {name: 'Rex', age: 1}"])
        #expect(run.status == 1)
        #expect(run.stdout == "", "a statement reported a change the commit refused: \(run.stdout)")
        #expect(run.stderr == "line 1: error: '\(path).lock' is \(found), not a lock file; RealmLens leaves it alone "
            + "(remove it yourself if it is not needed)\nnote: nothing was changed (the transaction was rolled back)\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(!FileManager.default.fileExists(atPath: dir.path("planted")))
    }
}
