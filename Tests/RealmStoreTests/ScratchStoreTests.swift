import Foundation
import RealmModel
import RealmStore
import Testing

/// `Configuration.isScratch`: a store on disk without syncs or a journal
/// file (a genuine file's working copy) still commits and rolls back.
@Suite struct ScratchStoreTests {
    @Test func aScratchStoreCommitsAndRollsBackWithoutAJournalFile() throws {
        let path = makeTemporaryPath()
        var configuration = Realm.Configuration(path: path, schema: Schema([ObjectSchema(className: "Dog", properties: [Property(name: "name", type: .string)])]))
        configuration.isScratch = true
        let realm = try Realm(configuration: configuration)
        try realm.write { _ = try realm.create("Dog", value: ["name": .string("Rex")]) }
        try realm.beginWrite()
        _ = try realm.create("Dog", value: ["name": .string("Ace")])
        #expect(!FileManager.default.fileExists(atPath: path + "-journal"))
        realm.cancelWrite()
        #expect(try realm.objects("Dog").count == 1)
        let reopened = try Realm(configuration: Realm.Configuration(path: path, readOnly: true))
        #expect(try reopened.objects("Dog").count == 1)
    }
}
