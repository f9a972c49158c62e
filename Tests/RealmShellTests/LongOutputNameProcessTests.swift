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
        #expect(outcome.stderr == "error: cannot write '\(out)': its name is too long for the file system\n")
        #expect(Self.names(dir) == before)
    }
}
