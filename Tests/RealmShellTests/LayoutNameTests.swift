import Foundation
@testable import RealmShell
import Testing

/// Realm Core reads files whose names hold what the store's own layout uses:
/// a `$` (the layout's `<column>$type`/`$sort` columns), the name `_key` (its
/// key column), a class named like its `__` tables. Queries, edits and exports
/// work on them with Realm Core's answers; names the store cannot tell apart
/// (SQLite ignores letter case; a dot joins class and property in table and
/// index names) are refused in one sentence naming both.
@Suite struct LayoutNameTests {
    /// `C$1`: a mixed `a` beside an int `a$type` (the column name `a`'s type
    /// tag would have), `a$b`, `_key` and `_KEY`, a decimal `d$`, a list
    /// `l$x`, a link `o$w` to `__P` (named like the store's tables) with `n$`.
    static let dump = #"""
    {"schema":[{"name":"C$1","embedded":false,"primaryKey":"id","properties":[{"name":"id","type":"int","optional":false,"indexed":true,"collection":null},{"name":"a$b","type":"string","optional":false,"indexed":true,"collection":null},{"name":"a","type":"mixed","optional":true,"indexed":false,"collection":null},{"name":"a$type","type":"int","optional":false,"indexed":false,"collection":null},{"name":"_key","type":"int","optional":false,"indexed":false,"collection":null},{"name":"d$","type":"decimal","optional":false,"indexed":false,"collection":null},{"name":"l$x","type":"string","optional":false,"indexed":false,"collection":"list"},{"name":"o$w","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"__P"}]},{"name":"__P","embedded":false,"primaryKey":null,"properties":[{"name":"n$","type":"string","optional":false,"indexed":false,"collection":null},{"name":"_KEY","type":"int","optional":false,"indexed":false,"collection":null}]}],"objects":{"C$1":[{"id":1,"a$b":"x","a":"m","a$type":7,"_key":5,"d$":{"$decimal":"1.5"},"l$x":["p","q"],"o$w":{"$index":0}},{"id":2,"a$b":"y","a":3,"a$type":8,"_key":6,"d$":{"$decimal":"2.5"},"l$x":[],"o$w":null}],"__P":[{"n$":"z","_KEY":4}]}}
    """#

    static func makeFile(_ dir: ScratchDirectory, dump: String = dump) throws -> String {
        let path = dir.path("names.realm")
        try RealmCoreCheck.makeFile(fromDump: dump, at: path)
        return path
    }

    /// The identities (primary keys) our `query --format json` returns, as the oracle writes them.
    static func ids(_ stdout: String) throws -> [String] {
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [[String: Any]])
        return rows.map { "\($0["id"] ?? "?")" }
    }

    @Test(.requiresRealmCoreCheck) func queriesMatchRealmCore() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeFile(dir)
        let oracle = try #require(RealmCoreOracle.shared)
        for query in [
            #"a$b == "x""#, "a$type == 8", "_key == 5", "d$ > 2", "l$x.@count == 2", #"ANY l$x == "q""#,
            #"o$w.n$ == "z""#, "o$w._KEY == 4", #"a == "m""#, "a == 3", "a$type > 6 SORT(d$ DESCENDING)",
        ] {
            let ours = run(["query", path, "C$1", query, "--format", "json"])
            #expect(ours.exitCode == .success, "\(query): \(ours.stderr)")
            let core = try oracle.answer(file: path, className: "C$1", query: query)
            #expect(core == .objects(try Self.ids(ours.stdout)), "\(query): \(ours.stdout)")
        }
        let backlinks = run(["query", path, "__P", "@links.C$1.o$w.@count == 1 AND _KEY == 4", "--format", "json"])
        #expect(backlinks.stdout == #"[{"n$":"z","_KEY":4}]"# + "\n", "\(backlinks.stderr)")
    }

    @Test(.requiresRealmCoreCheck) func editsAreWhatRealmCoreReads() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeFile(dir)
        let edit = run(["exec", path, "-c", """
            update C$1 where id == 2 set a$b = "w", a$type = 9, _key = 10, d$ = 3.5, a = "mm", o$w = __P[0]
            create C$1 {id: 3, a$b: "n", a: 1, a$type: 1, _key: 1, d$: 0.5, l$x: ["k"], o$w: null}
            update __P[0] set n$ = "y", _KEY = 40
            delete C$1 where id == 1
            """])
        #expect(edit.exitCode == .success, "\(edit.stderr)")
        let (code, out, err) = try RealmCoreCheck.run(["dump", path])
        #expect(code == 0, "\(err)")
        let objects = String(decoding: out, as: UTF8.self).split(separator: #""objects":"#).last.map(String.init)
        #expect(objects == #"""
            {"C$1":[{"id":2,"a$b":"w","a":"mm","a$type":9,"_key":10,"d$":{"$decimal":"3.5"},"l$x":[],"o$w":{"$index":0}},{"id":3,"a$b":"n","a":1,"a$type":1,"_key":1,"d$":{"$decimal":"5E-1"},"l$x":["k"],"o$w":null}],"__P":[{"n$":"y","_KEY":40}]}}
            """# + "\n")
        #expect(run(["export", path]).stdout == String(decoding: out, as: UTF8.self))
    }

    @Test(.requiresRealmCoreCheck) func exportIsRealmCoresDump() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeFile(dir)
        let (_, out, _) = try RealmCoreCheck.run(["dump", path])
        let exported = run(["export", path])
        #expect(exported.exitCode == .success, "\(exported.stderr)")
        #expect(exported.stdout == String(decoding: out, as: UTF8.self))
    }

    /// A native store (imported from a dump) takes such names too, and its edits read back.
    @Test func aStoreTakesDollarNames() throws {
        let dir = try ScratchDirectory()
        try Self.dump.write(toFile: dir.path("dump.json"), atomically: true, encoding: .utf8)
        let path = dir.path("s.realm")
        let imported = run(["import", path, "--canonical", dir.path("dump.json")])
        #expect(imported.exitCode == .success, "\(imported.stderr)")
        let edited = run(["exec", path, "-c", "update C$1 where id == 1 set a = 2.5, a$type = 3, _key = 11"])
        #expect(edited.exitCode == .success, "\(edited.stderr)")
        let read = run(["query", path, "C$1", "a$type == 3 AND a > 2 AND _key == 11 AND o$w.n$ == 'z'", "--format", "json"])
        #expect(read.stdout == #"[{"id":1,"a$b":"x","a":2.5,"a$type":3,"_key":11,"d$":{"$decimal":"1.5"},"l$x":["p","q"],"o$w":{"$index":0}}]"# + "\n", "\(read.stderr)")
    }
    /// Names SQLite would take for one (they differ only in letter case) are
    /// refused in one sentence naming both, not with a storage error.
    @Test(.requiresRealmCoreCheck) func namesDifferingOnlyInCaseAreRefusedClearly() throws {
        let dir = try ScratchDirectory()
        let properties = try Self.makeFile(dir, dump: #"""
            {"schema":[{"name":"Dog","embedded":false,"primaryKey":null,"properties":[{"name":"x","type":"int","optional":false,"indexed":false,"collection":null},{"name":"X","type":"int","optional":false,"indexed":false,"collection":null}]}],"objects":{"Dog":[{"x":1,"X":2}]}}
            """#)
        let refused = run(["query", properties, "Dog", "x == 1"])
        #expect(refused.exitCode != .success)
        #expect(refused.stderr == "error: invalid schema: properties 'Dog.x' and 'Dog.X' cannot both be stored: RealmLens's store ignores letter case in names\n")
        let classes = dir.path("classes.realm")
        try RealmCoreCheck.makeFile(fromDump: #"""
            {"schema":[{"name":"Dog","embedded":false,"primaryKey":null,"properties":[]},{"name":"dog","embedded":false,"primaryKey":null,"properties":[]}],"objects":{"Dog":[{}],"dog":[]}}
            """#, at: classes)
        let refusedClasses = run(["query", classes, "Dog", "TRUEPREDICATE"])
        #expect(refusedClasses.exitCode != .success)
        #expect(refusedClasses.stderr.hasPrefix("error: invalid schema: class 'Dog' and class 'dog' cannot both be stored: "), "\(refusedClasses.stderr)")
        #expect(refusedClasses.stderr.filter { $0 == "\n" }.count == 1)
        // Indexed `A.b.c` and `A.b`'s `c`: one index name (`index:class_A.b.c`).
        let dotted = dir.path("dotted.realm")
        try RealmCoreCheck.makeFile(fromDump: #"""
            {"schema":[{"name":"A","embedded":false,"primaryKey":null,"properties":[{"name":"b.c","type":"int","optional":false,"indexed":true,"collection":null}]},{"name":"A.b","embedded":false,"primaryKey":null,"properties":[{"name":"c","type":"int","optional":false,"indexed":true,"collection":null}]}],"objects":{"A":[{"b.c":1}],"A.b":[{"c":2}]}}
            """#, at: dotted)
        let refusedDotted = run(["query", dotted, "A", "TRUEPREDICATE"])
        #expect(refusedDotted.exitCode != .success)
        #expect(refusedDotted.stderr.hasPrefix("error: invalid schema: property 'b.c' of class 'A' and property 'c' of class 'A.b' cannot both be stored: "), "\(refusedDotted.stderr)")
    }

    /// A schema step that would give two properties one column is refused before it touches the store.
    @Test func addingAPropertyDifferingOnlyInCaseIsRefused() throws {
        let dir = try ScratchDirectory()
        try #"{"schema":[{"name":"D","embedded":false,"primaryKey":null,"properties":[{"name":"name","type":"string","optional":false,"indexed":false,"collection":null}]}],"objects":{"D":[{"name":"a"}]}}"#
            .write(toFile: dir.path("d.json"), atomically: true, encoding: .utf8)
        let path = dir.path("s.realm")
        #expect(run(["import", path, "--canonical", dir.path("d.json")]).exitCode == .success)
        let refused = run(["exec", path, "-c", ".alter D add Name string"])
        #expect(refused.exitCode != .success)
        #expect(refused.stderr.contains("properties 'D.name' and 'D.Name' cannot both be stored"), "\(refused.stderr)")
        #expect(run(["query", path, "D", "name == 'a'"]).exitCode == .success)
    }
}
