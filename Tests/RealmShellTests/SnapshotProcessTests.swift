import Foundation
import Testing

/// `--snapshot` copies the file into the temporary folder first: when that
/// copy cannot be made, the error names the user's file and the folder to
/// change, never the copy's own name.
extension ProcessTests {
    static let snapshotHint = "Set TMPDIR to a folder with room, or read the file without --snapshot."

    @Test(.requiresFixtures) func snapshotIntoAMissingTemporaryFolderNamesTheFileAndTheFolder() throws {
        let path = try #require(fixturesDirectory).appendingPathComponent("basic.realm").path
        let dir = try ScratchDirectory()
        let missing = dir.path("no-such-folder")
        let refused = try Self.realmlens(["info", path, "--snapshot"], environment: ["TMPDIR": missing])
        #expect(refused.status == 1)
        #expect(refused.stderr == """
            error: cannot take a private snapshot of '\(path)': the temporary folder '\(missing)' does not exist. \(Self.snapshotHint)

            """)
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    /// Regression: a full temporary folder said "cannot write to
    /// '/tmp/realmlens-snapshot-PID-basic.realm': the disk is full", a file
    /// the user never named (and which was already removed).
    @Test(.requiresFixtures) func snapshotIntoAFullTemporaryFolderNamesTheFileAndTheFolder() throws {
        let path = try #require(fixturesDirectory).appendingPathComponent("basic.realm").path
        let folder = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        let (exited, status, stderr) = try Self.realmlens(["info", path, "--snapshot"], fileSizeLimitBlocks: 1)
        #expect(exited && status == 1)
        #expect(stderr == """
            error: cannot take a private snapshot of '\(path)': the temporary folder '\(folder)' is full. \(Self.snapshotHint)

            """)
    }
}
