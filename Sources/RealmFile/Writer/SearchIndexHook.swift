import RealmModel

extension RealmFileWriter {
    /// The ref of column `column`'s search index in table `table`, or 0 for
    /// a column without one. Primary keys, `@Index` properties and full-text
    /// properties have one in Realm Core 14 (`Table::add_search_index`).
    ///
    /// CALL SITE for the search-index builder (`SearchIndexBuilder`, branch
    /// `index`): gather the column's (value, object key) pairs with one more
    /// pass over `source`, add them, and write the index through `sink`.
    static func searchIndexRef(table: Int, column: Int, layout: WriterLayout, source: some KeyOrderedObjectSource,
                               sink: inout some NodeSink) throws -> Int64 {
        let spec = layout.tables[table]
        let isPrimaryKey = spec.primaryKeyColumn == column
        let attributes = spec.columns[column].attributes
        guard isPrimaryKey || attributes & (1 | 256) != 0 else { return 0 }
        let name = "\(spec.objectSchema?.className ?? spec.name).\(spec.columns[column].name ?? "?")"
        throw RealmFileWriterError.unsupported("the search index of '\(name)' (primary keys and indexed properties)")
    }
}
