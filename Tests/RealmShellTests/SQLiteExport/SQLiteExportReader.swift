import Foundation
import RealmModel
import SQLite

/// Reads a `convert --to sqlite` database back with plain SQL, following
/// the mapping the README documents (tables per class, `Class_property`
/// child tables with `_owner`, `_index`, `_mapKey`, `value`), as any SQL
/// user would: the test then writes it as a canonical dump and compares
/// it with the fixture's, object for object.
final class SQLiteExportReader: CanonicalDumpSource {
    let connection: Connection
    let schema: Schema
    private var positions: [String: [Int64: Int]] = [:]

    init(path: String, schema: Schema) throws {
        connection = try Connection(path: path, flags: [.readOnly])
        self.schema = schema
        for objectSchema in schema.objectSchemas where !objectSchema.isEmbedded && objectSchema.primaryKey == nil {
            var map: [Int64: Int] = [:]
            try connection.makeStatement(sql: "SELECT _key FROM \(Self.quoted(objectSchema.className)) ORDER BY _key").forEachRow {
                map[$0.int64(at: 0)] = map.count
            }
            positions[objectSchema.className] = map
        }
    }

    static func quoted(_ name: String) -> String { "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }

    func forEachObject(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {
        guard let objectSchema = schema[className] else { return }
        let keyColumn = objectSchema.primaryKey ?? "_key"
        // SQLite's BINARY order is the canonical one: NULL first, integers numerically, text by bytes (lowercase hex too).
        let rows = try connection.fetchAll(sql: "SELECT * FROM \(Self.quoted(className)) ORDER BY \(Self.quoted(keyColumn))")
        for (n, row) in rows.enumerated() {
            let rowKey = row[keyColumn] ?? .null
            let values = try readObject(objectSchema, table: className, row: row, rowKey: rowKey)
            try body(ObjectRecord(key: Int64(n), values: values))
        }
    }

    func canonicalLinkValue(className: String, key: ObjectKey) throws -> CanonicalLinkValue { .index(Int(key)) }

    /// One object's (or embedded object's) values, in schema order.
    private func readObject(_ objectSchema: ObjectSchema, table: String, row: Row, rowKey: SQLiteValue) throws -> [AnyRealmValue] {
        var values: [AnyRealmValue] = []
        for property in objectSchema.persistedProperties {
            let child = table + "_" + property.name
            let target = property.objectClassName.flatMap { schema[$0] }
            if let target, target.isEmbedded {
                values.append(try readEmbedded(property, target: target, table: child, owner: rowKey))
            } else if property.collection == .dictionary {
                var entries: [String: AnyRealmValue] = [:]
                for entry in try connection.fetchAll(sql: "SELECT _mapKey, value FROM \(Self.quoted(child)) WHERE _owner = ?", arguments: [rowKey]) {
                    guard case .text(let key) = entry[0] else { throw ReadError("\(child): _mapKey is not text") }
                    entries[key] = try decode(entry[1], property)
                }
                values.append(.dictionary(entries))
            } else if property.collection != nil {
                let items = try connection.fetchAll(sql: "SELECT value FROM \(Self.quoted(child)) WHERE _owner = ? ORDER BY _index", arguments: [rowKey])
                values.append(.list(try items.map { try decode($0[0], property) }))
            } else {
                values.append(try decode(row[property.name] ?? .null, property))
            }
        }
        return values
    }

    private func readEmbedded(_ property: Property, target: ObjectSchema, table: String, owner: SQLiteValue) throws -> AnyRealmValue {
        let order = property.collection == .list ? " ORDER BY _index" : ""
        let rows = try connection.fetchAll(sql: "SELECT * FROM \(Self.quoted(table)) WHERE _owner = ?\(order)", arguments: [owner])
        func object(_ row: Row) throws -> AnyRealmValue {
            let columns = target.persistedProperties.compactMap { row[$0.name] }
            if property.collection == .dictionary && !columns.isEmpty && columns.allSatisfy(\.isNull) { return .null }
            return .embedded(EmbeddedObject(className: target.className, values: try readObject(target, table: table, row: row, rowKey: row["_key"] ?? .null)))
        }
        switch property.collection {
        case nil: return try rows.first.map(object) ?? .null
        case .list, .set: return .list(try rows.map(object))
        case .dictionary:
            var entries: [String: AnyRealmValue] = [:]
            for row in rows {
                guard case .text(let key)? = row["_mapKey"] else { throw ReadError("\(table): _mapKey is not text") }
                entries[key] = try object(row)
            }
            return .dictionary(entries)
        }
    }

    /// A column's value as the Realm value the mapping says it holds.
    private func decode(_ value: SQLiteValue, _ property: Property) throws -> AnyRealmValue {
        if value.isNull { return .null }
        switch (property.type, value) {
        case (.bool, .integer(let i)): return .bool(i != 0)
        case (.int, .integer(let i)): return .int(i)
        case (.float, .real(let d)): return .float(Float(d))
        case (.float, .text("NaN")): return .float(.nan)
        case (.double, .real(let d)): return .double(d)
        case (.double, .text("NaN")): return .double(.nan)
        case (.string, .text(let s)): return .string(s)
        case (.data, .blob(let b)): return .data(b)
        case (.date, .text(let t)): return try tagged("$date", t, .date)
        case (.decimal128, .text(let t)): return try tagged("$decimal", t, .decimal128)
        case (.objectId, .text(let t)): return try tagged("$oid", t, .objectId)
        case (.uuid, .text(let t)): return try tagged("$uuid", t, .uuid)
        case (.mixed, .text(let json)):
            var parser = JSONPullParser(input: MemoryByteInput(json))
            guard let mixed = CanonicalValueDecoder.mixed(try parser.readValue(), schema: schema) else { throw ReadError("bad mixed JSON \(json)") }
            return mixed
        case (.object, _):
            let targetName = property.objectClassName ?? ""
            guard let target = schema[targetName] else { throw ReadError("no class \(targetName)") }
            if let pk = target.primaryKeyProperty {
                var pkProperty = pk
                pkProperty.collection = nil
                return .link(ObjectLink(className: targetName, primaryKey: try decode(value, pkProperty)))
            }
            guard case .integer(let key) = value, let position = positions[targetName]?[key] else { throw ReadError("dangling link \(value) to \(targetName)") }
            return .link(ObjectLink(className: targetName, key: Int64(position)))
        default:
            throw ReadError("\(property.name): \(value) is not a \(property.type.rawValue)")
        }
    }

    private func tagged(_ tag: String, _ text: String, _ type: PropertyType) throws -> AnyRealmValue {
        guard let value = CanonicalValueDecoder.scalar(.object([(tag, .string(text))]), type: type) else { throw ReadError("bad \(tag) text \(text)") }
        return value
    }

    struct ReadError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
