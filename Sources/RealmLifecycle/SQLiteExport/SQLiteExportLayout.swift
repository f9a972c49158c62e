import RealmModel

/// How a Realm schema becomes ordinary SQLite tables (`convert … --to
/// sqlite`): the single place the mapping is decided, so the DDL, the
/// inserts and the README table agree.
///
/// - A top-level class is a table of its name; its key is the primary-key
///   property (`PRIMARY KEY`; `UNIQUE` where the key is optional, since
///   SQLite's integer key cannot be NULL) or, without one, `_key INTEGER
///   PRIMARY KEY` holding Realm's object key.
/// - Single values are columns of natural SQLite types (see `columnType`);
///   a to-one link is a column holding the target's key, declared
///   `REFERENCES Target(key)`; a mixed value is its canonical JSON text.
/// - A list, set or dictionary is a child table `Class_property` with
///   `_owner` (the owner's key, `REFERENCES … ON DELETE CASCADE`), `_index`
///   (position from 0; a set's in the store's order) or `_mapKey`, and `value`.
/// - An embedded object is a row of a child table `Class_property` with its
///   own `_key`, `_owner` (and `_index` / `_mapKey` in a collection), and
///   the embedded class's columns; its own embedded objects and
///   collections are child tables of that table in turn. A null embedded
///   link has no row; a null dictionary value of an embedded class is a
///   row whose property columns are all NULL.
final class SQLiteExportTable {
    /// How rows of this table hang off their parent.
    enum Role {
        /// A top-level class's objects.
        case objects
        /// Elements of a list or set of values or links: `_owner`, `_index`, `value`.
        case listElements(Property)
        /// Entries of a dictionary of values or links: `_owner`, `_mapKey`, `value`.
        case dictionaryEntries(Property)
        /// Embedded objects held by a property (single, list or dictionary).
        case embeddedObjects(Property)
    }

    let name: String
    let role: Role
    /// The class whose properties are this table's columns (objects and embedded objects).
    let objectSchema: ObjectSchema?
    /// The column that identifies a row: the primary key, or `_key`.
    let keyColumn: String
    /// SQL type of `keyColumn` (`INTEGER` or `TEXT`).
    let keyType: String
    /// Where the primary key is among the class's persisted properties (top-level classes with one).
    let primaryKeyIndex: Int?
    /// For child tables: the parent table.
    weak var parent: SQLiteExportTable?
    /// Child tables, one per collection or embedded property, by the property's index.
    var children: [Int: SQLiteExportTable] = [:]

    init(name: String, role: Role, objectSchema: ObjectSchema?, keyColumn: String, keyType: String, primaryKeyIndex: Int?) {
        self.name = name
        self.role = role
        self.objectSchema = objectSchema
        self.keyColumn = keyColumn
        self.keyType = keyType
        self.primaryKeyIndex = primaryKeyIndex
    }

    /// The persisted properties whose values are this table's columns.
    var persistedProperties: [Property] { objectSchema?.persistedProperties ?? [] }
}

/// Every table of an export, made from the schema.
struct SQLiteExportLayout {
    let schema: Schema
    /// The top-level classes' tables, in class-name order.
    private(set) var tables: [SQLiteExportTable] = []
    private var usedNames: Set<String> = []

    init(schema: Schema) throws {
        self.schema = schema
        for objectSchema in schema.objectSchemas where !objectSchema.isEmbedded {
            usedNames.insert(objectSchema.className.lowercased())
        }
        for objectSchema in schema.objectSchemas where !objectSchema.isEmbedded {
            let persisted = objectSchema.persistedProperties
            let primaryKeyIndex = objectSchema.primaryKey.flatMap { pk in persisted.firstIndex { $0.name == pk } }
            let keyType = primaryKeyIndex.map { Self.columnType(persisted[$0].type, target: nil) } ?? "INTEGER"
            let table = SQLiteExportTable(name: objectSchema.className, role: .objects, objectSchema: objectSchema,
                                          keyColumn: primaryKeyIndex.map { persisted[$0].name } ?? "_key",
                                          keyType: keyType, primaryKeyIndex: primaryKeyIndex)
            try addChildren(of: table)
            tables.append(table)
        }
        for table in tables.flatMap(\.tree) { try Self.requireNoClash(table) }
    }

