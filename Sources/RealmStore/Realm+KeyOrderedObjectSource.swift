import RealmModel
import SQLite

/// The store as a source for the genuine-file writer: each class's objects
/// in ascending object-key order, read as the canonical dump reads them
/// (links by key, embedded objects inline), one row at a time.
extension Realm: KeyOrderedObjectSource {
    /// The store's schema version, as the file's `metadata` table records it.
    public var persistedSchemaVersion: Int64? { Int64(truncatingIfNeeded: schemaVersion) }

    public func forEachObjectInKeyOrder(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {
        try forEachObject(try info(className), orderedBy: TableLayout.keyColumn) { record in
            try body(record)
            return true
        }
    }
}
