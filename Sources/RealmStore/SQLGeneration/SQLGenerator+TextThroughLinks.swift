import RealmQuery

extension SQLGenerator {
    /// `notes.text TEXT 'fox'` through a list or set of links: Realm Core searches the linked class's
    /// full-text index and goes back through the links, so an object matches when some object it links
    /// to matches — with no linked object it never does (not even for a search that only excludes words),
    /// and `ANY`/`ALL`/`NONE` change nothing.
    func textThroughLinks(_ path: ResolvedPath, _ search: String) throws -> String {
        let sub = SQLScope()
        sub.isExistential = true
        let value = try value(at: walk(path, in: sub), in: sub)
        return "EXISTS (SELECT 1 \(sub.fromClause(extra: textMatch(value, search))))"
    }

    /// Whether the words of `value` (a string, or null: no words) answer `search`, as 0 or 1.
    func textMatch(_ value: SQLValue, _ search: String) -> String {
        "coalesce(\(RealmSQLFunctions.textSearch)(\(value.sql), \(context.bind(.text(search)))), 0)"
    }
}
