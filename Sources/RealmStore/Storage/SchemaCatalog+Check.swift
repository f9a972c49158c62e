import RealmModel
import SQLite

extension SchemaCatalog {
    /// Checks the loaded catalog against Realm's schema rules and against the
    /// tables and columns that hold the data: a catalog naming a primary key
    /// that is not a property, a link to a class that does not exist, a
    /// class without its table or a property without its column means the
    /// store is damaged, and it is reported on open rather than read (or
    /// exported) as if it were valid.
    ///
    /// One query lists every table's columns, so the check is linear in the
    /// size of the schema.
    ///
    /// Throws a sentence saying what is wrong (see `Realm.open`).
    func check(_ schema: Schema) throws {
        do {
            try SchemaValidator.validate(schema)
        } catch let RealmError.invalidSchema(reason) {
            throw CatalogDamage(reason: reason)
        }
        var columns: [String: Set<String>] = [:]
        let rows = try connection.fetchAll(sql: """
            SELECT m.name, p.name FROM sqlite_schema m, pragma_table_info(m.name) p WHERE m.type = 'table'
            """)
        for row in rows {
            guard case .text(let table) = row[0], case .text(let column) = row[1] else { continue }
            columns[table, default: []].insert(column)
        }
        for objectSchema in schema.objectSchemas {
            let className = objectSchema.className
            let table = TableLayout.classTable(className)
            guard let stored = columns[table], stored.contains(TableLayout.keyColumn) else {
                throw CatalogDamage(reason: "class \(quoted: className) has no table \(quoted: table)")
            }
            for property in objectSchema.persistedProperties {
                if property.isCollection {
                    let side = TableLayout.collectionTable(className, property.name)
                    guard let sideColumns = columns[side], sideColumns.contains(TableLayout.ownerColumn) else {
                        throw CatalogDamage(reason: "\(quoted: className + "." + property.name) has no table \(quoted: side)")
                    }
                    continue
                }
                for column in TableLayout.valueColumns(base: property.name, type: property.type) where !stored.contains(column) {
                    throw CatalogDamage(reason: "\(quoted: className + "." + property.name) has no column \(quoted: column) in \(quoted: table)")
                }
            }
        }
    }
}

/// What is wrong with a store's schema catalog (see `SchemaCatalog.check`).
struct CatalogDamage: Error {
    var reason: String
}
