import RealmModel

extension RealmFileWriter {
    /// The ref of column `column`'s search index in table `table`, or 0 for
    /// a column without one. Primary keys, `@Index` properties and full-text
    /// properties have one in Realm Core 14 (`Table::add_search_index`; a
    /// primary key's index carries no `Indexed` attribute bit).
    ///
    /// Streams the column's (value, object key) pairs, with one more pass
    /// over `source`, into `SearchIndexPlug.write`.
    static func searchIndexRef(table: Int, column: Int, layout: WriterLayout, source: some KeyOrderedObjectSource,
                               sink: inout some NodeSink) throws -> Int64 {
        let spec = layout.tables[table]
        let isPrimaryKey = spec.primaryKeyColumn == column
        let attributes = spec.columns[column].attributes
        guard isPrimaryKey || attributes & (1 | 256) != 0,
              let objectSchema = spec.objectSchema, column < objectSchema.persistedProperties.count else { return 0 }
        let property = objectSchema.persistedProperties[column]
        guard !objectSchema.isEmbedded else {
            throw RealmFileWriterError.unsupported("the search index of embedded '\(objectSchema.className).\(property.name)'")
        }
        return try SearchIndexPlug.write(property: property, fullText: attributes & 256 != 0,
                                         tableKeys: layout.context.tableKeys, sink: &sink) { add in
            try source.forEachObjectInKeyOrder(ofClass: objectSchema.className) { record in
                try add(record.values[column], record.key)
            }
        }
    }
}
