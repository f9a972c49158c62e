import RealmModel
import SQLite

/// Persists the schema in the metadata tables and creates, alters and drops
/// the per-class storage that `TableLayout` names.
///
/// `__properties` keeps each class's properties in persisted order,
/// `linkingObjects` included.
struct SchemaCatalog {
    let connection: Connection

    private func q(_ name: String) -> String { TableLayout.quote(name) }

    // MARK: - Metadata

    /// Whether the metadata tables exist (the file is one of our stores).
    func exists() throws -> Bool {
        try connection.fetchValue(
            sql: "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?",
            arguments: [.text(TableLayout.metadataTable)]) == .integer(1)
    }

    /// Whether the database holds any table at all.
    func hasAnyTable() throws -> Bool {
        try connection.fetchValue(sql: "SELECT count(*) FROM sqlite_schema WHERE type = 'table'") != .integer(0)
    }

    func createMetadataTables() throws {
        try connection.execute(sql: """
            CREATE TABLE \(q(TableLayout.metadataTable))(key TEXT PRIMARY KEY, value);
            CREATE TABLE \(q(TableLayout.classesTable))(name TEXT PRIMARY KEY, embedded INTEGER NOT NULL, primaryKey TEXT);
            CREATE TABLE \(q(TableLayout.propertiesTable))(
                className TEXT NOT NULL, position INTEGER NOT NULL, name TEXT NOT NULL, type TEXT NOT NULL,
                collection TEXT, optional INTEGER NOT NULL, indexed INTEGER NOT NULL, fullText INTEGER NOT NULL,
                objectClassName TEXT, originProperty TEXT, PRIMARY KEY (className, name));
            """)
        try setMetadata("formatVersion", .integer(TableLayout.formatVersion))
        try setMetadata("schemaVersion", .integer(0))
    }

    func setMetadata(_ key: String, _ value: SQLiteValue) throws {
        try connection.execute(
            sql: "INSERT OR REPLACE INTO \(q(TableLayout.metadataTable))(key, value) VALUES (?, ?)",
            arguments: [.text(key), value])
    }

    func metadata(_ key: String) throws -> SQLiteValue {
        try connection.fetchValue(
            sql: "SELECT value FROM \(q(TableLayout.metadataTable)) WHERE key = ?", arguments: [.text(key)])
    }

    /// The stored schema version; a negative one (never written: versions
    /// read from files and dumps are 0…Int64.max) is damage, not a huge version.
    func schemaVersion() throws -> UInt64 {
        switch try metadata("schemaVersion") {
        case .integer(let v) where v >= 0: return UInt64(v)
        case .integer(let v): throw CatalogDamage(reason: "its schema version \(v) is negative")
        case .null: return 0
        default: throw CatalogDamage(reason: "its schema version is not a number")
        }
    }

    /// The store's layout format (`TableLayout.formatVersion` when written).
    /// A catalog without one, or with one that is not a positive whole
    /// number, is damaged; a larger one than ours is the caller's to refuse.
    func layoutFormat() throws -> Int64 {
        switch try metadata("formatVersion") {
        case .integer(let format) where format >= 1: return format
        case .null: throw CatalogDamage(reason: "its catalog has no layout format (formatVersion)")
        case .integer(let format): throw CatalogDamage(reason: "its layout format (formatVersion) is \(format), not a positive number")
        default: throw CatalogDamage(reason: "its layout format (formatVersion) is not a number")
        }
    }

    func setSchemaVersion(_ version: UInt64) throws {
        try setMetadata("schemaVersion", .integer(Int64(bitPattern: version)))
    }

    // MARK: - Loading and saving

