import RealmSwift

class Alpha: Object {
    @Persisted(primaryKey: true) var _id: ObjectId
    @Persisted var name: String
    @Persisted var count: Int?
    @Persisted var beta: Beta?
    @Persisted var parts: List<Part>
}

class Beta: Object {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Beta come from: Alpha.beta.
    @Persisted var value: Double
    @Persisted var flags: MutableSet<Bool>
    @Persisted var meta: Map<String, AnyRealmValue>
}

class Gamma: Object {
    @Persisted(primaryKey: true) var key: String
    @Persisted(indexed: true) var when: Date?
    @Persisted var amount: Decimal128
    @Persisted var uuid: UUID?
}

class Part: EmbeddedObject {
    @Persisted var label: String
    @Persisted var weight: Float?
}
