import RealmModel
import SQLite
import Testing
@testable import RealmStore

/// Deleting an object removes the links to it held inside mixed values the
/// way Realm Core 14 does (`Obj::nullify_link`, `Lst<Mixed>::nullify`,
/// `Dictionary::nullify`): a mixed property holding it becomes null, a list
/// of mixed (or a list nested in a mixed value, at any depth) loses the
/// element, a dictionary value (nested or not) becomes null with its key
/// kept, a set loses the element. Before, nested links were left dangling
/// and the store could no longer be exported.
@Suite struct MixedLinkDeleteTests {
    static let schema = #"{"schema":[{"name":"C","embedded":false,"primaryKey":"id","properties":[{"name":"id","type":"int","optional":false,"indexed":true,"collection":null}]},{"name":"H","embedded":false,"primaryKey":"id","properties":[{"name":"id","type":"int","optional":false,"indexed":true,"collection":null},{"name":"m","type":"mixed","optional":true,"indexed":false,"collection":null},{"name":"ml","type":"mixed","optional":true,"indexed":false,"collection":"list"},{"name":"md","type":"mixed","optional":true,"indexed":false,"collection":"dictionary"},{"name":"ms","type":"mixed","optional":true,"indexed":false,"collection":"set"}]}],"objects":{"C":[{"id":1},{"id":2}],"H":["#

    static func link(_ id: Int) -> String { #"{"$link":{"class":"C","key":\#(id)}}"# }

    /// Imports H objects (JSON), deletes C 1, returns the H part of the dump;
    /// first checks that no stored mixed value still names C 1 (reading an
    /// unmarked store would hide such a link: `DanglingMixedLinkTests`).
    static func objectsAfterDeletingC1(_ objects: String) throws -> String {
        let realm = try makeInMemoryRealm()
        defer { #expect((try? storedLinkCount(realm)) == 0, "the delete left links to C 1 in the store") }
        try realm.importCanonicalDump(from: MemoryByteInput(schema + objects + "]}}\n"))
        let c1 = try #require(try realm.object(ofType: "C", forPrimaryKey: .int(1)))
        try realm.write { try realm.delete(c1) }
        var output: [UInt8] = []
        try CanonicalDumpWriter.write(realm) { output += $0 }
        let text = String(decoding: output, as: UTF8.self)
        let start = try #require(text.range(of: #""H":["#))
        return String(text[start.upperBound...].dropLast(4))
    }

    /// Stored mixed values of H holding the encoded link to C 1 (key 0 after import), read raw.
    static func storedLinkCount(_ realm: Realm) throws -> Int64 {
        let needle = SQLiteValue.blob(MixedBlob.encode(.link(ObjectLink(className: "C", key: 0))))
        let h = try realm.info("H")
        var count: Int64 = 0
        for (table, column) in [(h.table, "m"), (h.collectionTable(h.persisted[2]), "value"), (h.collectionTable(h.persisted[3]), "value"), (h.collectionTable(h.persisted[4]), "value")] {
            if case .integer(let n) = try realm.connection.fetchValue(sql: "SELECT count(*) FROM \(table) WHERE instr(\(TableLayout.quote(column)), ?) > 0", arguments: [needle]) { count += n }
        }
        return count
    }

    @Test func topLevelMixedLinksFollowRealmCore() throws {
        let l1 = Self.link(1), l2 = Self.link(2)
        let after = try Self.objectsAfterDeletingC1(#"{"id":10,"m":\#(l1),"ml":[1,\#(l1),\#(l2),"x"],"md":{"a":\#(l1),"b":2},"ms":[\#(l1),3]}"#)
        #expect(after == #"{"id":10,"m":null,"ml":[1,\#(l2),"x"],"md":{"a":null,"b":2},"ms":[3]}"#)
    }

    @Test func nestedMixedLinksFollowRealmCore() throws {
        let l1 = Self.link(1), l2 = Self.link(2)
        let after = try Self.objectsAfterDeletingC1(
            #"{"id":11,"m":[1,\#(l1),{"j":[\#(l1),5],"k":\#(l1)}],"ml":[[\#(l1),7,\#(l2)],{"q":\#(l1)}],"md":{"l":[\#(l1)],"n":{"z":\#(l1)}},"ms":[]}"#)
        #expect(after == #"{"id":11,"m":[1,{"j":[5],"k":null}],"ml":[[7,\#(l2)],{"q":null}],"md":{"l":[],"n":{"z":null}},"ms":[]}"#)
    }
}