    /// The export's own columns (`_key`, `_owner`, `_index`, `_mapKey`) cannot
    /// also be property columns: such a schema is refused by name rather
    /// than failing inside SQLite.
    private static func requireNoClash(_ table: SQLiteExportTable) throws {
        var structural: Set<String> = []
        switch table.role {
        case .objects: if table.primaryKeyIndex == nil { structural = ["_key"] }
        case .embeddedObjects: structural = ["_key", "_owner", "_index", "_mapKey"]
        case .listElements, .dictionaryEntries: return
        }
        for (index, property) in table.persistedProperties.enumerated() where table.children[index] == nil {
            // SQLite's column names ignore ASCII case.
            if structural.contains(where: { $0.lowercased() == property.name.lowercased() }) {
                throw CommandFailure("class \(quoted: table.objectSchema?.className ?? table.name) has a property named \(quoted: property.name), a column name the SQLite export keeps for itself (table \(quoted: table.name)); rename the property first (.alter in the studio)")
            }
        }
    }

    /// The key column type of the top-level class `className` (what a link to it holds).
    func keyType(ofClass className: String) -> String {
        guard let objectSchema = schema[className], let pk = objectSchema.primaryKeyProperty else { return "INTEGER" }
        return Self.columnType(pk.type, target: nil)
    }

    /// The key column of the top-level class `className`.
    func keyColumn(ofClass className: String) -> String {
        schema[className]?.primaryKey ?? "_key"
    }

    private mutating func addChildren(of table: SQLiteExportTable) throws {
        for (index, property) in table.persistedProperties.enumerated() {
            let isEmbedded = property.type == .object && (schema[property.objectClassName ?? ""]?.isEmbedded ?? false)
            let role: SQLiteExportTable.Role
            if isEmbedded {
                role = .embeddedObjects(property)
            } else if property.collection == .dictionary {
                role = .dictionaryEntries(property)
            } else if property.collection != nil {
                role = .listElements(property)
            } else {
                continue
            }
            let embeddedSchema = isEmbedded ? schema[property.objectClassName ?? ""] : nil
            if isEmbedded && embeddedSchema == nil {
                throw CommandFailure("property \(quoted: property.name) links to class \(quoted: property.objectClassName ?? ""), which the schema does not have")
            }
            let child = SQLiteExportTable(name: uniqueName(table.name + "_" + property.name), role: role, objectSchema: embeddedSchema,
                                          keyColumn: "_key", keyType: "INTEGER", primaryKeyIndex: nil)
            child.parent = table
            table.children[index] = child
            if isEmbedded { try addChildren(of: child) }
        }
    }

    private mutating func uniqueName(_ base: String) -> String {
        var name = base
        while usedNames.contains(name.lowercased()) { name += "_" }
        usedNames.insert(name.lowercased())
        return name
    }

    /// The SQLite type a Realm value type is stored as: integers and bools
    /// `INTEGER`, floats and doubles `REAL` (NaN as the text `NaN`, which
    /// SQLite cannot hold as a number), strings, dates (ISO-8601, 9 fraction
    /// digits, as the canonical dump), decimals, object ids, uuids and mixed
    /// values (canonical JSON) `TEXT`, data `BLOB`; a link the target's key type.
    static func columnType(_ type: PropertyType, target: String?) -> String {
        switch type {
        case .bool, .int: return "INTEGER"
        case .float, .double: return "REAL"
        case .data: return "BLOB"
        case .string, .date, .decimal128, .objectId, .uuid, .mixed: return "TEXT"
        case .object, .linkingObjects: return target ?? "INTEGER"
        }
    }
}

extension String {
    /// `"name"` with inner quotes doubled: an SQL identifier.
    var sqlQuoted: String { "\"" + replacing("\"", with: "\"\"") + "\"" }
}
