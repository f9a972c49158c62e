import Foundation
@testable import RealmShell
import Testing

/// Realm Core's exact answers on realistic stores: the files `realmlens demo`
/// writes (every template, `studio` first: every property kind, collections,
/// links, embedded objects, backlinks, mixed and edge values), a few thousand
/// objects each. Realm Core must open each file (`realm-core-check dump`),
/// and our `demo --to store` of the same template and seed must hold the same
/// data; then the generated queries for its schema and the app-style ones
/// (`QueryGenerator+Realistic`) are asked of Realm Core on the file and of
/// RealmLens both ways a user asks: `realmlens query FILE` (the genuine-file
/// path, `GenuineQuery`) and `realmlens query STORE`; and on the same objects
/// as Realm Core writes them itself (`from-canonical`), the app-style ones again.
/// Every answer must be Core's (in order where the query sorts or limits).
/// `REALMLENS_DIFFERENTIAL_SCALE=N` asks the same number of queries on N
/// seeds per template, `REALMLENS_DIFFERENTIAL_SEED=S` shifts the seeds,
/// `REALMLENS_DEMO_OBJECTS=N` makes every file N objects;
/// `Scripts/query-differential.sh` runs it with the main differential.
@Suite(.serialized) struct DemoStoreDifferentialTests {
    /// Per template: objects, generated queries and app-style queries per seed.
    static let plan: [(template: String, objects: Int, generated: Int, realistic: Int)] = [
        ("studio", 1500, 100, 120), ("dogs", 1000, 30, 40), ("potions", 1000, 20, 20), ("todo", 1000, 15, 15),
    ]

    @Test(.requiresRealmCoreCheck, arguments: plan.map(\.template))
    func demoFilesAnswerAsRealmCore(template: String) throws {
        let oracle = try #require(RealmCoreOracle.shared)
        let entry = try #require(Self.plan.first { $0.template == template })
        let scratch = try ScratchDirectory()
        var run = DifferentialRun()
        let started = Date()
        for seed in (1...UInt64(RealmCoreDifferentialTests.scale)).map({ $0 &+ RealmCoreDifferentialTests.seedShift }) {
            let name = "\(template)-\(seed)"
            var clock = Date()
            let file = scratch.path(name + ".realm"), store = scratch.path(name + ".store")
            let objects = Int(ProcessInfo.processInfo.environment["REALMLENS_DEMO_OBJECTS"] ?? "") ?? entry.objects
            let common = ["--template", template, "--objects", String(objects), "--seed", String(seed)]
            let wroteFile = RealmShellTests.run(["demo", file] + common)
            try #require(wroteFile.exitCode == .success, "demo \(name): \(wroteFile.stderr)")
            let wroteStore = RealmShellTests.run(["demo", store] + common + ["--to", "store"])
            try #require(wroteStore.exitCode == .success, "demo --to store \(name): \(wroteStore.stderr)")

            // Realm Core opens what our writer wrote (else it is a writer bug), and the store holds the same data.
            let (code, dump, message) = try RealmCoreCheck.run(["dump", file])
            try #require(code == 0, "Realm Core refused the demo file \(name) our writer wrote: \(message)")
            let exported = RealmShellTests.run(["export", store])
            #expect(try persistedDump(exported.stdout) == String(decoding: dump, as: UTF8.self),
                    "demo --to store \(name) holds other data than the demo file")

            var generator = QueryGenerator(model: try DumpModel(json: Data(dump)), seed: seed &* 7919)
            let realistic = generator.realisticCases(entry.realistic)
            let cases = generator.cases(entry.generated) + realistic
            print("\(name): \(objects) objects, \(cases.count) queries (files made and checked in \(Int(-clock.timeIntervalSinceNow)) s)")
            clock = Date()
            let realmAnswers = DifferentialRun.realmAnswers(file: file, cases: cases, oracle: oracle)
            let coreSeconds = -clock.timeIntervalSinceNow
            clock = Date()
            run.compare(file: name + ".realm", cases: cases, realmAnswers: realmAnswers, lens: try LensQueryEngine(file: file, genuineQuery: true))
            let fileSeconds = -clock.timeIntervalSinceNow
            clock = Date()
            // An object-key literal (`address == O5`) names the store's own keys, which for embedded objects
            // are not the file's: asked of the file only.
            let onStore = cases.indices.filter { cases[$0].query.range(of: #"\bO[0-9]+\b"#, options: .regularExpression) == nil }
            run.compare(file: name + ".store", cases: onStore.map { cases[$0] }, realmAnswers: onStore.map { realmAnswers[$0] },
                        lens: try LensQueryEngine(store: store))
            let storeSeconds = -clock.timeIntervalSinceNow
            clock = Date()
            // The same objects as Realm Core itself lays them out (`from-canonical` of the dump: its own
            // cluster trees, keys and indexes), asked the app-style queries again: our reader on Core's layout.
            let coreWritten = scratch.path(name + "-core.realm")
            try RealmCoreCheck.makeFile(fromDump: String(decoding: dump, as: UTF8.self), at: coreWritten)
            run.compare(file: name + "-core.realm", cases: realistic, realmAnswers: DifferentialRun.realmAnswers(file: coreWritten, cases: realistic, oracle: oracle),
                        lens: try LensQueryEngine(file: coreWritten, genuineQuery: true))
            print("\(name): Realm Core \(Int(coreSeconds)) s, query FILE \(Int(fileSeconds)) s, query STORE \(Int(storeSeconds)) s, "
                  + "Core's own file \(Int(-clock.timeIntervalSinceNow)) s")
        }
        print("Realm Core differential (demo \(template), \(Int(-started.timeIntervalSinceNow)) s):\n" + run.report)
        for difference in run.differences.prefix(400) { print(difference) }
        for difference in run.documentedDifferences.prefix(400) { print("documented: \(difference)") }
        #expect(run.differences.isEmpty, "\(run.differences.count) answers unlike Realm Core:\n\(run.report)")
    }
}
