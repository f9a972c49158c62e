import RealmModel
import SQLite

/// Everything the store precomputes about one class: its table, its
/// single-valued and collection properties, and the SQL to insert and read
/// rows. Rebuilt whenever the schema changes.
final class ClassInfo {
    /// While importing: primary keys of recently imported objects, so links to
    /// them (often to a neighbour) resolve without a query. Bounded, see `Realm.importObjects`.
    var importedKeys: [AnyRealmValue: ObjectKey] = [:]
    /// While importing a dump: the primary key of the last object imported, while every
    /// key so far came in ascending order (a dump's canonical order), else nil; and whether
    /// any object was imported. A larger key names an object not imported yet.
    var lastImportedPrimaryKey: AnyRealmValue?
    var hasImportedObjects = false
    let objectSchema: ObjectSchema
    let className: String
    /// The quoted class table name.
    let table: String
    /// Persisted properties in schema order.
    let persisted: [Property]
    /// Indexes (into `persisted`) of single-valued properties, in column order.
    let singleIndexes: [Int]
    /// Indexes (into `persisted`) of collection properties.
    let collectionIndexes: [Int]
    /// Indexes (into `persisted`) of mixed properties, single or collection.
    let mixedIndexes: [Int]
    /// Index into `persisted` of the primary key.
    let primaryKeyIndex: Int?
    /// `INSERT INTO t(cols…) VALUES (?…)` for single-valued columns (and `_key` first when `withKey`).
    let insertSQL: String
    let insertWithKeySQL: String
    /// `SELECT _key, cols… FROM t`.
    let selectSQL: String
    /// The quoted primary-key column.
    let primaryKeyColumn: String?

    init(_ objectSchema: ObjectSchema) {
        self.objectSchema = objectSchema
        self.className = objectSchema.className
        self.table = TableLayout.quote(TableLayout.classTable(objectSchema.className))
        let persisted = objectSchema.persistedProperties
        self.persisted = persisted
        singleIndexes = persisted.indices.filter { !persisted[$0].isCollection }
        collectionIndexes = persisted.indices.filter { persisted[$0].isCollection }
        mixedIndexes = persisted.indices.filter { persisted[$0].type == .mixed }
        singleTypes = singleIndexes.map { persisted[$0].type }
        singleNullable = singleIndexes.map { persisted[$0].isOptional || persisted[$0].type == .object || persisted[$0].type == .mixed }
        singleTargetNames = singleIndexes.map { persisted[$0].type == .object ? persisted[$0].objectClassName : nil }
        primaryKeyIndex = objectSchema.primaryKey.flatMap { pk in persisted.firstIndex { $0.name == pk } }
        primaryKeyColumn = objectSchema.primaryKey.map(TableLayout.quotedColumn)
        let columns = singleIndexes.flatMap { TableLayout.valueColumns(base: persisted[$0].name, type: persisted[$0].type) }.map(TableLayout.quote)
        let placeholders = Array(repeating: "?", count: columns.count)
        if columns.isEmpty {
            insertSQL = "INSERT INTO \(table) DEFAULT VALUES"
        } else {
            insertSQL = "INSERT INTO \(table)(\(columns.joined(separator: ", "))) VALUES (\(placeholders.joined(separator: ", ")))"
        }
        let keyColumn = TableLayout.quote(TableLayout.keyColumn)
        insertWithKeySQL = "INSERT INTO \(table)(\(([keyColumn] + columns).joined(separator: ", "))) VALUES (\((["?"] + placeholders).joined(separator: ", ")))"
        selectSQL = "SELECT \(([keyColumn] + columns).joined(separator: ", ")) FROM \(table)"
    }

    /// For each single-valued property (in `singleIndexes` order): whether it links to an embedded class.
    var singleIsEmbeddedLink: [Bool] = []
    /// For each single-valued property: its type (hot loops avoid copying `Property`).
    let singleTypes: [PropertyType]
    /// For each single-valued property: whether a missing value is null (optional, link or mixed).
    let singleNullable: [Bool]
    /// For each single-valued property: the target class name of a link.
    let singleTargetNames: [String?]
    /// For each single-valued property: the target class of a link (set by `Realm.rebuildCaches`).
    var singleTargets: [ClassInfo?] = []
    private var cachedInsert: Statement?
    private var cachedInsertWithKey: Statement?
    private var cachedExists: Statement?
    /// The INSERT that also checks links' targets (`ClassInfo+LinkCheckedInsert.swift`), and for each
    /// single-valued property whether it checks that one; built on first use, after `singleTargets`.
    var cachedLinkCheckedInsert: Statement?
    var singleLinkChecked: [Bool] = []

    /// The prepared INSERT (held here: no SQL-text lookup on the hot path).
    /// Callers bind every parameter, so old bindings are not cleared.
    func insertStatement(_ connection: Connection) throws -> Statement {
        if let s = cachedInsert { s.prepareForReuse(); return s }
        let s = try connection.makeUncachedStatement(sql: insertSQL)
        cachedInsert = s
        return s
    }

    func insertWithKeyStatement(_ connection: Connection) throws -> Statement {
        if let s = cachedInsertWithKey { s.prepareForReuse(); return s }
        let s = try connection.makeUncachedStatement(sql: insertWithKeySQL)
        cachedInsertWithKey = s
        return s
    }

    /// `SELECT 1 FROM t WHERE _key = ?`.
    func existsStatement(_ connection: Connection) throws -> Statement {
        if let s = cachedExists { s.prepareForReuse(); return s }
        let s = try connection.makeUncachedStatement(sql: "SELECT 1 FROM \(table) WHERE \(TableLayout.keyColumn) = ?")
        cachedExists = s
        return s
    }

    func property(named name: String) -> (index: Int, property: Property)? {
        persisted.firstIndex { $0.name == name }.map { ($0, persisted[$0]) }
    }

    /// The quoted side table of a collection property.
    func collectionTable(_ property: Property) -> String {
        TableLayout.quote(TableLayout.collectionTable(className, property.name))
    }

    /// The quoted value columns of a collection property's side table.
    func collectionValueColumns(_ property: Property) -> String {
        TableLayout.valueColumns(base: TableLayout.valueColumn, type: property.type).map(TableLayout.quote).joined(separator: ", ")
    }

    /// The number of value columns per element.
    static func columnCount(_ type: PropertyType) -> Int {
        TableLayout.valueColumns(base: "", type: type).count
    }
}
