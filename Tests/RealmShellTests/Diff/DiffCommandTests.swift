import Foundation
@testable import RealmShell
import Testing

/// `realmlens diff A B`: schema and object changes between two stores or
/// genuine files, with diff's exit statuses (0 equal, 1 different, 2 error).
@Suite struct DiffCommandTests {
    static let dumpA = """
    {"schema":[\
    {"name":"Dog","embedded":false,"primaryKey":null,"properties":[\
    {"name":"name","type":"string","optional":false,"indexed":false,"collection":null},\
    {"name":"age","type":"int","optional":false,"indexed":false,"collection":null},\
    {"name":"tags","type":"string","optional":false,"indexed":false,"collection":"set"},\
    {"name":"weight","type":"double","optional":false,"indexed":false,"collection":null}]},\
    {"name":"Old","embedded":false,"primaryKey":null,"properties":[\
    {"name":"x","type":"int","optional":false,"indexed":false,"collection":null}]},\
    {"name":"Tag","embedded":false,"primaryKey":"id","properties":[\
    {"name":"id","type":"int","optional":false,"indexed":true,"collection":null},\
    {"name":"label","type":"string","optional":false,"indexed":false,"collection":null},\
    {"name":"best","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"Dog"}]}],\
    "objects":{"Dog":[{"name":"Rex","age":3,"tags":["a","b"],"weight":"NaN"},{"name":"Fido","age":5,"tags":[],"weight":1.5}],\
    "Old":[{"x":1}],\
    "Tag":[{"id":1,"label":"one","best":{"$index":0}},{"id":2,"label":"two","best":null}]}}

    """

    static let dumpB = """
    {"schema":[\
    {"name":"Cat","embedded":false,"primaryKey":null,"properties":[\
    {"name":"name","type":"string","optional":false,"indexed":false,"collection":null}]},\
    {"name":"Dog","embedded":false,"primaryKey":null,"properties":[\
    {"name":"name","type":"string","optional":false,"indexed":true,"collection":null},\
    {"name":"age","type":"int","optional":true,"indexed":false,"collection":null},\
    {"name":"tags","type":"string","optional":false,"indexed":false,"collection":"set"},\
    {"name":"weight","type":"double","optional":false,"indexed":false,"collection":null},\
    {"name":"color","type":"string","optional":true,"indexed":false,"collection":null}]},\
    {"name":"Tag","embedded":false,"primaryKey":"id","properties":[\
    {"name":"id","type":"int","optional":false,"indexed":true,"collection":null},\
    {"name":"best","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"Dog"}]}],\
    "objects":{"Cat":[],"Dog":[{"name":"Rex","age":4,"tags":["b","a"],"weight":"NaN","color":null},{"name":"Fido","age":5,"tags":[],"weight":1.5,"color":"brown"},{"name":"Max","age":null,"tags":[],"weight":2,"color":null}],\
    "Tag":[{"id":1,"best":{"$index":1}},{"id":3,"best":null}]}}

    """