    /// The persisted schema.
    func load() throws -> Schema {
        for table in [TableLayout.classesTable, TableLayout.propertiesTable] {
            guard try connection.fetchValue(sql: "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?",
                                            arguments: [.text(table)]) == .integer(1) else {
                throw CatalogDamage(reason: "its catalog table \(quoted: table) is missing")
            }
        }
        var classes: [ObjectSchema] = []
        for row in try connection.fetchAll(sql: "SELECT name, embedded, primaryKey FROM \(q(TableLayout.classesTable))") {
            guard case .text(let name) = row[0] else { throw CatalogDamage(reason: "a class in \(TableLayout.classesTable) has no name") }
            var primaryKey: String?
            if case .text(let pk) = row[2] { primaryKey = pk }
            classes.append(ObjectSchema(className: name, isEmbedded: row[1] == .integer(1), primaryKey: primaryKey, properties: []))
        }
        let rows = try connection.fetchAll(sql: """
            SELECT className, name, type, collection, optional, indexed, fullText, objectClassName, originProperty
            FROM \(q(TableLayout.propertiesTable)) ORDER BY className, position
            """)
        var byClass: [String: [Property]] = [:]
        for row in rows {
            guard case .text(let className) = row[0], case .text(let name) = row[1], case .text(let typeName) = row[2],
                let type = PropertyType(rawValue: typeName)
            else { throw CatalogDamage(reason: "a property row in \(TableLayout.propertiesTable) has no name or an unknown type") }
            var collection: CollectionKind?
            if case .text(let c) = row[3] {
                guard let kind = CollectionKind(rawValue: c) else {
                    throw CatalogDamage(reason: "\(quoted: className + "." + name) has an unknown collection kind \(quoted: c)")
                }
                collection = kind
            }
            var objectClassName: String?
            if case .text(let o) = row[7] { objectClassName = o }
            var origin: String?
            if case .text(let o) = row[8] { origin = o }
            byClass[className, default: []].append(Property(
                name: name, type: type, collection: collection, isOptional: row[4] == .integer(1),
                isIndexed: row[5] == .integer(1), isFullTextIndexed: row[6] == .integer(1),
                objectClassName: objectClassName, linkOriginPropertyName: origin))
        }
        for i in classes.indices { classes[i].properties = byClass.removeValue(forKey: classes[i].className) ?? [] }
        if let orphan = byClass.keys.min() {
            throw CatalogDamage(reason: "properties are listed for class \(quoted: orphan), which the catalog does not declare")
        }
        return Schema(classes)
    }

