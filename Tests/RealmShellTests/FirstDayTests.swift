import Foundation
@testable import RealmShell
import Testing

/// Regressions from issue 10 ("a first day with RealmLens") that need a
/// process, a file on disk or an answer typed at a prompt.
@Suite struct FirstDayTests {
    @Test func pipedStudioKeepsStatusLinesOffStandardOutput() throws {
        let dir = try ScratchDirectory()
        let store = try ProcessTests.makeStore(dir)
        let result = try ProcessTests.realmlens([store], input: ".mode json\nPerson\n")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("[{\"name\":\"Jane\""))
        #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) is [Any])
        #expect(result.stderr == "opened \(store): RealmLens store (SQLite), 2 classes\n")
    }
}

extension FirstDayTests {
    /// Deleting objects leaves half-empty pages, not free ones: the space
    /// report counts them, so `--if-used-below` fires (it said "100% used").
    @Test func compactCountsTheSlackThatDeletingLeaves() throws {
        let dir = try ScratchDirectory()
        let path = dir.path("half.realm")
        #expect(run(["demo", path, "--template", "dogs", "--objects", "20000", "--seed", "1", "--to", "store"]).exitCode == .success)
        let fresh = run(["compact", path, "--dry-run", "--if-used-below", "90"])
        #expect(fresh.stdout.hasSuffix("\nwould not compact: \(Self.usedPercent(fresh.stdout)) used is not below 90%\n"), "\(fresh.stdout)")
        #expect(run(["exec", path, "-c", "delete Dog where age > 7"]).exitCode == .success)
        let dry = run(["compact", path, "--dry-run", "--if-used-below", "80"])
        let percent = Self.usedPercent(dry.stdout)
        #expect(Double(percent.dropLast()).map { $0 > 50 && $0 < 75 } == true, "\(dry.stdout)")
        #expect(dry.stdout.hasSuffix("\nwould compact: \(percent) used is below 80%\n"))
        let sizeBefore = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let compacted = run(["compact", path, "--if-used-below", "80"])
        #expect(compacted.stdout.contains("compacting: \(percent) used is below 80%"))
        let sizeAfter = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        // What it said it would give back is what compaction gave back, within 10% (a compacted store keeps a little slack too).
        let match = try #require(dry.stdout.firstMatch(of: /, (\d+) bytes \([^)]*\) free\n/))
        let promised = try #require(Double(String(match.1)))
        let saved = Double(sizeBefore - sizeAfter)
        #expect(abs(promised - saved) < saved * 0.1, "said \(promised), saved \(saved)")
    }

    /// `60.8%` out of `… used (60.8%), …`.
    static func usedPercent(_ text: String) -> String {
        guard let open = text.range(of: "used ("), let close = text[open.upperBound...].firstIndex(of: ")") else { return "?" }
        return String(text[open.upperBound..<close])
    }
}

extension FirstDayTests {
    /// `info` named nobody in "open by" in the run that warned "is open in pid …".
    @Test(.requiresPython3, .requiresFixtures)
    func infoNamesTheAppThatHoldsAGenuineFile() throws {
        let dir = try ScratchDirectory()
        let path = dir.path("app.realm")
        try FileManager.default.copyItem(atPath: try #require(fixturesDirectory).appendingPathComponent("basic.realm").path, toPath: path)
        let app = RealmCoreLockHolder(storePath: path)
        #expect(try app.start())
        let pid = app.pid
        let text = try ProcessTests.realmlens(["info", path])
        #expect(text.stderr.contains("note: '\(path)' is open in pid \(pid);"))
        #expect(text.stdout.contains("\nopen by:        pid \(pid) (python3)\n"), "\(text.stdout)")
        let json = try ProcessTests.realmlens(["info", path, "--format", "json"])
        #expect(json.stdout.contains(#""openBy":[{"pid":\#(pid),"process":"python3"}]"#), "\(json.stdout)")
    }
}

extension FirstDayTests {
    /// Runs studio input in-process (as a pipe would), returning what it printed.
    static func studio(_ input: String, interactive: Bool = false, answers: [String] = []) -> (stdout: String, stderr: String) {
        let out = CapturedOutput(), err = CapturedOutput()
        let session = Session(stdout: out, stderr: err, environment: [:], isInteractive: interactive)
        session.bail = false
        var answers = answers
        session.readAnswer = { answers.isEmpty ? nil : answers.removeFirst() }
        var processor = InputProcessor(session: session)
        for line in input.split(separator: "\n") { processor.execute(String(line)) }
        return (out.text, err.text)
    }

