import RealmModel
import RealmQuery
import RealmStore

/// Where studio statements meet the query engine: matching keys, counts and
/// listings for an RQL predicate. Genuine Realm files are queried through an
/// in-memory copy made once per session.
enum QueryBridge {
    /// The store to run SQL on: ours directly, a genuine file's in-memory copy otherwise.
    static func queryRealm(_ session: Session) throws -> Realm {
        let store = try session.requireStore()
        if let realm = store as? Realm { return realm }
        // A genuine file being edited is read through its working copy, so a transaction sees its own changes.
        if let editable = store as? EditableRealmFile { return try editable.workingRealm() }
        if let copy = session.queryCopy { return copy }
        let copy = try QueryCommand.queryableRealm(store)
        session.queryCopy = copy
        return copy
    }

    static func results(session: Session, className: String, predicate: String) throws -> QueryResults {
        let realm = try queryRealm(session)
        guard realm.schema[className] != nil else { throw StatementRunner.noSuchClass(className, schema: realm.schema) }
        do {
            return try realm.objects(className, where: predicate)
        } catch let error as QueryError {
            throw QueryFailure(text: error.render(query: predicate))
        }
    }

    static func matchingKeys(session: Session, className: String, predicate: String) throws -> [ObjectKey] {
        var keys: [ObjectKey] = []
        try results(session: session, className: className, predicate: predicate).forEachKey { keys.append($0); return true }
        return keys
    }

    static func count(session: Session, className: String, predicate: String) throws -> Int {
        try results(session: session, className: className, predicate: predicate).count
    }

    static func list(session: Session, className: String, predicate: String) throws {
        let results = try results(session: session, className: className, predicate: predicate)
        let realm = results.realm
        try Listing.show(session, className: className, store: realm) { renderer, emit in
            try results.forEachRecord { record in try emit(try renderer.row(record)) }
        }
    }
}
