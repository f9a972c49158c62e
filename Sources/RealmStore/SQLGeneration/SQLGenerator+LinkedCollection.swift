import RealmModel
import RealmQuery

/// A list, set or dictionary of values after to-many links, read whole or through one subscript
/// (`links.sl`, `links.sd.@values`, `links.sd['k']`, `links.sl[0]`, `@links.T.links.dl[LAST]`): Realm Core
/// evaluates it one linked object at a time (`ColumnsCollection`, `Columns<Dictionary>`: one sub-index
/// per object the links reach), so each object's collection is a group of its own — its values, or
/// under a subscript the one element (null for a missing key), none where the collection is empty.
struct LinkedCollection {
    /// The path up to the collection property.
    var collection: ResolvedPath
    /// `@values`/`[*]` or an index or key after it, if any.
    var subscriptHop: Hop?

    /// Nil unless `path` has that shape (values, not links, at the end; a dictionary's `@keys` too).
    init?(_ path: ResolvedPath) {
        if case .object = path.type { return nil }
        guard let end = path.hops.lastIndex(where: { if case .property = $0.kind { return true } else { return false } }),
              case .property(let p) = path.hops[end].kind, p.isCollection, p.type != .object, p.type != .linkingObjects,
              path.hops[..<end].contains(where: \.isCollection), path.hops.count - end <= 2 else { return nil }
        collection = path
        collection.hops.removeSubrange((end + 1)...)
        subscriptHop = end + 1 < path.hops.count ? path.hops[end + 1] : nil
        switch subscriptHop?.kind {
        case nil, .allValues?, .element?, .keys?: break
        default: return nil
        }
    }
}

extension SQLGenerator {
    /// Walks the objects `shape`'s links reach into `objects` and returns one such object's values as rows of
    /// `values` (existential: an element that finds nothing leaves no row). Nil when the links add no rows.
    func linkedCollectionValues(_ shape: LinkedCollection, objects: SQLScope, values: SQLScope) throws -> SQLValue? {
        let position = try walk(shape.collection, in: objects)
        guard case .collection = position, !objects.isEmpty else { return nil }
        values.isExistential = values.isExistential || shape.subscriptHop != nil
        let end = try shape.subscriptHop.map { try step(position, $0, in: values) } ?? expand(position, in: values)
        return try value(at: end, in: values)
    }
}
