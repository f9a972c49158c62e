import Foundation
@testable import RealmFile
import RealmModel
import Testing

/// A table written in primary-key order whose uuids reach past 0x80 (their
/// first chunk negative as Realm compares it) makes Realm Core's index grow
/// one leaf per value below a full leaf: the builder holds those leaves as
/// `leafOfOne` slots (memory) and must still write Realm's nodes exactly.
@Suite(.requiresFixtures, .requiresRealmCoreCheck)
struct SearchIndexOneObjectLeafTests {
    /// `count` objects with a uuid primary key, in uuid order, spread over the whole uuid range.
    static func dump(count: Int) -> String {
        var uuids: [String] = []
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0 ..< count {
            var hex = ""
            for _ in 0 ..< 2 {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                hex += String(format: "%016llx", z ^ (z >> 31))
            }
            let u = Array(hex)
            uuids.append("\(String(u[0..<8]))-\(String(u[8..<12]))-\(String(u[12..<16]))-\(String(u[16..<20]))-\(String(u[20..<32]))")
        }
        uuids.sort()
        let schema = #"[{"name":"Thing","embedded":false,"primaryKey":"id","properties":[{"name":"id","type":"uuid","optional":false,"indexed":true,"collection":null}]}]"#
        return #"{"schema":\#(schema),"objects":{"Thing":["# + uuids.map { #"{"id":{"$uuid":"\#($0)"}}"# }.joined(separator: ",") + "]}}\n"
    }

    @Test func aPrimaryKeyIndexOfUuidsInOrderIsRealmCoresNodeForNode() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = folder.appendingPathComponent("things.json")
        try Data(Self.dump(count: 4_000).utf8).write(to: dump)
        let realm = folder.appendingPathComponent("things.realm")
        let run = try RealmCoreCheck.run(["from-canonical", dump.path, realm.path])
        try #require(run.status == 0, "from-canonical failed: \(run.stderr)")
        let file = try RealmFile(path: realm.path)
        let column = try #require(try SearchIndexFixtureTests.indexedColumns(file).first { $0.label == "Thing.id" })

        // the tree holds Realm's one-object leaves as slots of their inner node
        let tree = column.built.makeTree()
        var oneObjectLeaves = 0
        func count(_ node: SearchIndexNode) {
            for slot in node.slots {
                switch slot {
                case .leafOfOne: oneObjectLeaves += 1
                case .child(let child), .subIndex(let child): count(child)
                case .object, .list: break
                }
            }
        }
        count(tree)
        #expect(oneObjectLeaves > 1_000, "the upper half of the uuids should each make a leaf of one")

        var sink = MemoryNodeSink()
        let ref = try column.built.write(to: &sink)
        let built = try NodeShape(sink.makeReader(), ref: Int(ref))
        let realms = try NodeShape(file.reader, ref: column.fileRoot)
        #expect(built == realms, "\(built.firstDifference(from: realms) ?? "")")
        try SearchIndexRealmCoreTests.expectSameLookups(column, ours: SearchIndexLookup(reader: sink.makeReader(), root: Int(ref)),
                                                        realms: SearchIndexLookup(reader: file.reader, root: column.fileRoot))
    }
}
