import Foundation
import RealmFile
@testable import RealmShell
@testable import RealmStore
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
        CanonicalDump([DumpClass("Dup", properties: [DumpProperty("u", .int)], objects: (0..<count).map { ["u": .int(Int64($0))] })]).json
    }

    /// Creating objects 300…799 in a file of 300 (clusters 0…255 | 256…299)
    /// fills the last cluster to 256, then begins one every 256: the
    /// clusters Realm Core has after inserting 800 objects one by one, as in
    /// the file it writes from the 800-object dump; its answers there are
    /// ours inside the transaction.
    @Test func insertsSplitFullClustersAsRealmCore() throws {
        let (oracle, scratch, file, reference) = try coreFiles(300, reference: 800)
        defer { withExtendedLifetime(scratch) {} }
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
        let scratch = try ScratchDirectory()
        let file = scratch.path("dup800.realm")
        try RealmCoreCheck.makeFile(fromDump: Self.dump(count: 800), at: file)
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

    /// A class of more than 256 clusters: Realm Core writes 65,636 objects
    /// as an inner node over clusters 0…255 (the last holding `u` 65280…65535)
    /// and one over the rest (100 objects from 65536). Deleting 65280…65479
    /// leaves 56 objects in the first inner node's last cluster, which Core
    /// does not merge with the next one: that one sits under the other
    /// inner node (`ClusterNodeInner::erase` merges a child only with its
    /// next sibling), so `LIMIT(1)` stops after the 56. Before, the working
    /// copy merged them (it knew the clusters, not the inner nodes) and
    /// answered every match. Pinned from Core's rules (an uncommitted state).
    @Test func deletesMergeOnlyClustersUnderTheSameInnerNode() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        let scratch = try ScratchDirectory()
        let file = scratch.path("dup65636.realm")
        try RealmCoreCheck.makeFile(fromDump: Self.dump(count: 65_636), at: file)
        // The tree Core wrote is the one our replay of its inserts builds: two inner nodes, 256 clusters and 1.
        let written = try RealmFile(path: file)
        let clusters = try written.clusters(ofClass: "Dup")
        var replay = ClusterTreeReplay(shape: .empty, keys: [])
        try written.forEachClusterInKeyOrder(ofClass: "Dup", selecting: []) { keys, _ in keys.forEach { replay.insert($0) } }
        #expect(ClusterNodeShape(clusters: clusters.map { ($0.first, $0.path) }) == replay.shape)
        guard case .inner(let halves) = replay.shape, halves.count == 2, case .inner(let second) = halves[1] else {
            Issue.record("not two inner nodes: \(replay.shape.text.prefix(80))")
            return
        }
        #expect(second == [.cluster(first: clusters[256].first)])
        #expect(try oracle.answer(file: file, className: "Dup", query: "u IN {65500, 65536, 65537} LIMIT(1)")
            == .objects(["{\"$index\":65500}"]), "Realm Core, before the deletes: a cluster ends at 65535")
        let printed = try session(file, """
            .mode jsonl
            delete Dup where u >= 65280 AND u < 65480
            Dup where u IN {65500, 65536, 65537} LIMIT(1)
            """)
        #expect(printed == [[65500]])
    }

    /// A class created in the session is a new Realm Core table of one
    /// empty cluster, which 300 inserts split at 256: `LIMIT(2)` stops after
    /// the first cluster's two matches, as Core answers on the file it
    /// writes with the same 300 objects, and as it answers on the file our
    /// commit writes (`.create-class` commits; the working copy then
    /// follows the new file's empty tree).
    @Test func aClassCreatedInTheSessionSplitsAsRealmCore() throws {
        let (oracle, scratch, file, reference) = try coreFiles(1, reference: 300)
        defer { withExtendedLifetime(scratch) {} }
        let predicate = "u IN {0, 255, 256, 299} LIMIT(2)"
        #expect(try oracle.answer(file: reference, className: "Dup", query: predicate) == .objects(["{\"$index\":0}", "{\"$index\":255}"]),
                "Realm Core: \(predicate)")
        let creates = (0..<300).map { "create Fresh {u: \($0)}" }.joined(separator: "\n")
        let printed = try session(file, ".mode jsonl\n.create-class Fresh {u: int}\n\(creates)\nFresh where \(predicate)")
        #expect(printed == [[0, 255]])
        #expect(try oracle.answer(file: file, className: "Fresh", query: predicate) == .objects(["{\"$index\":0}", "{\"$index\":255}"]),
                "Realm Core on the committed file: \(predicate)")
    }

    // MARK: - Helpers

    /// Files Realm Core writes from `dump(count:)` of `count` objects (the
    /// one edited) and of `referenceCount` (its answers are the expected ones).
    func coreFiles(_ count: Int, reference referenceCount: Int) throws -> (RealmCoreOracle, ScratchDirectory, String, String) {
        let oracle = try #require(RealmCoreOracle.shared)
        let scratch = try ScratchDirectory()
        let file = scratch.path("dup\(count).realm"), reference = scratch.path("dup\(referenceCount).realm")
        try RealmCoreCheck.makeFile(fromDump: Self.dump(count: count), at: file)
        try RealmCoreCheck.makeFile(fromDump: Self.dump(count: referenceCount), at: reference)
        return (oracle, scratch, file, reference)
    }

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
