import Foundation
import Testing

/// A genuine file larger than the memory the process may use (`ulimit -v`)
/// is refused in one sentence naming it, never by the runtime's abort: a
/// file's size is the file's to choose. Found by `Scripts/fuzz-commands.py`.
extension ProcessTests {
    /// Runs the binary with `arguments` under an address-space limit of
    /// `kilobytes` (`ulimit -v`). Standard output is discarded.
    static func realmlens(_ arguments: [String], addressSpaceLimitKB kilobytes: Int) throws -> (exited: Bool, status: Int32, stderr: String) {
        try realmlens(arguments, afterShellCommands: "ulimit -v \(kilobytes)")
    }

    /// `encrypted.realm` grown (sparsely: no disk used) to `size` bytes, as an
    /// app's file grows, with its key beside it.
    static func makeGrownEncryptedFile(_ dir: ScratchDirectory, size: Int) throws -> (path: String, key: String) {
        let fixtures = try #require(fixturesDirectory)
        let path = dir.path("big.realm"), key = dir.path("big.key")
        try FileManager.default.copyItem(atPath: fixtures.appendingPathComponent("encrypted.realm").path, toPath: path)
        try FileManager.default.copyItem(atPath: fixtures.appendingPathComponent("encrypted.key").path, toPath: key)
        chmod(path, 0o644)
        #expect(truncate(path, off_t(size)) == 0)
        return (path, key)
    }

    /// 3.5 GB under a 3 GB limit: the file itself does not map (it said
    /// "Cannot allocate memory").
    @Test(.requiresFixtures)
    func anEncryptedFileLargerThanMemoryIsRefusedInOneSentence() throws {
        let dir = try ScratchDirectory()
        let (path, key) = try Self.makeGrownEncryptedFile(dir, size: 3_500_000_000)
        let before = HostilePathProcessTests.names(dir)
        for command in [["info", path, "--key", "@" + key], ["export", path, "--key", "@" + key],
                        ["convert", path, dir.path("out.realm"), "--key", "@" + key]] {
            let (exited, status, stderr) = try Self.realmlens(command, addressSpaceLimitKB: 3_000_000)
            #expect(exited && status == 1, "\(command[0]): \(stderr)")
            #expect(stderr == "error: cannot open '\(path)': the file (3500000000 bytes) does not fit in the memory this process may use (see 'ulimit -v')\n",
                    "\(command[0])")
            #expect(HostilePathProcessTests.names(dir) == before, "\(command[0]) left a file")
        }
    }

    /// 1.8 GB under a 3 GB limit: the file maps, and its plaintext is
    /// decrypted page by page as it is read, so it is read like any other
    /// (decrypted whole, it did not fit: "Fatal error" and a stack dump,
    /// status 134, then a refusal naming "the decrypted file").
    @Test(.requiresFixtures)
    func anEncryptedFileWhosePlaintextWouldNotFitIsReadPageByPage() throws {
        let dir = try ScratchDirectory()
        let (path, key) = try Self.makeGrownEncryptedFile(dir, size: 1_800_003_584)
        for command in [["info", path, "--key", "@" + key], ["export", path, "--key", "@" + key],
                        ["convert", path, dir.path("out.realm"), "--to", "realm", "--key", "@" + key]] {
            let (exited, status, stderr) = try Self.realmlens(command, addressSpaceLimitKB: 3_000_000)
            #expect(exited && status == 0 && stderr.isEmpty, "\(command[0]): \(stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: dir.path("out.realm")))
    }
}
