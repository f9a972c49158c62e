import Foundation
import RealmModel
import RealmStore
import Testing

/// The bulk list path demo generation uses (`Realm.appendLinks`) must
/// behave like appending one link at a time.
@Suite struct AppendLinksTests {
    static let schema = Schema([
        ObjectSchema(className: "Person", properties: [
            Property(name: "name", type: .string),
            Property(name: "dogs", type: .object, collection: .list, objectClassName: "Dog"),
        ]),
        ObjectSchema(className: "Dog", properties: [Property(name: "name", type: .string)]),
    ])

    static func makeRealm() throws -> Realm {
        try Realm(configuration: .init(inMemoryIdentifier: UUID().uuidString, schema: schema))
    }

    @Test func appendsAfterExistingElementsInOrder() throws {
        let realm = try Self.makeRealm()
        try realm.write {
            let dogs = try (0..<200).map { try realm.create("Dog", values: [.string("D\($0)")]).key }
            let tim = try realm.create("Person", values: [.string("Tim"), .list([.link(ObjectLink(className: "Dog", key: dogs[5]))])]).key
            let ann = try realm.create("Person", values: [.string("Ann"), .null]).key
            try realm.appendLinks(className: "Person", property: "dogs", [
                (owner: tim, targets: Array(dogs[0..<3])),
                (owner: ann, targets: Array(dogs[100..<200]) + [dogs[7], dogs[7]]),
            ])
            let timDogs = try #require(try realm.object(ofType: "Person", key: tim)).value(forKey: "dogs")
            #expect(timDogs == .list([dogs[5], dogs[0], dogs[1], dogs[2]].map { .link(ObjectLink(className: "Dog", key: $0)) }))
            let annDogs = try #require(try realm.object(ofType: "Person", key: ann)).value(forKey: "dogs")
            #expect(annDogs == .list((Array(dogs[100..<200]) + [dogs[7], dogs[7]]).map { .link(ObjectLink(className: "Dog", key: $0)) }))
        }
    }

    @Test func refusesMissingObjectsAndStoresNothing() throws {
        let realm = try Self.makeRealm()
        try realm.write {
            let dog = try realm.create("Dog", values: [.string("Rex")]).key
            let tim = try realm.create("Person", values: [.string("Tim"), .null]).key
            #expect(throws: RealmError.self) {
                try realm.appendLinks(className: "Person", property: "dogs", [(owner: tim, targets: [dog]), (owner: 999, targets: [dog])])
            }
            #expect(throws: RealmError.self) {
                try realm.appendLinks(className: "Person", property: "dogs", [(owner: tim, targets: [dog, dog + 1, dog + 2])])
            }
            #expect(throws: RealmError.self) {
                try realm.appendLinks(className: "Person", property: "name", [(owner: tim, targets: [dog])])
            }
            #expect(try #require(try realm.object(ofType: "Person", key: tim)).value(forKey: "dogs") == .list([]))
        }
    }
}
