import Foundation
@testable import RealmShell
import Testing

/// `LIMIT` after a lone int `IN` list inside an edit's open transaction:
/// the working copy moves the file's clusters as Realm Core's cluster tree
/// would through the transaction's inserts and deletes
/// (`Realm.modelClusterChanges`), so its queries stop where Core's would
/// on the same, uncommitted state. Before, new objects joined the file's
/// last cluster and deletes changed no cluster.
@Suite(.requiresRealmCoreCheck) struct GenuineTransactionClusterLimitTests {
    /// `count` objects of `Dup` (no primary key), `u` the object's position:
    /// Realm Core writes them in clusters of 256.
    static func dump(count: Int) -> String {
        let property = "{\"name\":\"u\",\"type\":\"int\",\"optional\":false,\"indexed\":false,\"collection\":null}"
        let objects = (0..<count).map { "{\"u\":\($0)}" }.joined(separator: ",")
        return "{\"schema\":[{\"name\":\"Dup\",\"embedded\":false,\"primaryKey\":null,\"properties\":[\(property)]}],\"objects\":{\"Dup\":[\(objects)]}}"
    }

    /// Creating objects 300…799 in a file of 300 (clusters 0…255 | 256…299)
    /// fills the last cluster to 256, then begins one every 256: the
    /// clusters Realm Core has after inserting 800 objects one by one, as in
    /// the file it writes from the 800-object dump; its answers there are
    /// ours inside the transaction.
    @Test func insertsSplitFullClustersAsRealmCore() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        let scratch = try ScratchDirectory()
        let file = scratch.path("dup300.realm"), reference = scratch.path("dup800.realm")
        try oracle.makeFile(fromDump: Self.dump(count: 300), at: file)
        try oracle.makeFile(fromDump: Self.dump(count: 800), at: reference)
        let predicates: [(String, [Int])] = [
            ("u IN {0, 256, 511, 512, 700} LIMIT(3)", [0, 256, 511]),  // the file's last cluster ends at 511 now
            ("u IN {0, 256, 511, 512, 700} LIMIT(2)", [0, 256, 511, 512, 700]),
            ("u IN {300, 511, 512, 767, 768} LIMIT(4)", [300, 511, 512, 767]),
            ("u IN {767, 768, 799} LIMIT(1)", [767]),
        ]
        let creates = (300..<800).map { "create Dup {u: \($0)}" }.joined(separator: "\n")
        let queries = predicates.map { "Dup where \($0.0)\n\(Self.separator)" }.joined(separator: "\n")
        let printed = try session(file, ".mode jsonl\n\(creates)\n\(queries)")
        for (index, (predicate, us)) in predicates.enumerated() {
            #expect(try oracle.answer(file: reference, className: "Dup", query: predicate) == .objects(us.map { "{\"$index\":\($0)}" }),
                    "Realm Core: \(predicate)")
            #expect(index < printed.count && printed[index] == us, "\(predicate)")
        }
    }

    /// Deletes in an 800-object file (clusters of 256 from 0, 256, 512,
    /// 768): `u` 0…199 and 256…399 go (the first two clusters keep 56 and
    /// 112, each beside a fuller next one: no merge), so `LIMIT(1)` stops
    /// after the first cluster; deleting 200 leaves 55, and 55 + 112 < 192:
    /// Core moves the second cluster into the first (`ClusterNodeInner::erase`),
    /// whose count then passes 1 and never stops. Pinned from Core's rules:
    /// realm-core-check cannot show an uncommitted state.
    @Test func deletesMergeSmallClustersAsRealmCore() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        let scratch = try ScratchDirectory()
        let file = scratch.path("dup800.realm")
        try oracle.makeFile(fromDump: Self.dump(count: 800), at: file)
        let printed = try session(file, """
            .mode jsonl
            delete Dup where u < 200
            delete Dup where u >= 256 AND u < 400
            Dup where u IN {201, 400, 512} LIMIT(1)
            \(Self.separator)
            delete Dup where u == 200
            Dup where u IN {201, 400, 512} LIMIT(1)
            \(Self.separator)
            Dup where u IN {201, 400, 512} LIMIT(2)
            \(Self.separator)
            delete Dup where u >= 201 AND u < 256
            Dup where u IN {400, 512} LIMIT(1)
            """)
        #expect(printed == [[201], [201, 400, 512], [201, 400], [400]])
    }

    // MARK: - Helpers

    /// A statement printing a line that is no object, between two queries' objects.
    static let separator = "count Dup where u == -1"

    /// Runs `statements` in one `exec` transaction; the `u` of each
    /// query's objects (`.mode jsonl`), one array per run of object lines.
    func session(_ file: String, _ statements: String) throws -> [[Int]] {
        let out = CapturedOutput(), err = CapturedOutput()
        let code = CommandLineRunner(table: .standard, stdout: out, stderr: err, environment: [:]).run(["exec", file, "-c", statements])
        #expect(code == .success, "\(err.text)")
        var groups: [[Int]] = []
        var current: [Int]?
        for line in out.text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("{") {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                current = (current ?? []) + [try #require(object["u"] as? Int)]
            } else if let group = current {
                groups.append(group)
                current = nil
            }
        }
        if let current { groups.append(current) }
        return groups
    }
}
