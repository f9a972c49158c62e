import RealmModel
import RealmStore

/// Makes a new store all-or-nothing: builds it under a temporary name beside
/// the target and moves it into place only once it is complete and synced.
/// Killed at any moment, the target either does not exist or is whole; an
/// interrupting signal removes the temporary files on the way out, and what
/// SIGKILL leaves the next run in the folder removes.
public enum StoreBuilder {
    /// Builds the store at `path` with `body`; refuses an existing `path`.
    public static func build(at path: String, purpose: String, schema: Schema? = nil, schemaVersion: UInt64 = 0,
                             _ body: (Realm) throws -> Void = { _ in }) throws {
        try StoreOpener.requireNewStorePath(path)
        AtomicFile.removeStaleTemporaries(for: path, purpose: purpose)
        let temporary = AtomicFile.temporaryPath(for: path, purpose: purpose)
        AtomicFile.removeWithSideFiles(temporary)
        let cleanup = TemporaryFiles.register(temporary, isStore: true)
        defer { TemporaryFiles.remove(cleanup) }
        do {
            try populate(temporary, schema: schema, schemaVersion: schemaVersion, body)
            try AtomicFile.commit(temporary, to: path, replace: false)
        } catch {
            AtomicFile.removeWithSideFiles(temporary)
            throw naming(error, temporary: temporary, as: path)
        }
        AtomicFile.removeWithSideFiles(temporary)
    }

    /// Fills a temporary store beside `path` with `fill`, then hands it,
    /// opened read-only, to `body`, which writes `path` from it: for sources
    /// that arrive once, in an order of their own (a demo generator, a dump
    /// on standard input). The temporary store is removed afterwards, and by
    /// the next run in the folder if this one is killed.
    static func throughTemporaryStore<T>(beside path: String, purpose: String, schema: Schema? = nil, schemaVersion: UInt64,
                                         _ fill: (Realm) throws -> Void, _ body: (Realm) throws -> T) throws -> T {
        try StoreOpener.requireNewStorePath(path)
        let storePurpose = purpose + "-store"
        AtomicFile.removeStaleTemporaries(for: path, purpose: storePurpose)
        let storePath = AtomicFile.temporaryPath(for: path, purpose: storePurpose)
        AtomicFile.removeWithSideFiles(storePath)
        let cleanup = TemporaryFiles.register(storePath, isStore: true)
        defer {
            AtomicFile.removeWithSideFiles(storePath)
            TemporaryFiles.remove(cleanup)
        }
        do {
            try build(at: storePath, purpose: purpose, schema: schema, schemaVersion: schemaVersion, fill)
            return try body(try Realm(configuration: Realm.Configuration(path: storePath, readOnly: true)))
        } catch {
            // The temporary store is ours, not the user's: a full disk while
            // filling it is a failure to write `path`.
            throw naming(error, temporary: storePath, as: path)
        }
    }

    /// Opens, fills and closes the store, so every byte is in the main file before it moves.
    private static func populate(_ temporary: String, schema: Schema?, schemaVersion: UInt64, _ body: (Realm) throws -> Void) throws {
        let realm = try Realm(configuration: Realm.Configuration(path: temporary, schema: schema, schemaVersion: schemaVersion))
        try body(realm)
    }

    /// `error`, with any mention of the temporary file replaced by the
    /// path the user gave: internal names mean nothing to them.
    public static func naming(_ error: Error, temporary: String, as target: String) -> Error {
        let text = String(describing: error)
        guard text.contains(temporary) else { return error }
        return CommandFailure(text.replacing(temporary, with: target))
    }
}
