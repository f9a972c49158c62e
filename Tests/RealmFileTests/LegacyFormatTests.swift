import Foundation
@testable import RealmFile
import RealmModel
import Testing

/// The realm-core upgrade-test files: formats below 20 are refused with
/// advice, formats 20–23 are recognised and read (they hold no `class_`
/// tables, so their dump has no classes).
@Suite(fixturesAvailable)
struct LegacyFormatTests {
    static func path(_ name: String) -> String {
        Fixtures.folder.appendingPathComponent("legacy/\(name).realm").path
    }

    @Test(arguments: [
        ("test_upgrade_database_1000_1", 2),
        ("test_upgrade_database_1000_10_to_11", 10),
        ("test_upgrade_database_4_10_to_11", 10),
        ("test_upgrade_database_11", 11),
    ])
    func refusesFormatsBefore20(_ name: String, _ version: Int) {
        #expect(throws: RealmFileError.unsupportedFileFormat(version: version)) {
            _ = try RealmFile(path: Self.path(name))
        }
    }

    @Test func advisesHowToUpgrade() {
        let text = RealmFileError.unsupportedFileFormat(version: 10).description
        #expect(text == "unsupported Realm file format 10: file format 10 is from Realm Core 6 (Realm Swift 5, Realm Java 7); open a writable copy once with any Realm SDK based on Realm Core 10 or later (Realm Swift 10+) to upgrade it to format 24")
    }

    @Test(arguments: [
        ("test_upgrade_database_20", 20, ["foo", "bar", "origin"]),
        ("test_upgrade_database_1000_22", 22, ["table", "target"]),
        ("test_upgrade_database_4_22", 22, ["table", "target"]),
        ("test_upgrade_database_1000_23", 23, ["table", "target", "table_for_mixed", "table2"]),
        ("test_upgrade_database_4_23", 23, ["table", "target", "table_for_mixed", "table2"]),
    ])
    func readsFormats20Through23(_ name: String, _ version: Int, _ tables: [String]) throws {
        let file = try RealmFile(path: Self.path(name))
        #expect(file.fileFormatVersion == version)
        #expect(file.info.isStreamingForm)
        #expect(file.info.tableNames == tables)
        #expect(file.schema.objectSchemas.isEmpty)
        #expect(String(decoding: try Fixtures.dump(file), as: UTF8.self) == "{\"schema\":[],\"objects\":{}}\n")
    }
}

/// Formats 20–23 read table by table (their tables are not classes).
@Suite(fixturesAvailable)
struct LegacyTableTests {
    @Test(arguments: [
        ("test_upgrade_database_20", ["foo": 6, "bar": 6, "origin": 14]),
        ("test_upgrade_database_1000_23", ["table": 10_000, "target": 1, "table_for_mixed": 1, "table2": 20]),
        ("test_upgrade_database_4_23", ["table": 40, "target": 1, "table_for_mixed": 1, "table2": 20]),
    ])
    func readsEveryTable(_ name: String, _ counts: [String: Int]) throws {
        let file = try RealmFile(path: LegacyFormatTests.path(name))
        for (position, table) in file.group.tables.enumerated() {
            var count = 0
            try file.forEachObject(inTable: position) { _ in count += 1 }
            #expect(count == counts[table.name], "table \(table.name)")
        }
    }

    @Test(arguments: ["test_upgrade_database_1000_22", "test_upgrade_database_4_22"])
    func format22DictionariesAreRefusedWithAdvice(_ name: String) throws {
        let file = try RealmFile(path: LegacyFormatTests.path(name))
        #expect(throws: RealmFileError.unsupportedFileFormat(version: 22)) {
            for position in file.group.tables.indices { try file.forEachObject(inTable: position) { _ in } }
        }
    }
}
