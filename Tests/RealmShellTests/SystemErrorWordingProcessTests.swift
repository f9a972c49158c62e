import Foundation
import Testing

/// A path the system refuses reads as our own sentence naming the user's
/// path, through the real CLI: the C library's texts ("Too many levels of
/// symbolic links", "File name too long", "Not a directory", "No such file
/// or directory", "Permission denied") were passed through as they were.
/// One place words them: `SystemErrorReason`.
extension HostilePathProcessTests {
    /// (what the path is, how to make it in `dir`, the reason expected).
    static let refusedPaths: [(String, @Sendable (ScratchDirectory) throws -> String, String)] = [
        ("a symbolic link loop", { dir in
            symlink(dir.path("loop2"), dir.path("loop1"))
            symlink(dir.path("loop1"), dir.path("loop2"))
            return dir.path("loop1")
        }, "its path goes round a loop of symbolic links"),
        ("a 300-character name", { dir in dir.path(String(repeating: "n", count: 300) + ".realm") },
         "its name is too long for the file system"),
        ("a path through a regular file", { dir in
            _ = FileManager.default.createFile(atPath: dir.path("plain"), contents: Data())  // the error below names what went wrong
            return dir.path("plain/x.realm")
        }, "a part of its path is a file, not a folder"),
    ]

    @Test(arguments: 0 ..< 3)
    func aPathTheSystemRefusesReadsAsOurSentence(index: Int) throws {
        let (what, make, reason) = Self.refusedPaths[index]
        let dir = try ScratchDirectory()
        let source = try Self.makeEmptyGenuineFile(dir)
        let path = try make(dir)
        let before = Self.names(dir)
        for arguments in [["info", path], ["export", path], ["query", path, "Dog", "TRUEPREDICATE"], ["check", path],
                          ["import", dir.path("new.realm"), "--canonical", path]] {
            let outcome = try ProcessTests.realmlens(arguments)
            #expect(outcome.status == 1, "\(what), \(arguments[0])")
            #expect(outcome.stderr == "error: cannot read '\(path)': \(reason)\n", "\(what), \(arguments[0])")
        }
        if index > 0 {  // a link loop as an output is refused as a link (HostilePathProcessTests)
            let written = try ProcessTests.realmlens(["export", source, "-o", path])
            #expect(written.stderr == "error: cannot write '\(path)': \(reason)\n", "\(what), export -o")
        }
        #expect(Self.names(dir) == before, "\(what): a file was left behind")
    }

    /// A statements file that does not exist, and a folder given as one.
    @Test func aMissingOrFolderInputIsWorded() throws {
        let dir = try ScratchDirectory()
        let source = try Self.makeEmptyGenuineFile(dir)
        let missing = try ProcessTests.realmlens(["exec", source, dir.path("nope.rql")])
        #expect(missing.stderr == "error: cannot read '\(dir.path("nope.rql"))': it does not exist\n")
        let folder = try ProcessTests.realmlens(["exec", source, dir.url.path])
        #expect(folder.stderr == "error: cannot read '\(dir.url.path)': it is a directory\n")
    }

    /// A file only root may read, read as nobody (skipped unless root and `setpriv` is there).
    @Test(.enabled(if: HostilePathProcessTests.isRoot && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func aFileNobodyMayReadIsWorded() throws {
        let dir = try ScratchDirectory()
        chmod(dir.url.path, 0o755)
        let path = try Self.makeEmptyGenuineFile(dir)
        chmod(path, 0o600)
        // The shell becomes setpriv, which runs the binary as nobody.
        let (exited, status, stderr) = try ProcessTests.realmlens(["info", path],
            afterShellCommands: "exec /usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups \"$0\" \"$@\"")
        #expect(exited && status == 1)
        #expect(stderr == "error: cannot read '\(path)': permission denied\n")
    }

    /// An empty genuine Realm file (`demo --objects 0`) named `source.realm` in `dir`.
    static func makeEmptyGenuineFile(_ dir: ScratchDirectory) throws -> String {
        let path = dir.path("source.realm")
        let made = try ProcessTests.realmlens(["demo", path, "--template", "todo", "--objects", "0"])
        #expect(made.status == 0, "\(made.stderr)")
        return path
    }
}
