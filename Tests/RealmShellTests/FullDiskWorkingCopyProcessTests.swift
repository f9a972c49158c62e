import Foundation
import Testing

/// An edit of a genuine Realm file is made in a working copy beside it
/// (`.NAME.edit-store-PID.tmp`). When the disk filled while that copy was
/// made, the error named the copy, a file the user never asked for:
/// `cannot write '.g.realm.edit-store-4805.tmp': the disk is full …`.
extension ProcessTests {
    @Test func aFullDiskUnderAGenuineEditNamesTheFileNotItsWorkingCopy() throws {
        let dir = try ScratchDirectory()
        let path = dir.path("g.realm")
        let made = try Self.realmlens(["demo", path, "--template", "dogs", "--objects", "5000", "--to", "realm"])
        #expect(made.status == 0, "\(made.stderr)")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        // Room for 64 KiB more than the file: its working copy (a store, twice its size) does not fit.
        let (exited, status, stderr) = try Self.realmlens(["exec", path, "-c", "update Dog where age > 3 set age = 1"],
                                                         fileSizeLimitBlocks: before.count / 512 + 128)
        #expect(exited && status == 1, "\(stderr)")
        // Refused like every other failed exec that set out to write: once, with what it means.
        #expect(stderr == "line 1: error: cannot write '\(path)': the disk is full or the file-size limit was reached\nnote: nothing was changed (the transaction was rolled back)\n")
        #expect(!stderr.contains("edit-store"), "\(stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(HostilePathProcessTests.names(dir) == ["g.realm"])
    }
}
