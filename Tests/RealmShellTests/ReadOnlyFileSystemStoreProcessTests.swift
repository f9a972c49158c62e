import Foundation
import TestChildProcesses
import Testing

/// One of our stores on a read-only file system (found by hand: a store
/// folder on a read-only bind mount): `exec` said "the store '…' is open
/// read-only", which the user never asked for, and `compact` "no
/// coordination available for store '…': its folder is read-only and it has
/// no lock file". Both now name the read-only file system, as for a genuine
/// file. Needs root and `mount`; skipped where they are not.
extension ProcessTests {
    @Test(.enabled(if: mayMount, "not root, or mount is not permitted here: no read-only file system to test with"))
    func aStoreOnAReadOnlyFileSystemIsNamedSo() throws {
        let dir = try ScratchDirectory()
        let folder = dir.url.path
        try #require(Self.mount(["-t", "tmpfs", "-o", "size=4m", "tmpfs", folder]))
        defer { Self.unmount(folder); withExtendedLifetime(dir) {} }
        let path = dir.path("s.realm")
        #expect(try Self.realmlens(["demo", path, "--template", "dogs", "--objects", "20", "--to", "store"]).status == 0)
        try #require(Self.mount(["-o", "remount,ro", folder]))
        let edit = try Self.realmlens(["exec", path, "-c", "create Dog {name: 'x', age: 1}"])
        #expect(edit.status == 1)
        #expect(edit.stderr == "line 1: error: '\(path)' is on a read-only file system; nothing can be written to it\nnote: nothing was changed (the transaction was rolled back)\n")
        let compact = try Self.realmlens(["compact", path])
        #expect(compact.status == 1)
        #expect(compact.stderr == "error: '\(path)' is on a read-only file system; nothing was compacted\n")
        // reading still works
        #expect(try Self.realmlens(["query", path, "Dog", "age >= 0"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["s.realm"])
    }
}
