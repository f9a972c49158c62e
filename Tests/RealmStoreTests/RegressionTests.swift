import RealmModel
@testable import RealmStore
import Testing

/// One test per bug fixed, named for the behaviour.
@Suite struct RegressionTests {
    @Test func removingALinkFromAListOrSetRemovesIt() throws {
        let realm = try makeInMemoryRealm(dogsSchema)
        try realm.write {
            let rex = try realm.create("Dog", value: ["id": .int(1), "name": .string("Rex")])
            let ace = try realm.create("Dog", value: ["id": .int(2), "name": .string("Ace")])
            let jane = try realm.create("Person", value: ["name": .string("Jane")])
            for name in ["dogs", "favorites"] {
                let collection = try jane.collection(name)
                try collection.append(.link(ObjectLink(className: "Dog", key: rex.key)))
                try collection.append(.link(ObjectLink(className: "Dog", key: ace.key)))
                #expect(try collection.contains(.link(ObjectLink(className: "Dog", key: rex.key))))
                try collection.remove(.link(ObjectLink(className: "Dog", key: rex.key)))
                #expect(try collection.elements() == [.link(ObjectLink(className: "Dog", key: ace.key))], "\(name)")
            }
        }
    }
}
