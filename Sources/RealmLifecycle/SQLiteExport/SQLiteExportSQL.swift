import RealmModel

/// The SQL text of an export: `CREATE TABLE`s with their keys and foreign
/// keys, the `INSERT` of each table, and the indexes made after the rows
/// are in (faster than keeping them up to date row by row).
extension SQLiteExportTable {
    /// The columns of the table in order: (name, declaration).
    func columnDefinitions(layout: SQLiteExportLayout) -> [(name: String, definition: String)] {
        var columns: [(String, String)] = []
        var constraints: [String] = []
        // A null dictionary value of an embedded class is a row of NULLs, so those columns take NULL.
        var allowsNullRows = false
        switch role {
        case .objects:
            if primaryKeyIndex == nil { columns.append(("_key", "INTEGER PRIMARY KEY")) }
        case .listElements(let property), .dictionaryEntries(let property), .embeddedObjects(let property):
            guard let parent else { preconditionFailure("child table \(name) has no parent") }
            if case .embeddedObjects = role { columns.append(("_key", "INTEGER PRIMARY KEY")) }
            let unique = (property.collection == nil) ? " UNIQUE" : ""
            columns.append(("_owner", "\(parent.keyType) NOT NULL\(unique) REFERENCES \(parent.name.sqlQuoted)(\(parent.keyColumn.sqlQuoted)) ON DELETE CASCADE"))
            if property.collection == .list || property.collection == .set { columns.append(("_index", "INTEGER NOT NULL")) }
            if property.collection == .dictionary { columns.append(("_mapKey", "TEXT NOT NULL")) }
            switch role {
            case .listElements:
                columns.append(("value", valueDefinition(property, layout: layout, nullable: false)))
                constraints.append("PRIMARY KEY (\"_owner\", \"_index\")")
            case .dictionaryEntries:
                columns.append(("value", valueDefinition(property, layout: layout, nullable: false)))
                constraints.append("PRIMARY KEY (\"_owner\", \"_mapKey\")")
            default:
                allowsNullRows = property.collection == .dictionary
                if property.collection == .list { constraints.append("UNIQUE (\"_owner\", \"_index\")") }
                if property.collection == .dictionary { constraints.append("UNIQUE (\"_owner\", \"_mapKey\")") }
            }
        }
        for (index, property) in persistedProperties.enumerated() where children[index] == nil {
            var definition = valueDefinition(property, layout: layout, nullable: allowsNullRows)
            if index == primaryKeyIndex {
                // SQLite's INTEGER PRIMARY KEY is the rowid, which cannot be NULL: an optional key is UNIQUE instead.
                definition = property.isOptional ? Self.columnType(property, layout: layout) + " UNIQUE" : Self.columnType(property, layout: layout) + " PRIMARY KEY NOT NULL"
            }
            columns.append((property.name, definition))
        }
        return columns + constraints.map { ("", $0) }
    }

    /// `TYPE [NOT NULL] [REFERENCES Target(key)]` for a value column.
    private func valueDefinition(_ property: Property, layout: SQLiteExportLayout, nullable: Bool) -> String {
        var definition = Self.columnType(property, layout: layout)
        let isRequired = !property.isOptional && property.type != .object && property.type != .mixed
        if isRequired && !nullable { definition += " NOT NULL" }
        if property.type == .object, let target = property.objectClassName {
            definition += " REFERENCES \(target.sqlQuoted)(\(layout.keyColumn(ofClass: target).sqlQuoted))"
        }
        return definition
    }

    static func columnType(_ property: Property, layout: SQLiteExportLayout) -> String {
        SQLiteExportLayout.columnType(property.type, target: property.objectClassName.map { layout.keyType(ofClass: $0) })
    }

    /// `CREATE TABLE "name" (…)`.
    func createSQL(layout: SQLiteExportLayout) -> String {
        let columns = columnDefinitions(layout: layout).map { $0.name.isEmpty ? $0.definition : "\($0.name.sqlQuoted) \($0.definition)" }
        return "CREATE TABLE \(name.sqlQuoted) (\n  " + columns.joined(separator: ",\n  ") + "\n)"
    }

    /// The columns an `INSERT` fills, in `columnDefinitions` order (no
    /// `_key` of embedded rows: SQLite assigns it).
    func insertColumns(layout: SQLiteExportLayout) -> [String] {
        columnDefinitions(layout: layout).map(\.name).filter { !$0.isEmpty && !($0 == "_key" && objectSchemaIsEmbeddedRow) }
    }

    private var objectSchemaIsEmbeddedRow: Bool {
        if case .embeddedObjects = role { return true }
        return false
    }

    func insertSQL(layout: SQLiteExportLayout) -> String {
        let columns = insertColumns(layout: layout)
        return "INSERT INTO \(name.sqlQuoted) (" + columns.map(\.sqlQuoted).joined(separator: ", ") + ") VALUES ("
            + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
    }

    /// Indexes where Realm had them (a full-text index becomes an ordinary
    /// one), and on `_owner` of embedded tables, for joins. Named
    /// `Table.column`: indexes share tables' namespace, and no child table
    /// name has a dot that its class name did not bring.
    func indexSQL() -> [String] {
        var statements: [String] = []
        if case .embeddedObjects(let property) = role, property.collection == nil {
            // `_owner` is UNIQUE, which is an index already.
        } else if case .embeddedObjects = role {
            statements.append("CREATE INDEX \((name + "._owner").sqlQuoted) ON \(name.sqlQuoted) (\"_owner\")")
        }
        for (index, property) in persistedProperties.enumerated() where children[index] == nil && property.isIndexed && index != primaryKeyIndex {
            statements.append("CREATE INDEX \((name + "." + property.name).sqlQuoted) ON \(name.sqlQuoted) (\(property.name.sqlQuoted))")
        }
        return statements
    }

    /// This table and every table below it, parents first.
    var tree: [SQLiteExportTable] {
        [self] + children.keys.sorted().flatMap { children[$0]?.tree ?? [] }
    }
}