    /// Two stores made from `dumpA` and `dumpB` (schema versions 0 and 1).
    static func makeStores(_ scratch: ScratchDirectory) throws -> (String, String) {
        for (name, dump, version) in [("a", dumpA, "0"), ("b", dumpB, "1")] {
            try dump.write(toFile: scratch.path("\(name).json"), atomically: true, encoding: .utf8)
            let outcome = run(["convert", scratch.path("\(name).json"), scratch.path("\(name).realm"), "--to", "store", "--schema-version", version])
            #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        }
        return (scratch.path("a.realm"), scratch.path("b.realm"))
    }

    @Test func everyKindOfChangeAsText() throws {
        let scratch = try ScratchDirectory()
        let (a, b) = try Self.makeStores(scratch)
        let outcome = run(["diff", a, b])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.stderr == "")
        #expect(outcome.stdout == """
        schema version: 0 → 1
        + class Cat (0 objects)
        ~ index Dog.name: none → indexed
        ~ property Dog.age: int → int?
        + property Dog.color: string?
        - class Old (1 object)
        - property Tag.label: string
        ~ Dog key 0
            age: 3 → 4
        + Dog key 2
        ~ Tag 1
            best: {"$index":0} → {"$index":1}
        - Tag 2
        + Tag 3
        7 schema changes; 2 objects added, 1 removed, 2 changed

        """)
    }

    @Test func everyKindOfChangeAsJSON() throws {
        let scratch = try ScratchDirectory()
        let (a, b) = try Self.makeStores(scratch)
        let outcome = run(["diff", a, b, "--format", "json"])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.stdout == """
        {"schemaVersion":{"a":0,"b":1},"schema":[{"change":"classAdded","class":"Cat","objects":0},\
        {"change":"indexChanged","class":"Dog","property":"name","a":"none","b":"indexed"},\
        {"change":"propertyChanged","class":"Dog","property":"age",\
        "a":{"name":"age","type":"int","optional":false,"indexed":false,"collection":null},\
        "b":{"name":"age","type":"int","optional":true,"indexed":false,"collection":null}},\
        {"change":"propertyAdded","class":"Dog","property":"color","b":{"name":"color","type":"string","optional":true,"indexed":false,"collection":null}},\
        {"change":"classRemoved","class":"Old","objects":1},\
        {"change":"propertyRemoved","class":"Tag","property":"label","a":{"name":"label","type":"string","optional":false,"indexed":false,"collection":null}}],\
        "objects":[{"change":"changed","class":"Dog","key":0,"properties":[{"name":"age","a":3,"b":4}]},\
        {"change":"added","class":"Dog","key":2},\
        {"change":"changed","class":"Tag","primaryKey":1,"properties":[{"name":"best","a":{"$index":0},"b":{"$index":1}}]},\
        {"change":"removed","class":"Tag","primaryKey":2},{"change":"added","class":"Tag","primaryKey":3}],\
        "summary":{"schemaChanges":7,"added":2,"removed":1,"changed":2,"notCompared":0},"equal":false}

        """)
    }

    @Test func primaryKeyChangeIsReportedAndObjectsNotMatched() throws {
        let scratch = try ScratchDirectory()
        let (a, _) = try Self.makeStores(scratch)
        let changed = Self.dumpA.replacingOccurrences(of: #""name":"Tag","embedded":false,"primaryKey":"id""#, with: #""name":"Tag","embedded":false,"primaryKey":null"#)
            .replacingOccurrences(of: #"{"id":1,"label":"one","best":{"$index":0}}"#, with: #"{"id":1,"label":"one","best":{"$index":0}}"#)
        try changed.write(toFile: scratch.path("c.json"), atomically: true, encoding: .utf8)
        #expect(run(["convert", scratch.path("c.json"), scratch.path("c.realm"), "--to", "store"]).exitCode == .success)
        let outcome = run(["diff", a, scratch.path("c.realm")])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.stdout.contains("~ primary key of Tag: id → none\n"))
        #expect(outcome.stdout.contains("~ objects of Tag not compared: its primary key changed\n"))
    }

    @Test func sameStoreIsEqualWithExitZeroAndNoOutput() throws {
        let scratch = try ScratchDirectory()
        let (a, _) = try Self.makeStores(scratch)
        let outcome = run(["diff", a, a])
        #expect(outcome.exitCode == .success)
        #expect(outcome.stdout == "")
        let json = run(["diff", a, a, "--format", "json"])
        #expect(json.stdout.hasSuffix("\"summary\":{\"schemaChanges\":0,\"added\":0,\"removed\":0,\"changed\":0,\"notCompared\":0},\"equal\":true}\n"))
    }

    @Test func errorsAreExitStatusTwo() throws {
        let scratch = try ScratchDirectory()
        let (a, _) = try Self.makeStores(scratch)
        let missing = run(["diff", a, scratch.path("nope.realm")])
        #expect(missing.exitCode == .usage)
        #expect(missing.stderr.contains("nope.realm"))
        #expect(run(["diff", a]).exitCode == .usage)
        #expect(run(["diff", a, a, "--format", "xml"]).exitCode == .usage)
    }

    @Test(.requiresFixtures,
          arguments: ["basic", "alltypes", "links", "churn", "emptyclasses", "empty"])
    func genuineFileEqualsItsStoreCopy(fixture: String) throws {
        let scratch = try ScratchDirectory()
        let genuine = try #require(fixturesDirectory).appendingPathComponent("\(fixture).realm").path
        #expect(run(["convert", genuine, scratch.path("copy.realm"), "--to", "store"]).exitCode == .success)
        for (a, b) in [(genuine, scratch.path("copy.realm")), (scratch.path("copy.realm"), genuine), (genuine, genuine)] {
            let outcome = run(["diff", a, b])
            #expect(outcome.exitCode == .success, "\(fixture): \(outcome.stdout)\(outcome.stderr)")
            #expect(outcome.stdout == "")
        }
    }

    @Test(.requiresFixtures)
    func churnAndItsCompactedCopyAreEqual() throws {
        let fixtures = try #require(fixturesDirectory)
        let outcome = run(["diff", fixtures.appendingPathComponent("churn.realm").path, fixtures.appendingPathComponent("compacted.realm").path])
        #expect(outcome.exitCode == .success, "\(outcome.stdout)")
    }

    @Test(.requiresFixtures)
    func editedFixtureCopyShowsTheEdits() throws {
        let scratch = try ScratchDirectory()
        let genuine = try #require(fixturesDirectory).appendingPathComponent("links.realm").path
        let copy = scratch.path("links.store")
        #expect(run(["convert", genuine, copy, "--to", "store"]).exitCode == .success)
        #expect(run(["exec", copy, "-c", #"update Country where code == "NO" set name = "Noreg""#]).exitCode == .success)
        #expect(run(["exec", copy, "-c", #"create City {id: 999, name: "Tromsø"}"#]).exitCode == .success)
        let outcome = run(["diff", genuine, copy])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.stdout == """
        + City 999
        ~ Country "NO"
            name: "Norway" → "Noreg"
        1 object added, 0 removed, 1 changed

        """)
    }

    @Test(.requiresFixtures)
    func eachSideTakesItsOwnKey() throws {
        let scratch = try ScratchDirectory()
        let fixtures = try #require(fixturesDirectory)
        let encrypted = fixtures.appendingPathComponent("encrypted.realm").path
        let key = "@" + fixtures.appendingPathComponent("encrypted.key").path
        #expect(run(["convert", encrypted, scratch.path("plain.realm"), "--to", "store", "--key", key, "--decrypt"]).exitCode == .success)
        #expect(run(["diff", encrypted, scratch.path("plain.realm"), "--key-a", key]).exitCode == .success)
        #expect(run(["diff", scratch.path("plain.realm"), encrypted, "--key-b", key]).exitCode == .success)
        #expect(run(["diff", scratch.path("plain.realm"), encrypted]).exitCode == .usage)
    }
}