    /// `show` on a genuine file had no backlinks section; the converted store had one.
    @Test(.requiresFixtures)
    func showOnAGenuineFileListsBacklinksAsOnItsConvertedStore() throws {
        let dir = try ScratchDirectory()
        let genuine = try #require(fixturesDirectory).appendingPathComponent("links.realm").path
        let converted = dir.path("links.realm")
        #expect(run(["convert", genuine, converted]).exitCode == .success)
        let onGenuine = Self.studio(".open \(genuine)\nshow Person[2]").stdout
        let onConverted = Self.studio(".open \(converted)\nshow Person[2]").stdout
        #expect(onGenuine.hasSuffix("""
              backlinks:
                ← Person.friends: 2 ([1], [7])
                ← Person.bestFriend: 1 ([0])

            """), "\(onGenuine)")
        #expect(onGenuine == onConverted)
    }
}

extension FirstDayTests {
    /// Into `$PAGER`, column widths come from every row, not the first 500,
    /// so the long name of dog 600 is not cut.
    @Test func pagerListingsMeasureEveryRow() throws {
        let dir = try ScratchDirectory()
        let dogs = (0..<600).map { i in #"{"name":"\#(i == 599 ? "Sir Reginald Barkington the Third" : "Dog\(i)")","age":\#(i % 20)}"# }
        let dump = #"{"schema":[{"name":"Dog","embedded":false,"primaryKey":null,"properties":[{"name":"name","type":"string","optional":false,"indexed":false,"collection":null},{"name":"age","type":"int","optional":false,"indexed":false,"collection":null}]}],"objects":{"Dog":["#
            + dogs.joined(separator: ",") + "]}}\n"
        try dump.write(toFile: dir.path("dump.json"), atomically: true, encoding: .utf8)
        #expect(run(["import", dir.path("dogs.realm"), "--canonical", dir.path("dump.json")]).exitCode == .success)
        let paged = dir.path("paged.txt")
        let out = CapturedOutput(isTerminal: true), err = CapturedOutput()
        let session = Session(stdout: out, stderr: err, environment: ["PAGER": "cat > '\(paged)'"], isInteractive: true)
        var processor = InputProcessor(session: session)
        let opened = processor.execute(".open \(dir.path("dogs.realm"))")
        let listed = processor.execute("Dog")
        #expect(opened && listed, "\(err.text)")
        let text = try String(contentsOfFile: paged, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.first == "+-----------------------------------+-----+")
        #expect(lines.contains("| Sir Reginald Barkington the Third |  19 |"))
        #expect(lines.contains("| Dog0                              |   0 |"))
        #expect(lines.count == 604)
    }
}

extension FirstDayTests {
    static func storeWithKennel(_ dir: ScratchDirectory) throws -> String {
        let path = try ProcessTests.makeStore(dir)
        #expect(run(["exec", path, "-c", ".create-class Kennel {name: String, size: Int}\ncreate Kennel {name: 'North', size: 3}"]).exitCode == .success)
        return path
    }

    /// `.open OTHER` with a write transaction open threw it away silently.
    @Test func openWithATransactionOpenAsksAtATerminalAndRefusesWithoutOne() throws {
        let dir = try ScratchDirectory()
        let path = try Self.storeWithKennel(dir)
        let other = dir.path("other.realm")
        #expect(run(["import", other, "--canonical", dir.path("dump.json")]).exitCode == .success)
        let edit = "begin\nupdate Kennel[0] set size = 9\n"

        let piped = Self.studio(".open \(path)\n\(edit).open \(other)\ncommit\n.open \(path)\nKennel")
        #expect(piped.stderr.contains("error: a write transaction is open: commit or rollback before opening \(other)\n"))
        #expect(!piped.stderr.contains("opened \(other)"))
        #expect(piped.stdout.contains("| North |    9 |"), "the transaction was kept and committed")

        let declined = Self.studio(".open \(path)\n\(edit)update Kennel[0] set size = 4\n.open \(other)\n.open \(path)\nKennel", interactive: true, answers: ["n"])
        #expect(declined.stderr.contains("a write transaction is open: commit it before opening \(other)? [y/N] rolled back\nopened \(other)"))
        #expect(declined.stdout.contains("| North |    9 |"))

        let accepted = Self.studio(".open \(path)\n\(edit)update Kennel[0] set size = 5\n.open \(other)\n.open \(path)\nKennel", interactive: true, answers: ["y"])
        #expect(accepted.stderr.contains("commit it before opening \(other)? [y/N] committed\n"))
        #expect(accepted.stdout.contains("| North |    5 |"))
    }

    /// `.alter … remove` and `.drop-class` ask at a terminal, naming what goes;
    /// piped input and `exec` run them as written.
    @Test func droppingAPropertyOrAClassAsksAtATerminal() throws {
        let dir = try ScratchDirectory()
        let path = try Self.storeWithKennel(dir)
        let declined = Self.studio(".open \(path)\n.alter Kennel remove size\n.drop-class Kennel\n.schema Kennel", interactive: true, answers: ["n", "no"])
        #expect(declined.stderr.contains("remove property 'Kennel.size' and its values in 1 object? [y/N] nothing changed\n"))
        #expect(declined.stderr.contains("remove class 'Kennel' and its 1 object? [y/N] nothing changed\n"))
        #expect(declined.stdout.contains("  size  int\n"))

        let accepted = Self.studio(".open \(path)\n.alter Kennel remove size\n.drop-class Kennel", interactive: true, answers: ["y", "y"])
        #expect(accepted.stderr.contains("and its values in 1 object? [y/N] property 'Kennel.size' was removed (schema version 2)\n"))
        #expect(accepted.stderr.contains("remove class 'Kennel' and its 1 object? [y/N] class 'Kennel' was removed (schema version 3)\n"))

        let linked = Self.studio(".open \(path)\n.drop-class Person", interactive: true, answers: ["y"])
        #expect(linked.stderr.hasSuffix("\n" + "error: migration failed: class 'Person' is still linked from 'Dog.owner'; remove that property first\n"), "\(linked.stderr)")

        #expect(run(["exec", path, "-c", ".create-class Cat {name: String}\n.alter Cat remove name\n.drop-class Cat"]).exitCode == .success)
    }
}

extension FirstDayTests {
    @Test func tabCompletesModeValuesAndRQLKeywords() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        let session = Session(stdout: CapturedOutput(), stderr: CapturedOutput(), environment: [:], isInteractive: false)
        var processor = InputProcessor(session: session)
        processor.execute(".open \(path)")
        func complete(_ line: String) -> [String] {
            let word = line.hasSuffix(" ") ? "" : String(line.split(separator: " ").last ?? "")
            return Completion.candidates(session: session, line: line, word: word)
        }
        #expect(complete(".mode js") == ["json", "jsonl"])
        #expect(complete(".mode ") == ["table", "box", "csv", "json", "jsonl", "line", "list", "markdown"])
        #expect(complete(".headers o") == ["on", "off"])
        #expect(complete("Dog where name BEGIN") == ["BEGINSWITH"])
        #expect(complete("Dog where age > 3 so") == ["SORT"])
        #expect(complete("Dog where n") == ["name", "NONE", "NOT", "nil"])
        #expect(complete("Dog w") == ["where"])
        #expect(complete(".export Pe") == ["Person"])
    }
}

extension FirstDayTests {
    @Test func oneShotQuerySuggestsTheClassAsTheStudioDoes() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        let result = run(["query", path, "Dgo"])
        #expect(result.exitCode == .failure)
        #expect(result.stderr == "error: no such class 'Dgo'. Did you mean 'Dog'? 'realmlens schema \(path)' lists them.\n")
    }
}

extension FirstDayTests {
    @Test func compactOnOpenFiresAfterDeletingHalfOfAStore() throws {
        let dir = try ScratchDirectory()
        let path = dir.path("half.realm")
        #expect(run(["demo", path, "--template", "dogs", "--objects", "20000", "--seed", "1", "--to", "store"]).exitCode == .success)
        #expect(run(["exec", path, "-c", "delete Dog where age > 7"]).exitCode == .success)
        let opened = Self.studio(".open \(path) --compact-on-open 100KB,80")
        #expect(opened.stderr.hasPrefix("note: compacted \(path) before opening: "), "\(opened.stderr)")
    }
}

extension FirstDayTests {
    /// `query --format csv` wrote display text (`<3 B data>`, `[list of 2]`, `\n` as two characters).
    @Test func oneShotCSVWritesData() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        let made = run(["exec", path, "-c", """
            .create-class Blob {note: String?, bytes: Data, tags: List<String>}
            create Blob {note: "two\\nlines", bytes: {"$data": "AQID"}, tags: ['a', 'b']}
            create Blob {note: '', bytes: {"$data": ""}, tags: []}
            """])
        #expect(made.exitCode == .success, "\(made.stderr)")
        let csv = run(["query", path, "Blob", "--format", "csv"])
        #expect(csv.stdout == "note,bytes,tags\r\n\"two\nlines\",\"{\"\"$data\"\":\"\"AQID\"\"}\",\"[\"\"a\"\",\"\"b\"\"]\"\r\n\"\",\"{\"\"$data\"\":\"\"\"\"}\",[]\r\n")
    }
}

extension FirstDayTests {
    /// A hand-written file for `.import` may leave properties out, as `create` may.
    @Test func importFillsWhatAFileLeavesOut() throws {
        let dir = try ScratchDirectory()
        let path = try Self.storeWithKennel(dir)
        try #"[{"name": "South"}, {"name": "East", "size": 2}, {"name": "West"}]"#.write(toFile: dir.path("k.json"), atomically: true, encoding: .utf8)
        try "name,size\r\nCSV,\r\n".write(toFile: dir.path("k.csv"), atomically: true, encoding: .utf8)
        let result = Self.studio(".open \(path)\n.import Kennel \(dir.path("k.json"))\n.import Kennel \(dir.path("k.csv"))\n.mode list\nKennel")
        #expect(result.stderr.hasSuffix("""
            imported 3 Kennel objects from \(dir.path("k.json"))
            note: left out, so set to their type's empty value: size (in 2 objects)
            error: missing value for required property 'Kennel.size'

            """), "\(result.stderr)")
        #expect(result.stdout == "name|size\nNorth|3\nSouth|0\nEast|2\nWest|0\n")
    }
}

extension FirstDayTests {
    /// Whatever `.export` writes as CSV, `.import` reads back to the same objects.
    @Test func csvExportReimportsControlCharactersAndMixedValues() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        let csv = dir.path("v.csv")
        let setup = """
            .open \(path)
            .create-class V {s: String?, m: mixed}
            create V {s: "a\\bb\\fc\\u0001", m: '42'}
            create V {s: '', m: 42}
            create V {s: null, m: 'true'}
            create V {s: 'x', m: null}
            create V {s: '"quoted"', m: ''}
            .mode jsonl
            V
            """
        let lines = Self.studio("\(setup)\n.export V \(csv)\ndelete V where TRUEPREDICATE\n.import V \(csv)\nV").stdout.split(separator: "\n")
        #expect(lines.count == 10)
        #expect(lines.prefix(5) == lines.suffix(5), "\(lines)")
        #expect(lines.first == #"{"s":"a\bb\fc\u0001","m":"42"}"#)
    }
}
