import RealmModel
import SQLite

/// The store as a source for the genuine-file writer: each class's objects
/// in ascending object-key order, read as the canonical dump reads them
/// (links by key, embedded objects inline), one row at a time.
extension Realm: KeyOrderedObjectSource {
    /// The store's schema version, as the file's `metadata` table records it.
    public var persistedSchemaVersion: Int64? { Int64(truncatingIfNeeded: schemaVersion) }

    public func forEachObjectInKeyOrder(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {
        let info = try info(className)
        // Uncached: the body may read other objects through cached statements meanwhile.
        let statement = try translatingErrors { try connection.makeUncachedStatement(sql: info.selectSQL + " ORDER BY _key") }
        let needsCompletion = !info.collectionIndexes.isEmpty || info.singleIsEmbeddedLink.contains(true)
        while true {
            let hasRow: Bool
            do { hasRow = try statement.step() } catch let error as SQLiteError { throw translate(error) }
            guard hasRow else { break }
            let key = statement.int64(at: 0)
            var values = decodeRow(info, statement)
            if needsCompletion { try translatingErrors { try completeRecord(info, key: key, values: &values) } }
            try body(ObjectRecord(key: key, values: values))
        }
    }
}
