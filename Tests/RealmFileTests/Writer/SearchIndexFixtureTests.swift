import Foundation
@testable import RealmFile
import RealmModel
import Testing

/// The search indexes Realm Core itself wrote into the fixtures, against
/// the ones `SearchIndexBuilder` builds from the same columns: node for node
/// where the file was written by inserting objects one after another, and
/// the same answer to every lookup where deletes and updates left Realm's
/// index in a shape of their own (`churn`, `compacted`).
@Suite(.requiresFixtures)
struct SearchIndexFixtureTests {
    /// One indexed column of a fixture: Realm's index root and our build.
    struct IndexedColumn {
        var label: String
        var fileRoot: Int
        var built: SearchIndexBuilder
        var values: [(ObjectKey, AnyRealmValue)]
    }

    static func indexedColumns(_ file: RealmFile) throws -> [IndexedColumn] {
        var tableKeys: [String: UInt32] = [:]
        for table in file.group.tables { tableKeys[table.className ?? table.name] = UInt32(truncatingIfNeeded: table.key) }
        var result: [IndexedColumn] = []
        for (position, table) in file.group.tables.enumerated() {
            guard let className = table.className else { continue }
            let top = try ArrayNode(file.reader, ref: table.ref)
            guard let indexes = try top.child(4) else { continue }
            let columns = file.columnsByTable[position]
            for (columnPosition, column) in columns.enumerated() {
                let leaf = column.column.leafIndex
                guard leaf < indexes.size, try indexes.get(leaf) != 0 else { continue }
                let kind: SearchIndexKind = column.column.isFullTextIndexed ? .fullText : .general
                var builder = SearchIndexBuilder(kind: kind, type: column.propertyType, isOptional: column.isOptional)
                builder.tableKeys = tableKeys
                var values: [(ObjectKey, AnyRealmValue)] = []
                try file.forEachObject(ofClass: className) { record in
                    builder.add(record.values[columnPosition], key: record.key)
                    values.append((record.key, record.values[columnPosition]))
                }
                result.append(IndexedColumn(label: "\(className).\(column.name)", fileRoot: try indexes.getRef(leaf),
                                            built: builder, values: values))
            }
        }
        return result
    }

    @Test(arguments: ["alltypes", "links", "emptyclasses", "large", "encrypted"])
    func buildsRealmsOwnIndexNodeForNode(_ name: String) throws {
        try Self.expectSameIndexes(try Fixtures.open(name), name)
    }

    /// Realm's compacted copy (`write-copy`, the form the writer produces)
    /// keeps each index as it was: ours still matches it node for node.
    @Test(.requiresRealmCoreCheck,
          arguments: ["alltypes", "links"])
    func buildsTheIndexesOfRealmsCompactedCopyNodeForNode(_ name: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("copy.realm").path
        let run = try RealmCoreCheck.run(["write-copy", Fixtures.path(name + ".realm"), copy])
        try #require(run.status == 0, "write-copy failed: \(run.stderr)")
        try Self.expectSameIndexes(try RealmFile(path: copy), name + " (write-copy)")
    }

    static func expectSameIndexes(_ file: RealmFile, _ name: String) throws {
        let columns = try Self.indexedColumns(file)
        #expect(!columns.isEmpty)
        for column in columns {
            var sink = MemoryNodeSink()
            let ref = try column.built.write(to: &sink)
            let built = try NodeShape(sink.makeReader(), ref: Int(ref))
            let realms = try NodeShape(file.reader, ref: column.fileRoot)
            #expect(built == realms, "\(name) \(column.label):\nbuilt\n\(built)\nRealm's\n\(realms)")
        }
    }
}
