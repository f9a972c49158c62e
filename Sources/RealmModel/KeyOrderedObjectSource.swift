/// Anything a genuine Realm file can be written from: our SQLite store, a
/// genuine Realm file, a canonical dump.
///
/// The writer asks for the schema and schema version, then streams each
/// top-level class's objects in ascending object-key order (possibly more
/// than once: a first pass gathers the links for the backlinks), so a source
/// never needs to hold its objects in memory.
public protocol KeyOrderedObjectSource {
    /// The schema; embedded classes included, `linkingObjects` optional (they are not stored).
    var schema: Schema { get }

    /// The schema version the file should record (`nil`: not versioned).
    /// (Named apart from the store's own `schemaVersion`, a `UInt64`.)
    var persistedSchemaVersion: Int64? { get }

    /// Calls `body` for every object of the top-level class `className`, in
    /// ascending object-key order, with its key. Each record holds one value
    /// per persisted property in schema order: links as
    /// `.link(ObjectLink(className:key:))` (by key), embedded objects inline
    /// as `.embedded`, lists and sets as `.list`, dictionaries as
    /// `.dictionary`, floats as `.float`.
    func forEachObjectInKeyOrder(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws
}
