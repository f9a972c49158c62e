import Foundation
import RealmModel
@testable import RealmShell
import SQLite
import Testing

/// `convert PATH OUT.db --to sqlite`: an ordinary SQLite database holding
/// exactly the store's data, checked object for object against each
/// fixture's canonical dump with plain SQL (`SQLiteExportReader`).
@Suite struct SQLiteExportTests {
    static let fixtures = ["basic", "alltypes", "links", "churn", "emptyclasses", "empty", "compacted"]

    /// `NAME.expected.json`'s schema, and the whole expected dump.
    static func expected(_ fixture: String) throws -> (schema: Schema, dump: String) {
        let url = try #require(fixturesDirectory).appendingPathComponent("\(fixture).expected.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        var parser = JSONPullParser(input: MemoryByteInput(text))
        let json = try parser.readValue()
        return (try CanonicalSchemaDecoder.decode(try #require(json["schema"])), withoutNegativeZero(text))
    }

    /// The one value SQLite cannot keep: a REAL column stores a float or
    /// double of integral value as an integer, so -0 reads back as 0 (the
    /// README says so). Decimals (`"-0"`, quoted) are untouched.
    static func withoutNegativeZero(_ dump: String) -> String {
        dump.replacingOccurrences(of: #"(?<=[:,\[])-0(?=[,\]}])"#, with: "0", options: .regularExpression)
    }

    static func dump(of reader: SQLiteExportReader) throws -> String {
        var bytes: [UInt8] = []
        try CanonicalDumpWriter.write(reader) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(.requiresFixtures, arguments: fixtures)
    func genuineFixtureExportsObjectForObject(fixture: String) throws {
        let scratch = try ScratchDirectory()
        let out = scratch.path("\(fixture).db")
        let outcome = run(["convert", try #require(fixturesDirectory).appendingPathComponent("\(fixture).realm").path, out, "--to", "sqlite"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        let (schema, expected) = try Self.expected(fixture)
        let reader = try SQLiteExportReader(path: out, schema: schema)
        let dump = try Self.dump(of: reader)
        if let folder = ProcessInfo.processInfo.environment["REALMLENS_KEEP_DUMPS"] {
            try dump.write(toFile: folder + "/\(fixture).sqlite.json", atomically: true, encoding: .utf8)
        }
        #expect(dump == expected)
        #expect(try reader.connection.fetchAll(sql: "PRAGMA foreign_key_check").isEmpty)
        #expect(try reader.connection.fetchAll(sql: "PRAGMA integrity_check").first?[0] == .text("ok"))
        // Only the database appears: no temporary or journal left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["\(fixture).db"])
    }

    @Test(.requiresFixtures)
    func storeExportsLikeTheGenuineFile() throws {
        let scratch = try ScratchDirectory()
        let genuine = try #require(fixturesDirectory).appendingPathComponent("links.realm").path
        #expect(run(["convert", genuine, scratch.path("links.store"), "--to", "store"]).exitCode == .success)
        let outcome = run(["convert", scratch.path("links.store"), scratch.path("links.db"), "--to", "sqlite"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        let (schema, expected) = try Self.expected("links")
        #expect(try Self.dump(of: try SQLiteExportReader(path: scratch.path("links.db"), schema: schema)) == expected)
    }

    @Test(.requiresFixtures)
    func encryptedSourceNeedsDecrypt() throws {
        let scratch = try ScratchDirectory()
        let fixtures = try #require(fixturesDirectory)
        let source = fixtures.appendingPathComponent("encrypted.realm").path, key = "@" + fixtures.appendingPathComponent("encrypted.key").path
        let refused = run(["convert", source, scratch.path("e.db"), "--to", "sqlite", "--key", key])
        #expect(refused.exitCode == .failure)
        #expect(refused.stderr.contains("--decrypt"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path("e.db")))
        #expect(run(["convert", source, scratch.path("e.db"), "--to", "sqlite", "--key", key, "--decrypt"]).exitCode == .success)
        let (schema, expected) = try Self.expected("encrypted")
        #expect(try Self.dump(of: try SQLiteExportReader(path: scratch.path("e.db"), schema: schema)) == expected)
    }

    @Test(.requiresFixtures)
    func canonicalDumpExportsThroughATemporaryStore() throws {
        let scratch = try ScratchDirectory()
        let dump = try #require(fixturesDirectory).appendingPathComponent("links.expected.json").path
        let outcome = run(["convert", dump, scratch.path("links.db"), "--to", "sqlite"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        let (schema, expected) = try Self.expected("links")
        #expect(try Self.dump(of: try SQLiteExportReader(path: scratch.path("links.db"), schema: schema)) == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["links.db"])
    }

    @Test func awkwardNamesAreQuotedAndChildTablesNeverTakeAClassName() throws {
        let scratch = try ScratchDirectory()
        let dump = #"""
        {"schema":[{"name":"My Class","embedded":false,"primaryKey":"the key","properties":[\#
        {"name":"the key","type":"string","optional":false,"indexed":true,"collection":null},\#
        {"name":"say \"hi\"","type":"int","optional":false,"indexed":true,"collection":null},\#
        {"name":"parts","type":"object","optional":false,"indexed":false,"collection":"list","objectType":"Part x"}]},\#
        {"name":"My Class_parts","embedded":false,"primaryKey":null,"properties":[{"name":"v","type":"int","optional":false,"indexed":false,"collection":null}]},\#
        {"name":"Part x","embedded":true,"primaryKey":null,"properties":[{"name":"n","type":"int","optional":false,"indexed":false,"collection":null}]}],\#
        "objects":{"My Class":[{"the key":"a","say \"hi\"":1,"parts":[{"n":1},{"n":2}]}],"My Class_parts":[{"v":5}]}}

        """#
        try dump.write(toFile: scratch.path("w.json"), atomically: true, encoding: .utf8)
        let outcome = run(["convert", scratch.path("w.json"), scratch.path("w.db"), "--to", "sqlite"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        let db = try Connection(path: scratch.path("w.db"), flags: [.readOnly])
        // The class My Class_parts keeps its name; the embedded list of My Class.parts takes the next free one.
        #expect(try db.fetchValue(sql: #"SELECT v FROM "My Class_parts""#) == .integer(5))
        #expect(try db.fetchAll(sql: #"SELECT _owner, _index, n FROM "My Class_parts_" ORDER BY _index"#).map(\.values)
                == [[.text("a"), .integer(0), .integer(1)], [.text("a"), .integer(1), .integer(2)]])
        #expect(try db.fetchValue(sql: #"SELECT "say ""hi""" FROM "My Class" WHERE "the key" = 'a'"#) == .integer(1))
        #expect(try db.fetchAll(sql: "PRAGMA foreign_key_check").isEmpty)
    }

    @Test func refusesToOverwrite() throws {
        let scratch = try ScratchDirectory()
        let store = scratch.path("dogs.realm"), out = scratch.path("app.db")
        #expect(run(["demo", store, "--template", "dogs", "--objects", "5", "--to", "store"]).exitCode == .success)
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: out))
        let outcome = run(["convert", store, out, "--to", "sqlite"])
        #expect(outcome.exitCode == .failure)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "keep me")
    }

    @Test func propertyNamedLikeAnExportColumnIsRefusedByName() throws {
        let scratch = try ScratchDirectory()
        let dump = #"{"schema":[{"name":"Thing","embedded":false,"primaryKey":null,"properties":[{"name":"_KEY","type":"int","optional":false,"indexed":false,"collection":null}]}],"objects":{"Thing":[{"_KEY":1}]}}"# + "\n"
        try dump.write(toFile: scratch.path("d.json"), atomically: true, encoding: .utf8)
        // A genuine file may hold such a name (our store keeps `_key` for itself too).
        #expect(run(["convert", scratch.path("d.json"), scratch.path("s.realm"), "--to", "realm"]).exitCode == .success)
        let outcome = run(["convert", scratch.path("s.realm"), scratch.path("s.db"), "--to", "sqlite"])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.stderr.contains("class 'Thing' has a property named '_KEY'"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path("s.db")))
    }

    @Test func mappingIsPlainSQL() throws {
        let scratch = try ScratchDirectory()
        let store = scratch.path("dogs.realm"), out = scratch.path("dogs.db")
        #expect(run(["demo", store, "--template", "dogs", "--objects", "20", "--seed", "1", "--to", "store"]).exitCode == .success)
        #expect(run(["convert", store, out, "--to", "sqlite"]).exitCode == .success)
        let db = try Connection(path: out, flags: [.readOnly])
        // A to-one link joins as a foreign key does; a list is a child table in order.
        let joined = try db.fetchValue(sql: "SELECT count(*) FROM Dog JOIN Person ON Dog.owner = Person._key")
        let owned = try db.fetchValue(sql: "SELECT count(*) FROM Dog WHERE owner IS NOT NULL")
        #expect(joined == owned)
        let foreignKeys = try db.fetchAll(sql: "SELECT \"table\", \"from\", \"to\" FROM pragma_foreign_key_list('Dog')")
        #expect(foreignKeys.map { $0.values } == [[.text("Person"), .text("owner"), .text("_key")]])
        #expect(try db.fetchAll(sql: "PRAGMA foreign_key_check").isEmpty)
    }
}
