import SQLite

/// The state of one compilation: the argument sink (every value becomes a
/// numbered parameter) and the table-alias allocator.
final class SQLGenerationContext {
    private(set) var arguments: [SQLiteValue] = []
    private var aliasCount = 0

    /// Adds `value` to the arguments and returns its parameter (`?3`).
    func bind(_ value: SQLiteValue) -> String {
        arguments.append(value)
        return "?\(arguments.count)"
    }

    /// A fresh table alias (`t1`, `s2`, …).
    func makeAlias(_ prefix: String) -> String {
        aliasCount += 1
        return "\(prefix)\(aliasCount)"
    }
}

/// One `SELECT` being built: its FROM items (the first plain, the others
/// joined), its correlation/filter conditions, and the to-one joins made
/// so far (memoised by path, so `owner.name` and `owner.age` share one join).
final class SQLScope {
    /// `"class_Dog" t1`, then `JOIN … ON …` / `LEFT JOIN … ON …` items.
    var items: [String] = []
    var conditions: [String] = []
    var toOneJoins: [String: String] = [:]
    /// True for the scope `withValues` makes for an operand with many (or possibly no) values:
    /// its rows are the values, so a step that finds nothing leaves no row (Realm Core's "no value").
    var isExistential = false
    /// The order of the rows each fan-out adds (a list's positions, a set's values, a dictionary's keys,
    /// backlinks by origin object): the order Realm Core lists the values of a many-valued path in.
    var orderTerms: [String] = []

    var isEmpty: Bool { items.isEmpty }

    /// Adds a table: the first becomes the FROM table (its `on` condition a WHERE term).
    func add(_ table: String, alias: String, on condition: String, left: Bool) {
        if items.isEmpty {
            items.append("\(table) \(alias)")
            conditions.append(condition)
        } else {
            items.append("\(left ? "LEFT JOIN" : "JOIN") \(table) \(alias) ON \(condition)")
        }
    }

    /// `FROM … WHERE …` (the WHERE includes `extra`).
    /// Written into one string (no intermediate arrays): every query builds several.
    func fromClause(extra: String? = nil) -> String {
        var sql = "FROM "
        for (i, item) in items.enumerated() {
            if i > 0 { sql += " " }
            sql += item
        }
        var separator = " WHERE "
        for condition in conditions {
            sql += separator
            sql += condition
            separator = " AND "
        }
        if let extra {
            sql += separator
            sql += extra
        }
        return sql
    }
}
