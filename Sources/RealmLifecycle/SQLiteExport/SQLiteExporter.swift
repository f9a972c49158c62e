import RealmModel
import SQLite

/// Streams a store's objects into an empty SQLite database laid out by
/// `SQLiteExportLayout`: one pass over each class in object-key order, one
/// transaction, prepared inserts, then the indexes and a foreign-key check.
/// Memory stays flat: only the object being written is held.
final class SQLiteExporter {
    private let connection: Connection
    private let layout: SQLiteExportLayout
    /// Resolves links to primary keys and encodes mixed values.
    private let linkSource: any CanonicalDumpSource
    private var encoder: CanonicalValueEncoder
    private var inserts: [ObjectIdentifier: Statement] = [:]

    init(connection: Connection, schema: Schema, linkSource: any CanonicalDumpSource) throws {
        self.connection = connection
        self.layout = try SQLiteExportLayout(schema: schema)
        self.linkSource = linkSource
        self.encoder = CanonicalValueEncoder(schema: schema) { try linkSource.canonicalLinkValue(className: $0, key: $1) }
    }

    /// Writes every object of `source` (the same store as `linkSource`) and
    /// returns how many top-level objects were written.
    func export(from source: any KeyOrderedObjectSource, schemaVersion: UInt64) throws -> Int {
        try connection.execute(sql: "PRAGMA journal_mode = OFF")  // a temporary file: all or nothing comes from the rename
        try connection.execute(sql: "PRAGMA synchronous = OFF")   // synced once, before the rename
        try connection.execute(sql: "PRAGMA user_version = \(Int32(clamping: schemaVersion))")
        let allTables = layout.tables.flatMap(\.tree)
        var count = 0
        try connection.inTransaction(.immediate) {
            for table in allTables {
                try connection.execute(sql: table.createSQL(layout: layout))
                inserts[ObjectIdentifier(table)] = try connection.makeUncachedStatement(sql: table.insertSQL(layout: layout))
            }
            for table in layout.tables {
                try source.forEachObjectInKeyOrder(ofClass: table.name) { record in
                    try insertObject(record, into: table)
                    count += 1
                }
            }
            for table in allTables {
                for sql in table.indexSQL() { try connection.execute(sql: sql) }
            }
        }
        inserts.removeAll()
        let violations = try connection.fetchAll(sql: "PRAGMA foreign_key_check")
        if let first = violations.first {
            throw CommandFailure("the export breaks a foreign key (\(violations.count) rows, first in table \(first.values.first.map(String.init(describing:)) ?? "?")); the source links to objects it does not hold")
        }
        return count
    }

    private func insert(_ table: SQLiteExportTable, _ arguments: [SQLiteValue]) throws {
        guard let statement = inserts[ObjectIdentifier(table)] else { preconditionFailure("no insert prepared for \(table.name)") }
        try statement.execute(arguments: arguments)
    }

    private func insertObject(_ record: ObjectRecord, into table: SQLiteExportTable) throws {
        let key: SQLiteValue
        if let pk = table.primaryKeyIndex {
            key = try sqlValue(record.values[pk], property: table.persistedProperties[pk])
        } else {
            key = .integer(record.key)
        }
        var arguments: [SQLiteValue] = table.primaryKeyIndex == nil ? [key] : []
        try appendColumns(record.values, of: table, to: &arguments)
        try insert(table, arguments)
        try insertChildren(record.values, of: table, ownerKey: key)
    }

    /// The column values of an object or embedded object (properties without a child table).
    private func appendColumns(_ values: [AnyRealmValue], of table: SQLiteExportTable, to arguments: inout [SQLiteValue]) throws {
        for (index, property) in table.persistedProperties.enumerated() where table.children[index] == nil {
            arguments.append(try sqlValue(index < values.count ? values[index] : .null, property: property))
        }
    }

