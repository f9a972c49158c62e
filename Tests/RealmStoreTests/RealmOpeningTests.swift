import Foundation
import RealmModel
import Testing
@testable import RealmStore
import SQLite

@Suite struct RealmOpeningTests {
    @Test func readOnlyOpenOfAMissingFileFails() {
        let path = makeTemporaryPath("missing.realm")
        #expect(throws: RealmError.fileNotFound(path: path)) { _ = try Realm(configuration: .init(path: path, readOnly: true)) }
    }

    @Test func readOnlyStoresRefuseWrites() throws {
        let path = makeTemporaryPath()
        _ = try Realm(configuration: .init(path: path, schema: dogsSchema))
        let realm = try Realm(configuration: .init(path: path, readOnly: true))
        #expect(throws: RealmError.readOnly(path: path)) { try realm.beginWrite() }
        #expect(realm.schema == dogsSchema)
    }

    @Test func foreignSQLiteFilesAreNotStores() throws {
        let path = makeTemporaryPath("other.sqlite")
        try Connection(path: path).execute(sql: "CREATE TABLE t(a)")
        #expect(throws: RealmError.notARealmStore(path: path)) { _ = try Realm(configuration: .init(path: path)) }
    }

    @Test func secondWriterGetsBusyAfterTheTimeout() throws {
        let path = makeTemporaryPath()
        let first = try Realm(configuration: .init(path: path, schema: dogsSchema))
        var config = Realm.Configuration(path: path)
        config.busyTimeoutMilliseconds = 100
        let second = try Realm(configuration: config)
        try first.beginWrite()
        #expect(throws: RealmError.busy(waitedSeconds: 0)) { try second.beginWrite() }
        first.cancelWrite()
        try second.write { try second.create("Dog", value: ["id": .int(1), "name": .string("Rex")]) }
        #expect(RealmError.busy(waitedSeconds: 5).description == "store is busy: another process is writing (waited 5 s)")
    }

    @Test func afterCloseTheMainFileAloneHoldsTheData() throws {
        let path = makeTemporaryPath()
        do {
            let realm = try Realm(configuration: .init(path: path, schema: dogsSchema))
            try realm.write { try realm.create("Dog", value: ["id": .int(1), "name": .string("Rex")]) }
        }
        // No SQLite side file survives a clean close (the .lock/.note/.management
        // auxiliary files are disposable and hold no data).
        let siblings = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        #expect(!siblings.contains { $0.hasSuffix("-journal") || $0.hasSuffix("-wal") || $0.hasSuffix("-shm") })
        let copy = makeTemporaryPath("copy.realm")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let reopened = try Realm(configuration: .init(path: copy, readOnly: true))
        #expect(try reopened.object(ofType: "Dog", forPrimaryKey: .int(1)) != nil)
    }

    @Test func abandonedWriteTransactionIsRolledBack() throws {
        let path = makeTemporaryPath()
        do {
            let realm = try Realm(configuration: .init(path: path, schema: dogsSchema))
            try realm.beginWrite()
            try realm.create("Dog", value: ["id": .int(1), "name": .string("Rex")])
        }
        let realm = try Realm(configuration: .init(path: path))
        #expect(try realm.objects("Dog").count == 0)
    }

    @Test func invalidSchemasAreRejected() {
        let bad = Schema([ObjectSchema(className: "A", primaryKey: "d", properties: [Property(name: "d", type: .double)])])
        #expect(throws: RealmError.invalidSchema("property 'A.d' of type double cannot be a primary key")) { _ = try makeInMemoryRealm(bad) }
        let dangling = Schema([ObjectSchema(className: "A", properties: [Property(name: "b", type: .object, isOptional: true, objectClassName: "B")])])
        #expect(throws: RealmError.invalidSchema("property 'A.b' links to unknown class 'B'")) { _ = try makeInMemoryRealm(dangling) }
    }

    @Test func objectKeysAreNeverReused() throws {
        let realm = try makeInMemoryRealm(dogsSchema)
        let first = try realm.write { try realm.create("Person", value: ["name": .string("a")]) }
        try realm.write { try realm.delete(first) }
        let second = try realm.write { try realm.create("Person", value: ["name": .string("b")]) }
        #expect(second.key > first.key)
    }

    @Test func nullablePrimaryKeysAllowOneNull() throws {
        let schema = Schema([ObjectSchema(className: "K", primaryKey: "id", properties: [Property(name: "id", type: .string, isOptional: true, isIndexed: true)])])
        let realm = try makeInMemoryRealm(schema)
        try realm.write {
            try realm.create("K", value: ["id": .null])
            try realm.create("K", value: ["id": .string("b")])
            try realm.create("K", value: ["id": .string("a")])
            try realm.create("K", value: ["id": .string("ä")])
            #expect(throws: RealmError.duplicatePrimaryKey(className: "K", value: "null")) { try realm.create("K", value: ["id": .null]) }
        }
        var keys: [AnyRealmValue] = []
        try realm.forEachObject(ofClass: "K") { keys.append($0.values[0]) }
        #expect(keys == [.null, .string("a"), .string("b"), .string("ä")])
    }
}

@Suite struct RealmCopyTests {
    @Test func compactedCopyHoldsTheSameDump() throws {
        let path = makeTemporaryPath()
        let realm = try Realm(configuration: .init(path: path, schema: dogsSchema))
        try realm.write {
            for i in 0..<100 { try realm.create("Dog", value: ["id": .int(Int64(i)), "name": .string(String(repeating: "x", count: 500))]) }
            for i in 0..<90 { try realm.delete(try #require(try realm.object(ofType: "Dog", forPrimaryKey: .int(Int64(i))))) }
        }
        let copyPath = makeTemporaryPath("copy.realm")
        try realm.writeCompactedCopy(toPath: copyPath)
        #expect(throws: RealmError.self) { try realm.writeCompactedCopy(toPath: copyPath) }
        let copy = try Realm(configuration: .init(path: copyPath, readOnly: true))
        var a: [UInt8] = [], b: [UInt8] = []
        try CanonicalDumpWriter.write(realm) { a += $0 }
        try CanonicalDumpWriter.write(copy) { b += $0 }
        #expect(a == b)
        #expect(try copy.storageStatistics().fileSize < realm.storageStatistics().fileSize)
    }
}
