import RealmModel
import Testing
@testable import RealmStore

@Suite struct MigrationTests {
    let ingredientV0 = ObjectSchema(className: "Ingredient", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "title", type: .string),
        Property(name: "notes", type: .string),
        Property(name: "quantity", type: .int),
        Property(name: "bought", type: .bool),
    ])

    func seededPotions() throws -> String {
        let path = makeTemporaryPath("potions.realm")
        let realm = try Realm(configuration: .init(path: path, schema: Schema([ingredientV0])))
        try realm.write {
            for (i, title) in ["Frog eyes", "Bat wing", "Dragon scale"].enumerated() {
                try realm.create("Ingredient", value: ["id": .int(Int64(i)), "title": .string(title), "notes": .string(""), "quantity": .int(1), "bought": .bool(false)])
            }
        }
        return path
    }

    var ingredientV1: ObjectSchema {
        var s = ingredientV0
        s.properties.append(Property(name: "colorName", type: .string))
        return s
    }

    @Test func potionsMasterAddsColorNameWithDefault() throws {
        let path = try seededPotions()
        let realm = try Realm(configuration: .init(path: path, schema: Schema([ingredientV1]), schemaVersion: 1) { migration, oldVersion in
            if oldVersion < 1 { try migration.setValue(.string("rw-green"), forProperty: "colorName", onType: "Ingredient") }
        })
        #expect(realm.schemaVersion == 1)
        try realm.objects("Ingredient").forEach { (ingredient: DynamicObject) throws in
            #expect(try ingredient.value(forKey: "colorName") == .string("rw-green"))
        }
        #expect(try realm.objects("Ingredient").count == 3)
    }

    @Test func explicitStepsAddPropertyWithDefault() throws {
        let path = try seededPotions()
        let realm = try Realm(configuration: .init(path: path))
        try realm.migrate([.addProperty(className: "Ingredient", property: Property(name: "colorName", type: .string), defaultValue: .string("rw-green"))])
        #expect(realm.schemaVersion == 1)
        try realm.objects("Ingredient").forEach { (ingredient: DynamicObject) throws in #expect(try ingredient.value(forKey: "colorName") == .string("rw-green")) }
        // The next open with the v1 schema needs no migration.
        _ = try Realm(configuration: .init(path: path, schema: Schema([ingredientV1]), schemaVersion: 1))
    }

    @Test func differentSchemaWithoutVersionBumpIsRefused() throws {
        let path = try seededPotions()
        do {
            _ = try Realm(configuration: .init(path: path, schema: Schema([ingredientV1])))
            Issue.record("expected migrationRequired")
        } catch let error as RealmError {
            #expect(error == .migrationRequired(differences: ["property 'Ingredient.colorName' (string) was added"]))
            #expect(error.description.hasPrefix("migration required:"))
        }
    }

    @Test func removeRenameAndOptionality() throws {
        let path = try seededPotions()
        let realm = try Realm(configuration: .init(path: path))
        try realm.migrate([
            .removeProperty(className: "Ingredient", propertyName: "notes"),
            .renameProperty(className: "Ingredient", from: "title", to: "name"),
            .changeProperty(className: "Ingredient", property: Property(name: "quantity", type: .int, isOptional: true), defaultValue: nil),
        ])
        let first = try #require(try realm.object(ofType: "Ingredient", forPrimaryKey: .int(0)))
        #expect(try first.value(forKey: "name") == .string("Frog eyes"))
        #expect(throws: RealmError.noSuchProperty(className: "Ingredient", propertyName: "notes")) { try first.value(forKey: "notes") }
        try realm.write { try first.setValue(.null, forKey: "quantity") }
        // optional → required fails with nulls and no default, and leaves everything as it was …
        #expect(throws: RealmError.self) {
            try realm.migrate([.changeProperty(className: "Ingredient", property: Property(name: "quantity", type: .int), defaultValue: nil)])
        }
        #expect(realm.schemaVersion == 1)
        #expect(realm.schema["Ingredient"]?["quantity"]?.isOptional == true)
        // … and succeeds with a default.
        try realm.migrate([.changeProperty(className: "Ingredient", property: Property(name: "quantity", type: .int), defaultValue: .int(7))])
        #expect(try first.value(forKey: "quantity") == .int(7))
    }

    @Test func addAndRemoveClasses() throws {
        let path = try seededPotions()
        let realm = try Realm(configuration: .init(path: path))
        let potion = ObjectSchema(className: "Potion", properties: [
            Property(name: "name", type: .string),
            Property(name: "ingredients", type: .object, collection: .list, objectClassName: "Ingredient"),
        ])
        try realm.migrate([.addClass(potion)])
        try realm.write { try realm.create("Potion", value: ["name": .string("Elixir"), "ingredients": .list([.link(ObjectLink(className: "Ingredient", primaryKey: .int(1)))])]) }
        try realm.migrate([.removeClass("Potion")], toVersion: 5)
        #expect(realm.schemaVersion == 5)
        #expect(throws: RealmError.noSuchClass("Potion")) { try realm.objects("Potion") }
        #expect(throws: RealmError.schemaVersionDecreased(stored: 5, given: 2)) {
            _ = try Realm(configuration: .init(path: path, schema: realm.schema, schemaVersion: 2))
        }
    }

    @Test func migrationBlockRenames() throws {
        let path = try seededPotions()
        var v1 = ingredientV0
        v1.properties[1].name = "name"
        let realm = try Realm(configuration: .init(path: path, schema: Schema([v1]), schemaVersion: 1) { migration, _ in
            try migration.renameProperty(onType: "Ingredient", from: "title", to: "name")
        })
        let first = try #require(try realm.object(ofType: "Ingredient", forPrimaryKey: .int(2)))
        #expect(try first.value(forKey: "name") == .string("Dragon scale"))
        #expect(realm.schema == Schema([v1]))
    }
}

