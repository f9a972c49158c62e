import Foundation
import TestChildProcesses
import Testing

/// A genuine Realm file on a read-only file system: `exec` and `compact`
/// said "'g.realm' is read-only (mode 644)", which is false of the file and
/// sends the user to `chmod`, which cannot help; one of our stores there
/// (found by hand on a read-only bind mount): "the store … is open
/// read-only", and "no coordination available for store …: its folder is
/// read-only and it has no lock file". Needs root and `mount` (a private
/// tmpfs, remounted read-only); skipped where they are not.
extension ProcessTests {
    static func mount(_ arguments: [String]) -> Bool {
        guard let (process, drained) = try? BoundedChild.run(URL(fileURLWithPath: "/usr/bin/mount"), arguments, within: 20) else { return false }
        return !drained.hung && process.terminationStatus == 0
    }

    static func unmount(_ folder: String) {
        _ = try? BoundedChild.run(URL(fileURLWithPath: "/usr/bin/umount"), [folder], within: 20)
    }

    /// Whether this process may mount a tmpfs (root in a privileged container, not CI's user).
    static let mayMount: Bool = {
        guard geteuid() == 0, let dir = try? ScratchDirectory() else { return false }
        guard mount(["-t", "tmpfs", "-o", "size=1m", "tmpfs", dir.url.path]) else { return false }
        unmount(dir.url.path)
        return true
    }()

    @Test(.enabled(if: mayMount, "not root, or mount is not permitted here: no read-only file system to test with"), arguments: ["realm", "store"])
    func aGenuineFileOnAReadOnlyFileSystemIsNamedSo(_ form: String) throws {
        let dir = try ScratchDirectory()
        let folder = dir.url.path
        try #require(Self.mount(["-t", "tmpfs", "-o", "size=4m", "tmpfs", folder]))
        defer { Self.unmount(folder); withExtendedLifetime(dir) {} }
        let path = dir.path("g.realm")
        #expect(try Self.realmlens(["demo", path, "--template", "dogs", "--objects", "20", "--to", form]).status == 0)
        try #require(Self.mount(["-o", "remount,ro", folder]))
        let edit = try Self.realmlens(["exec", path, "-c", "create Dog {name: 'x', age: 1}"])
        #expect(edit.status == 1)
        #expect(edit.stderr == "line 1: error: '\(path)' is on a read-only file system; nothing can be written to it\nnote: nothing was changed (the transaction was rolled back)\n")
        let compact = try Self.realmlens(["compact", path])
        #expect(compact.status == 1)
        #expect(compact.stderr.hasSuffix("error: '\(path)' is on a read-only file system; nothing was compacted\n"), "\(compact.stderr)")
        #expect(try Self.realmlens(["query", path, "Dog", "age >= 0"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["g.realm"])
    }
}
