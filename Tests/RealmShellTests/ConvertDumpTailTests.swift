import Foundation
@testable import RealmShell
import Testing

/// `convert DUMP.json OUT.realm` reads the dump as a stream and stopped after
/// the last class the schema declares: objects of an undeclared class, a
/// class listed twice or bytes after the document were silently left out
/// (exit 0, objects lost), where `import` refuses the same dump.
@Suite struct ConvertDumpTailTests {
    static let schema = #"{"schema":[{"name":"Dog","embedded":false,"primaryKey":null,"properties":[{"name":"name","type":"string","optional":false,"indexed":false,"collection":null}]}],"objects":"#

    @Test("a dump whose tail is not what its schema says is refused by convert, naming it, and leaves no output",
          arguments: [
              (#"{"Dog":[{"name":"Rex"}],"Cat":[{"name":"Tom"}]}}"#, "objects of class 'Cat', which the schema does not declare"),
              (#"{"Dog":[{"name":"Rex"}],"Dog":[{"name":"Ace"}]}}"#, "class 'Dog' is listed twice"),
              (#"{"Dog":[{"name":"Rex"}]}} {"#, "invalid canonical dump at byte"),
          ])
    func anUndeclaredTailIsRefused(objects: String, reason: String) throws {
        let dir = try ScratchDirectory()
        try (Self.schema + objects).write(toFile: dir.path("dump.json"), atomically: true, encoding: .utf8)
        for form in ["realm", "store"] {
            let converted = run(["convert", dir.path("dump.json"), dir.path("out.\(form)"), "--to", form])
            #expect(converted.exitCode == .failure, "--to \(form): \(converted.stdout)")
            #expect(converted.stderr.hasPrefix("error: '\(dir.path("dump.json"))': "), "--to \(form): \(converted.stderr)")
            #expect(converted.stderr.contains(reason), "--to \(form): \(converted.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.path("out.\(form)")))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path).sorted() == ["dump.json"])
    }

    @Test func aDumpWithNoObjectsOfAnUndeclaredClassStillConverts() throws {
        let dir = try ScratchDirectory()
        try (Self.schema + #"{"Dog":[{"name":"Rex"}]}}"#).write(toFile: dir.path("dump.json"), atomically: true, encoding: .utf8)
        let converted = run(["convert", dir.path("dump.json"), dir.path("out.realm")])
        #expect(converted.exitCode == .success, "\(converted.stderr)")
        #expect(run(["export", dir.path("out.realm")]).stdout.contains(#""objects":{"Dog":[{"name":"Rex"}]}"#))
    }
}
