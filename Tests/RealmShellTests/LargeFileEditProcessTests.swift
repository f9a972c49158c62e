import Foundation
import Testing

/// Editing a genuine file over half the memory the process may use
/// (`ulimit -v`): the check that nobody wrote the file since it was opened
/// opened it a second time, mapping the whole file twice, so `exec` could
/// read such a file but an edit was refused ("the file (N bytes) does not
/// fit in the memory this process may use"). The check now reads the
/// header and top array again through the one mapping (`FileFingerprint`).
extension ProcessTests {
    /// `large.realm` grown sparsely to 1 GB (no disk used), edited under a
    /// 1.5 GB limit: one mapping fits, two did not.
    @Test(.requiresFixtures) func aFileOverHalfTheMemoryLimitCanBeEdited() throws {
        let fixtures = try #require(fixturesDirectory)
        let dir = try ScratchDirectory()
        let path = dir.path("grown.realm")
        try FileManager.default.copyItem(atPath: fixtures.appendingPathComponent("large.realm").path, toPath: path)
        chmod(path, 0o644)
        #expect(truncate(path, 1_000_000_000) == 0)
        let edit = try Self.realmlens(["exec", path, "-c", "create Bucket {id: 99}"], addressSpaceLimitKB: 1_500_000)
        #expect(edit.exited && edit.status == 0, "\(edit.stderr)")
        let count = try Self.realmlens(["exec", path, "-c", "count Bucket"])
        #expect(count.stdout == "2\n", "\(count.stderr)")
    }
}
