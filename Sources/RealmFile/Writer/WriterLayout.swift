import RealmModel

/// The tables and columns of the file being written, decided before any
/// node is: table keys, column keys (`keys.hpp`), spec attributes
/// (`spec.hpp`), link targets and the backlink columns Realm Core keeps on
/// every link's target table.
///
/// Tables: `metadata` first (key 0, Realm's object-store schema version),
/// then one `class_X` table per class in schema order; a table's key is its
/// position. Columns: the persisted properties in schema order, then the
/// backlink columns; a column's leaf index is its spec position.
struct WriterLayout {
    struct Column {
        var name: String?
        var element: ElementType
        var collection: CollectionKind?
        /// Spec attributes (`col_attr_*`): Indexed 1, Nullable 16, List 32,
        /// Dictionary 64, Set 128, FullText 256.
        var attributes: Int64
        /// For links: the target table; for backlinks: the origin table.
        var oppositeTable: Int?
        /// For links: the backlink column in the target; for backlinks: the origin column.
        var oppositeColumn: Int?
        /// Mixed columns: the backlink column per target table, once a mixed link needs it.
        var mixedBacklinks: [Int: Int] = [:]
        var isBacklink: Bool { element.kind == .backlink }
    }

    struct Table {
        var name: String
        var key: Int64
        var objectSchema: ObjectSchema?
        var columns: [Column]
        var primaryKeyColumn: Int?
        var isEmbedded: Bool { objectSchema?.isEmbedded ?? false }

        /// `ColKey` of column `index`: tag (the table key, as Realm's column
        /// sequence 0 XOR table key gives it), attributes kept in keys
        /// (nullable and collection kind), type, leaf index.
        func columnKey(_ index: Int) -> Int64 {
            let column = columns[index]
            let keyAttributes = column.attributes & (16 | 32 | 64 | 128)
            return key << 30 | keyAttributes << 22 | Int64(column.element.kind.rawValue) << 16 | Int64(index)
        }

        /// The value written in the spec's types array (dictionaries add their key type, string, in bits 16+).
        func specType(_ index: Int) -> Int64 {
            let column = columns[index]
            let type = Int64(column.element.kind.rawValue)
            return column.collection == .dictionary ? type | Int64(ElementType.Kind.string.rawValue) << 16 : type
        }
    }

    static let metadataTable = 0

    var tables: [Table] = []
    var tableIndexByClass: [String: Int] = [:]
    var context: EncodingContext

    init(schema: Schema) throws {
        var tables = [Table(name: "metadata", key: 0, objectSchema: nil,
                            columns: [Column(name: "version", element: ElementType(kind: .int, isNullable: false),
                                             collection: nil, attributes: 0)],
                            primaryKeyColumn: nil)]
        var indexByClass: [String: Int] = [:]
        for objectSchema in schema.objectSchemas {
            guard objectSchema.className.utf8.count + 6 <= 63 else {
                throw RealmFileWriterError.invalidSource("class name \(quoted: objectSchema.className) is longer than 57 bytes")
            }
            indexByClass[objectSchema.className] = tables.count
            tables.append(Table(name: "class_" + objectSchema.className, key: Int64(tables.count),
                                objectSchema: objectSchema, columns: [], primaryKeyColumn: nil))
        }
        for position in 1 ..< tables.count {
            guard let objectSchema = tables[position].objectSchema else { continue }
            for property in objectSchema.persistedProperties {
                guard property.name.utf8.count <= 63 else {
                    throw RealmFileWriterError.invalidSource("property name \(quoted: property.name) is longer than 63 bytes")
                }
                var column = Column(name: property.name, element: try WriterLayout.element(property),
                                    collection: property.collection, attributes: WriterLayout.attributes(property, objectSchema))
                if property.type == .object {
                    guard let target = property.objectClassName.flatMap({ indexByClass[$0] }) else {
                        throw RealmFileWriterError.invalidSource("\(quoted: objectSchema.className + "." + property.name) links to an unknown class")
                    }
                    column.element.targetTable = target
                    column.oppositeTable = target
                }
                if property.name == objectSchema.primaryKey {
                    guard property.type.canBePrimaryKey, property.collection == nil, !objectSchema.isEmbedded else {
                        throw RealmFileWriterError.invalidSource(
                            "\(quoted: objectSchema.className + "." + property.name) cannot be a primary key in Realm")
                    }
                    tables[position].primaryKeyColumn = tables[position].columns.count
                }
                if property.isIndexed && property.name != objectSchema.primaryKey {
                    let indexable = property.isFullTextIndexed ? property.type == .string : property.type.canBeIndexed
                    guard indexable, property.collection == nil else {
                        throw RealmFileWriterError.invalidSource(
                            "\(quoted: objectSchema.className + "." + property.name) cannot have a search index in Realm")
                    }
                }
                tables[position].columns.append(column)
            }
        }
        self.tables = tables
        tableIndexByClass = indexByClass
        try WriterLayout.refuseEmbeddedCycles(schema)
        context = EncodingContext(tableKeys: indexByClass.mapValues { Int64($0) })
        // every link column has its backlink column on the target, as Realm Core creates them with the link
        for position in 1 ..< tables.count {
            for index in tables[position].columns.indices {
                guard let target = tables[position].columns[index].oppositeTable,
                      !tables[position].columns[index].isBacklink else { continue }
                let backlink = addBacklinkColumn(to: target, origin: position, originColumn: index)
                self.tables[position].columns[index].oppositeColumn = backlink
            }
        }
    }

