import RealmModel
import RealmStore

/// Where studio statements meet the query engine: matching keys, counts and listings for an RQL predicate.
enum QueryBridge {
    static func matchingKeys(session: Session, className: String, predicate: String) throws -> [ObjectKey] {
        throw CommandFailure("queries are not available in this build yet")
    }

    static func count(session: Session, className: String, predicate: String) throws -> Int {
        throw CommandFailure("queries are not available in this build yet")
    }

    static func list(session: Session, className: String, predicate: String) throws {
        throw CommandFailure("queries are not available in this build yet")
    }
}
