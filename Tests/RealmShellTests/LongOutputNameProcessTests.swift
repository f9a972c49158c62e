import Foundation
import Testing

/// An output whose name leaves no room for the temporary beside it (the
/// file system's 255-byte name limit) is refused naming the file asked for,
/// quoted, and nothing is left behind. Found by `Scripts/fuzz-commands.py`.
extension HostilePathProcessTests {
    /// `convert --to sqlite` built its message around the temporary's name,
    /// unquoted (`cannot write NAME: …` once renamed), so a name with spaces
    /// ran into the reason.
    @Test(.requiresFixtures) func anOutputNameTooLongForItsTemporaryIsNamedQuoted() throws {
        let fixtures = try #require(fixturesDirectory)
        let dir = try ScratchDirectory()
        let out = dir.path(String(repeating: "a b", count: 80) + ".sqlite")
        let before = Self.names(dir)
        let outcome = try ProcessTests.realmlens(["convert", fixtures.appendingPathComponent("basic.realm").path, out, "--to", "sqlite"])
        #expect(outcome.status == 1)
        // Refused before anything is written (`StoreOpener.requireRoomForSideFiles`): 247 bytes fit the
        // file system's 255, the temporary and side files made beside the output do not.
        #expect(outcome.stderr == "error: cannot create '\(out)': its name is too long for the files made beside it (247 bytes; at most 200 here)\n")
        #expect(Self.names(dir) == before)
    }
}
