import Foundation
import RealmModel
import Testing
@testable import RealmStore

@Suite struct RealmObjectsTests {
    @Test func createsAndReadsObjectsWithLinksAndEmbedded() throws {
        let realm = try makeInMemoryRealm(dogsSchema)
        try realm.write {
            try realm.create("Dog", value: ["id": .int(1), "name": .string("Rex"), "age": .int(3)])
            try realm.create("Dog", value: ["id": .int(2), "name": .string("Fido")])
            let tim = try realm.create("Person", value: [
                "name": .string("Tim"),
                "dogs": .list([.link(ObjectLink(className: "Dog", primaryKey: .int(1))), .dictionary(["id": .int(3), "name": .string("Bella")])]),
                "address": .dictionary(["street": .string("Main St"), "geo": .dictionary(["lat": .double(1.5), "lon": .int(2)])]),
                "anything": .link(ObjectLink(className: "Dog", primaryKey: .int(2))),
            ])
            try realm.object(ofType: "Dog", forPrimaryKey: .int(1))?.setValue(.link(ObjectLink(className: "Person", key: tim.key)), forKey: "owner")
        }
        #expect(try realm.objects("Dog").count == 3)
        let tim = try #require(try realm.objects("Person").first)
        let dogs = try tim.value(forKey: "dogs")
        #expect(dogs == .list([.link(ObjectLink(className: "Dog", key: 1)), .link(ObjectLink(className: "Dog", key: 3))]))
        #expect(try tim.value(forKey: "address") == .embedded(EmbeddedObject(className: "Address", values: [
            .string("Main St"), .embedded(EmbeddedObject(className: "Geo", values: [.double(1.5), .double(2)])),
        ])))
        #expect(try tim.value(forKey: "anything") == .link(ObjectLink(className: "Dog", key: 2)))
        let rex = try #require(try realm.object(ofType: "Dog", forPrimaryKey: .int(1)))
        #expect(try rex.linkingObjects(ofType: "Person", property: "dogs").map(\.key) == [tim.key])
        #expect(try tim.linkingObjects(ofType: "Dog", property: "owner").map(\.key) == [rex.key])
    }

    @Test func deleteNullifiesLinksAndCascadesEmbedded() throws {
        let realm = try makeInMemoryRealm(dogsSchema)
        let (tim, rex) = try realm.write {
            let rex = try realm.create("Dog", value: ["id": .int(1), "name": .string("Rex")])
            let tim = try realm.create("Person", value: [
                "name": .string("Tim"), "dogs": .list([.link(ObjectLink(className: "Dog", key: rex.key)), .link(ObjectLink(className: "Dog", key: rex.key))]),
                "favorites": .list([.link(ObjectLink(className: "Dog", key: rex.key))]),
                "byNickname": .dictionary(["r": .link(ObjectLink(className: "Dog", key: rex.key))]),
                "anything": .link(ObjectLink(className: "Dog", key: rex.key)),
                "address": .dictionary(["street": .string("x"), "geo": .dictionary(["lat": .double(0), "lon": .double(0)])]),
                "oldAddresses": .list([.dictionary(["street": .string("y")])]),
            ])
            try rex.setValue(.link(ObjectLink(className: "Person", key: tim.key)), forKey: "owner")
            return (tim, rex)
        }
        #expect(try rex.linkingObjects(ofType: "Person", property: "dogs").count == 2)
        try realm.write { try realm.delete(rex) }
        #expect(try rex.isInvalidated)
        #expect(try tim.value(forKey: "dogs") == .list([]))
        #expect(try tim.value(forKey: "favorites") == .list([]))
        #expect(try tim.value(forKey: "byNickname") == .dictionary(["r": .null]))
        #expect(try tim.value(forKey: "anything") == .null)
        #expect(try rowCount(realm, table: "class_Address") == 2)
        try realm.write { try realm.delete(tim) }
        #expect(try rowCount(realm, table: "class_Address") == 0)
        #expect(try rowCount(realm, table: "class_Geo") == 0)
        #expect(try rowCount(realm, table: "class_Person.oldAddresses") == 0)
    }

    @Test func errorsAreClearAndLeaveNothingHalfDone() throws {
        let realm = try makeInMemoryRealm(dogsSchema)
        #expect(throws: RealmError.notInWriteTransaction) { try realm.create("Dog", value: ["id": .int(1), "name": .string("a")]) }
        try realm.write {
            try realm.create("Dog", value: ["id": .int(1), "name": .string("Rex")])
            #expect(throws: RealmError.noSuchProperty(className: "Dog", propertyName: "agee")) {
                try realm.create("Dog", value: ["id": .int(2), "name": .string("a"), "agee": .int(1)])
            }
            #expect(throws: RealmError.duplicatePrimaryKey(className: "Dog", value: "1")) {
                try realm.create("Dog", value: ["id": .int(1), "name": .string("again")])
            }
            #expect(throws: RealmError.missingValue(className: "Dog", propertyName: "name")) {
                try realm.create("Dog", value: ["id": .int(5)])
            }
            #expect(throws: RealmError.typeMismatch(className: "Dog", propertyName: "name", expected: "string", actual: "int")) {
                try realm.create("Dog", value: ["id": .int(6), "name": .int(3)])
            }
            #expect(throws: RealmError.noSuchClass("Cat")) { try realm.create("Cat", value: [:]) }
            // A nested failure undoes the whole create, including the objects created inline before it.
            #expect(throws: RealmError.self) {
                try realm.create("Person", value: [
                    "name": .string("Tim"),
                    "dogs": .list([.dictionary(["id": .int(10), "name": .string("new")]), .dictionary(["id": .int(11)])]),
                ])
            }
            let rex = try #require(try realm.object(ofType: "Dog", forPrimaryKey: .int(1)))
            #expect(throws: RealmError.primaryKeyChange(className: "Dog", propertyName: "id")) {
                try rex.setValue(.int(9), forKey: "id")
            }
        }
        #expect(try realm.objects("Dog").count == 1)
        #expect(try realm.objects("Person").count == 0)
        #expect(RealmError.noSuchProperty(className: "Dog", propertyName: "agee").description == "no such property 'agee' on class 'Dog'")
    }

    @Test func updatePoliciesUpsertByPrimaryKey() throws {
        let realm = try makeInMemoryRealm(dogsSchema)
        try realm.write {
            try realm.create("Dog", value: ["id": .int(1), "name": .string("Rex"), "age": .int(1)])
            try realm.create("Dog", value: ["id": .int(1), "age": .int(2)], update: .modified)
        }
        let rex = try #require(try realm.object(ofType: "Dog", forPrimaryKey: .int(1)))
        #expect(try rex.record().values == [.int(1), .string("Rex"), .int(2), .null])
    }

    @Test func collectionsMutate() throws {
        let schema = Schema([ObjectSchema(className: "Bag", properties: [
            Property(name: "ints", type: .int, collection: .list),
            Property(name: "tags", type: .string, collection: .set),
            Property(name: "scores", type: .double, collection: .dictionary, isOptional: true),
            Property(name: "mixed", type: .mixed, collection: .set, isOptional: true),
        ])])
        let realm = try makeInMemoryRealm(schema)
        let bag = try realm.write { try realm.create("Bag", value: [:]) }
        try realm.write {
            let ints = try bag.collection("ints")
            try ints.append(.int(1)); try ints.append(.int(3)); try ints.insert(.int(2), at: 1); try ints.insert(.int(0), at: 0)
            try ints.remove(at: 2)
            let tags = try bag.collection("tags")
            try tags.append(.string("a")); try tags.append(.string("b")); try tags.append(.string("a"))
            try tags.remove(.string("b"))
            let scores = try bag.collection("scores")
            try scores.setValue(.double(1.5), forKey: "x"); try scores.setValue(.null, forKey: "y"); try scores.setValue(.double(2), forKey: "x")
            let mixed = try bag.collection("mixed")
            try mixed.append(.int(1)); try mixed.append(.double(1)); try mixed.append(.int(1)); try mixed.append(.string("1"))
            #expect(throws: RealmError.indexOutOfRange(index: 9, count: 3)) { try ints.remove(at: 9) }
        }
        #expect(try bag.value(forKey: "ints") == .list([.int(0), .int(1), .int(3)]))
        #expect(try bag.value(forKey: "tags") == .list([.string("a")]))
        #expect(try bag.value(forKey: "scores") == .dictionary(["x": .double(2), "y": .null]))
        #expect(try bag.collection("mixed").count == 3)
    }

    @Test func cancelRestoresAndOtherConnectionsSeeOnlyCommits() throws {
        let path = makeTemporaryPath()
        let realm = try Realm(configuration: .init(path: path, schema: dogsSchema))
        try realm.write { try realm.create("Dog", value: ["id": .int(1), "name": .string("Rex")]) }
        try realm.beginWrite()
        try realm.create("Dog", value: ["id": .int(2), "name": .string("Fido")])
        let reader = try Realm(configuration: .init(path: path, readOnly: true))
        #expect(try reader.objects("Dog").count == 1)
        realm.cancelWrite()
        #expect(try realm.objects("Dog").count == 1)
        #expect(try realm.object(ofType: "Dog", forPrimaryKey: .int(2)) == nil)
    }
}


