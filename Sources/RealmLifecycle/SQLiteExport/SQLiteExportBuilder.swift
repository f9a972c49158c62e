#if canImport(Glibc)
import Glibc
#endif
import RealmModel
import RealmStore
import SQLite

/// Writes a plain SQLite database from a store all-or-nothing, as
/// `StoreBuilder` makes a store: under a temporary name beside the target,
/// synced, then renamed into place; an existing target is refused. Killed
/// at any moment, the target either does not exist or is whole.
public enum SQLiteExportBuilder {
    /// Exports `store` (a RealmLens store or a genuine Realm file) to `path`;
    /// returns how many top-level objects were written.
    public static func build(at path: String, purpose: String, from store: InspectableStore) throws -> Int {
        try StoreOpener.requireNewStorePath(path)
        AtomicFile.removeStaleTemporaries(for: path, purpose: purpose)
        let temporary = AtomicFile.temporaryPath(for: path, purpose: purpose)
        AtomicFile.removeWithSideFiles(temporary)
        let cleanup = TemporaryFiles.register(temporary)  // removed on SIGINT/SIGTERM/SIGHUP too
        defer { TemporaryFiles.remove(cleanup) }
        do {
            let source = try FileForm.keyOrderedSource(of: store)
            let linkSource = FileForm.underlyingSource(of: store)
            // Every pass sees one moment of a live store.
            let count = try store.read {
                try exportInto(temporary, shownAs: path, from: source, linkSource: linkSource, schemaVersion: store.schemaVersion)
            }
            try AtomicFile.commit(temporary, to: path, replace: false)
            return count
        } catch let error as SQLiteError {
            // Only the export's own connection throws SQLite's errors raw (the source's are the store's):
            // they are about the file being written, named as the user named it.
            AtomicFile.removeWithSideFiles(temporary)
            throw error.isOutOfSpace
                ? RealmError.outOfSpace(path: path)
                : RealmError.storageFailure(path: path, message: error.message)
        } catch {
            AtomicFile.removeWithSideFiles(temporary)
            throw StoreBuilder.naming(error, temporary: temporary, as: path)
        }
    }

    /// Creates `temporary` (which must not exist) and fills it; the connection
    /// is closed on return. Errors name `shownAs`, the file the user asked for.
    private static func exportInto(_ temporary: String, shownAs path: String, from source: any KeyOrderedObjectSource,
                                   linkSource: any CanonicalDumpSource, schemaVersion: UInt64) throws -> Int {
        // Create the file ourselves, exclusively and without following links, before SQLite opens it.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason = FolderRefusal.reason(errno)
            throw CommandFailure("cannot write \(quoted: path): \(reason)")
        }
        close(descriptor)
        let connection = try Connection(path: temporary, flags: [.readWrite, .noMutex])
        let exporter = try SQLiteExporter(connection: connection, schema: source.schema, linkSource: linkSource)
        return try exporter.export(from: source, schemaVersion: schemaVersion)
    }
}

extension SQLiteExportBuilder {
    /// Fills a temporary store beside `path` with `fill` (a canonical dump,
    /// which can only be read front to back) and exports that store to
    /// `path`. The temporary store is removed afterwards, and by the next
    /// run in the folder if this one is killed.
    public static func buildThroughStore(at path: String, purpose: String, schemaVersion: UInt64,
                                  _ fill: (Realm) throws -> Void) throws -> Int {
        try StoreBuilder.throughTemporaryStore(beside: path, purpose: purpose, schemaVersion: schemaVersion, fill) { realm in
            try build(at: path, purpose: purpose, from: realm)
        }
    }
}
