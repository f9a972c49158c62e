import Foundation
@testable import RealmShell
import Testing

/// A backlink the app's model code names (`Dog.owners`, the `linkingObjects` of `Person.dogs`) is not in
/// a Realm file, which records no `linkingObjects`: on the genuine file `realmlens demo` writes, Realm
/// Core (opening it as Realm Studio does, with the file's schema) refuses `owners.@count > 0`, and so
/// does `realmlens query FILE`; `@links.Person.dogs.@count > 0` is answered by both, with the objects
/// the named backlink finds on the same data as a RealmLens store (`demo --to store`).
@Suite struct DemoFileBacklinkNameTests {
    static let named = "owners.@count > 0", spelled = "@links.Person.dogs.@count > 0"

    /// The dogs template (seed 3, 200 objects) as a genuine file and as a store, in `scratch`.
    static func files(_ scratch: ScratchDirectory) throws -> (file: String, store: String) {
        let file = scratch.path("dogs.realm"), store = scratch.path("dogs.store")
        let common = ["--template", "dogs", "--objects", "200", "--seed", "3"]
        try #require(run(["demo", file] + common).exitCode == .success)
        try #require(run(["demo", store] + common + ["--to", "store"]).exitCode == .success)
        return (file, store)
    }

    /// The dogs a query prints, one JSON line each, in order, or its error.
    static func names(_ path: String, _ query: String) -> [String] {
        let outcome = run(["query", path, "Dog", query, "--format", "jsonl", "--no-cache"])
        guard outcome.exitCode == .success else { return ["error: " + outcome.stderr] }
        return outcome.stdout.split(separator: "\n").map(String.init)
    }

    @Test func genuineFileRefusesTheNamedBacklinkAndAnswersItsLinksForm() throws {
        let scratch = try ScratchDirectory()
        let (file, store) = try Self.files(scratch)
        let refused = run(["query", file, "Dog", Self.named])
        #expect(refused.exitCode != .success)
        #expect(refused.stderr.contains("no such property 'owners' on class 'Dog'"), "\(refused.stderr)")
        let onStore = Self.names(store, Self.named)
        #expect(onStore.count > 20 && onStore.count < 200, "\(onStore.count) dogs have an owner's list")
        #expect(Self.names(file, Self.spelled) == onStore)
        #expect(Self.names(store, Self.spelled) == onStore)
    }

    @Test(.requiresRealmCoreCheck) func realmCoreRefusesAndAnswersAlike() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        let scratch = try ScratchDirectory()
        let (file, store) = try Self.files(scratch)
        guard case .refused(let message) = try oracle.answer(file: file, className: "Dog", query: Self.named) else {
            Issue.record("Realm Core answered \(Self.named) on a genuine file"); return
        }
        #expect(message.contains("'Dog' has no property 'owners'"), "\(message)")
        let lens = try LensQueryEngine(file: file, genuineQuery: true)
        let core = try oracle.answer(file: file, className: "Dog", query: Self.spelled)
        #expect(lens.answer(className: "Dog", query: Self.spelled) == core)
        guard case .objects(let keys) = core else { Issue.record("Realm Core refused \(Self.spelled): \(core)"); return }
        #expect(keys.count == Self.names(store, Self.named).count)
    }
}
