import RealmModel

extension SQLGenerator {
    /// The links to the object `target` (of `className`) held by mixed values:
    /// mixed properties and lists, sets and dictionaries of mixed, of every
    /// class, and the lists and dictionaries nested in them.
    ///
    /// Realm Core keeps a backlink for every link a mixed value holds, so
    /// `@links.@count` counts them with the links of link properties
    /// (`anyValue = obj` makes `@links.@count` of `obj` one more).
    func mixedBacklinkCounts(target: String, className: String) -> [String] {
        var terms: [String] = []
        // Spelled in the SQL, not bound: `@links.@count` is also compiled where no argument can be bound.
        let name = TableLayout.quoteText(className)
        for objectSchema in schema.objectSchemas {
            for property in objectSchema.persistedProperties where property.type == .mixed {
                let table: String, columns: [String]
                if property.isCollection {
                    table = TableLayout.quote(TableLayout.collectionTable(objectSchema.className, property.name))
                    columns = TableLayout.valueColumns(base: TableLayout.valueColumn, type: .mixed)
                } else {
                    table = TableLayout.quote(TableLayout.classTable(objectSchema.className))
                    columns = TableLayout.valueColumns(base: property.name, type: .mixed)
                }
                let value = TableLayout.quote(columns[0]), tag = TableLayout.quote(columns[1])
                terms.append("(SELECT count(*) FROM \(table) WHERE \(tag) = \(ValueCoding.MixedTag.link.rawValue) "
                    + "AND \(RealmSQLFunctions.mixedLinkKey)(\(value), \(tag), \(name)) = \(target).\(TableLayout.quotedKeyColumn))")
                // Links inside the lists and dictionaries a mixed value holds have backlinks too.
                terms.append("(SELECT coalesce(sum(\(MixedNestedLinks.count)(\(value), \(tag), \(name), \(target).\(TableLayout.quotedKeyColumn))), 0) "
                    + "FROM \(table) WHERE \(tag) IN (\(ValueCoding.MixedTag.list.rawValue), \(ValueCoding.MixedTag.dictionary.rawValue)))")
            }
        }
        return terms
    }
}
