import RealmQuery

extension SQLGenerator {
    /// The condition that keeps an object in a `DISTINCT` through to-one links:
    /// Realm Core's `DistinctDescriptor` drops every object whose link chain
    /// to the distinct property is null somewhere (`DISTINCT(homeCity.name)`
    /// leaves out the people without a home city). Nil for a path without links.
    func distinctKeepsObject(_ path: ResolvedPath, in scope: SQLScope) throws -> String? {
        guard let lastLink = path.hops.dropLast().lastIndex(where: { $0.isLink && !$0.isCollection }) else { return nil }
        var prefix = path
        prefix.hops = Array(path.hops[...lastLink])
        // Every link of the chain is LEFT JOINed, so a null anywhere leaves the last one null.
        guard case .link(let column, _) = try walk(prefix, in: scope) else { return nil }
        return "\(column) IS NOT NULL"
    }
}
