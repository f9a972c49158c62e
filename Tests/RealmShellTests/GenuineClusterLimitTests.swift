import Foundation
@testable import RealmShell
import SQLite
import Testing

/// `LIMIT` after a lone int `IN` list on genuine files of several clusters:
/// Realm Core records every match of a cluster and stops only at the first
/// cluster boundary where the count equals the limit
/// (`ResolvedQuery.clusterBoundaryLimit`). The answers are Realm Core
/// 14.14's own (`realm-core-check query`), pinned; without the file's
/// cluster starts RealmLens answered every match.
@Suite(.requiresFixtures) struct GenuineClusterLimitTests {
    /// `large.realm`: `Item` in clusters of 256 objects; `n` of objects 3,
    /// 250 (cluster 0) and 5000 (cluster 19) are 3, 5000, 100000; of 0, 1:
    /// 0, 20; of 255, 256, 257: 255, 5120, 5140.
    static let large: [(predicate: String, ns: [Int])] = [
        ("n IN {1,2,3,5000,100000} LIMIT(2)", [3, 5000]),
        ("n IN {1,2,3,5000,100000} LIMIT(1)", [3, 5000, 100000]),  // passed inside cluster 0: never stops
        ("n IN {1,2,3,5000,100000} LIMIT(3)", [3, 5000, 100000]),
        ("n == {3,5000,100000} LIMIT(2)", [3, 5000]),
        ("n IN {0,100000} LIMIT(1)", [0]),
        ("n IN {0,20,100000} LIMIT(5) LIMIT(2)", [0, 20]),  // the smallest limit
        ("n IN {255,5120,5140} LIMIT(1)", [255]),
        ("n IN {255,5120,5140} LIMIT(2)", [255, 5120, 5140]),
        // The limit holds as written.
        ("n IN {0,20,100000} SORT(n DESC) LIMIT(1)", [100000]),
        ("n IN {0,20,100000} AND value > -1 LIMIT(1)", [0]),
        ("n IN {0,20} LIMIT(0)", []),
    ]

    /// `churn.realm`: `Record`'s clusters hold 170 or 171 objects after its
    /// deletes; ids 1, 254 | 256 | 512 begin or end them.
    static let churn: [(predicate: String, ids: [Int])] = [
        ("id IN {1,254,256,512} LIMIT(2)", [1, 254]),
        ("id IN {1,254,256,512} LIMIT(3)", [1, 254, 256]),
        ("id IN {1,254,256,512} LIMIT(1)", [1, 254, 256, 512]),
        ("id IN {1,256,512} LIMIT(2)", [1, 256]),
    ]

    @Test func answersAsRealmCoreOnAFileWrittenInOneGo() throws {
        let file = try #require(fixturesDirectory).appendingPathComponent("large.realm").path
        let scratch = try ScratchDirectory()
        let environment = ["XDG_CACHE_HOME": scratch.path("cache")]
        for (predicate, ns) in Self.large {
            // A cache miss (the entry written), a hit, and no cache at all.
            for extra in [[], [], ["--no-cache"]] {
                #expect(try values(of: "n", run(["query", file, "Item", predicate, "--format", "jsonl"] + extra, environment: environment)) == ns,
                        "\(predicate) \(extra)")
            }
        }
    }

    @Test func answersAsRealmCoreOnAChurnedFile() throws {
        let file = try #require(fixturesDirectory).appendingPathComponent("churn.realm").path
        let scratch = try ScratchDirectory()
        for (predicate, ids) in Self.churn {
            let outcome = run(["query", file, "Record", predicate, "--format", "jsonl"], environment: ["XDG_CACHE_HOME": scratch.path("cache")])
            #expect(try values(of: "id", outcome) == ids, "\(predicate)")
        }
    }

    /// Our own store has no clusters: every match, as Core on one cluster.
    @Test func ourStoreAnswersEveryMatch() throws {
        let file = try #require(fixturesDirectory).appendingPathComponent("large.realm").path
        let scratch = try ScratchDirectory()
        let store = scratch.path("large.store.realm")
        #expect(run(["convert", file, store, "--to", "store"]).exitCode == .success)
        #expect(try values(of: "n", run(["query", store, "Item", "n IN {1,2,3,5000,100000} LIMIT(2)", "--format", "jsonl"])) == [3, 5000, 100000])
    }

    /// An entry without the file's cluster starts (as entries were before
    /// they were kept) is not used: it is replaced, and the answer is Core's.
    @Test func anEntryWithoutClusterStartsIsReplaced() throws {
        let file = try #require(fixturesDirectory).appendingPathComponent("large.realm").path
        let scratch = try ScratchDirectory()
        let environment = ["XDG_CACHE_HOME": scratch.path("cache")]
        #expect(run(["query", file, "Item", "n < 3"], environment: environment).exitCode == .success)
        let folder = scratch.path("cache/realmlens")
        let entry = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".realm") && !$0.hasPrefix(".") })
        try Connection(path: folder + "/" + entry).execute(sql: "DROP TABLE \"__cluster_starts\"")
        let predicate = "n IN {1,2,3,5000,100000} LIMIT(2)"
        #expect(try values(of: "n", run(["query", file, "Item", predicate, "--format", "jsonl"], environment: environment)) == [3, 5000])
        let tables = try Connection(path: folder + "/" + entry, flags: [.readOnly]).tableNames()
        #expect(tables.contains("__cluster_starts"))
    }

    /// `exec`'s transaction reads through the working copy: the same answer,
    /// and an update with such a `LIMIT` changes the objects Core's would.
    @Test func theWorkingCopyStopsWhereCoreDoes() throws {
        let scratch = try ScratchDirectory()
        let file = try genuineCopy("large.realm", in: scratch)
        let edited = run(["exec", file, "-c", "update Item where n IN {1,2,3,5000,100000} LIMIT(2) set value = -7"])
        #expect(edited.exitCode == .success, "\(edited.stderr)")
        #expect(try values(of: "n", run(["query", file, "Item", "value == -7", "--format", "jsonl", "--no-cache"])) == [3, 5000])
    }

    // MARK: - Helpers

    func run(_ arguments: [String], environment: [String: String] = [:]) -> RunOutcome {
        let out = CapturedOutput(), err = CapturedOutput()
        let code = CommandLineRunner(table: .standard, stdout: out, stderr: err, environment: environment).run(arguments)
        return RunOutcome(stdout: out.text, stderr: err.text, exitCode: code)
    }

    /// The int `property` of each object a `--format jsonl` run printed, in order.
    func values(of property: String, _ outcome: RunOutcome) throws -> [Int] {
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        return try outcome.stdout.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(object[property] as? Int)
        }
    }
}
