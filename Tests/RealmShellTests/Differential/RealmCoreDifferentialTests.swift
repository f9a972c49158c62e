import Foundation
import Testing

/// Realm Core's exact answers: many generated queries over every property
/// kind and operator, run by Realm Core 14.14 (`realm-core-check query`) and
/// by RealmLens on the same genuine files — the shared fixtures and files
/// Realm Core writes from seeded generated dumps — must select the same
/// objects (in the same order where the query sorts or limits) or both be
/// refused. Seeded, so every run asks the same queries;
/// `REALMLENS_DIFFERENTIAL_SCALE=N` asks N times as many (with other seeds),
/// and `Scripts/query-differential.sh` runs that longer set;
/// `REALMLENS_DIFFERENTIAL_SEED=N` shifts every seed by N, so a run can ask
/// fresh queries over fresh stores (the default, 0, is the suite's set).
@Suite(.serialized) struct RealmCoreDifferentialTests {
    static var scale: Int { Int(ProcessInfo.processInfo.environment["REALMLENS_DIFFERENTIAL_SCALE"] ?? "") ?? 1 }
    static var seedShift: UInt64 { UInt64(ProcessInfo.processInfo.environment["REALMLENS_DIFFERENTIAL_SEED"] ?? "") ?? 0 }
    static func fixture(_ name: String) -> String? {
        guard let dir = fixturesDirectory else { return nil }
        let path = dir.appendingPathComponent(name).path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// Runs `count` generated cases per file, prints the per-category report and returns the run.
    static func run(files: [(path: String, dump: Data, count: Int, seed: UInt64)], oracle: RealmCoreOracle) throws -> DifferentialRun {
        var run = DifferentialRun()
        for file in files {
            let model = try DumpModel(json: file.dump)
            var generator = QueryGenerator(model: model, seed: file.seed)
            let cases = generator.cases(file.count)
            print("\((file.path as NSString).lastPathComponent): \(cases.count) queries")
            let lens = try LensQueryEngine(file: file.path)
            run.compare(file: file.path, cases: cases, oracle: oracle, lens: lens)
        }
        print("Realm Core differential:\n" + run.report)
        for difference in run.differences.prefix(400) { print(difference) }
        for difference in run.documentedDifferences.prefix(400) { print("documented: \(difference)") }
        return run
    }

    /// The line printed for a generated store Realm Core could not write (its assertion, on one line).
    static func skipNotice(store: String, _ message: String) -> String {
        let assertion = message.split(separator: "\n").first { $0.contains("Assertion failed") || $0.contains(".cpp:") }
            ?? message.split(separator: "\n").last ?? ""
        return "skipped store: \(store): Realm Core stopped on a failed check writing it, so it is not compared (\(assertion.trimmingCharacters(in: .whitespaces)))"
    }

    @Test(.requiresRealmCoreCheck, .requiresFixtures) func fixturesAnswerAsRealmCore() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        var files: [(path: String, dump: Data, count: Int, seed: UInt64)] = []
        for (name, count) in [("alltypes", 260), ("links", 260), ("basic", 60), ("churn", 60)] {
            let path = try #require(Self.fixture(name + ".realm"))
            let expected = try #require(Self.fixture(name + ".expected.json"))
            for round in 0..<Self.scale {
                files.append((path, try Data(contentsOf: URL(fileURLWithPath: expected)), count, UInt64(round * 1000 + count) &+ Self.seedShift))
            }
        }
        let run = try Self.run(files: files, oracle: oracle)
        #expect(run.differences.isEmpty, "\(run.differences.count) queries answered unlike Realm Core:\n\(run.report)")
    }

    @Test(.requiresRealmCoreCheck) func generatedStoresAnswerAsRealmCore() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        let scratch = try ScratchDirectory()
        var files: [(path: String, dump: Data, count: Int, seed: UInt64)] = []
        for seed in (1...UInt64(2 * Self.scale)).map({ $0 &+ Self.seedShift }) {
            var store = GeneratedStore(seed: seed)
            let dump = store.dump()
            let path = scratch.path("generated-\(seed).realm")
            do {
                try RealmCoreCheck.makeFile(fromDump: dump, at: path)
            } catch let error as RealmCoreCheck.Refusal where error.realmCoreStopped {
                // Realm Core's own debug checks stopped it writing this store: there is no file to ask,
                // so the store is skipped (and said so) while the other stores are still compared.
                print(Self.skipNotice(store: "generated-\(seed).realm", error.message))
                continue
            }
            files.append((path, Data(dump.utf8), 300, seed))
        }
        let run = try Self.run(files: files, oracle: oracle)
        #expect(run.differences.isEmpty, "\(run.differences.count) queries answered unlike Realm Core:\n\(run.report)")
    }
}
