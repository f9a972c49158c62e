import RealmModel
import Testing
@testable import RealmStore

/// Making an existing property the primary key: duplicates are reported as
/// duplicates, naming one, and any other failure as what it is.
@Suite struct MigrationPrimaryKeyTests {
    let tagSchema = Schema([
        ObjectSchema(className: "Tag", properties: [Property(name: "name", type: .string)]),
    ])

    func makeTags(_ names: [String]) throws -> Realm {
        let realm = try makeInMemoryRealm(tagSchema)
        try realm.write {
            for name in names { try realm.create("Tag", value: ["name": .string(name)]) }
        }
        return realm
    }

    @Test func duplicateValuesAreNamed() throws {
        let realm = try makeTags(["max", "rex", "bo", "rex"])
        #expect(throws: RealmError.migrationFailed("property 'Tag.name' has duplicate values (such as 'rex') and cannot become the primary key")) {
            try realm.migrate([.changePrimaryKey(className: "Tag", propertyName: "name")])
        }
        #expect(realm.schema == tagSchema)
        #expect(realm.schemaVersion == 0)
    }

    @Test func distinctValuesBecomeThePrimaryKey() throws {
        let realm = try makeTags(["max", "rex"])
        try realm.migrate([.changePrimaryKey(className: "Tag", propertyName: "name")])
        #expect(realm.schema["Tag"]?.primaryKey == "name")
        #expect(try realm.object(ofType: "Tag", forPrimaryKey: .string("rex")) != nil)
    }

    /// A full disk while the unique index is built is not "duplicate values".
    @Test func otherIndexFailuresAreReportedAsWhatTheyAre() throws {
        let realm = try makeTags(["max", "rex"])
        // SQLite raises the limit to the current size: the index's first page does not fit.
        try realm.connection.execute(sql: "PRAGMA max_page_count = 1")
        #expect(throws: RealmError.outOfSpace(path: realm.path)) {
            try realm.migrate([.changePrimaryKey(className: "Tag", propertyName: "name")])
        }
        #expect(realm.schema == tagSchema)
    }
}
