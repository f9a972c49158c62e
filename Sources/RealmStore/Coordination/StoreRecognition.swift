import SQLite

/// Whether a file is one of our stores, told without joining its
/// coordination (no `.lock`, `.note` or `.management` appears beside it)
/// and without writing to it: what `delete` checks before it removes a
/// file, so a plain SQLite database (`app.db` and its `app.db.*`) is never
/// taken for a store.
public enum StoreRecognition {
    /// The verdict on one file.
    public enum Verdict: Equatable, Sendable {
        /// It holds RealmLens's metadata tables.
        case realmLensStore
        /// An SQLite database without them.
        case otherDatabase
        /// SQLite could not read it (the reason, in SQLite's words).
        case unreadable(String)
    }

    /// Opens `path` read-only and looks for the metadata tables.
    public static func recognize(path: String) -> Verdict {
        do {
            let connection = try Connection(path: path, flags: [.readOnly, .noMutex])
            return try SchemaCatalog(connection: connection).exists() ? .realmLensStore : .otherDatabase
        } catch let error as SQLiteError {
            return .unreadable(error.message)
        } catch {
            return .unreadable("\(error)")
        }
    }
}
