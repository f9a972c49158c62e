import RealmSwift

class Event: Object {
    @Persisted var seq: Int
    @Persisted var kind: String
    @Persisted var record: Record?
}

class Record: Object {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Record come from: Event.record.
    @Persisted(primaryKey: true) var id: Int
    @Persisted(indexed: true) var name: String
    @Persisted var value: Int
    @Persisted var updated: Date?
    @Persisted var tags: List<String>
}
