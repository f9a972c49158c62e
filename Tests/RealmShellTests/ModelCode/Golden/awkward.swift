import RealmSwift

class Dog: Object {
    @Persisted(indexed: true) var name: String
    @Persisted var owner: Person?
    @Persisted var house: Dog_House?
    @Persisted var rooms: List<Dog_House>
    @Persisted var born: Date
    @Persisted var weight: Decimal128?
}

class Dog_House: EmbeddedObject {
    @Persisted var size: Int
    @Persisted var chip: UUID?

    override class func _realmObjectName() -> String? { "Dog House" }
}

class Person: Object {
    @Persisted(primaryKey: true) var _id: ObjectId
    @Persisted var first_name: String
    @Persisted var `class`: String?
    @Persisted var _2fa: Bool
    @Persisted(indexed: true) var age: Int
    // full-text index in the store (RQL TEXT)
    @Persisted(indexed: true) var bio: String
    @Persisted var Person: Int
    @Persisted var `default`: Double?
    @Persisted var tags: MutableSet<String?>
    @Persisted var scores: Map<String, Float?>
    @Persisted var photo: Data?
    @Persisted var friends: List<Person>
    @Persisted(originProperty: "friends") var followers: LinkingObjects<Person>
    @Persisted(originProperty: "owner") var dogs: LinkingObjects<Dog>

    override class func propertiesMapping() -> [String: String] {
        ["first_name": "first name", "_2fa": "2fa"]
    }
}

class `class`: Object {
    @Persisted(primaryKey: true) var key: String
    @Persisted var value: AnyRealmValue
    @Persisted var values: List<AnyRealmValue>
    @Persisted(indexed: true) var when: Date?
}
