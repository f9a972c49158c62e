import RealmModel
import RealmQuery

extension Results {
    /// The same objects sorted by `keyPath` (through to-one links), the
    /// previous order breaking ties — as Realm's `sorted(byKeyPath:ascending:)`.
    public func sorted(byKeyPath keyPath: String, ascending: Bool = true) throws -> Results {
        try appending(try resolveClause("TRUEPREDICATE SORT(\(keyPath) \(ascending ? "ASC" : "DESC"))"))
    }

    /// The first object of each distinct combination of `keyPaths`' values.
    public func distinct(by keyPaths: [String]) throws -> Results {
        try appending(try resolveClause("TRUEPREDICATE DISTINCT(\(keyPaths.joined(separator: ", ")))"))
    }

    /// The objects that also match `predicate` (RQL).
    ///
    /// ```swift
    /// let puppies = try realm.objects("Dog").filter("age < 2")
    /// ```
    public func filter(_ predicate: String, arguments: [AnyRealmValue] = []) throws -> Results {
        guard let query else { return try realm.objects(className, where: predicate, arguments: arguments) }
        let other = try QueryResolver(schema: realm.schema).resolve(predicate, className: className, arguments: arguments)
        var combined = query
        combined.condition = .and(query.condition, other.condition)
        combined.ordering += other.ordering
        return try realm.objects(matching: combined)
    }

    private func resolveClause(_ text: String) throws -> ResolvedOrdering {
        let resolved = try QueryResolver(schema: realm.schema).resolve(text, className: className)
        guard let clause = resolved.ordering.first else { preconditionFailure("the clause text always has one clause") }
        return clause
    }

    /// This query (every object: `TRUEPREDICATE`) with `clause` appended.
    private func appending(_ clause: ResolvedOrdering) throws -> Results {
        var extended = try query ?? QueryResolver(schema: realm.schema).resolve("TRUEPREDICATE", className: className)
        extended.ordering.append(clause)
        return try realm.objects(matching: extended)
    }
}