    private func insertChildren(_ values: [AnyRealmValue], of table: SQLiteExportTable, ownerKey: SQLiteValue) throws {
        for (index, child) in table.children {
            let value = index < values.count ? values[index] : .null
            switch child.role {
            case .objects:
                preconditionFailure("a class table cannot be a child table")
            case .listElements(let property):
                guard case .list(let items) = value else { continue }
                for (position, item) in items.enumerated() {
                    try insert(child, [ownerKey, .integer(Int64(position)), try sqlValue(item, property: property)])
                }
            case .dictionaryEntries(let property):
                guard case .dictionary(let entries) = value else { continue }
                for mapKey in entries.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                    try insert(child, [ownerKey, .text(mapKey), try sqlValue(entries[mapKey] ?? .null, property: property)])
                }
            case .embeddedObjects(let property):
                switch (property.collection, value) {
                case (nil, .embedded(let object)):
                    try insertEmbedded(object.values, into: child, owner: ownerKey, qualifier: nil)
                case (.list, .list(let items)), (.set, .list(let items)):
                    for (position, item) in items.enumerated() {
                        guard case .embedded(let object) = item else { continue }
                        try insertEmbedded(object.values, into: child, owner: ownerKey, qualifier: .integer(Int64(position)))
                    }
                case (.dictionary, .dictionary(let entries)):
                    for mapKey in entries.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                        if case .embedded(let object) = entries[mapKey] {
                            try insertEmbedded(object.values, into: child, owner: ownerKey, qualifier: .text(mapKey))
                        } else {
                            try insertEmbedded(nil, into: child, owner: ownerKey, qualifier: .text(mapKey))
                        }
                    }
                default:
                    continue  // a null embedded link: no row
                }
            }
        }
    }

    /// One embedded object (nil: a null dictionary value, a row of NULLs) and what hangs off it.
    private func insertEmbedded(_ values: [AnyRealmValue]?, into table: SQLiteExportTable, owner: SQLiteValue, qualifier: SQLiteValue?) throws {
        var arguments: [SQLiteValue] = [owner]
        if let qualifier { arguments.append(qualifier) }
        if let values {
            try appendColumns(values, of: table, to: &arguments)
        } else {
            for (index, _) in table.persistedProperties.enumerated() where table.children[index] == nil { arguments.append(.null) }
        }
        try insert(table, arguments)
        guard let values else { return }
        try insertChildren(values, of: table, ownerKey: .integer(connection.lastInsertedRowID))
    }

    /// A value as SQLite stores it (see `SQLiteExportLayout.columnType`).
    private func sqlValue(_ value: AnyRealmValue, property: Property) throws -> SQLiteValue {
        if property.type == .mixed {
            if value.isNull { return .null }
            var text: [UInt8] = []
            try encoder.appendValue(value, inMixed: true, to: &text)
            return .text(String(decoding: text, as: UTF8.self))
        }
        switch value {
        case .null: return .null
        case .bool(let b): return .integer(b ? 1 : 0)
        case .int(let i): return .integer(i)
        case .float(let f): return f.isNaN ? .text("NaN") : .real(Double(f))
        case .double(let d): return d.isNaN ? .text("NaN") : .real(d)
        case .string(let s): return .text(s)
        case .data(let bytes): return .blob(bytes)
        case .date(let t): return .text(t.description)
        case .decimal128(let d): return .text(d.description)
        case .objectId(let o): return .text(o.description)
        case .uuid(let u): return .text(u.description)
        case .link(let link):
            switch link.target {
            case .primaryKey(let pk): return try sqlValue(pk, property: Property(name: "", type: pk.propertyType ?? .int))
            case .key(let key):
                guard layout.schema[link.className]?.primaryKey != nil else { return .integer(key) }
                guard case .primaryKey(let pk) = try linkSource.canonicalLinkValue(className: link.className, key: key) else {
                    throw CommandFailure("cannot resolve a link to \(link.className) object \(key)")
                }
                return try sqlValue(pk, property: Property(name: "", type: pk.propertyType ?? .int))
            }
        case .embedded, .list, .dictionary:
            throw CommandFailure("property \(quoted: property.name) holds a \(value.typeName) where the schema declares \(property.type.rawValue)")
        }
    }
}
