import Foundation
import RealmModel
import SQLite
import Testing
@testable import RealmStore

/// A damaged store is reported as damaged, never read as if it were valid.
@Suite struct DamagedStoreTests {
    static let schema = Schema([ObjectSchema(className: "A", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "when", type: .date, isOptional: true),
        Property(name: "flags", type: .bool, collection: .list),
        Property(name: "any", type: .mixed, isOptional: true),
    ])])

    /// A store with objects 1 and 2, then `damage` applied through a raw connection.
    static func makeStore(_ damage: String) throws -> String {
        let path = makeTemporaryPath()
        do {
            let realm = try Realm(configuration: .init(path: path, schema: schema))
            try realm.write {
                for id in 1...2 {
                    try realm.create("A", value: ["id": .int(Int64(id)), "when": .date(Timestamp(seconds: 0, nanoseconds: 0)),
                                                  "flags": .list([.bool(true), .bool(false)]), "any": .int(7)])
                }
            }
        }
        let raw = try Connection(path: path)
        try raw.execute(sql: damage)
        return path
    }

    static func dump(_ path: String) throws -> String {
        let realm = try Realm(configuration: .init(path: path, readOnly: true))
        var bytes: [UInt8] = []
        try CanonicalDumpWriter.write(realm) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func damageMessage(_ path: String) -> String? {
        do {
            _ = try dump(path)
            return nil
        } catch let RealmError.damaged(_, reason) {
            return reason
        } catch {
            return "unexpected: \(error)"
        }
    }

    @Test(arguments: [
        (#"UPDATE "__classes" SET primaryKey = 'nope'"#, "primary key 'nope' is not a property of class 'A'"),
        (#"UPDATE "__properties" SET objectClassName = NULL, type = 'object' WHERE name = 'when'"#, "property 'A.when' links to unknown class ''"),
        (#"UPDATE "__properties" SET collection = 'bag' WHERE name = 'flags'"#, "'A.flags' has an unknown collection kind 'bag'"),
        (#"INSERT INTO "__properties" VALUES ('Ghost', 0, 'x', 'int', NULL, 0, 0, 0, NULL, NULL)"#, "properties are listed for class 'Ghost', which the catalog does not declare"),
        (#"DROP TABLE "__properties""#, "its catalog table '__properties' is missing"),
        (#"UPDATE "__metadata" SET value = 'x' WHERE key = 'schemaVersion'"#, "its schema version is not a number"),
        (#"UPDATE "__metadata" SET value = -1 WHERE key = 'schemaVersion'"#, "its schema version -1 is negative"),
        (#"DELETE FROM "__metadata" WHERE key = 'formatVersion'"#, "its catalog has no layout format (formatVersion)"),
        (#"UPDATE "__metadata" SET value = 'one' WHERE key = 'formatVersion'"#, "its layout format (formatVersion) is not a number"),
        (#"UPDATE "__metadata" SET value = 0 WHERE key = 'formatVersion'"#, "its layout format (formatVersion) is 0, not a positive number"),
        (#"DROP TABLE "class_A.flags""#, "'A.flags' has no table 'class_A.flags'"),
        (#"ALTER TABLE "class_A" DROP COLUMN "any$type""#, "'A.any' has no column 'any$type' in 'class_A'"),
    ])
    func aDamagedCatalogIsReportedOnOpen(damage: String, reason: String) throws {
        let path = try Self.makeStore(damage)
        #expect(Self.damageMessage(path) == reason)
    }

    @Test(arguments: [
        (#"UPDATE "class_A" SET "when" = 'yesterday' WHERE id = 2"#, "'A.when' of the object with key 2 holds the text 'yesterday', not a value of its type"),
        (#"UPDATE "class_A" SET "when" = x'00' WHERE id = 2"#, "'A.when' of the object with key 2 holds a blob of 1 bytes, not a value of its type"),
        (#"UPDATE "class_A.flags" SET value = 'garbage' WHERE owner = 2 AND pos = 1"#, "'A.flags' of the object with key 2 holds the text 'garbage', not a value of its type"),
        (#"UPDATE "class_A.flags" SET value = 7 WHERE owner = 1"#, "'A.flags' of the object with key 1 holds the integer 7, not a value of its type"),
        (#"UPDATE "class_A" SET "any" = CAST(x'ff41' AS TEXT), "any$type" = 5 WHERE id = 2"#, "'A.any' of the object with key 2 holds text that is not valid UTF-8, not a value of its type"),
        (#"UPDATE "class_A" SET "any$type" = 99 WHERE id = 1"#, "'A.any' of the object with key 1 holds a mixed value with an unknown type tag, not a value of its type"),
    ])
    func aStoredValueOfTheWrongKindIsAnError(damage: String, reason: String) throws {
        let path = try Self.makeStore(damage)
        #expect(Self.damageMessage(path) == reason)
    }

    @Test func anUndamagedStoreReads() throws {
        let path = try Self.makeStore("SELECT 1")
        #expect(Self.damageMessage(path) == nil)
    }

    /// Only a layout format larger than ours means a newer RealmLens wrote the store.
    @Test func aLargerLayoutFormatIsANewerRealmLens() throws {
        let path = try Self.makeStore(#"UPDATE "__metadata" SET value = 2 WHERE key = 'formatVersion'"#)
        #expect(throws: RealmError.storage("the store was written by a newer RealmLens (unknown layout format)")) { try Self.dump(path) }
    }

    /// SQLite's "malformed" names the store that is.
    @Test func aTruncatedStoreIsDamagedAndNamed() throws {
        let path = try Self.makeStore("SELECT 1")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
        #expect(throws: RealmError.damaged(path: path, reason: "database disk image is malformed")) { try Self.dump(path) }
    }
}
