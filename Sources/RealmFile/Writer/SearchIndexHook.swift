import RealmModel

/// The search indexes of the file being written, fed while the objects
/// stream by: one `SearchIndexPlug.Builder` per indexed column. Primary
/// keys, `@Index` properties and full-text properties have one in Realm
/// Core 14 (`Table::add_search_index`; a primary key's index carries no
/// `Indexed` attribute bit, and Realm Core finds objects by primary key
/// through it).
struct SearchIndexes {
    /// Per table position: the builders by column.
    private var builders: [Int: [Int: SearchIndexPlug.Builder]] = [:]

    init(layout: WriterLayout) throws {
        for (position, table) in layout.tables.enumerated() {
            guard let objectSchema = table.objectSchema else { continue }
            for (column, property) in objectSchema.persistedProperties.enumerated() {
                let attributes = table.columns[column].attributes
                guard table.primaryKeyColumn == column || attributes & (1 | 256) != 0 else { continue }
                builders[position, default: [:]][column] = try SearchIndexPlug.Builder(
                    property: property, fullText: attributes & 256 != 0, tableKeys: layout.context.tableKeys)
            }
        }
    }

    /// Records the indexed values of object `key` of table `table`.
    mutating func add(table: Int, key: ObjectKey, values: [AnyRealmValue]) {
        guard var columns = builders[table] else { return }
        builders[table] = nil  // keep the builders uniquely referenced while they grow
        for column in Array(columns.keys) where column < values.count {
            // taken out while it grows, so its arrays are never shared (a shared one is copied whole)
            guard var builder = columns.removeValue(forKey: column) else { continue }
            builder.add(values[column], key: key)
            columns[column] = builder
        }
        builders[table] = columns
    }

    /// The ref of column `column`'s index in table `table` (0 for none), written through `sink`.
    func write(table: Int, column: Int, sink: inout some NodeSink) throws -> Int64 {
        guard let builder = builders[table]?[column] else { return 0 }
        return try builder.write(to: &sink)
    }
}
