import RealmModel

extension SQLGenerator {
    /// The rows `@sum`/`@avg` of a property of linked objects (`friends.@avg.age`) add up, in the order
    /// Realm Core adds them: `SubColumnAggregate::evaluate` sorts the linked objects' keys (duplicates
    /// kept) before it accumulates, and it adds doubles one by one (`Average<int64_t>` too), so the
    /// order decides the result where magnitudes differ (`[Int64.max, -1 … ]`, `[1e20, 1, -1e20]`).
    /// SQLite's `sum`/`avg` add in the order rows arrive; a subquery with `ORDER BY` under an
    /// aggregate is never flattened, so it feeds them in that order. Anything else: `input` as it is.
    static func keyOrderedRows(_ input: String, objectAlias: String?, in sub: SQLScope) -> (value: String, from: String) {
        guard let alias = objectAlias else { return (input, sub.fromClause()) }
        return ("v", "FROM (SELECT \(input) AS v \(sub.fromClause()) ORDER BY \(alias).\(TableLayout.quotedKeyColumn))")
    }
}
