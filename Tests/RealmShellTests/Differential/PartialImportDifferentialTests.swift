import Foundation
@testable import RealmLifecycle
@testable import RealmShell
@testable import RealmStore
import RealmFile
import Testing

/// The differential test's generated queries (every property kind and
/// operator, links, collections, mixed, `SUBQUERY`, `@links`, `SORT`/
/// `DISTINCT`/`LIMIT`), each answered on a partial copy of the file — only
/// what the query reads (`GenuineQuery`), in memory and through the query
/// cache — must select exactly the objects, in the same order, that the full
/// conversion selects, or fail with the same error. No Realm Core needed.
@Suite struct PartialImportDifferentialTests {
    @Test(.requiresFixtures) func fixturesAnswerAsTheFullConversion() throws {
        let dir = try #require(fixturesDirectory)
        for (name, count) in [("alltypes", 200), ("links", 200), ("basic", 60), ("churn", 60)] {
            let path = dir.appendingPathComponent(name + ".realm").path
            let dump = try Data(contentsOf: dir.appendingPathComponent(name + ".expected.json"))
            try compare(file: path, dump: dump, count: count, seed: UInt64(count))
        }
    }

    @Test func generatedFilesAnswerAsTheFullConversion() throws {
        let scratch = try ScratchDirectory()
        for seed in [UInt64(3), 4] {
            var store = GeneratedStore(seed: seed)
            let dump = store.dump()
            let dumpPath = scratch.path("generated-\(seed).json")
            try dump.write(toFile: dumpPath, atomically: true, encoding: .utf8)
            let path = scratch.path("generated-\(seed).realm")
            let outcome = run(["import", path, "--canonical", dumpPath, "--to", "realm"])
            #expect(outcome.exitCode == .success, "\(outcome.stderr)")
            try compare(file: path, dump: Data(dump.utf8), count: 200, seed: seed)
        }
    }

    /// Runs `count` generated queries on `file` both ways.
    func compare(file: String, dump: Data, count: Int, seed: UInt64) throws {
        var generator = QueryGenerator(model: try DumpModel(json: dump), seed: seed)
        let cases = generator.cases(count)
        let store = try StoreOpener.openGenuineFile(file, format: .realmCore, keyText: nil)
        let genuine = try #require(store as? RealmFile)
        let full = try QueryCommand.queryableRealm(store)
        let scratch = try ScratchDirectory()
        let cache = try #require(GenuineQueryCache.open(environment: ["XDG_CACHE_HOME": scratch.path("cache")]))
        var differences: [String] = []
        for testCase in cases where genuine.schema[testCase.className]?.isEmbedded == false {
            let expected = answer { try full.objects(testCase.className, where: testCase.query) }
            for (label, cache) in [("in memory", nil), ("cached", cache)] as [(String, GenuineQueryCache?)] {
                let partial = answer {
                    try GenuineQuery(file: genuine, path: file, className: testCase.className, predicate: testCase.query, cache: cache).results
                }
                if partial != expected { differences.append("\(label): \(testCase.className) '\(testCase.query)': \(partial) vs \(expected)") }
            }
        }
        print("\((file as NSString).lastPathComponent): \(cases.count) queries, \(differences.count) differences")
        #expect(differences.isEmpty, "\(differences.prefix(20).joined(separator: "\n"))")
    }

    /// The keys a query selects, in order, or its error.
    func answer(_ results: () throws -> Results) -> String {
        do {
            var keys: [Int64] = []
            try results().forEachKey { keys.append($0); return true }
            return keys.map(String.init).joined(separator: ",")
        } catch {
            return "error: \(error)"
        }
    }
}
