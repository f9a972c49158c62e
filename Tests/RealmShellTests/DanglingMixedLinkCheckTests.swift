import Foundation
@testable import RealmShell
import SQLite
import Testing

/// A store as builds before session 9 left it after `delete C where id == 1`
/// (C 1's row gone, the links to it kept in mixed values at every depth, no
/// `mixedLinksRepaired` mark): `export` shows what Realm Core's delete leaves
/// (`MixedLinkDeleteGenuineTests.expectedH`, judged by Realm Core itself)
/// without writing the store, `check` names each link, `check --repair`
/// removes them for good.
@Suite struct DanglingMixedLinkCheckTests {
    private func olderBuildStore(_ scratch: ScratchDirectory, keepingMark: Bool = false) throws -> String {
        try MixedLinkDeleteGenuineTests.dump.write(toFile: scratch.path("d.json"), atomically: true, encoding: .utf8)
        let store = scratch.path("s.store")
        #expect(run(["import", "--canonical", scratch.path("d.json"), store]).exitCode == .success)
        let sqlite = try Connection(path: store)
        try sqlite.execute(sql: "DELETE FROM class_C WHERE id = 1")
        if !keepingMark { try sqlite.execute(sql: "DELETE FROM __metadata WHERE key = 'mixedLinksRepaired'") }
        return store
    }

    @Test func exportShowsRealmCoreShapeWithoutWriting() throws {
        let scratch = try ScratchDirectory()
        let store = try olderBuildStore(scratch)
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        let exported = run(["export", store])
        #expect(exported.stdout.hasSuffix(MixedLinkDeleteGenuineTests.expectedH + "\n"), "\(exported.stderr)")
        #expect(run(["query", store, "H", "id == 12"]).exitCode == .success)
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
    }

    @Test func checkNamesThemAndRepairRemovesThem() throws {
        let scratch = try ScratchDirectory()
        let store = try olderBuildStore(scratch)
        let checked = run(["check", store])
        #expect(checked.exitCode == .failure)
        let lines = checked.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 7)
        #expect(lines.first == "H object with primary key 11, property 'm': a link to C object key 0, which no longer exists")
        #expect(lines.last?.hasSuffix("`realmlens check --repair` removes them from the store") == true)
        #expect(checked.stderr == "error: '\(store)' is damaged: 6 problems found\n")

        let repaired = run(["check", store, "--repair"])
        #expect(repaired.stdout == "removed 6 links to deleted objects held in mixed values\nok\n", "\(repaired.stderr)")
        #expect(repaired.exitCode == .success)
        #expect(run(["check", store]).stdout == "ok\n")
        #expect(run(["export", store]).stdout.hasSuffix(MixedLinkDeleteGenuineTests.expectedH + "\n"))
    }

    /// A store marked repaired, then written by a build from before session 9:
    /// reads trust the mark, but `check` looks at every mixed value, names
    /// the links, reads every object all the same, and `--repair` removes them.
    @Test func checkFindsThemInAMarkedStoreToo() throws {
        let scratch = try ScratchDirectory()
        let store = try olderBuildStore(scratch, keepingMark: true)
        let checked = run(["check", store])
        #expect(checked.stdout.split(separator: "\n").count == 7, "\(checked.stdout)\(checked.stderr)")
        #expect(checked.stderr == "error: '\(store)' is damaged: 6 problems found\n")
        #expect(run(["check", store, "--repair"]).stdout == "removed 6 links to deleted objects held in mixed values\nok\n")
        #expect(run(["export", store]).stdout.hasSuffix(MixedLinkDeleteGenuineTests.expectedH + "\n"))
    }

    @Test func repairRefusesAGenuineFile() throws {
        guard let fixtures = fixturesDirectory else { return }
        let outcome = run(["check", fixtures.appendingPathComponent("basic.realm").path, "--repair"])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.stderr.hasPrefix("error: --repair mends a RealmLens store;"))
    }
}
