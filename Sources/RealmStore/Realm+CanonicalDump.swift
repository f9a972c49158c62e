import RealmModel
import SQLite

/// The store writes itself as the canonical dump (`spec/canonical-dump.md`):
///
/// ```swift
/// try CanonicalDumpWriter.write(realm) { chunk in try output.write(chunk) }
/// ```
extension Realm: CanonicalDumpSource {
    /// Streams the objects of a top-level class in canonical order: by primary
    /// key where the class has one (SQLite's ORDER BY on the stored forms is
    /// exactly `AnyRealmValue.primaryKeyPrecedes`: NULL first, integers
    /// numerically, text by BINARY collation = UTF-8 bytes, objectId/uuid
    /// blobs by memcmp), else by object key.
    public func forEachObject(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {
        let info = try info(className)
        let keyColumn = TableLayout.keyColumn
        try forEachObject(info, orderedBy: info.primaryKeyColumn.map { "\($0), \(keyColumn)" } ?? keyColumn) { record in
            try body(record)
            return true
        }
    }

    /// Streams the objects of `info`'s class in the order of the SQL
    /// `orderedBy`; stops early when `body` returns false.
    func forEachObject(_ info: ClassInfo, orderedBy order: String, _ body: (ObjectRecord) throws -> Bool) throws {
        // Uncached: the body reads other objects through cached statements meanwhile.
        let statement = try translatingErrors { try connection.makeUncachedStatement(sql: info.selectSQL + " ORDER BY " + order) }
        let needsCompletion = !info.collectionIndexes.isEmpty || info.singleIsEmbeddedLink.contains(true)
        // One record for every row: decoded in place unless `body` kept the previous one.
        var record = ObjectRecord(key: 0, values: [AnyRealmValue](repeating: .null, count: info.persisted.count))
        while true {
            let hasRow: Bool
            do { hasRow = try statement.step() } catch let error as SQLiteError { throw translate(error) }
            guard hasRow else { break }
            record.key = statement.int64(at: 0)
            try decodeRow(info, statement, key: record.key, into: &record.values)
            if needsCompletion { try translatingErrors { try completeRecord(info, key: record.key, values: &record.values) } }
            if !info.mixedIndexes.isEmpty { try dropDanglingMixedLinks(info, values: &record.values) }
            if try !body(record) { break }
        }
    }

    /// The primary key of the object, or its position in key order (`$index`).
    public func canonicalLinkValue(className: String, key: ObjectKey) throws -> CanonicalLinkValue {
        let info = try info(className)
        if let pkIndex = info.primaryKeyIndex {
            return .primaryKey(try translatingErrors { try readSingle(info, info.persisted[pkIndex], of: key) })
        }
        let positions: ObjectKeyPositions
        if let cached = positionCache[className] {
            positions = cached
        } else {
            var keys: [ObjectKey] = []
            try translatingErrors {
                let statement = try connection.makeStatement(sql: "SELECT \(TableLayout.keyColumn) FROM \(info.table) ORDER BY \(TableLayout.keyColumn)")
                try statement.forEachRow { keys.append($0.int64(at: 0)) }
            }
            positions = ObjectKeyPositions(keys: keys)
            positionCache[className] = positions
        }
        guard let position = positions.position(of: key) else {
            throw RealmError.noSuchObject(className: className, description: "key \(key)")
        }
        return .index(position)
    }
}
