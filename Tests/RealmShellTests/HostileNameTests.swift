import Foundation
@testable import RealmShell
import Testing

/// Class and property names come from the file: a hostile genuine file or
/// canonical dump can hold a newline or a terminal escape in one. Every
/// listing shows such a name quoted or escaped, so it can neither forge an
/// output line nor drive the terminal; ordinary names print as they are
/// (the other suites pin that byte for byte).
@Suite struct HostileNameTests {
    /// `Dog<ESC>[31m<LF>classes:` (one object, primary key "Rex<LF>X") and
    /// `Pet`, whose property `na<LF>me` and link to the first class are shown
    /// in tables.
    static let dump = #"""
    {"schema":[{"name":"Dog\u001b[31m\nclasses:","embedded":false,"primaryKey":"name","properties":[{"name":"name","type":"string","optional":false,"indexed":true,"collection":null}]},{"name":"Pet","embedded":false,"primaryKey":null,"properties":[{"name":"na\nme","type":"string","optional":false,"indexed":false,"collection":null},{"name":"owner","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"Dog\u001b[31m\nclasses:"}]}],"objects":{"Dog\u001b[31m\nclasses:":[{"name":"Rex\nX"}],"Pet":[{"na\nme":"Tom","owner":"Rex\nX"}]}}

    """#

    static func makeStore(_ dir: ScratchDirectory) throws -> String {
        try dump.write(toFile: dir.path("dump.json"), atomically: true, encoding: .utf8)
        let path = dir.path("hostile.realm")
        let imported = run(["import", path, "--canonical", dir.path("dump.json")])
        #expect(imported.exitCode == .success, "\(imported.stderr)")
        return path
    }

    @Test func infoQuotesAClassNameThatCouldForgeALine() throws {
        let dir = try ScratchDirectory()
        let info = run(["info", try Self.makeStore(dir)])
        #expect(info.exitCode == .success)
        #expect(info.stdout.contains(#"""
        classes:
          'Dog\u{1b}[31m\nclasses:'  1 object
          Pet                        1 object
        files:

        """#))
        #expect(!info.stdout.contains("\u{1b}"))
    }

    @Test func schemaQuotesNamesAndTypes() throws {
        let dir = try ScratchDirectory()
        let schema = run(["schema", try Self.makeStore(dir)])
        #expect(schema.exitCode == .success)
        #expect(schema.stdout == #"""
        class 'Dog\u{1b}[31m\nclasses:' (primary key: name)
          name  string  primary key

        class Pet
          'na\nme'  string
          owner     'Dog\u{1b}[31m\nclasses:?'

        """#)
    }

    @Test func classesQuotesTheName() throws {
        let dir = try ScratchDirectory()
        let classes = run(["exec", try Self.makeStore(dir), "-c", ".classes"])
        #expect(classes.exitCode == .success)
        #expect(classes.stdout == #"""
        'Dog\u{1b}[31m\nclasses:'  1 object
        Pet                        1 object

        """#)
    }

    @Test func tableHeadersAndLinksAreEscapedInEveryMode() throws {
        let dir = try ScratchDirectory()
        let listed = run(["exec", try Self.makeStore(dir), "-c", ".mode line\nPet\n.mode list\n.headers on\nPet\n.mode table\nPet"])
        #expect(listed.exitCode == .success, "\(listed.stderr)")
        #expect(listed.stdout == #"""
        na\nme = Tom
         owner = → Dog\u{1b}[31m\nclasses: 'Rex\nX'
        na\nme|owner
        Tom|→ Dog\u{1b}[31m\nclasses: 'Rex\nX'
        +--------+------------------------------------+
        | na\nme | owner                              |
        +--------+------------------------------------+
        | Tom    | → Dog\u{1b}[31m\nclasses: 'Rex\nX' |
        +--------+------------------------------------+

        """#)
    }

    @Test func diffQuotesAClassName() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStore(dir)
        let other = dir.path("cats.realm")
        try #"{"schema":[{"name":"Cat","embedded":false,"primaryKey":null,"properties":[]}],"objects":{"Cat":[]}}"#
            .write(toFile: dir.path("cats.json"), atomically: true, encoding: .utf8)
        #expect(run(["import", other, "--canonical", dir.path("cats.json")]).exitCode == .success)
        let diff = run(["diff", path, other])
        #expect(diff.stdout.contains(#"- class 'Dog\u{1b}[31m\nclasses:' (1 object)"# + "\n"), "\(diff.stdout)")
        #expect(!diff.stdout.contains("\u{1b}"))
    }
}
