import Foundation
import RealmModel
import SQLite
import Testing
@testable import RealmStore

/// Links to deleted objects held in mixed values, as builds before session 9
/// left them (the target's row gone, every link to it kept, and no
/// `mixedLinksRepaired` mark): read as Realm Core reads a nullified link
/// while the store is unmarked, removed for good (and the store marked) by
/// the first open for writing; and many deletes in one call remove the
/// links to them in one pass, with the same result as one by one.
@Suite struct DanglingMixedLinkTests {
    static let schema = MixedLinkDeleteTests.schema
    static func link(_ id: Int) -> String { MixedLinkDeleteTests.link(id) }

    /// H 10 holds links to C 1 at every depth; C 2 stays.
    static var objects: String {
        let l1 = link(1), l2 = link(2)
        return #"{"id":10,"m":\#(l1),"ml":[\#(l1),[\#(l1),\#(l2)]],"md":{"a":\#(l1),"n":{"z":\#(l1)}},"ms":[\#(l1),3]}]}}"# + "\n"
    }
    /// What Realm Core's delete of C 1 leaves (as `MixedLinkDeleteTests` checks against Core's rules).
    static var expectedH: String {
        #""H":[{"id":10,"m":null,"ml":[[\#(link(2))]],"md":{"a":null,"n":{"z":null}},"ms":[3]}]}}"# + "\n"
    }

    static func dump(_ realm: Realm) throws -> String {
        var output: [UInt8] = []
        try CanonicalDumpWriter.write(realm) { output += $0 }
        return String(decoding: output, as: UTF8.self)
    }

    /// A store file as an older build leaves it after deleting C 1.
    static func olderBuildStore() throws -> String {
        let path = makeTemporaryPath()
        let realm = try Realm(configuration: .init(path: path))
        try realm.importCanonicalDump(from: MemoryByteInput(schema + objects))
        let c = try realm.info("C")
        try realm.connection.execute(sql: "DELETE FROM \(c.table) WHERE id = 1")
        try realm.connection.execute(sql: "DELETE FROM \(TableLayout.quote(TableLayout.metadataTable)) WHERE key = ?", arguments: [.text(Realm.mixedLinksRepairedKey)])
        return path
    }

    @Test func aNewStoreIsMarkedAndItsReadsAskNothing() throws {
        let realm = try makeInMemoryRealm()
        #expect(try realm.mixedLinksMayDangle() == false)
    }

    @Test func anOlderStoreReadOnlyReadsAsRealmCoreAndIsNotWritten() throws {
        let path = try Self.olderBuildStore()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let realm = try Realm(configuration: .init(path: path, readOnly: true))
        #expect(try realm.mixedLinksMayDangle())
        #expect(try Self.dump(realm).hasSuffix(Self.expectedH))
        let h = try realm.info("H")
        let h10 = try #require(try realm.object(ofType: "H", forPrimaryKey: .int(10)))
        let record = try #require(try realm.readRecord(h, key: h10.key))
        #expect(record.values[1] == .null)
        #expect(record.values[4] == .list([.int(3)]))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func checkNamesEachDanglingLink() throws {
        let realm = try Realm(configuration: .init(path: try Self.olderBuildStore(), readOnly: true))
        let found = try realm.danglingMixedLinks()
        #expect(found.map(\.propertyName) == ["m", "ml", "ml", "md", "md", "ms"])
        #expect(found.first?.description == "H object with primary key 10, property 'm': a link to C object key 0, which no longer exists")
    }

    @Test func theFirstOpenForWritingRemovesThemAndMarksTheStore() throws {
        let path = try Self.olderBuildStore()
        do {
            let realm = try Realm(configuration: .init(path: path))
            #expect(try realm.mixedLinksMayDangle() == false)
            #expect(try MixedLinkDeleteTests.storedLinkCount(realm) == 0)
            #expect(try Self.dump(realm).hasSuffix(Self.expectedH))
        }
        let reopened = try Realm(configuration: .init(path: path, readOnly: true))
        #expect(try reopened.mixedLinksMayDangle() == false)
        #expect(try reopened.danglingMixedLinks().isEmpty)
        #expect(try Self.dump(reopened).hasSuffix(Self.expectedH))
    }

    /// A bundle is never written: opened for writing it is reopened read-only
    /// by `StoreOpener`, so its open is left alone and it reads through the guard.
    @Test func aBundleOpenedForWritingIsNotRepaired() throws {
        let path = try Self.olderBuildStore()
        let sqlite = try Connection(path: path, flags: .default)
        try sqlite.execute(sql: "INSERT INTO \(TableLayout.quote(TableLayout.metadataTable))(key, value) VALUES ('bundle', 1)")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let realm = try Realm(configuration: .init(path: path))
        #expect(try realm.mixedLinksMayDangle())
        #expect(try Self.dump(realm).hasSuffix(Self.expectedH))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func removingATargetClassRemovesTheLinksToItsObjects() throws {
        let realm = try makeInMemoryRealm()
        try realm.importCanonicalDump(from: MemoryByteInput(Self.schema + Self.objects))
        try realm.migrate([.removeClass("C")])
        #expect(try realm.danglingMixedLinks().isEmpty)
        #expect(try Self.dump(realm).hasSuffix(#""H":[{"id":10,"m":null,"ml":[[]],"md":{"a":null,"n":{"z":null}},"ms":[3]}]}}"# + "\n"))
    }

    /// 40 H objects each linking to several of 30 C objects at every depth;
    /// deleting 20 C in one call gives the very store deleting them one by one gives.
    @Test func aMassDeleteEqualsOneByOneDeletes() throws {
        var objects = ""
        for i in 0..<40 {
            let a = Self.link(i % 30), b = Self.link((i + 7) % 30), c = Self.link((i + 13) % 30)
            if i > 0 { objects += "," }
            objects += #"{"id":\#(100 + i),"m":[\#(a),{"k":\#(b),"l":[\#(c),\#(a)]}],"ml":[\#(a),\#(b),[\#(c)]],"md":{"x":\#(c),"y":[\#(b)]},"ms":[\#(a),\#(c)]}"#
        }
        let cs = (0..<30).map { #"{"id":\#($0)}"# }.joined(separator: ",")
        let text = Self.schema.replacingOccurrences(of: #""C":[{"id":1},{"id":2}]"#, with: #""C":[\#(cs)]"#) + objects + "]}}\n"
        let one = try makeInMemoryRealm(), many = try makeInMemoryRealm()
        try one.importCanonicalDump(from: MemoryByteInput(text))
        try many.importCanonicalDump(from: MemoryByteInput(text))
        var doomed: [ObjectKey] = []
        for id in 0..<20 { doomed.append(try #require(try one.object(ofType: "C", forPrimaryKey: .int(Int64(id)))).key) }
        try one.write { for key in doomed { try one.delete(try #require(try one.object(ofType: "C", key: key))) } }
        try many.write { try many.delete("C", keys: doomed + [999_999]) }
        #expect(try Self.dump(many) == Self.dump(one))
        #expect(try many.danglingMixedLinks().isEmpty)
        #expect(try Self.dump(many).contains(#""m":[{"k":null,"l":[]}]"#))
    }
}
