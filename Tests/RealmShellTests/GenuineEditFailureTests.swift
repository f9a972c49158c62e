import Foundation
@testable import RealmShell
import Testing

/// Commits of a genuine file that cannot complete: nothing of the file
/// changes, nothing is left beside it, and a studio transaction is kept.
@Suite(.requiresFixtures)
struct GenuineEditFailureTests {
    /// An app opens the file between `begin` and `commit`: the commit is refused naming it, the transaction kept.
    @Test(.requiresPython3)
    func anAppOpeningTheFileMidTransactionStopsTheCommit() throws {
        let scratch = try ScratchDirectory()
        let path = try genuineCopy("basic.realm", in: scratch)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let app = RealmCoreLockHolder(storePath: path)
        let out = CapturedOutput(), err = CapturedOutput()
        let session = Session(stdout: out, stderr: err, environment: [:], isInteractive: false)
        session.bail = false
        let reader = GenuineEditSessionTests.SteppedReader(
            [".open \(path)", "begin", "update Dog[0] set age = 50", "commit", "count Dog where age == 50", "rollback"]) { line in
            if line == 3 {  // the app opens the file just before commit
                _ = try? app.start()
            }
        }
        var processor = InputProcessor(session: session)
        _ = processor.run(reader)
        #expect(err.text.contains("error: store '\(path)' is in use by pid \(app.pid) (its lock file is locked); close it there and try again; the transaction is kept: 'rollback' to drop it"), "\(err.text)")
        #expect(out.text == "1\n")  // the transaction still saw its change
        #expect(err.text.contains("rolled back"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        session.closeStore()
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted() == ["basic.realm", "basic.realm.lock"])
    }

    /// The new version does not fit (a file-size limit, as on a full disk):
    /// the file stays as it was and no temporary is left.
    @Test func aCommitThatRunsOutOfSpaceLeavesTheFileAsItWas() throws {
        let scratch = try ScratchDirectory()
        let path = try genuineCopy("encrypted.realm", in: scratch)  // its working copy lives in memory
        let keyFile = try #require(fixturesDirectory).appendingPathComponent("encrypted.key").path
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let big = String(repeating: "x", count: 8_000)
        let edits = (0..<100).map { "create Vault {name: 'V\($0)\(big)', secrets: []}" }.joined(separator: "\n")
        try edits.write(toFile: scratch.path("edits.txt"), atomically: true, encoding: .utf8)
        let limitBlocks = before.count / 512 + 128  // 64 KiB more than the file; the edits need 800 KB
        let (_, status, stderr) = try ProcessTests.realmlens(["exec", path, scratch.path("edits.txt"), "--key", "@" + keyFile],
                                                            fileSizeLimitBlocks: limitBlocks)
        #expect(status == 1, "\(stderr)")
        #expect(stderr.contains("note: nothing was changed (the transaction was rolled back)"), "\(stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted() == ["edits.txt", "encrypted.realm"])
    }
}
