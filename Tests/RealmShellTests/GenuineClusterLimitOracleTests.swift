import Foundation
@testable import RealmShell
import Testing

/// `LIMIT` after a lone int `IN` list, judged live by Realm Core
/// (`realm-core-check query`) on genuine files of several clusters: one
/// Realm Core wrote (`from-canonical`), and one our writer rewrote in a
/// studio session (the working copy then follows the new file's clusters).
@Suite(.requiresFixtures, .requiresRealmCoreCheck) struct GenuineClusterLimitOracleTests {
    /// 1,000 objects (four clusters of 256 in Realm Core's file): `id` is
    /// the object's position, `n` and the indexed `o` repeat every three
    /// (`o` null every fourth), so each cluster holds dozens of matches.
    static let dump: String = {
        let objects = (0..<1000).map { i -> [String: DumpValue] in
            let o: DumpValue = i % 4 == 0 ? .null : .int(Int64(i % 3))
            return ["id": .int(Int64(i)), "n": .int(Int64(i % 3)), "o": o, "u": .int(Int64(i))]
        }
        return CanonicalDump([
            DumpClass("Dup", properties: [DumpProperty("id", .int), DumpProperty("n", .int), DumpProperty("o", .int, optional: true, indexed: true),
                                          DumpProperty("u", .int)],
                      objects: objects),
        ]).json
    }()

    static let predicates = [
        "n IN {1} LIMIT(1)", "n IN {1} LIMIT(85)", "n IN {1} LIMIT(86)", "n IN {1} LIMIT(170)", "n IN {1} LIMIT(171)",
        "n == {1, 2} LIMIT(1)", "n IN {1, 2} LIMIT(171)", "n IN {1, 7} LIMIT(85)", "n IN {1, 1} LIMIT(85)",
        "o IN {null} LIMIT(64)", "o IN {null, 1} LIMIT(128)", "o IN {2} LIMIT(64)", "o IN {2} LIMIT(1)",
        "u IN {0, 255, 256, 511, 512, 999} LIMIT(2)", "u IN {0, 255, 256, 511, 512, 999} LIMIT(4)",
        "u IN {0, 256, 512, 768} LIMIT(3)", "u IN {0, 256, 512, 768} LIMIT(9)", "u IN {5, 6, 700} LIMIT(1)",
        // The limit holds as written.
        "n IN {1} SORT(u DESC) LIMIT(2)", "n IN {1} AND u > 3 LIMIT(2)", "NOT n IN {1} LIMIT(2)", "n == 1 OR n == 2 LIMIT(2)",
    ]

    @Test func answersAsRealmCoreOnAFileRealmCoreWrote() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        let scratch = try ScratchDirectory()
        let file = scratch.path("dup.realm")
        try RealmCoreCheck.makeFile(fromDump: Self.dump, at: file)
        let environment = ["XDG_CACHE_HOME": scratch.path("cache")]
        for predicate in Self.predicates {
            let core = try coreIndexes(oracle, file, "Dup", predicate)
            #expect(try ids(run(["query", file, "Dup", predicate, "--format", "jsonl"], environment: environment)) == core, "\(predicate)")
        }
    }

    /// A commit rewrites the file (our writer's clusters of 256, where
    /// `churn.realm` had 170 or 171): the session's next query stops where
    /// Realm Core stops on the new file, not on the old one.
    @Test func theWorkingCopyFollowsTheClustersOfEachCommit() throws {
        let scratch = try ScratchDirectory()
        let file = try genuineCopy("churn.realm", in: scratch)
        let predicate = "id IN {1,254,256,512} LIMIT(2)"
        let session = studio(file, "Record where \(predicate)\nupdate Record where id == 1 set value = 5\nRecord where \(predicate)\n")
        #expect(session.exitCode == .success, "\(session.stderr)")
        let (_, out, _) = try RealmCoreCheck.run(["query", file, "Record", predicate])
        #expect(String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "{\"count\":4,\"keys\":[1,254,256,512]}")
        // Before the commit: churn.realm's own clusters (ids 1 and 254 end the first); after it: the new file's.
        let tables = session.stdout.components(separatedBy: "| id ").dropFirst()
        #expect(tables.map { $0.components(separatedBy: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| id") }.count } == [2, 4])
    }

    // MARK: - Helpers

    func run(_ arguments: [String], environment: [String: String] = [:]) -> RunOutcome {
        let out = CapturedOutput(), err = CapturedOutput()
        let code = CommandLineRunner(table: .standard, stdout: out, stderr: err, environment: environment).run(arguments)
        return RunOutcome(stdout: out.text, stderr: err.text, exitCode: code)
    }

    /// Realm Core's matches as positions in the class (`{"$index":N}`).
    func coreIndexes(_ oracle: RealmCoreOracle, _ file: String, _ className: String, _ predicate: String) throws -> [Int] {
        let (code, out, err) = try RealmCoreCheck.run(["query", file, className, predicate])
        #expect(code == 0, "\(err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out)) as? [String: Any])
        let keys = try #require(json["keys"] as? [[String: Int]])
        return try keys.map { try #require($0["$index"]) }
    }

    /// The `id` of each object a `--format jsonl` run printed, in order.
    func ids(_ outcome: RunOutcome) throws -> [Int] {
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        return try outcome.stdout.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(object["id"] as? Int)
        }
    }
}
