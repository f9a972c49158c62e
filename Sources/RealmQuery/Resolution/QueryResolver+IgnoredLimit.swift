import RealmModel

extension QueryResolver {
    /// The clauses Realm Core 14.14 really applies after `condition`, and
    /// the limit it checks only between clusters.
    ///
    /// When the whole condition is an int property of the object itself
    /// compared with a list of constants (`age IN {1, 2}`, `age == {1, 2}`:
    /// `Query::in`, one `IntegerNode` holding the items as its needles) and
    /// the only clauses are `LIMIT`s, Realm Core's `Query::find_all(limit)`
    /// (the smallest limit) hands the limit to a search that records every
    /// match of a cluster without asking it (`find_all_haystack`), and
    /// `do_find_all` stops after a cluster only when the count is exactly
    /// the limit: the count may pass it within a cluster, and from then on
    /// nothing stops the search. Those `LIMIT`s leave `ordering` and their
    /// smallest number becomes `clusterBoundaryLimit`: on a table of one
    /// cluster the app gets every match; on a genuine file of several,
    /// RealmLens stops where Core does (`Realm.compile`). With a `SORT` or
    /// `DISTINCT`, any other condition beside it (`AND`, `OR`, `NOT`), any
    /// other property type, or `LIMIT(0)`, `LIMIT` holds as written.
    static func orderingAsRealmCoreApplies(_ ordering: [ResolvedOrdering], after condition: ResolvedCondition)
        -> (ordering: [ResolvedOrdering], clusterBoundaryLimit: Int?) {
        let limits = ordering.compactMap { if case .limit(let n) = $0 { n } else { nil } }
        guard !ordering.isEmpty, limits.count == ordering.count, let smallest = limits.min(), smallest > 0,
              case .in(let value, let list, _) = condition,
              case .property(let path) = value.kind, path.isPlainColumn, value.type == .int, value.quantifier == nil,
              case .list(let items) = list.kind, items.contains(where: { if case .int = $0 { true } else { $0 == .null } })
        else { return (ordering, nil) }
        return ([], smallest)
    }
}
