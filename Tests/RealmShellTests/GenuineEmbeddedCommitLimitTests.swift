import Foundation
@testable import RealmShell
import Testing

/// An embedded class queried in a session after a commit: our writer numbers
/// embedded objects afresh, in their owners' order, and the working copy now
/// takes those keys (`Realm.adoptEmbeddedKeys(of:)`), so its objects come in
/// the committed file's order and a `LIMIT` after a lone int `IN` list stops
/// between the committed file's clusters, as Realm Core's does on that file
/// (a studio session: `exec` commits once, at its end).
/// Before, the copy kept the old keys: a new `home` came last, and every
/// match was answered. The file is `GenuineEmbeddedClusterLimitTests`'s:
/// `Owner` 0's dictionary of 300 `Address`es (`n` 0…299), then each owner's
/// `home` (`n` 1000 + id).
@Suite(.requiresRealmCoreCheck) struct GenuineEmbeddedCommitLimitTests {
    let base = GenuineEmbeddedClusterLimitTests()

    /// `Owner` 0's new `home` (5000) is written right after its dictionary
    /// (key 300, in the second cluster of 256, with 1001…1211), not last:
    /// `LIMIT(3)` stops after that cluster, `LIMIT(2)` is passed inside it
    /// and never met again. A second commit in the same session renumbers
    /// again (`Owner` 2's new `home`, 6000, after 1001), and the last answers
    /// are asked of Realm Core on the file the session left.
    @Test func afterACommitQueriesStopWhereCoreDoesOnTheCommittedFile() throws {
        let (file, scratch) = try base.makeFile()
        defer { withExtendedLifetime(scratch) {} }
        let first = ["n IN {0, 5000, 1001, 1299} LIMIT(2)", "n IN {0, 5000, 1001, 1299} LIMIT(3)"]
        let second = ["n IN {0, 6000, 5000, 1001, 1212} LIMIT(4)", "n IN {6000, 1003, 1001} LIMIT(1)", "n >= 1000 AND n < 1004 OR n == 6000"]
        let outcome = studio(file, ([".mode jsonl", "begin", "update Owner where id == 0 set home = {n: 5000}", "commit"]
            + first.map { "Address where \($0)" } + ["begin", "update Owner where id == 2 set home = {n: 6000}", "commit"]
            + second.map { "Address where \($0)" }).joined(separator: "\n") + "\n")
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        let printed = Self.ns(outcome.stdout)
        let oracle = try #require(RealmCoreOracle.shared)
        let core = try second.map { try base.coreNs(oracle, file, $0) }
        #expect(core == [[0, 5000, 1001, 6000], [1001, 6000, 1003], [1001, 6000, 1003]])  // Realm Core on the committed file
        // The first two: Realm Core 14.14 on the file the first commit wrote (pinned; the session wrote over it).
        #expect(printed == [0, 5000, 1001, 1299] + [0, 5000, 1001] + core.flatMap { $0 })
    }

    /// Unsorted, after the commit, the objects come in the committed file's order.
    @Test func unsortedObjectsComeInTheCommittedFilesOrder() throws {
        let (file, scratch) = try base.makeFile()
        defer { withExtendedLifetime(scratch) {} }
        let outcome = studio(file, ".mode jsonl\nbegin\nupdate Owner where id == 1 set home = {n: 5001}\ncommit\nAddress where n >= 1000\n")
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        let printed = Self.ns(outcome.stdout)
        let oracle = try #require(RealmCoreOracle.shared)
        let core = try base.coreNs(oracle, file, "n >= 1000")
        #expect(core == [1000, 5001] + Array(1002..<1300))
        #expect(printed == core)
    }

    /// The `n` of each object a studio session printed in `jsonl` mode, in order.
    static func ns(_ stdout: String) -> [Int] {
        stdout.split(separator: "\n").filter { $0.hasPrefix("{") }.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Int])?["n"]
        }
    }
}
