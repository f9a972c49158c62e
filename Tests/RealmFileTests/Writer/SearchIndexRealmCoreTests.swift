import Foundation
@testable import RealmFile
import RealmModel
import Testing

/// Indexes Realm Core builds for stores made to stress them — thousands of
/// keys (B+tree splits in the index), long lists of duplicates (B+tree
/// lists), values sharing more than 200 bytes, nulls beside zeros and empty
/// strings, mixed values of every kind — against the builder's, node for
/// node; and, where deletes and updates shaped Realm's index, lookups.
@Suite(.requiresFixtures, .requiresRealmCoreCheck)
struct SearchIndexRealmCoreTests {
    /// A canonical dump of `count` objects of class `Stress` with one indexed
    /// property of every indexable type.
    static func stressDump(count: Int) -> String {
        func property(_ name: String, _ type: String, optional: Bool) -> String {
            "{\"name\":\"\(name)\",\"type\":\"\(type)\",\"optional\":\(optional),\"indexed\":true,\"collection\":null}"
        }
        let properties = [
            property("id", "int", optional: false), property("flag", "bool", optional: false),
            property("name", "string", optional: true), property("when", "date", optional: true),
            property("oid", "objectId", optional: true), property("uid", "uuid", optional: true),
            property("count", "int", optional: true), property("any", "mixed", optional: true),
        ]
        var objects: [(Int, String)] = []
        let longPrefix = String(repeating: "p", count: 210)
        for i in 0 ..< count {
            let id = (i * 7919) % 100_003 - 50_000
            let name: String
            switch i % 10 {
            case 0: name = "null"
            case 1: name = "\"\""
            case 2: name = "\"\(longPrefix)\(i % 7)\""
            case 3: name = "\"\(longPrefix)\""
            default: name = "\"name\(i % 400)\""
            }
            let when = i % 4 == 0 ? "null"
                : String(format: "{\"$date\":\"2024-01-%02dT00:00:%02d.%09dZ\"}", i % 28 + 1, i % 60, (i * 37) % 3)
            let oid = i % 5 == 0 ? "null" : String(format: "{\"$oid\":\"%024x\"}", (i % 300) * 0x1_0001)
            let uid = i % 5 == 1 ? "null" : {
                let hex = String(format: "%032x", i % 700)
                let u = Array(hex)
                return "{\"$uuid\":\"\(String(u[0..<8]))-\(String(u[8..<12]))-\(String(u[12..<16]))-\(String(u[16..<20]))-\(String(u[20..<32]))\"}"
            }()
            let countValue = i % 6 == 0 ? "null" : "\(i % 6 == 1 ? 0 : (i % 1200) - 600)"
            let anyValues = ["null", "\(i % 50)", "\(i % 50).5", "\(i % 50)", "true", "false", "\"s\(i % 30)\"",
                             "{\"$decimal\":\"123.45\"}", "123", "{\"$oid\":\"0000000000000000000000aa\"}", "\"\"",
                             "{\"$link\":{\"class\":\"Stress\",\"key\":-50000}}", "{\"$uuid\":\"00000000-0000-0000-0000-0000000000ff\"}"]
            let any = anyValues[i % anyValues.count]
            let object = "{\"id\":\(id),\"flag\":\(i % 3 == 0),\"name\":\(name),\"when\":\(when),\"oid\":\(oid),\"uid\":\(uid),\"count\":\(countValue),\"any\":\(any)}"
            objects.append((id, object))
        }
        objects.sort { $0.0 < $1.0 }
        let schema = "[{\"name\":\"Stress\",\"embedded\":false,\"primaryKey\":\"id\",\"properties\":[\(properties.joined(separator: ","))]}]"
        return "{\"schema\":\(schema),\"objects\":{\"Stress\":[\(objects.map(\.1).joined(separator: ","))]}}\n"
    }

    /// `from-canonical` creates every object first and sets its values
    /// afterwards, so Realm's index of a property went through a default
    /// value for every object (lists of thousands that lost entries, lists of
    /// one left behind); only the primary key's index, filled as objects are
    /// created, is comparable node for node. Every other index must answer
    /// every lookup as Realm's does.
    @Test(arguments: [0, 1, 7, 3000])
    func buildsRealmCoresIndexesOfAStressStore(_ count: Int) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = folder.appendingPathComponent("stress.json")
        try Data(Self.stressDump(count: count).utf8).write(to: dump)
        let realm = folder.appendingPathComponent("stress.realm")
        let run = try RealmCoreCheck.run(["from-canonical", dump.path, realm.path])
        try #require(run.status == 0, "from-canonical failed: \(run.stderr)")
        let file = try RealmFile(path: realm.path)
        let columns = try SearchIndexFixtureTests.indexedColumns(file)
        #expect(columns.count == 8)
        for column in columns {
            var sink = MemoryNodeSink()
            let ref = try column.built.write(to: &sink)
            if column.label == "Stress.id" {
                let built = try NodeShape(sink.makeReader(), ref: Int(ref))
                let realms = try NodeShape(file.reader, ref: column.fileRoot)
                #expect(built == realms, "\(count) objects, \(column.label): \(built.firstDifference(from: realms) ?? "")")
            }
            try Self.expectSameLookups(column, ours: SearchIndexLookup(reader: sink.makeReader(), root: Int(ref)),
                                       realms: SearchIndexLookup(reader: file.reader, root: column.fileRoot))
        }
    }

    /// Every value of the column finds the same objects through both indexes.
    static func expectSameLookups(_ column: SearchIndexFixtureTests.IndexedColumn, ours: SearchIndexLookup,
                                  realms: SearchIndexLookup) throws {
        for (key, value) in column.values {
            let data = SearchIndexValue(value, tableKeys: column.built.tableKeys).indexData
            let expected = try realms.candidates(for: data)
            let found = try ours.candidates(for: data)
            #expect(Set(found) == Set(expected), "\(column.label) = \(value)")
            #expect(found.contains(key), "\(column.label) = \(value) does not find object \(key)")
        }
    }

    /// `churn` and its compacted copies: Realm's index after 200 transactions
    /// of inserts, deletes and renames answers every lookup as ours does.
    @Test(arguments: ["churn", "compacted", "churn write-copy"])
    func answersLookupsAsRealmsChurnedIndexDoes(_ name: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var path = Fixtures.path(name + ".realm")
        if name == "churn write-copy" {
            path = folder.appendingPathComponent("copy.realm").path
            let run = try RealmCoreCheck.run(["write-copy", Fixtures.path("churn.realm"), path])
            try #require(run.status == 0, "write-copy failed: \(run.stderr)")
        }
        let file = try RealmFile(path: path)
        let columns = try SearchIndexFixtureTests.indexedColumns(file)
        #expect(columns.map(\.label) == ["Record.id", "Record.name"])
        for column in columns {
            var sink = MemoryNodeSink()
            let ref = try column.built.write(to: &sink)
            let ours = SearchIndexLookup(reader: sink.makeReader(), root: Int(ref))
            let realms = SearchIndexLookup(reader: file.reader, root: column.fileRoot)
            try Self.expectSameLookups(column, ours: ours, realms: realms)
            #expect(column.values.count == 14_333)
        }
    }
}
