import Foundation
import Testing

/// A studio in another process editing a genuine file (found by hand): `delete --yes` removed the file under it and `compact`
/// rewrote it, while the same commands refuse one of our stores another
/// process has open. They now refuse naming the process; nothing changes.
extension ProcessTests {
    @Test func aGenuineFileWithAnEditOpenElsewhereIsNeitherDeletedNorCompacted() throws {
        let dir = try ScratchDirectory()
        let path = dir.path("g.realm")
        #expect(try Self.realmlens(["demo", path, "--template", "dogs", "--objects", "20"]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let studio = try Self.start([path])
        studio.send("begin\ncreate Dog {name: 'held', age: 1}\n")  // open: nothing reaches the file
        // the edit's working copy appears beside the file once the statement has run
        var waited = 0.0
        func hasWorkingCopy() -> Bool {
            ((try? FileManager.default.contentsOfDirectory(atPath: dir.url.path)) ?? []).contains { $0.hasPrefix(".g.realm.edit-store-") }
        }
        while !hasWorkingCopy() && waited < 30 {
            usleep(50_000)
            waited += 0.05
        }
        #expect(hasWorkingCopy(), "the studio made no working copy within 30 s")
        let pid = studio.process.processIdentifier
        let delete = try Self.realmlens(["delete", "--yes", path])
        #expect(delete.status == 1)
        #expect(delete.stderr.hasPrefix("error: '\(path)' is open for editing in pid \(pid)"), "\(delete.stderr)")
        #expect(delete.stderr.hasSuffix("close it there and try again; nothing was deleted\n"), "\(delete.stderr)")
        let compact = try Self.realmlens(["compact", path])
        #expect(compact.status == 1)
        #expect(compact.stderr.hasSuffix("close it there and try again; nothing was compacted\n"), "\(compact.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        studio.feedAndClose(nil)
        let (_, hung) = studio.waitReportingHang(within: 60)
        #expect(!hung)
        // with the studio gone, the file is deleted
        #expect(try Self.realmlens(["delete", "--yes", path]).status == 0)
    }
}
