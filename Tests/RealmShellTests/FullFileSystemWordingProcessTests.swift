import Foundation
import Testing

/// A disk that is really full (a private 2 MiB tmpfs, filled but for
/// 64 KiB), not a file-size limit: every command that builds a file says the
/// same sentence, naming the file asked for. `export -o` said `cannot write
/// to 'OUT': the disk is full` where the others say `cannot write 'OUT': the
/// disk is full or the file-size limit was reached`. Needs root and `mount`;
/// skipped where they are not.
extension ProcessTests {
    @Test(.enabled(if: mayMount, "not root, or mount is not permitted here: no full file system to test with"),
          arguments: [["export", "SOURCE", "-o", "OUT"], ["export", "GENUINE", "-o", "OUT"],
                      ["convert", "SOURCE", "OUT", "--to", "realm"], ["convert", "SOURCE", "OUT", "--to", "store"],
                      ["convert", "SOURCE", "OUT", "--to", "sqlite"], ["copy", "GENUINE", "OUT", "--to", "realm"],
                      ["bundle", "SOURCE", "OUT"], ["demo", "OUT", "--objects", "5000"], ["import", "OUT", "--canonical", "DUMP"]])
    func aFullFileSystemIsWordedAlikeByEveryCommand(command: [String]) throws {
        let dir = try ScratchDirectory()
        let source = dir.path("source.realm")
        let genuine = dir.path("genuine.realm")
        #expect(try Self.realmlens(["demo", source, "--template", "dogs", "--objects", "3000", "--to", "store"]).status == 0)
        #expect(try Self.realmlens(["demo", genuine, "--template", "dogs", "--objects", "3000", "--to", "realm"]).status == 0)
        let exported = try Self.realmlens(["export", source])
        try exported.stdout.write(toFile: dir.path("dump.json"), atomically: true, encoding: .utf8)

        let full = dir.path("full")
        try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: false)
        try #require(Self.mount(["-t", "tmpfs", "-o", "size=2m", "tmpfs", full]))
        defer { Self.unmount(full) }
        // All but 64 KiB taken: every output here is larger.
        var room = statvfs()
        try #require(statvfs(full, &room) == 0)
        let free = Int(room.f_bavail) * Int(room.f_frsize)
        try #require(FileManager.default.createFile(atPath: full + "/filler", contents: Data(count: free - 64 * 1024)))

        let out = full + "/out.realm"
        let names = ["SOURCE": source, "GENUINE": genuine, "OUT": out, "DUMP": dir.path("dump.json")]
        let outcome = try Self.realmlens(command.map { names[$0] ?? $0 })
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stderr == "error: cannot write '\(out)': the disk is full or the file-size limit was reached\n")
        #expect(Self.entries(full) == ["filler"], "something was left on the full disk")
    }
}
