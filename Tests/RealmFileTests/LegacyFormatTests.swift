import Foundation
import TestChildProcesses
@testable import RealmFile
import RealmModel
import Testing

/// The realm-core upgrade-test files: formats below 20 are refused with
/// advice, formats 20–23 are recognised and read (they hold no `class_`
/// tables, so their dump has no classes).
@Suite(.requiresFixtures)
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
@Suite(.requiresFixtures)
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

    /// The dictionary and set `test_upgrade_database.cpp` (`Upgrade_Database_22`)
    /// wrote with Realm Core 11, where dictionaries were cluster trees of
    /// hashed keys: node size 1000 (one cluster) and 4 (an inner cluster node).
    @Test(arguments: ["test_upgrade_database_1000_22", "test_upgrade_database_4_22"])
    func readsFormat22Dictionaries(_ name: String) throws {
        let file = try RealmFile(path: LegacyFormatTests.path(name))
        let records = try Self.records(file)
        let target = AnyRealmValue.link(ObjectLink(className: "target", key: 0))
        #expect(records["target"] == [ObjectRecord(key: 0, values: [.int(47)])])
        let table = try #require(records["table"]?.first)
        #expect(records["table"]?.count == 1)
        #expect(table.values[0] == .int(1))
        #expect(table.values[1] == .dictionary([
            "one": .int(1), "two": .double(2), "three": .string("John"), "four": .string("Paul"),
            "five": .string("George"), "six": .string("Ringo"), "seven": .string("Morgan"),
            "eight": .date(Timestamp(seconds: 4, nanoseconds: 5)), "nine": target,
        ]))
        // BinaryData("Paul") in the test keeps the literal's NUL
        guard case .list(let set) = table.values[2] else { Issue.record("set is not a list"); return }
        #expect(Set(set) == [.int(1), .double(2), .string("John"), .string("Ringo"), .data(Array("Paul\u{0}".utf8)),
                             .data(Array("George\u{0}".utf8)), .string("Beatles"), target])
    }

    /// Every legacy file reads as Realm Core's own upgraded copy of it
    /// (`write-copy` upgrades a copy to format 24 as an SDK would): the same
    /// tables, objects, keys and values (sets compared as sets, since the
    /// upgrade re-sorts them). `test_upgrade_database_4_23` is left out:
    /// Realm Core 14.14 built with node size 1000 stops on a failed backlink
    /// check while upgrading it.
    @Test(.requiresRealmCoreCheck,
          arguments: ["test_upgrade_database_20", "test_upgrade_database_1000_22", "test_upgrade_database_4_22",
                      "test_upgrade_database_1000_23"])
    func readsAsRealmCoresUpgradedCopy(_ name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("realmlens-legacy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let upgraded = folder.appendingPathComponent("upgraded.realm").path
        let copied = try RealmCoreCheck.run(["write-copy", LegacyFormatTests.path(name), upgraded])
        try #require(copied.status == 0, "\(copied.stderr)")
        let original = try RealmFile(path: LegacyFormatTests.path(name))
        let copy = try RealmFile(path: upgraded)
        #expect(original.fileFormatVersion < 24 && copy.fileFormatVersion == 24)
        let ours = try Self.records(original), realms = try Self.records(copy)
        #expect(ours.keys.sorted() == realms.keys.sorted())
        for (table, records) in ours {
            #expect(records.map { Self.comparable($0) } == realms[table]?.map { Self.comparable($0) }, "table \(table)")
        }
    }

    /// Every byte of a format-22 file flipped or zeroed in turn: reading
    /// every table, dictionaries included, succeeds or throws a
    /// `RealmFileError`; it never crashes or hangs.
    @Test(arguments: ["test_upgrade_database_1000_22", "test_upgrade_database_4_22"])
    func survivesEveryOneByteMutationOfAFormat22File(_ name: String) throws {
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: LegacyFormatTests.path(name))))
        var readToTheEnd = 0
        for position in original.indices {
            for mutation in [original[position] ^ 0xFF, 0, original[position] ^ 0x08] {
                var bytes = original
                bytes[position] = mutation
                do {
                    let file = try RealmFile(bytes: bytes)
                    for table in file.group.tables.indices { try file.forEachObject(inTable: table) { _ in } }
                    readToTheEnd += 1
                } catch is RealmFileError {
                } catch {
                    Issue.record("unexpected error \(error) with byte \(position) = \(mutation)")
                }
            }
        }
        #expect(readToTheEnd > 0)
    }

    /// Every table's objects, by table name.
    static func records(_ file: RealmFile) throws -> [String: [ObjectRecord]] {
        var result: [String: [ObjectRecord]] = [:]
        for (position, table) in file.group.tables.enumerated() {
            var records: [ObjectRecord] = []
            try file.forEachObject(inTable: position) { records.append($0) }
            result[table.name] = records
        }
        return result
    }

    /// A record with the elements of lists turned into sets where order may differ.
    static func comparable(_ record: ObjectRecord) -> [AnyHashable] {
        [AnyHashable(record.key)] + record.values.map { value -> AnyHashable in
            if case .list(let elements) = value { return AnyHashable(Set(elements)) }
            return AnyHashable(value)
        }
    }
}
