import Foundation
import TestChildProcesses
import Testing

/// A store's folder the process may not write into, even as root
/// (`chattr +i`: the system says EPERM, not EACCES). Reads answer; every
/// write says the folder is not writable, as a folder with mode 555 reads
/// for other users. `compact` and `export -o` said `permission denied`
/// without naming the folder, and `delete` said `no coordination available
/// for store …: its folder is read-only and it has no lock file`. Needs
/// root and `chattr` on a file system that has the flag; skipped elsewhere.
extension ProcessTests {
    static func chattr(_ flag: String, _ path: String) -> Bool {
        guard let (process, drained) = try? BoundedChild.run(URL(fileURLWithPath: "/usr/bin/chattr"), [flag, path], within: 20) else { return false }
        return !drained.hung && process.terminationStatus == 0
    }

    /// Whether a folder can be made immutable here (root, `chattr`, a file system with the flag).
    static let mayMakeImmutable: Bool = {
        guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr"),
              let dir = try? ScratchDirectory() else { return false }
        let folder = dir.path("probe")
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)) != nil,
              chattr("+i", folder) else { return false }
        _ = chattr("-i", folder)
        return true
    }()

    @Test(.enabled(if: mayMakeImmutable, "not root, or no chattr +i here: no folder root may not write into"))
    func aFolderNobodyMayWriteIntoIsNamedByEveryWrite() throws {
        let dir = try ScratchDirectory()
        let folder = dir.path("ro")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let path = folder + "/g.realm"
        #expect(try Self.realmlens(["demo", path, "--template", "dogs", "--objects", "20", "--to", "realm"]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        try #require(Self.chattr("+i", folder))
        defer { _ = Self.chattr("-i", folder) }

        #expect(try Self.realmlens(["export", path]).status == 0)
        let refusals: [([String], String)] = [
            (["compact", path], "error: cannot compact '\(path)': its folder is not writable\n"),
            (["delete", path, "--yes"], "error: cannot delete '\(path)': its folder '\(folder)/' is not writable; nothing was deleted\n"),
            (["export", path, "-o", folder + "/out.json"], "error: cannot write '\(folder)/out.json': its folder is not writable\n"),
            (["convert", path, folder + "/x.realm", "--to", "realm"],
             "error: cannot create '\(folder)/x.realm': its folder '\(folder)/' is not writable\n"),
            (["exec", path, "-c", "create Dog {name: 'x', age: 1}"],
             "line 1: error: cannot write '\(path)': its folder '\(folder)/' is not writable (a new version of the file is written beside it)\n"
                + "note: nothing was changed (the transaction was rolled back)\n"),
        ]
        for (arguments, expected) in refusals {
            let outcome = try Self.realmlens(arguments)
            #expect(outcome.status == 1, "\(arguments[0])")
            #expect(outcome.stderr == expected, "\(arguments[0])")
        }
        #expect(Self.entries(folder) == ["g.realm"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}