    /// Writes (replaces) one class's catalog rows.
    func save(_ objectSchema: ObjectSchema) throws {
        try forget(className: objectSchema.className)
        try connection.execute(
            sql: "INSERT INTO \(q(TableLayout.classesTable))(name, embedded, primaryKey) VALUES (?, ?, ?)",
            arguments: [
                .text(objectSchema.className), .integer(objectSchema.isEmbedded ? 1 : 0),
                objectSchema.primaryKey.map { .text($0) } ?? .null,
            ])
        for (position, p) in objectSchema.properties.enumerated() {
            try connection.execute(
                sql: """
                    INSERT INTO \(q(TableLayout.propertiesTable))
                    (className, position, name, type, collection, optional, indexed, fullText, objectClassName, originProperty)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    .text(objectSchema.className), .integer(Int64(position)), .text(p.name), .text(p.type.rawValue),
                    p.collection.map { .text($0.rawValue) } ?? .null, .integer(p.isOptional ? 1 : 0),
                    .integer(p.isIndexed ? 1 : 0), .integer(p.isFullTextIndexed ? 1 : 0),
                    p.objectClassName.map { .text($0) } ?? .null, p.linkOriginPropertyName.map { .text($0) } ?? .null,
                ])
        }
    }

    /// Removes one class's catalog rows.
    func forget(className: String) throws {
        try connection.execute(sql: "DELETE FROM \(q(TableLayout.classesTable)) WHERE name = ?", arguments: [.text(className)])
        try connection.execute(sql: "DELETE FROM \(q(TableLayout.propertiesTable)) WHERE className = ?", arguments: [.text(className)])
    }

    // MARK: - Storage DDL

    /// Creates the class table, its collection side tables and indexes.
    ///
    /// The class table is created with all its columns at once: SQLite
    /// re-reads the whole schema after every `ALTER TABLE`, so adding columns
    /// one by one made creating n classes cost n² (10,000 classes: minutes).
    func createStorage(for objectSchema: ObjectSchema) throws {
        let table = TableLayout.classTable(objectSchema.className)
        var columns = [q(TableLayout.keyColumn) + " INTEGER PRIMARY KEY AUTOINCREMENT"]
        for property in objectSchema.persistedProperties where !property.isCollection {
            columns += TableLayout.valueColumns(base: property.name, type: property.type).map(q)
        }
        try connection.execute(sql: "CREATE TABLE \(q(table))(\(columns.joined(separator: ", ")))")
        for property in objectSchema.persistedProperties {
            let isPrimaryKey = property.name == objectSchema.primaryKey
            if property.isCollection {
                try addStorage(for: property, in: objectSchema, isPrimaryKey: isPrimaryKey)
            } else {
                try createIndexes(for: property, in: objectSchema, isPrimaryKey: isPrimaryKey)
            }
        }
    }

    /// Drops every table of a class.
    func dropStorage(for objectSchema: ObjectSchema) throws {
        for property in objectSchema.persistedProperties where property.isCollection {
            try connection.execute(sql: "DROP TABLE IF EXISTS \(q(TableLayout.collectionTable(objectSchema.className, property.name)))")
        }
        try connection.execute(sql: "DROP TABLE IF EXISTS \(q(TableLayout.classTable(objectSchema.className)))")
    }

    /// Adds the column(s) or side table of one property (no data written).
    func addStorage(for property: Property, in objectSchema: ObjectSchema, isPrimaryKey: Bool) throws {
        let className = objectSchema.className
        let table = TableLayout.classTable(className)
        if let collection = property.collection {
            let side = TableLayout.collectionTable(className, property.name)
            let valueColumns = TableLayout.valueColumns(base: TableLayout.valueColumn, type: property.type).map(q).joined(separator: ", ")
            switch collection {
            case .list:
                try connection.execute(sql: "CREATE TABLE \(q(side))(\(TableLayout.ownerColumn) INTEGER NOT NULL, \(TableLayout.positionColumn) INTEGER NOT NULL, \(valueColumns))")
                try connection.execute(sql: "CREATE INDEX \(q(TableLayout.indexName(side, TableLayout.ownerColumn))) ON \(q(side))(\(TableLayout.ownerColumn), \(TableLayout.positionColumn))")
            case .set:
                try connection.execute(sql: "CREATE TABLE \(q(side))(\(TableLayout.ownerColumn) INTEGER NOT NULL, \(valueColumns))")
                try connection.execute(sql: "CREATE INDEX \(q(TableLayout.indexName(side, TableLayout.ownerColumn))) ON \(q(side))(\(TableLayout.ownerColumn))")
            case .dictionary:
                try connection.execute(sql: "CREATE TABLE \(q(side))(\(TableLayout.ownerColumn) INTEGER NOT NULL, \(TableLayout.dictionaryKeyColumn) TEXT NOT NULL, \(valueColumns))")
                try connection.execute(sql: "CREATE UNIQUE INDEX \(q(TableLayout.indexName(side, TableLayout.ownerColumn))) ON \(q(side))(\(TableLayout.ownerColumn), \(TableLayout.dictionaryKeyColumn))")
            }
            if property.type == .object {
                // Backlink lookups and delete-nullification find links by target key.
                try connection.execute(sql: "CREATE INDEX \(q(TableLayout.indexName(side, TableLayout.valueColumn))) ON \(q(side))(\(TableLayout.valueColumn))")
            }
            return
        }
        for column in TableLayout.valueColumns(base: property.name, type: property.type) {
            try connection.execute(sql: "ALTER TABLE \(q(table)) ADD COLUMN \(q(column))")
        }
        try createIndexes(for: property, in: objectSchema, isPrimaryKey: isPrimaryKey)
    }

    /// The indexes a single-valued property needs: UNIQUE for a primary key,
    /// plain for an indexed property or a link (backlinks).
    func createIndexes(for property: Property, in objectSchema: ObjectSchema, isPrimaryKey: Bool) throws {
        guard !property.isCollection else { return }
        let table = TableLayout.classTable(objectSchema.className)
        let index = q(TableLayout.indexName(table, property.name))
        if isPrimaryKey {
            try connection.execute(sql: "CREATE UNIQUE INDEX \(index) ON \(q(table))(\(q(TableLayout.column(property.name))))")
        } else if property.isIndexed || property.type == .object {
            try connection.execute(sql: "CREATE INDEX \(index) ON \(q(table))(\(q(TableLayout.column(property.name))))")
        }
    }

    func dropIndexes(for property: Property, in className: String) throws {
        let table = TableLayout.classTable(className)
        try connection.execute(sql: "DROP INDEX IF EXISTS \(q(TableLayout.indexName(table, property.name)))")
    }

    /// Drops the column(s) or side table of one property.
    func dropStorage(for property: Property, in className: String) throws {
        if property.isCollection {
            try connection.execute(sql: "DROP TABLE IF EXISTS \(q(TableLayout.collectionTable(className, property.name)))")
            return
        }
        try dropIndexes(for: property, in: className)
        for column in TableLayout.valueColumns(base: property.name, type: property.type) {
            try connection.execute(sql: "ALTER TABLE \(q(TableLayout.classTable(className))) DROP COLUMN \(q(column))")
        }
    }

    /// Renames the column(s) or side table of one property, keeping the data.
    func renameStorage(for property: Property, in className: String, to newName: String, isPrimaryKey: Bool, objectSchema: ObjectSchema) throws {
        if property.isCollection {
            try connection.execute(sql: """
                ALTER TABLE \(q(TableLayout.collectionTable(className, property.name)))
                RENAME TO \(q(TableLayout.collectionTable(className, newName)))
                """)
            return
        }
        try dropIndexes(for: property, in: className)
        let old = TableLayout.valueColumns(base: property.name, type: property.type)
        let new = TableLayout.valueColumns(base: newName, type: property.type)
        for (o, n) in zip(old, new) {
            try connection.execute(sql: "ALTER TABLE \(q(TableLayout.classTable(className))) RENAME COLUMN \(q(o)) TO \(q(n))")
        }
        var renamed = property
        renamed.name = newName
        try createIndexes(for: renamed, in: objectSchema, isPrimaryKey: isPrimaryKey)
    }
}
