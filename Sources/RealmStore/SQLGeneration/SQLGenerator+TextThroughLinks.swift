import RealmQuery

extension SQLGenerator {
    /// `notes.text TEXT 'fox'` through a list, set or dictionary of links or backlinks: Realm Core searches the linked class's
    /// full-text index and goes back through the links, so an object matches when some object it links
    /// to matches — with no linked object it never does (not even for a search that only excludes words),
    /// and `ANY`/`ALL`/`NONE` change nothing.
    func textThroughLinks(_ path: ResolvedPath, _ search: String) throws -> String {
        let sub = SQLScope()
        sub.isExistential = true
        let value = try value(at: walk(path, in: sub), in: sub)
        return "EXISTS (SELECT 1 \(sub.fromClause(extra: textMatch(value, search))))"
    }

    /// `text TEXT 'fox'`, `note.text TEXT '-fox'`: a property of the object itself or through to-one links.
    /// Realm Core goes back from the matching objects through backlinks, so it never finds an object
    /// whose link (anywhere on the chain) is null, not even for a search that only excludes words: a
    /// required string is null only there; for an optional one the linked object's key tells.
    func textThroughToOneLinks(_ path: ResolvedPath, _ search: String, in scope: SQLScope) throws -> String {
        let value = try value(at: walk(path, in: scope), in: scope)
        let match = textMatch(value, search)
        guard path.hops.contains(where: \.isLink), case .property(let property)? = path.hops.last?.kind else { return match }
        if !property.isOptional { return "(\(value.sql) IS NOT NULL AND \(match))" }
        var holder = path
        holder.hops.removeLast()
        let object = try self.value(at: walk(holder, in: scope), in: scope)
        return "(\(object.sql) IS NOT NULL AND \(match))"
    }

    /// Whether the words of `value` (a string, or null: no words) answer `search`, as 0 or 1.
    func textMatch(_ value: SQLValue, _ search: String) -> String {
        "coalesce(\(RealmSQLFunctions.textSearch)(\(value.sql), \(context.bind(.text(search)))), 0)"
    }
}
