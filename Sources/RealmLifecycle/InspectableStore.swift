import RealmModel

/// What every command needs of an opened store, whichever its format: our
/// SQLite store (read/write) or a genuine Realm Core file (read-only).
public protocol InspectableStore: AnyObject, CanonicalDumpSource {
    /// The main file's path.
    var path: String { get }
    /// `RealmLens store (SQLite)` or `Realm Core file, format 24`.
    var formatName: String { get }
    var isReadOnly: Bool { get }
    var schemaVersion: UInt64 { get }
    /// How many objects a top-level class holds.
    func objectCount(ofClass className: String) throws -> Int
    /// Format-specific facts for `info`, as label/value pairs.
    func formatFacts() throws -> [(String, String)]
    /// Throws when the store can no longer be read safely: a genuine file
    /// read through a mapping that another program has since shortened
    /// (`RealmFile.requireUnshrunk`). Asked before a statement reads.
    func requireUnshrunk() throws
}

extension InspectableStore {
    /// Our SQLite store is read through SQLite, never a mapping: always readable.
    public func requireUnshrunk() throws {}
}
