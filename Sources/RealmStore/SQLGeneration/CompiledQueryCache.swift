import RealmModel
import RealmQuery

/// The last few queries a store compiled, by class, query text and
/// arguments: asking the same query again (a REPL, a watch, an app
/// re-running its filter) skips parsing, resolving and generating SQL.
///
/// Entries hold the schema they were compiled against and are dropped as
/// soon as the store's schema differs (a migration, a schema edit in the
/// studio), so an answer never comes from a stale compilation. Comparing
/// an unchanged schema costs one identity check of its storage. At most
/// `limit` entries are kept; past that the cache starts again empty.
final class CompiledQueryCache {
    struct Key: Hashable {
        var className: String
        var text: String
        var arguments: [AnyRealmValue]
    }

    struct Entry {
        var query: ResolvedQuery
        var fragment: SQLFragment
    }

    static let limit = 64

    private var entries: [Key: Entry] = [:]
    private var schema = Schema()

    /// The compiled query for `key`, if it was compiled against `schema`.
    func entry(for key: Key, schema current: Schema) -> Entry? {
        guard !entries.isEmpty else { return nil }
        guard schema == current else {
            entries.removeAll()
            return nil
        }
        return entries[key]
    }

    /// Remembers a compiled query (against `schema`).
    func store(_ entry: Entry, for key: Key, schema current: Schema) {
        if schema != current {
            entries.removeAll()
            schema = current
        }
        if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
        entries[key] = entry
    }
}