    /// Realm refuses a schema in which embedded objects can contain
    /// themselves (`object_schema.cpp`: "Cycles containing embedded objects
    /// are not currently supported"), so such a file would not open.
    private static func refuseEmbeddedCycles(_ schema: Schema) throws {
        var state: [String: Bool] = [:]  // false: on the current path, true: done
        func visit(_ className: String) throws {
            state[className] = false
            for property in schema[className]?.persistedProperties ?? [] where property.type == .object {
                guard let target = property.objectClassName, schema[target]?.isEmbedded == true else { continue }
                if state[target] == false {
                    throw RealmFileWriterError.invalidSource(
                        "cycles containing embedded objects are not supported by Realm: \(quoted: className + "." + property.name)")
                }
                if state[target] == nil { try visit(target) }
            }
            state[className] = true
        }
        for objectSchema in schema.objectSchemas where objectSchema.isEmbedded && state[objectSchema.className] == nil {
            try visit(objectSchema.className)
        }
    }

    /// Adds a backlink column to `table` for links from `origin`'s column `originColumn`.
    mutating func addBacklinkColumn(to table: Int, origin: Int, originColumn: Int) -> Int {
        tables[table].columns.append(Column(name: nil, element: ElementType(kind: .backlink, isNullable: false),
                                            collection: nil, attributes: 0, oppositeTable: origin,
                                            oppositeColumn: originColumn))
        return tables[table].columns.count - 1
    }

    /// The backlink column on `target` for mixed links from `origin`'s column, added on first use.
    mutating func mixedBacklinkColumn(target: Int, origin: Int, originColumn: Int) -> Int {
        if let existing = tables[origin].columns[originColumn].mixedBacklinks[target] { return existing }
        let column = addBacklinkColumn(to: target, origin: origin, originColumn: originColumn)
        tables[origin].columns[originColumn].mixedBacklinks[target] = column
        return column
    }

    private static func element(_ property: Property) throws -> ElementType {
        let kind: ElementType.Kind
        switch property.type {
        case .bool: kind = .bool
        case .int: kind = .int
        case .float: kind = .float
        case .double: kind = .double
        case .string: kind = .string
        case .data: kind = .binary
        case .date: kind = .timestamp
        case .decimal128: kind = .decimal
        case .objectId: kind = .objectId
        case .uuid: kind = .uuid
        case .mixed: kind = .mixed
        case .object: kind = .link
        case .linkingObjects: throw RealmFileWriterError.invalidSource("linkingObjects are not stored")
        }
        return ElementType(kind: kind, isNullable: nullable(property))
    }

    /// Realm's nullability: mixed always; a to-one link always; a
    /// collection of links never (except dictionary values, which may be null).
    private static func nullable(_ property: Property) -> Bool {
        switch property.type {
        case .mixed: return true
        case .object:
            switch property.collection {
            case nil, .dictionary: return true
            default: return false
            }
        default: return property.isOptional
        }
    }

    private static func attributes(_ property: Property, _ objectSchema: ObjectSchema) -> Int64 {
        var attributes: Int64 = 0
        if nullable(property) { attributes |= 16 }
        switch property.collection {
        case .list: attributes |= 32
        case .dictionary: attributes |= 64
        case .set: attributes |= 128
        case nil: break
        }
        if property.isFullTextIndexed {
            attributes |= 256
        } else if property.isIndexed && property.name != objectSchema.primaryKey {
            attributes |= 1
        }
        return attributes
    }
}
