import RealmModel
import RealmStore

extension Realm: InspectableStore {
    public var formatName: String { "RealmLens store (SQLite)" }

    public func objectCount(ofClass className: String) throws -> Int {
        try objects(className).count
    }

    public func formatFacts() throws -> [(String, String)] {
        []
    }
}
