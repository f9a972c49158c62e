import RealmModel

extension QueryResolver {
    /// The clauses Realm Core 14.14 really applies after `condition`.
    ///
    /// When the whole condition is an int property of the object itself
    /// compared with a list of constants (`age IN {1, 2}`, `age == {1, 2}`:
    /// `Query::in`, one `IntegerNode` holding the items as its needles) and
    /// the only clauses are `LIMIT`s, Realm Core's `Query::find_all(limit)`
    /// hands the limit to a search that records every match of a cluster
    /// without asking the limit (`find_all_haystack`), and goes on to the
    /// next cluster unless the count is exactly the limit: the app gets every
    /// match. RealmLens answers the same: those `LIMIT`s are dropped. (A
    /// table large enough to have several clusters stops at the first
    /// cluster boundary where the count equals the limit; RealmLens does not
    /// see cluster boundaries and answers every match there too.) With a
    /// `SORT` or `DISTINCT`, any other condition beside it (`AND`, `OR`, `NOT`)
    /// or any other property type, `LIMIT` holds as written.
    static func orderingAsRealmCoreApplies(_ ordering: [ResolvedOrdering], after condition: ResolvedCondition) -> [ResolvedOrdering] {
        guard !ordering.isEmpty,
              ordering.allSatisfy({ if case .limit(let n) = $0 { return n > 0 } else { return false } }),
              case .in(let value, let list, _) = condition,
              case .property(let path) = value.kind, path.isPlainColumn, value.type == .int, value.quantifier == nil,
              case .list(let items) = list.kind, items.contains(where: { if case .int = $0 { true } else { $0 == .null } })
        else { return ordering }
        return []
    }
}