@Suite struct MigrationEdgeTests {
    @Test func typeChangeThroughTheConfigurationSchema() throws {
        let path = makeTemporaryPath()
        let v0 = Schema([ObjectSchema(className: "A", properties: [Property(name: "x", type: .int), Property(name: "keep", type: .string)])])
        do {
            let realm = try Realm(configuration: .init(path: path, schema: v0))
            try realm.write { try realm.create("A", value: ["x": .int(1), "keep": .string("k")]) }
        }
        let v1 = Schema([ObjectSchema(className: "A", properties: [Property(name: "x", type: .string), Property(name: "keep", type: .string)])])
        let realm = try Realm(configuration: .init(path: path, schema: v1, schemaVersion: 1))
        let a = try #require(try realm.objects("A").first)
        #expect(try a.record().values == [.string(""), .string("k")])
    }

    @Test func removingALinkedClassNeedsTheLinkGoneFirst() throws {
        let realm = try makeInMemoryRealm(dogsSchema)
        #expect(throws: RealmError.migrationFailed("class 'Person' is still linked from 'Dog.owner'; remove that property first")) {
            try realm.migrate([.removeClass("Person")])
        }
        #expect(realm.schema == dogsSchema)
        #expect(realm.schemaVersion == 0)
    }

    @Test func nestedCreatesFollowTheUpdatePolicy() throws {
        let realm = try makeInMemoryRealm(dogsSchema)
        try realm.write {
            try realm.create("Dog", value: ["id": .int(1), "name": .string("Rex")])
            #expect(throws: RealmError.duplicatePrimaryKey(className: "Dog", value: "1")) {
                try realm.create("Person", value: ["name": .string("Tim"), "dogs": .list([.dictionary(["id": .int(1), "name": .string("Rex II")])])])
            }
            try realm.create("Person", value: ["name": .string("Tim"), "dogs": .list([.dictionary(["id": .int(1), "name": .string("Rex II")])])], update: .modified)
        }
        #expect(try realm.object(ofType: "Dog", forPrimaryKey: .int(1))?.value(forKey: "name") == .string("Rex II"))
        #expect(try realm.objects("Dog").count == 1)
    }
}
