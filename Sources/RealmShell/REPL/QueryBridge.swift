import RealmFile
import RealmLifecycle
import RealmModel
import RealmQuery
import RealmStore

/// Where studio statements meet the query engine: matching keys, counts and
/// listings for an RQL predicate.
///
/// A genuine Realm file with no working copy (read-only, or open for
/// editing before its first edit) is queried as one-shot `query` does
/// (`GenuineQuery`): only what the statement reads is converted, kept in
/// the query cache, and listed objects are read from the file by key; so
/// browsing a big file costs what one-shot queries cost. Once an edit made
/// the working copy, every statement reads it, so a transaction sees its
/// own changes. The answers are the same either way.
enum QueryBridge {
    /// The query of a statement on `className`: through `GenuineQuery` on a
    /// genuine file without working copy (`query` set), else on the store's
    /// own `Realm` (`query` nil).
    private struct Prepared {
        var results: Results
        var query: GenuineQuery?
    }

    /// The genuine file a statement reads directly, and the path that keys
    /// its cache entry; nil for our stores and a genuine file being edited.
    private static func directFile(_ store: InspectableStore) throws -> (file: RealmFile, path: String)? {
        if let editable = store as? EditableRealmFile {
            return try editable.fileForReading().map { ($0, editable.path) }
        }
        return QueryCommand.genuineFile(store).map { ($0, store.path) }
    }

    /// The query cache for `store`, as one-shot `query` uses it (none for a
    /// `--snapshot` read; `GenuineQueryCache` itself refuses encrypted files).
    private static func cache(_ session: Session, _ store: InspectableStore) -> GenuineQueryCache? {
        store is SnapshotStore ? nil : GenuineQueryCache.open(environment: session.environment)
    }

    private static func prepare(session: Session, className: String, predicate: String, arguments: [AnyRealmValue] = [],
                                extra: ImportSelection = ImportSelection()) throws -> Prepared {
        let store = try session.requireStore()
        guard let objectSchema = store.schema[className] else { throw StatementRunner.noSuchClass(className, schema: store.schema) }
        return try QueryCommand.rendering(predicate) {
            if !objectSchema.isEmbedded, let (file, path) = try directFile(store) {
                let query = try GenuineQuery(file: file, path: path, className: className, predicate: predicate, arguments: arguments,
                                             extra: extra, cache: cache(session, store))
                return Prepared(results: query.results, query: query)
            }
            return Prepared(results: try queryRealm(session).objects(className, where: predicate, arguments: arguments), query: nil)
        }
    }

    /// The store to run SQL on when no `GenuineQuery` serves the statement:
    /// ours directly, a genuine file's working copy once made, else (an
    /// embedded class of a genuine file) its in-memory copy.
    static func queryRealm(_ session: Session) throws -> Realm {
        let store = try session.requireStore()
        if let realm = store as? Realm { return realm }
        // A genuine file being edited is read through its working copy, so a transaction sees its own changes.
        if let editable = store as? EditableRealmFile, let realm = editable.workingRealmIfMade { return realm }
        if let copy = session.queryCopy { return copy }
        let copy = try QueryCommand.queryableRealm(store)
        session.queryCopy = copy
        return copy
    }

    /// The matches, for their keys and count (their records may hold only
    /// what the query read: list objects with `list`).
    static func results(session: Session, className: String, predicate: String) throws -> Results {
        try prepare(session: session, className: className, predicate: predicate).results
    }

    static func matchingKeys(session: Session, className: String, predicate: String) throws -> [ObjectKey] {
        var keys: [ObjectKey] = []
        try results(session: session, className: className, predicate: predicate).forEachKey { keys.append($0); return true }
        return keys
    }

    static func count(session: Session, className: String, predicate: String) throws -> Int {
        try results(session: session, className: className, predicate: predicate).count
    }

    /// The key of the object of `className` whose primary key is `value`, if any.
    static func key(session: Session, className: String, primaryKey value: AnyRealmValue) throws -> ObjectKey? {
        let store = try session.requireStore()
        guard let property = store.schema[className]?.primaryKeyProperty else { return nil }
        var found: ObjectKey?
        try prepare(session: session, className: className, predicate: "\(property.name) == $0", arguments: [value]).results.forEachKey {
            found = $0
            return false
        }
        return found
    }

    /// A store holding the object `key` of `className` under its key and
    /// every link to it from top-level classes, for its backlinks: a
    /// genuine file's partial copy of just those, or the store's `Realm`.
    static func backlinkRealm(session: Session, className: String) throws -> Realm {
        let store = try session.requireStore()
        var extra: [String: Set<String>] = [className: []]
        for source in store.schema.objectSchemas where !source.isEmbedded {
            for property in source.persistedProperties where property.type == .object && property.objectClassName == className {
                extra[source.className, default: []].insert(property.name)
            }
        }
        return try prepare(session: session, className: className, predicate: "FALSEPREDICATE", extra: ImportSelection(extra)).results.realm
    }

    /// Lists the matches. Each page (`.more`, `.page N`) runs the query
    /// again, so a page after an edit comes from the working copy.
    static func list(session: Session, className: String, predicate: String, from start: Int = 0) throws {
        let prepared = try prepare(session: session, className: className, predicate: predicate)
        if let query = prepared.query {
            // The partial copy holds only what the query read: the objects come from the file, which also names their links.
            try Listing.show(session, className: className, from: start, store: query.file) { renderer, emit in
                try query.realm.read { try query.forEachRecord { record in try emit(try renderer.row(record)) } }
            }
        } else {
            let results = prepared.results
            try Listing.show(session, className: className, from: start, store: results.realm) { renderer, emit in
                try results.forEachRecord { record in try emit(try renderer.row(record)) }
            }
        }
        session.pendingPage?.replay = { session, from in try list(session: session, className: className, predicate: predicate, from: from) }
    }
}