@Suite struct RealmDeleteEdgeTests {
    @Test func deletingAnEmbeddedObjectAloneClearsItsOwnersLink() throws {
        let realm = try makeInMemoryRealm(dogsSchema)
        let tim = try realm.write {
            try realm.create("Person", value: ["name": .string("Tim"), "address": .dictionary(["street": .string("Main")]),
                                               "oldAddresses": .list([.dictionary(["street": .string("Old")])])])
        }
        var addresses: [DynamicObject] = []
        try realm.objects("Address").forEach { addresses.append($0) }
        #expect(addresses.count == 2)
        try realm.write { for address in addresses { try realm.delete(address) } }
        #expect(try tim.value(forKey: "address") == .null)
        #expect(try tim.value(forKey: "oldAddresses") == .list([]))
    }

    @Test func setValueReplacesEmbeddedAndCollections() throws {
        let realm = try makeInMemoryRealm(dogsSchema)
        let tim = try realm.write { try realm.create("Person", value: ["name": .string("Tim"), "address": .dictionary(["street": .string("A")])]) }
        try realm.write {
            try tim.setValue(.dictionary(["street": .string("B")]), forKey: "address")
            try tim.setValue(.list([.dictionary(["street": .string("C")]), .dictionary(["street": .string("D")])]), forKey: "oldAddresses")
            try tim.setValue(.list([.dictionary(["street": .string("E")])]), forKey: "oldAddresses")
        }
        #expect(try rowCount(realm, table: "class_Address") == 2)
        #expect(try tim.value(forKey: "oldAddresses") == .list([.embedded(EmbeddedObject(className: "Address", values: [.string("E"), .null]))]))
        #expect(throws: RealmError.noSuchProperty(className: "Person", propertyName: "nmae")) { try tim.value(forKey: "nmae") }
    }
}

