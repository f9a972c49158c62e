import Foundation
import RealmModel
import RealmStore
import Testing

/// `Realm.willCommit` / `didCommit`: what a store standing in for another
/// file (a genuine file's working copy) relies on.
@Suite struct CommitHookTests {
    struct Refused: Error {}

    private func makeDogs() throws -> Realm {
        try makeInMemoryRealm(Schema([ObjectSchema(className: "Dog", properties: [Property(name: "name", type: .string)])]))
    }

    @Test func theHookSeesTheTransactionsChangesBeforeTheCommit() throws {
        let realm = try makeDogs()
        var seen: [Int] = []
        var committed = 0
        realm.willCommit = { seen.append((try? realm.objects("Dog").count) ?? -1) }
        realm.didCommit = { committed += 1 }
        try realm.write { _ = try realm.create("Dog", value: ["name": .string("Rex")]) }
        try realm.migrate([.addProperty(className: "Dog", property: Property(name: "age", type: .int), defaultValue: .int(1))])
        #expect(seen == [1, 1])
        #expect(committed == 2)
    }

    @Test func aRefusingHookKeepsCommitWritesTransactionOpen() throws {
        let realm = try makeDogs()
        realm.willCommit = { throw Refused() }
        try realm.beginWrite()
        _ = try realm.create("Dog", value: ["name": .string("Rex")])
        #expect(throws: Refused.self) { try realm.commitWrite() }
        #expect(realm.isInWriteTransaction)
        #expect(try realm.objects("Dog").count == 1)
        realm.cancelWrite()
        #expect(try realm.objects("Dog").count == 0)
    }

    @Test func aRefusingHookRollsBackWriteAndMigrate() throws {
        let realm = try makeDogs()
        realm.willCommit = { throw Refused() }
        #expect(throws: Refused.self) { try realm.write { _ = try realm.create("Dog", value: ["name": .string("Rex")]) } }
        #expect(!realm.isInWriteTransaction)
        #expect(try realm.objects("Dog").count == 0)
        #expect(throws: Refused.self) {
            try realm.migrate([.addProperty(className: "Dog", property: Property(name: "age", type: .int), defaultValue: nil)])
        }
        #expect(realm.schemaVersion == 0)
        #expect(realm.schema["Dog"]?["age"] == nil)
    }
}
