import RealmModel
import SQLite

/// Copies, compaction and the read-only-bundle marker: what `realmlens
/// bundle`, `copy` and `compact` need from the store, kept here so that
/// only RealmStore issues SQL.
///
/// ```swift
/// try realm.writeCompactedCopy(toPath: "seed.tmp")   // VACUUM INTO: no free pages
/// let copy = try Realm(configuration: .init(path: "seed.tmp"))
/// try copy.setBundleMarker(true)
/// try copy.checkIntegrity()                          // throws unless "ok"
/// ```
extension Realm {
    /// The metadata key marking a store as a read-only bundle.
    static let bundleMetadataKey = "bundle"

    /// Whether the store is marked as a read-only bundle (a seed file to
    /// ship inside an app, made by `realmlens bundle`).
    public var isBundle: Bool {
        (try? catalog.metadata(Self.bundleMetadataKey)) == .integer(1)
    }

    /// Marks the store as a read-only bundle, or clears the mark (for a
    /// writable copy of a bundle). Runs its own write transaction.
    public func setBundleMarker(_ isBundle: Bool) throws {
        try beginWrite()
        do {
            try translatingErrors {
                if isBundle {
                    try catalog.setMetadata(Self.bundleMetadataKey, .integer(1))
                } else {
                    try connection.execute(
                        sql: "DELETE FROM \(TableLayout.quote(TableLayout.metadataTable)) WHERE key = ?",
                        arguments: [.text(Self.bundleMetadataKey)])
                }
            }
        } catch {
            cancelWrite()
            throw error
        }
        try commitWrite()
    }

    /// Rebuilds the store's file in place without free pages (`VACUUM`).
    /// Only for a store no other process uses (e.g. a new bundle).
    public func compactInPlace() throws {
        if configuration.readOnly { throw RealmError.readOnly(path: configuration.displayPath) }
        if isInWriteTransaction { throw RealmError.invalidInput("cannot compact a store inside a write transaction") }
        try translatingErrors { try connection.execute(sql: "VACUUM") }
    }

    /// Runs SQLite's full integrity check; throws `RealmError.storage`
    /// naming the first problems unless the file is sound.
    ///
    /// [SQLite: PRAGMA integrity_check](https://sqlite.org/pragma.html#pragma_integrity_check)
    public func checkIntegrity() throws {
        let rows = try translatingErrors { try connection.fetchAll(sql: "PRAGMA integrity_check") }
        let messages = rows.compactMap { row -> String? in
            if case .text(let text) = row[0] { return text }
            return nil
        }
        guard messages == ["ok"] else {
            throw RealmError.storage("integrity check of \(quoted: path) failed: " + messages.prefix(3).joined(separator: "; "))
        }
    }

    /// The number of rows in every table of the store, by table name: two
    /// files holding the same data have the same counts (how a compacted
    /// copy is checked before it replaces the original).
    public func tableRowCounts() throws -> [String: Int64] {
        try translatingErrors { try Self.tableRowCounts(connection) }
    }

    /// Checks the SQLite file at `path` (opened read-only, without joining
    /// the store's coordination, so no side files appear beside it) with
    /// `PRAGMA integrity_check`, and returns its table row counts.
    public static func verifiedTableRowCounts(path: String) throws -> [String: Int64] {
        do {
            let connection = try Connection(path: path, flags: [.readOnly, .noMutex])
            let messages = try connection.fetchAll(sql: "PRAGMA integrity_check").map { row -> String in
                if case .text(let text) = row[0] { return text }
                return "?"
            }
            guard messages == ["ok"] else {
                throw RealmError.storage("integrity check of \(quoted: path) failed: " + messages.prefix(3).joined(separator: "; "))
            }
            return try tableRowCounts(connection)
        } catch let error as SQLiteError {
            throw ResultCode.SQLITE_CORRUPT ~= error.resultCode
                ? RealmError.damaged(path: path, reason: error.message)
                : RealmError.storageFailure(path: path, message: error.message)
        }
    }

    private static func tableRowCounts(_ connection: Connection) throws -> [String: Int64] {
        var counts: [String: Int64] = [:]
        let names = try connection.fetchAll(sql: "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
        for row in names {
            guard case .text(let name) = row[0] else { continue }
            if case .integer(let count) = try connection.fetchValue(sql: "SELECT count(*) FROM \(TableLayout.quote(name))") {
                counts[name] = count
            }
        }
        return counts
    }
}
