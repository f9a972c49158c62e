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
        /// An SQLite database with tables, but not ours.
        case otherDatabase
        /// An SQLite database without any table (opening it makes it a store).
        case emptyDatabase
        /// SQLite could not read it (the reason, in SQLite's words).
        case unreadable(String)
    }

    /// Opens `path` read-only and looks for the metadata tables. The file
    /// is opened `immutable` (no locks, no journal): a hot journal left by a
    /// killed writer is neither rolled back nor in the way, so a store
    /// whose writer died is still recognised.
    public static func recognize(path: String) -> Verdict {
        do {
            let connection = try Connection(path: uri(path), flags: [.readOnly, .uri, .noMutex])
            let catalog = SchemaCatalog(connection: connection)
            if try catalog.exists() { return .realmLensStore }
            return try catalog.hasAnyTable() ? .otherDatabase : .emptyDatabase
        } catch let error as SQLiteError {
            return .unreadable(error.message)
        } catch {
            return .unreadable("\(error)")
        }
    }

    /// `file:PATH?immutable=1`, with the characters a URI gives meaning to escaped.
    static func uri(_ path: String) -> String {
        var escaped = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0..<0x21, 0x7F...:
                let hex = Array("0123456789ABCDEF")
                escaped += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
            default:
                escaped.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return "file:" + escaped + "?immutable=1"
    }
}
