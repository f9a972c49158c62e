import RealmFile
import RealmModel
import RealmQuery
import RealmStore

/// A query on a genuine Realm file that reads only what it needs: the query
/// is resolved and compiled against the file's whole schema (so it fails
/// exactly as on a full copy), then only the classes and properties its SQL
/// reads are copied into a store that keeps the file's object keys
/// (`Realm.selection(readBy:)`), and the matches are read for output
/// straight from the file, by key.
///
/// With a `GenuineQueryCache`, that store is the cache's entry for the file:
/// the first query writes it, later ones on the unchanged file run on it
/// directly, and a query that needs more widens it (a new entry with both
/// selections). Without one (`--no-cache`, encrypted files, no safe cache
/// folder), the store lives in memory for this query only.
///
/// A link is the one value a genuine file records twice: a flipped bit in
/// a link leaf names another object, which a query would follow and print
/// as if it were the linked one. So the links are checked against their
/// backlinks (`RealmFile.verifyLinks`, as `export` does) before anything is
/// converted: the links held by the classes the query reads or prints (and
/// their embedded objects), once per file version with the cache (an entry
/// is made only after the check of what it holds passed, and its key is the
/// file's version), on every query without it.
///
/// ```swift
/// let query = try GenuineQuery(file: file, path: path, className: "Item", predicate: "n < 3", cache: nil)
/// try query.realm.read { try query.forEachRecord { record in print(record.values); return true } }
/// ```
///
/// Throws `QueryError` for a bad query, as `Realm.objects(_:where:arguments:)` does.
public final class GenuineQuery {
    /// The genuine file queried.
    public let file: RealmFile
    /// The matches, computed by SQL on `realm`.
    public let results: Results
    /// The store the SQL runs on (a cache entry, or an in-memory partial copy).
    public var realm: Realm { results.realm }

    /// `className` must be a top-level class of `file` (objects of embedded
    /// classes have no key of their own in the file). `extra` is converted
    /// too, whatever the query reads (the studio's `show` needs the links
    /// that make an object's backlinks).
    public init(file: RealmFile, path: String, className: String, predicate: String, arguments: [AnyRealmValue] = [],
         extra: ImportSelection = ImportSelection(), cache: GenuineQueryCache?) throws {
        self.file = file
        func compile(_ realm: Realm) throws -> Results {
            try realm.objects(className, where: predicate, arguments: arguments)
        }
        func wanted(_ realm: Realm, _ results: Results) -> ImportSelection {
            realm.selection(readBy: results.fragment).union(extra)
        }
        /// Checks the links the query can read or print: those of `selection`'s classes and of `className`.
        func verifyLinks(_ selection: ImportSelection) throws {
            try file.verifyLinks(originatingIn: Set(selection.properties.keys).union([className]))
        }
        if let cache, let key = GenuineQueryCache.key(path: path, file: file) {
            let isUnchanged = { GenuineQueryCache.key(path: path, file: file) == key }
            do {
                var needed: ImportSelection?
                if let (realm, selection) = cache.openEntry(key: key, schema: file.schema) {
                    let results = try compile(realm)
                    let wanted = wanted(realm, results)
                    if selection.contains(wanted) {
                        self.results = results
                        return
                    }
                    needed = selection.union(wanted)
                }
                let isBeyondBound = try cache.write(key: key, file: file, selection: needed ?? ImportSelection(), prepare: { realm in
                    let selection = wanted(realm, try compile(realm))
                    try verifyLinks(selection.union(needed ?? ImportSelection()))
                    return selection
                }, isUnchanged: isUnchanged)
                if let (realm, selection) = cache.openEntry(key: key, schema: file.schema) {
                    // Too big to keep: this query reads it through its open file, then it is gone.
                    if isBeyondBound { cache.remove(cache.entryPath(for: key)) }
                    let results = try compile(realm)
                    if selection.contains(wanted(realm, results)) {
                        self.results = results
                        return
                    }
                }
            } catch let error as QueryError {
                throw error
            } catch let error as RealmFileError {
                if case .damaged = error { throw error }
            } catch {
                // The cache is a convenience: a full disk or a damaged entry never fails the query.
            }
        }
        let realm = try Realm(configuration: .privateInMemory("genuine-query"))
        try GenuineQueryCache.createClasses(of: file, in: realm)
        let results = try compile(realm)
        let selection = wanted(realm, results)
        try verifyLinks(selection)
        try GenuineQueryCache.importSelection(selection, of: file, into: realm, key: "")
        self.results = results
    }

    /// Each match's record, read from the file by key, in result order;
    /// stops when `body` returns false. Run it inside `realm.read { }` so
    /// the matches come from one snapshot of the store.
    public func forEachRecord(_ body: (ObjectRecord) throws -> Bool) throws {
        let lookup = try file.makeObjectLookup(ofClass: results.className)
        try results.forEachKey { key in
            guard let record = try lookup.record(forKey: key) else {
                throw CommandFailure("object \(key) of class \(quoted: results.className) is missing from \(quoted: file.name), though the query matched it")
            }
            return try body(record)
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
