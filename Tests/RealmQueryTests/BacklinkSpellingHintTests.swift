import RealmModel
import Testing
@testable import RealmQuery

/// A Realm file records no `linkingObjects` properties: a backlink the app declares in its model code
/// (`Dog.owners`) is unknown there, and Realm names it only as `@links.Person.dogs`. When the name typed
/// is no near miss of a property and exactly one property links to the class, the hint spells that form.
@Suite struct BacklinkSpellingHintTests {
    /// Person.dogs is the only link to Dog; Person is linked to from Dog.owner and Person.friend.
    static let resolver = QueryResolver(schema: Schema([
        ObjectSchema(className: "Dog", properties: [
            Property(name: "name", type: .string),
            Property(name: "owner", type: .object, isOptional: true, objectClassName: "Person"),
        ]),
        ObjectSchema(className: "Person", properties: [
            Property(name: "name", type: .string),
            Property(name: "dogs", type: .object, collection: .list, objectClassName: "Dog"),
            Property(name: "friend", type: .object, isOptional: true, objectClassName: "Person"),
        ]),
    ]))

    static func render(_ text: String, on className: String) -> String {
        do {
            _ = try resolver.resolve(text, className: className)
            return "ok"
        } catch let error as QueryError {
            return rendered(error, in: text)
        } catch {
            return "unexpected error type: \(error)"
        }
    }

    @Test func anUnknownNameOnAClassWithOneIncomingLinkOffersItsLinksSpelling() {
        #expect(Self.render("masters.@count > 0", on: "Dog") == """
            error: no such property 'masters' on class 'Dog'
              masters.@count > 0
              ^~~~~~~
            Did you mean '@links.Person.dogs'?
            """)
    }

    @Test func aNearMissOfAPropertyStillOffersThatProperty() {
        #expect(Self.render("owners.@count > 0", on: "Dog") == """
            error: no such property 'owners' on class 'Dog'
              owners.@count > 0
              ^~~~~~
            Did you mean 'owner'?
            """)
    }

    @Test func severalIncomingLinksOfferNothing() {
        #expect(Self.render("pets.@count > 0", on: "Person") == """
            error: no such property 'pets' on class 'Person'
              pets.@count > 0
              ^~~~
            """)
    }

    @Test func theLinksSpellingItOffersResolves() {
        #expect(Self.render("@links.Person.dogs.@count > 0", on: "Dog") == "ok")
    }
}
