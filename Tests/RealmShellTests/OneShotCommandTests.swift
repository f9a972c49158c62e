import Foundation
@testable import RealmShell
import Testing

@Suite struct OneShotCommandTests {
    /// Dogs and people with a primary key on Person, for studio scripts.
    static let dogsDump = #"""
    {"schema":[{"name":"Dog","embedded":false,"primaryKey":null,"properties":[{"name":"name","type":"string","optional":false,"indexed":false,"collection":null},{"name":"age","type":"int","optional":false,"indexed":false,"collection":null},{"name":"owner","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"Person"}]},{"name":"Person","embedded":false,"primaryKey":"name","properties":[{"name":"name","type":"string","optional":false,"indexed":true,"collection":null},{"name":"born","type":"date","optional":true,"indexed":false,"collection":null},{"name":"dogs","type":"object","optional":false,"indexed":false,"collection":"list","objectType":"Dog"}]}],"objects":{"Dog":[{"name":"Rex","age":1,"owner":"Tim"},{"name":"Fido","age":3,"owner":"Tim"},{"name":"Bella","age":5,"owner":"Jane"},{"name":"Max","age":0,"owner":null}],"Person":[{"name":"Jane","born":null,"dogs":[{"$index":2}]},{"name":"Tim","born":{"$date":"1985-03-14T09:30:00.000000000Z"},"dogs":[{"$index":0},{"$index":1}]}]}}

    """#

    static let dogsSchema = """
    {"schema":[{"name":"Dog","embedded":false,"primaryKey":"name","properties":[{"name":"name","type":"string","optional":false,"indexed":true,"collection":null},{"name":"age","type":"int","optional":true,"indexed":false,"collection":null}]}],"objects":{"Dog":[{"name":"Rex","age":3},{"name":"Ace","age":null}]}}

    """

    @Test func createMakesAnEmptyStoreWithTheSchema() throws {
        let dir = try ScratchDirectory()
        try Self.dogsSchema.write(toFile: dir.path("schema.json"), atomically: true, encoding: .utf8)
        let created = run(["create", dir.path("dogs.realm"), "--schema", dir.path("schema.json")])
        #expect(created.exitCode == .success)
        #expect(created.stdout == "created \(dir.path("dogs.realm")) (RealmLens store) with 1 class (schema version 0)\n")
        let exported = run(["export", dir.path("dogs.realm")])
        #expect(exported.stdout == """
        {"schema":[{"name":"Dog","embedded":false,"primaryKey":"name","properties":[{"name":"name","type":"string","optional":false,"indexed":true,"collection":null},{"name":"age","type":"int","optional":true,"indexed":false,"collection":null}]}],"objects":{"Dog":[]}}

        """)
    }

    @Test func importThenExportGivesTheSameBytes() throws {
        let dir = try ScratchDirectory()
        try Self.dogsSchema.write(toFile: dir.path("dump.json"), atomically: true, encoding: .utf8)
        let imported = run(["import", dir.path("dogs.realm"), "--canonical", dir.path("dump.json")])
        #expect(imported.exitCode == .success)
        #expect(imported.stdout == "imported 2 objects of 1 class into \(dir.path("dogs.realm")) (RealmLens store)\n")
        // Objects come back in primary-key order.
        #expect(run(["export", dir.path("dogs.realm")]).stdout.contains(#""objects":{"Dog":[{"name":"Ace","age":null},{"name":"Rex","age":3}]}"#))
        let out = run(["export", dir.path("dogs.realm"), "--canonical", "-o", dir.path("again.json")])
        #expect(out.exitCode == .success && out.stdout.isEmpty)
        let reimported = run(["import", dir.path("copy.realm"), "--canonical", dir.path("again.json")])
        #expect(reimported.exitCode == .success)
        #expect(run(["export", dir.path("copy.realm")]).stdout == run(["export", dir.path("dogs.realm")]).stdout)
    }

    @Test func importRefusesAnExistingPathAndBadDumps() throws {
        let dir = try ScratchDirectory()
        try Self.dogsSchema.write(toFile: dir.path("dump.json"), atomically: true, encoding: .utf8)
        #expect(run(["import", dir.path("a.realm"), "--canonical", dir.path("dump.json")]).exitCode == .success)
        let again = run(["import", dir.path("a.realm"), "--canonical", dir.path("dump.json")])
        #expect(again.exitCode == .failure)
        #expect(again.stderr == "error: '\(dir.path("a.realm"))' already exists; choose a new path or delete it first with 'realmlens delete \(dir.path("a.realm"))'\n")

        try #"{"schema":[{"name":"Dog","embedded":false,"primaryKey":null,"properties":[{"name":"age","type":"int","optional":false,"indexed":false,"collection":null}]}],"objects":{"Dog":[{"age":"old"}]}}"#
            .write(toFile: dir.path("bad.json"), atomically: true, encoding: .utf8)
        let bad = run(["import", dir.path("b.realm"), "--canonical", dir.path("bad.json")])
        #expect(bad.exitCode == .failure)
        #expect(bad.stderr.hasPrefix("error: ") && bad.stderr.contains("'Dog.age' expects an integer"))
        // Nothing is left behind: neither the store nor a temporary file.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path).sorted() == ["a.realm", "bad.json", "dump.json"])

        let missing = run(["import", dir.path("c.realm")])
        #expect(missing.exitCode == .usage)
        let line = "realmlens import \(dir.path("c.realm"))"
        #expect(missing.stderr == """
            error: missing argument --canonical FILE for 'import'
              \(line)
              \(String(repeating: " ", count: line.count))^
            Run 'realmlens import --help' for its usage.

            """)
    }

    @Test func auxiliaryFilesNameTheirStore() throws {
        let dir = try ScratchDirectory()
        try Self.dogsSchema.write(toFile: dir.path("dump.json"), atomically: true, encoding: .utf8)
        _ = run(["import", dir.path("dogs.realm"), "--canonical", dir.path("dump.json")])
        let viaLock = run(["schema", dir.path("dogs.realm.lock")])
        #expect(viaLock.exitCode == .success)
        #expect(viaLock.stderr == "note: '\(dir.path("dogs.realm.lock"))' is the lock file of '\(dir.path("dogs.realm"))'; using '\(dir.path("dogs.realm"))'\n")
        #expect(viaLock.stdout == "class Dog (primary key: name)\n  name  string  primary key\n  age   int?\n")
        let orphan = run(["info", dir.path("gone.realm.note")])
        #expect(orphan.exitCode == .failure)
        #expect(orphan.stderr.hasPrefix("error: '\(dir.path("gone.realm.note"))' is the "))
    }

    @Test func missingAndForeignFilesFailClearly() throws {
        let dir = try ScratchDirectory()
        #expect(run(["info", dir.path("none.realm")]).stderr == "error: no such store: '\(dir.path("none.realm"))'\n")
        try "hello".write(toFile: dir.path("text.realm"), atomically: true, encoding: .utf8)
        let foreign = run(["schema", dir.path("text.realm")])
        #expect(foreign.exitCode == .failure)
        #expect(foreign.stderr.contains("is neither a RealmLens store nor a Realm file"))
    }

    @Test func unknownCommandsSuggest() {
        let outcome = run(["shema", "x.realm"])
        #expect(outcome.exitCode == .usage)
        #expect(outcome.stderr == "error: unknown command 'shema'. Did you mean 'schema'? Run 'realmlens --help' for the list.\n")
    }

    @Test func everyCommandHasHelp() {
        for command in CommandTable.standard.commands {
            let outcome = run([command.name, "--help"])
            #expect(outcome.exitCode == .success)
            #expect(outcome.stdout.hasPrefix("OVERVIEW: \(command.abstract)\n\nUSAGE: realmlens \(command.name)"))
        }
        #expect(run(["--help"]).stdout.contains("  export                  Write the canonical dump of a store or genuine Realm file.\n"))
    }

    @Test func commandTableIsConsistent() {
        let names = CommandTable.standard.commands.flatMap { [$0.name] + $0.aliases }
        #expect(Set(names).count == names.count, "command names and aliases must be unique")
        for command in CommandTable.standard.commands {
            #expect(!command.abstract.isEmpty && command.abstract.hasSuffix("."), "\(command.name) needs a one-sentence abstract")
            #expect(!command.examples.isEmpty, "\(command.name) needs an example")
        }
    }
}

@Suite struct GenuineFileCommandTests {
    @Test("convert of every fixture gives a store with the same canonical dump", .requiresFixtures,
          arguments: ["basic", "alltypes", "links", "empty", "emptyclasses", "encrypted"])
    func convertKeepsTheDump(name: String) throws {
        let fixtures = try #require(fixturesDirectory)
        let dir = try ScratchDirectory()
        var arguments = ["convert", fixtures.appendingPathComponent("\(name).realm").path, dir.path("out.realm")]
        if name == "encrypted" { arguments += ["--key", "@" + fixtures.appendingPathComponent("encrypted.key").path, "--decrypt"] }
        let converted = run(arguments)
        #expect(converted.exitCode == .success, "\(converted.stderr)")
        let expected = try String(contentsOf: fixtures.appendingPathComponent("\(name).expected.json"), encoding: .utf8)
        #expect(run(["export", dir.path("out.realm")]).stdout == expected)
    }

    @Test(.requiresFixtures) func encryptedFileNeedsTheRightKey() throws {
        let fixtures = try #require(fixturesDirectory)
        let path = fixtures.appendingPathComponent("encrypted.realm").path
        #expect(run(["schema", path]).stderr == "error: '\(path)' is encrypted: give its 64-byte encryption key (128 hex digits, base64, or @FILE)\n")
        let wrong = run(["schema", path, "--key", String(repeating: "ab", count: 64)])
        #expect(wrong.exitCode == .failure)
        #expect(wrong.stderr == "error: the encryption key does not match '\(path)'\n")
    }

    /// `--snapshot` reads a copy in the temporary folder; its errors still name the user's file.
    @Test(.requiresFixtures) func snapshotErrorsNameTheUsersFile() throws {
        let fixtures = try #require(fixturesDirectory)
        let path = fixtures.appendingPathComponent("encrypted.realm").path
        #expect(run(["info", path, "--snapshot"]).stderr
            == "error: '\(path)' is encrypted: give its 64-byte encryption key (128 hex digits, base64, or @FILE)\n")
        let wrong = run(["info", path, "--snapshot", "--key", String(repeating: "ab", count: 64)])
        #expect(wrong.exitCode == .failure)
        #expect(wrong.stderr == "error: the encryption key does not match '\(path)'\n")
    }

    /// Regression: damage found after opening (reading the objects) named
    /// the private copy in the temporary folder, which the user never gave
    /// and which is gone by then. Every command that reads objects names
    /// the user's file.
    @Test(.requiresFixtures) func snapshotDamageFoundWhileReadingNamesTheUsersFile() throws {
        let fixtures = try #require(fixturesDirectory)
        var bytes = try [UInt8](Data(contentsOf: fixtures.appendingPathComponent("compacted.realm")))
        bytes[0x7BFBE] ^= 1 << 5  // a short string loses its terminating zero: found when the objects are read
        let dir = try ScratchDirectory()
        let path = dir.path("damaged.realm")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let expected = "error: '\(path)' is damaged: short string 1 lacks its terminating zero (at byte 0x7BFB0)\n"
        for command in [["export", path], ["convert", path, dir.path("out.realm")], ["query", path, "Record"]] {
            let outcome = run(command + ["--snapshot"])
            #expect(outcome.exitCode == .failure, "\(command)")
            #expect(outcome.stderr == expected, "\(command)")
        }
    }

    @Test(.requiresFixtures) func infoDescribesAGenuineFile() throws {
        let fixtures = try #require(fixturesDirectory)
        let outcome = run(["info", fixtures.appendingPathComponent("basic.realm").path])
        #expect(outcome.exitCode == .success)
        #expect(outcome.stdout.contains("format:         Realm Core file, format 24\n"))
        #expect(outcome.stdout.contains("  Dog     6 objects\n  Person  4 objects\n"))
    }
}

@Suite struct GenuineFileAccessTests {
    /// A copy of a fixture in a scratch folder, so tests can put a lock file beside it.
    func scratchCopy(_ name: String) throws -> (ScratchDirectory, String) {
        let fixtures = try #require(fixturesDirectory)
        let dir = try ScratchDirectory()
        let path = dir.path("\(name).realm")
        try FileManager.default.copyItem(atPath: fixtures.appendingPathComponent("\(name).realm").path, toPath: path)
        return (dir, path)
    }

    @Test(.requiresFixtures) func readingNeverCreatesOrChangesFiles() throws {
        let (dir, path) = try scratchCopy("links")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        for arguments in [["info", path], ["schema", path], ["export", path], ["export", path, "--snapshot"]] {
            #expect(run(arguments).exitCode == .success)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path) == ["links.realm"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test(.requiresFixtures, .requiresPython3) func saysWhenAnAppHasTheFileOpen() throws {
        let (dir, path) = try scratchCopy("basic")
        defer { withExtendedLifetime(dir) {} }
        // Realm Core holds a shared flock() on NAME.realm.lock while a file is open.
        let holder = RealmCoreLockHolder(storePath: path)
        #expect(try holder.start())
        let live = run(["schema", path])
        #expect(live.exitCode == .success)
        #expect(live.stderr == "note: '\(path)' is open in pid \(holder.pid); reading it as it is now (use --snapshot for a private copy)\n")
        let snapshot = run(["export", path, "--snapshot"])
        #expect(snapshot.stderr == "note: '\(path)' is open in pid \(holder.pid); reading a private snapshot of it\n")
        let expected = try String(contentsOf: try #require(fixturesDirectory).appendingPathComponent("basic.expected.json"), encoding: .utf8)
        #expect(snapshot.stdout == expected)
    }
}

@Suite struct GenuineFileQueryTests {
    /// Regression: a genuine file's full-text index was lost on the way through
    /// the canonical dump, so TEXT failed on genuine files and converted stores.
    @Test(.requiresFixtures) func fullTextSearchWorksOnGenuineFilesAndConvertedStores() throws {
        let fixtures = try #require(fixturesDirectory)
        let path = fixtures.appendingPathComponent("links.realm").path
        let direct = run(["query", path, "Note", "text TEXT 'realm'", "--format", "jsonl"])
        #expect(direct.exitCode == .success, "\(direct.stderr)")
        #expect(direct.stdout.split(separator: "\n").count == 1)
        #expect(direct.stdout.hasPrefix(#"{"text":"Realm is a mobile database""#))
        let dir = try ScratchDirectory()
        #expect(run(["convert", path, dir.path("links.realm")]).exitCode == .success)
        #expect(run(["schema", dir.path("links.realm")]).stdout.contains("  text         string       full-text indexed\n"))
        #expect(run(["query", dir.path("links.realm"), "Note", "text TEXT 'realm'", "--format", "jsonl"]).stdout == direct.stdout)
    }
}

@Suite struct GenuineFileOrderTests {
    /// Regression: queries on a genuine file listed objects in primary-key order
    /// (the canonical dump's), not in the file's own object order as Realm does.
    @Test(.requiresFixtures) func unsortedResultsComeInTheFilesObjectOrder() throws {
        let fixtures = try #require(fixturesDirectory)
        let alltypes = run(["query", fixtures.appendingPathComponent("alltypes.realm").path, "AllTypes", "--format", "csv"])
        let ids = alltypes.stdout.split(separator: "\r\n").dropFirst().prefix(4).map { $0.split(separator: ",").first.map(String.init) ?? "" }
        // The fixture inserted int64 max first, then min, 0 and -1 (README: "inserted in non-pk order").
        #expect(ids == ["9223372036854775807", "-9223372036854775808", "0", "-1"])
        // In churn.realm, id 0 was deleted and re-inserted later: it comes last.
        let churn = run(["query", fixtures.appendingPathComponent("churn.realm").path, "Record", "id < 10", "--format", "csv"])
        #expect(churn.stdout.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",").first.map(String.init) ?? "" }
            == ["1", "2", "4", "5", "7", "8", "0"])
        // SORT still sorts.
        let sorted = run(["query", fixtures.appendingPathComponent("churn.realm").path, "Record", "id < 10 SORT(id ASC)", "--format", "csv"])
        #expect(sorted.stdout.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",").first.map(String.init) ?? "" }
            == ["0", "1", "2", "4", "5", "7", "8"])
    }
}
