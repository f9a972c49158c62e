import RealmModel
import RealmQuery

/// The last few queries a store compiled, by class, query text and
/// arguments: asking the same query again (a REPL, a watch, an app
/// re-running its filter) skips parsing, resolving and generating SQL.
/// The store's first compilation is not kept (see `hasSeenAQuery`).
///
/// Entries hold the schema they were compiled against and are dropped as
/// soon as the store's schema differs (a migration, a schema edit in the
/// studio), so an answer never comes from a stale compilation. Comparing
/// an unchanged schema costs one identity check of its storage. At most
/// `limit` entries are kept; past that the cache starts again empty.
///
/// A query ending in a plain integer literal is also kept by its shape
/// (`IntegerLiteralShape`: `id == ` for `id == 5`) when its SQL provably
/// does not depend on the literal (`ShapedEntry`), so `id == 6` reuses
/// `id == 5`'s compilation and prepared statement with `6` bound instead.
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
    private var shapes: [ShapeKey: ShapedEntry] = [:]
    private var schema = Schema()
    /// Whether a query was compiled before: the first is not kept, so a
    /// store that answers one query (a one-shot `realmlens query`) never
    /// builds the dictionaries (their generic metadata alone costs ~0.15 M
    /// instructions at the first insertion).
    private var hasSeenAQuery = false

    /// The compiled query for `key`, if it was compiled against `schema`.
    func entry(for key: Key, schema current: Schema) -> Entry? {
        guard !entries.isEmpty, isCurrent(current) else { return nil }
        return entries[key]
    }

    /// The compiled query for `text` (which ends in the literal `shape`) from
    /// another query of the same shape, if one was compiled against `schema`.
    func entry(className: String, shape: IntegerLiteralShape, arguments: [AnyRealmValue], schema current: Schema) -> Entry? {
        guard !shapes.isEmpty, isCurrent(current) else { return nil }
        return shapes[ShapeKey(className: className, shape: shape.shape, arguments: arguments)]?.instantiate(shape)
    }

    /// Remembers a compiled query (against `schema`), and by its shape too
    /// when `shape` is the literal it ends in and its SQL allows.
    func store(_ entry: Entry, for key: Key, shape: IntegerLiteralShape? = nil, schema current: Schema) {
        guard hasSeenAQuery else {
            hasSeenAQuery = true
            return
        }
        if schema != current {
            entries.removeAll()
            shapes.removeAll()
            schema = current
        }
        if let shape, let shaped = ShapedEntry(query: entry.query, fragment: entry.fragment, shape: shape) {
            if shapes.count >= Self.limit { shapes.removeAll(keepingCapacity: true) }
            shapes[ShapeKey(className: key.className, shape: shape.shape, arguments: key.arguments)] = shaped
            return  // the shape answers this text too
        }
        if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
        entries[key] = entry
    }

    /// Forgets every compiled query (the store changed what they compile to).
    func removeAll() {
        entries.removeAll()
        shapes.removeAll()
    }

    /// How many shapes are kept (for tests).
    var shapeCount: Int { shapes.count }

    /// True when the entries were compiled against `current`; drops them otherwise.
    private func isCurrent(_ current: Schema) -> Bool {
        guard schema == current else {
            entries.removeAll()
            shapes.removeAll()
            return false
        }
        return true
    }
}
