import RealmModel
import Testing
@testable import RealmStore

/// Making an optional property required fills its nulls with the default,
/// or refuses (changing nothing) without one — alike for a single value and
/// for a list's elements.
@Suite struct MigrationNullFillTests {
    let note = ObjectSchema(className: "Note", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "rating", type: .int, isOptional: true),
        Property(name: "scores", type: .int, collection: .list, isOptional: true),
    ])

    func seeded() throws -> Realm {
        let realm = try Realm(configuration: .init(path: makeTemporaryPath("notes.realm"), schema: Schema([note])))
        let values: [String: AnyRealmValue] = ["id": .int(1), "rating": .null, "scores": .list([.int(3), .null])]
        try realm.write { try realm.create("Note", value: values) }
        return realm
    }

    @Test func singleValueNullsNeedADefault() throws {
        let realm = try seeded()
        let required = Property(name: "rating", type: .int)
        #expect(throws: RealmError.migrationFailed("property 'Note.rating' has null values; give a default to make it required")) {
            try realm.migrate([.changeProperty(className: "Note", property: required, defaultValue: nil)])
        }
        #expect(realm.schema["Note"]?["rating"]?.isOptional == true)
        try realm.migrate([.changeProperty(className: "Note", property: required, defaultValue: .int(5))])
        let object = try #require(try realm.object(ofType: "Note", forPrimaryKey: .int(1)))
        #expect(try object.value(forKey: "rating") == .int(5))
    }

    @Test func listElementNullsNeedADefault() throws {
        let realm = try seeded()
        let required = Property(name: "scores", type: .int, collection: .list)
        #expect(throws: RealmError.migrationFailed("property 'Note.scores' holds null elements; give a default to make it required")) {
            try realm.migrate([.changeProperty(className: "Note", property: required, defaultValue: nil)])
        }
        #expect(realm.schema["Note"]?["scores"]?.isOptional == true)
        try realm.migrate([.changeProperty(className: "Note", property: required, defaultValue: .int(0))])
        let object = try #require(try realm.object(ofType: "Note", forPrimaryKey: .int(1)))
        #expect(try object.value(forKey: "scores") == .list([.int(3), .int(0)]))
    }
}
