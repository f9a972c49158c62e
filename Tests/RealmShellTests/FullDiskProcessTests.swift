import Foundation
import Testing

/// A write that runs out of space (simulated with a file-size limit,
/// `ulimit -f`, with SIGXFSZ ignored so writes fail with EFBIG as on a full
/// disk) says nothing was changed, and leaves the store byte for byte as it was.
extension ProcessTests {
    /// 200 large dogs fail at commit; 400 overflow SQLite's page cache and fail mid-run.
    @Test(arguments: [200, 400])
    func execOnAFullDiskLeavesTheStoreAsItWas(dogs: Int) throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStore(dir)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let big = String(repeating: "x", count: 8_000)
        let edits = (0..<dogs).map { "create Dog {name: 'K\($0)\(big)', age: \($0)}" }.joined(separator: "\n")
        try edits.write(toFile: dir.path("edits.txt"), atomically: true, encoding: .utf8)
        // Room for 64 KiB more than the store holds now (sh's ulimit -f counts 512-byte
        // blocks; a full disk still lets existing bytes be rewritten); the edits need 1.6 or 3.2 MB.
        let limitBlocks = before.count / 512 + 128
        let (exited, status, stderr) = try Self.realmlens(["exec", path, dir.path("edits.txt")], fileSizeLimitBlocks: limitBlocks)
        #expect(exited && status == 1, "\(stderr)")
        // One sentence naming the file and the cause (was "storage error: disk I/O error").
        #expect(stderr.contains("error: cannot write '\(path)': the disk is full or the file-size limit was reached\nnote: nothing was changed (the transaction was rolled back)\n"), "\(stderr)")
        #expect(!FileManager.default.fileExists(atPath: path + "-journal"), "a journal was left behind")
        let after = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(after.count == before.count, "the main file grew from \(before.count) to \(after.count) bytes")
        #expect(after == before)
        // And the store takes writes again.
        #expect(try Self.realmlens(["exec", path, "-c", "create Dog {name: 'Next', age: 1}"]).status == 0)
    }

    /// Building a new file (a store, a plain SQLite database, a genuine Realm
    /// file, a dump) past the limit names that file and the cause, as one
    /// sentence, and leaves nothing behind. `convert --to sqlite` showed
    /// SQLite's raw "error 778 … while executing `COMMIT TRANSACTION`"; the
    /// genuine writes (`convert --to realm`, `copy`, `bundle`) and `export -o`
    /// said "File too large", and `demo` named its temporary store
    /// `.out.realm.demo-store-PID.tmp` instead of the file asked for.
    @Test(arguments: [["convert", "SOURCE", "OUT", "--to", "sqlite"], ["convert", "SOURCE", "OUT", "--to", "store"],
                      ["import", "OUT", "--canonical", "DUMP"], ["convert", "SOURCE", "OUT", "--to", "realm"],
                      ["copy", "SOURCE", "OUT", "--to", "realm"], ["bundle", "SOURCE", "OUT"],
                      ["demo", "OUT", "--objects", "5000"], ["export", "SOURCE", "-o", "OUT"]])
    func buildingAFileOnAFullDiskNamesIt(command: [String]) throws {
        let dir = try ScratchDirectory()
        let source = try Self.makeStore(dir)
        let big = String(repeating: "x", count: 8_000)
        let edits = (0..<40).map { "create Dog {name: 'K\($0)\(big)', age: \($0)}" }.joined(separator: "\n")
        try edits.write(toFile: dir.path("edits.txt"), atomically: true, encoding: .utf8)
        #expect(try Self.realmlens(["exec", source, dir.path("edits.txt")]).status == 0)
        let exported = try Self.realmlens(["export", source])
        try exported.stdout.write(toFile: dir.path("dump.json"), atomically: true, encoding: .utf8)
        let before = HostilePathProcessTests.names(dir)
        let out = dir.path("out.realm")
        let arguments = command.map { ["SOURCE": source, "OUT": out, "DUMP": dir.path("dump.json")][$0] ?? $0 }
        // 100 KiB: the 320 KB of dogs do not fit.
        let (exited, status, stderr) = try Self.realmlens(arguments, fileSizeLimitBlocks: 200)
        #expect(exited && status == 1, "\(stderr)")
        #expect(stderr == "error: cannot write '\(out)': the disk is full or the file-size limit was reached\n")
        #expect(HostilePathProcessTests.names(dir) == before)
    }
}
