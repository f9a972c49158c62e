import RealmSwift

class Address: EmbeddedObject {
    @Persisted var street: String
    @Persisted var zip: String?
    @Persisted var city: City?
    @Persisted var geo: GeoPoint?
}

class City: Object {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to City come from: Address.city, City.neighbors, Person.homeCity, Person.visitedCities, Person.favoriteCities.
    @Persisted(primaryKey: true) var id: Int
    @Persisted(indexed: true) var name: String
    @Persisted var country: Country?
    @Persisted var neighbors: List<City>
    @Persisted var landmarks: Map<String, Landmark?>
    @Persisted var tags: MutableSet<Tag>
}

class Country: Object {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Country come from: City.country.
    @Persisted(primaryKey: true) var code: String
    @Persisted(indexed: true) var name: String
    @Persisted var population: Int?
}

class GeoPoint: EmbeddedObject {
    @Persisted var lat: Double
    @Persisted var lon: Double
}

class Landmark: Object {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Landmark come from: City.landmarks.
    @Persisted(primaryKey: true) var id: UUID
    @Persisted var name: String
    @Persisted var location: GeoPoint?
}

class Note: Object {
    // full-text index in the store (RQL TEXT)
    @Persisted(indexed: true) var text: String
    @Persisted var about: AnyRealmValue
    @Persisted var attachments: List<AnyRealmValue>
    @Persisted(indexed: true) var createdAt: Date
}

class NullableKey: Object {
    @Persisted(primaryKey: true) var id: Int?
    @Persisted var label: String
}

class Person: Object {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Person come from: Person.friends, Person.bestFriend.
    @Persisted(indexed: true) var name: String
    @Persisted(indexed: true) var age: Int
    @Persisted var address: Address?
    @Persisted var previousAddresses: List<Address>
    @Persisted var homeCity: City?
    @Persisted var visitedCities: MutableSet<City>
    @Persisted var favoriteCities: Map<String, City?>
    @Persisted var friends: List<Person>
    @Persisted var bestFriend: Person?
    @Persisted var addressBook: Map<String, Address?>
    @Persisted var anything: AnyRealmValue
}

class StringKeyNullable: Object {
    @Persisted(primaryKey: true) var key: String?
    @Persisted(indexed: true) var flag: Bool
}

class Tag: Object {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Tag come from: City.tags.
    @Persisted(primaryKey: true) var _id: ObjectId
    @Persisted var label: String
}
