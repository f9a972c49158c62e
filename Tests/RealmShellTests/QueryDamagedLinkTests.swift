import Foundation
@testable import RealmShell
import Testing

/// `realmlens query FILE` on a genuine file whose link leaf has a flipped
/// bit: the link names another object, which the query printed as Person
/// 1's dog without a word (`export`, `check` and the writers refused the
/// file). Realm Core stops on it (`array_backlink.cpp:244: Assertion
/// failed: src_obj.get_list<ObjKey>(src_col_key).find_first(target_key) != npos`).
@Suite(.requiresFixtures) struct QueryDamagedLinkTests {
    static let problem = "object 1 of 'class_Dog' lacks the backlink of the link from object 1 of 'class_Person' (at byte 0x7C0)"

    private func damagedCopy(in scratch: ScratchDirectory) throws -> String {
        let fixture = try #require(fixturesDirectory).appendingPathComponent("basic.realm")
        var bytes = [UInt8](try Data(contentsOf: fixture))
        bytes[0x7A4] ^= 1 << 1
        let path = scratch.path("basic.realm")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func run(_ arguments: [String], environment: [String: String]) -> RunOutcome {
        let out = CapturedOutput(), err = CapturedOutput()
        let code = CommandLineRunner(table: .standard, stdout: out, stderr: err, environment: environment).run(arguments)
        return RunOutcome(stdout: out.text, stderr: err.text, exitCode: code)
    }

    /// With the cache (its first query on the file) and without it: the
    /// class holding the damaged link (`Person.dogs`) prints it, and so
    /// does a query on `Dog` that follows it (`@links.Person.dogs`).
    @Test(arguments: [("Person", "TRUEPREDICATE", true), ("Person", "TRUEPREDICATE", false),
                      ("Dog", "@links.Person.dogs.@count > 0", true), ("Dog", "@links.Person.dogs.@count > 0", false)])
    func aDamagedLinkIsRefusedNotPrinted(_ className: String, _ predicate: String, _ cached: Bool) throws {
        let scratch = try ScratchDirectory()
        let path = try damagedCopy(in: scratch)
        let environment = cached ? ["XDG_CACHE_HOME": scratch.path("cache")] : [:]
        let outcome = run(["query", path, className, predicate, "--format", "jsonl"], environment: environment)
        #expect(outcome.exitCode == .failure)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == "error: '\(path)' is damaged: \(Self.problem)\n")
        // nothing converted from it is kept for a later query
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path("cache/realmlens"))) ?? []
        #expect(entries.filter { $0.hasSuffix(".realm") } == [])
    }

    /// A query that neither reads nor prints the damaged link (`Dog`'s own
    /// properties and its `owner` links) checks only the links it shows
    /// (`RealmFile.verifyLinks(originatingIn:)`: the whole file's check made
    /// a first query on a 300,000-object file twice as slow) and answers
    /// exactly what the undamaged file answers; `check` still names the damage.
    @Test(arguments: [true, false])
    func aQueryReadingNoDamagedLinkAnswersAsTheUndamagedFile(_ cached: Bool) throws {
        let scratch = try ScratchDirectory()
        let path = try damagedCopy(in: scratch)
        let pristine = try #require(fixturesDirectory).appendingPathComponent("basic.realm").path
        let environment = cached ? ["XDG_CACHE_HOME": scratch.path("cache")] : [:]
        let damaged = run(["query", path, "Dog", "age > 0", "--format", "jsonl"], environment: environment)
        let expected = run(["query", pristine, "Dog", "age > 0", "--format", "jsonl", "--no-cache"], environment: [:])
        #expect(damaged.exitCode == .success && expected.exitCode == .success)
        #expect(damaged.stderr == "")
        #expect(damaged.stdout == expected.stdout && !expected.stdout.isEmpty)
        let check = run(["check", path], environment: [:])
        #expect(check.exitCode == .failure)
        #expect((check.stdout + check.stderr).contains("lacks the backlink of the link from object 1 of 'class_Person'"))
    }

    /// The whole file still answers, and its second query (a cache hit) too.
    @Test func aWholeFileIsQueriedFromTheCacheAfterItsCheck() throws {
        let scratch = try ScratchDirectory()
        let fixture = try #require(fixturesDirectory).appendingPathComponent("basic.realm")
        let path = scratch.path("basic.realm")
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
        let environment = ["XDG_CACHE_HOME": scratch.path("cache")]
        let first = run(["query", path, "Dog", "age > 5", "--format", "jsonl"], environment: environment)
        let second = run(["query", path, "Dog", "age > 5", "--format", "jsonl"], environment: environment)
        #expect(first.exitCode == .success && second.exitCode == .success)
        #expect(first.stdout == second.stdout && first.stdout.split(separator: "\n").count == 2)
    }
}
