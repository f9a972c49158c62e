import Foundation
import RealmModel
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

    // MARK: - Every output format, on a genuine file

    /// A genuine file (written by Realm Core) whose class (and `Pet`'s),
    /// property names, string value and dictionary key hold a quote, a comma, CR LF, a tab, a
    /// `|`, a NUL and a clear-screen escape.
    static let valuesDump: String = {
        let properties = [DumpProperty("na,me\"q", .string), DumpProperty("cr\r\nx|y", .string, optional: true), DumpProperty("tags", .string, .dictionary)]
        let object: [String: DumpValue] = ["na,me\"q": .string(value), "cr\r\nx|y": nil, "tags": ["k,\"\n\u{1b}[2J": "v"]]
        return CanonicalDump([DumpClass(className, properties: properties, objects: [object]),
                              DumpClass("Pet", properties: properties, objects: [object])]).json
    }()
    static let className = "Dog\"s,\r\t\u{1b}[2J"
    static let value = "a,b\"c\r\nd\u{1b}[2J|e\u{0}f"

    static func makeGenuineFile(_ dir: ScratchDirectory) throws -> String {
        let path = dir.path("hostile.realm")
        try RealmCoreCheck.makeFile(fromDump: valuesDump, at: path)
        return path
    }

    /// JSON and JSON lines parse back to the very names and values; CSV
    /// reads back (RFC 4180) to the same header and fields.
    @Test(.requiresRealmCoreCheck) func machineFormatsReadBackExactly() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeGenuineFile(dir)
        for format in ["json", "jsonl"] {
            let outcome = run(["query", path, Self.className, "--format", format])
            #expect(outcome.exitCode == .success, "\(outcome.stderr)")
            #expect(outcome.stdout.hasSuffix("\n"))
            let text = String(outcome.stdout.dropLast())
            #expect(!text.contains("\n"), "\(format): one line for the object")
            let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
            let object = try #require((parsed as? [[String: Any]])?.first ?? parsed as? [String: Any])
            #expect(object["na,me\"q"] as? String == Self.value)
            #expect((object["tags"] as? [String: String]) == ["k,\"\n\u{1b}[2J": "v"])
            #expect(object.keys.contains("cr\r\nx|y"))
        }
        let csv = run(["query", path, Self.className, "--format", "csv"])
        #expect(csv.exitCode == .success, "\(csv.stderr)")
        let records = try CSVText.records(csv.stdout)
        #expect(records.map { $0.map(\.text) } == [["na,me\"q", "cr\r\nx|y", "tags"], [Self.value, "", #"{"k,\"\n\u001b[2J":"v"}"#]])
    }

    /// The human formats escape what would drive the terminal or break the
    /// grid: no escape, NUL or CR byte, one line per row, and in Markdown
    /// every row has as many cell borders as the heading.
    @Test(.requiresRealmCoreCheck) func humanFormatsNeverDriveTheTerminal() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeGenuineFile(dir)
        for mode in ["table", "box", "line", "list", "markdown"] {
            let outcome = run(["exec", path, "-c", ".mode \(mode)\n.headers on\nPet"])
            #expect(outcome.exitCode == .success, "\(mode): \(outcome.stderr)")
            for raw in ["\u{1b}", "\u{0}", "\r"] { #expect(!outcome.stdout.unicodeScalars.contains(raw.unicodeScalars.first!), "\(mode): \(outcome.stdout)") }
            #expect(outcome.stdout.contains(#"a,b"c\r\nd\u{1b}[2J"#), "\(mode): \(outcome.stdout)")
            if mode == "markdown" {
                let borders = outcome.stdout.split(separator: "\n").map { $0.replacing("\\|", with: "").filter { $0 == "|" }.count }
                #expect(borders == [4, 4, 4], "\(outcome.stdout)")
            }
        }
    }
}