@Suite struct CorruptFileTests {
    @Test func aFileThatIsNotADatabaseIsAClearError() throws {
        let path = makeTemporaryPath("garbage.realm")
        try Data(repeating: 0x42, count: 8192).write(to: URL(fileURLWithPath: path))
        do {
            _ = try Realm(configuration: .init(path: path))
            Issue.record("expected an error")
        } catch let error as RealmError {
            #expect(error == .storage("'\(path)' is not a store (not a SQLite database)"))
        }
    }
}

@Suite struct ResultsTests {
    @Test func iteratesLazilyInKeyOrderAndPages() throws {
        let schema = Schema([ObjectSchema(className: "N", properties: [Property(name: "n", type: .int)])])
        let realm = try makeInMemoryRealm(schema)
        try realm.write { for i in 0..<2500 { try realm.create("N", values: [.int(Int64(i))]) } }
        let results = try realm.objects("N")
        #expect(try results.count == 2500)
        var keys: [ObjectKey] = []
        try results.forEach { keys.append($0.key) }
        #expect(keys == Array(1...2500))
        #expect(try results.page(offset: 1000, limit: 3).map(\.key) == [1001, 1002, 1003])
        #expect(try results.first?.value(forKey: "n") == .int(0))
        #expect(try !results.isEmpty)
    }
}
