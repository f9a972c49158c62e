import Foundation
import Testing

/// Editing a genuine file whose values are large (8 MB strings) under an
/// address-space limit (`ulimit -v`) the commit does not fit in is refused
/// in one sentence, the file untouched. It aborted with the runtime's
/// "Fatal error: failed to allocate" and a stack trace (status 134): the
/// working copy's strings and the writer's copies of their bytes were made
/// unchecked. Found by helper hostile2.
extension ProcessTests {
    /// A genuine file of three objects each holding an 8 MB string (24 MB),
    /// written by `convert` from a canonical dump.
    static func makeFileOfLargeStrings(_ dir: ScratchDirectory) throws -> String {
        let text = String(repeating: "x", count: 8_000_000)
        let objects = (0 ..< 3).map { #"{"id":\#($0),"s":"\#(text)"}"# }.joined(separator: ",")
        let dump = #"{"schema":[{"name":"T","embedded":false,"primaryKey":null,"properties":["#
            + #"{"name":"id","type":"int","optional":false,"indexed":false,"collection":null},"#
            + #"{"name":"s","type":"string","optional":false,"indexed":false,"collection":null}]}],"#
            + #""objects":{"T":[\#(objects)]}}"#
        try dump.write(toFile: dir.path("big.json"), atomically: false, encoding: .utf8)
        let converted = try realmlens(["convert", dir.path("big.json"), dir.path("big.realm")])
        #expect(converted.status == 0, "\(converted.stderr)")
        try FileManager.default.removeItem(atPath: dir.path("big.json"))
        return dir.path("big.realm")
    }

    /// Limits the file maps under but the edit's commit does not fit in
    /// (the binary alone takes some 60 MB): both aborted before.
    @Test func editingLargeValuesBeyondTheMemoryLimitIsRefusedInOneSentence() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeFileOfLargeStrings(dir)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let names = HostilePathProcessTests.names(dir)
        for kilobytes in [90_000, 120_000] {
            let (exited, status, stderr) = try Self.realmlens(["exec", path, "-c", "update T where id == 1 set id = 100"],
                                                              addressSpaceLimitKB: kilobytes)
            #expect(exited && status == 1, "\(kilobytes) KB: \(stderr)")
            // exec's count of updated objects and its note that nothing
            // changed frame the one error sentence
            let errors = stderr.split(separator: "\n").filter {
                $0 != "1 object updated" && $0 != "note: nothing was changed (the transaction was rolled back)"
            }
            #expect(errors.count == 1, "\(kilobytes) KB: \(stderr)")
            #expect(errors.first?.hasSuffix("does not fit in the memory this process may use (see 'ulimit -v')") == true,
                    "\(kilobytes) KB: \(stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "\(kilobytes) KB")
            #expect(HostilePathProcessTests.names(dir) == names, "\(kilobytes) KB left a file")
        }
    }

    /// Reading the same file where its 8 MB values do not fit: `export`
    /// aborted (status 134), and `check` too or, once its reading was
    /// checked, called the file damaged. Now one sentence, no damage.
    @Test func readingLargeValuesBeyondTheMemoryLimitIsRefusedInOneSentence() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeFileOfLargeStrings(dir)
        for command in ["export", "check"] {
            let (exited, status, stderr) = try Self.realmlens([command, path], addressSpaceLimitKB: 60_000)
            #expect(exited && status == 1, "\(command): \(stderr)")
            #expect(stderr.split(separator: "\n").count == 1, "\(command): \(stderr)")
            #expect(stderr.hasPrefix("error: ") && stderr.hasSuffix("does not fit in the memory this process may use (see 'ulimit -v')\n"),
                    "\(command): \(stderr)")
            #expect(!stderr.contains("damaged"), "\(command): \(stderr)")
        }
    }
}
