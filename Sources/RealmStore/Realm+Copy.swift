import Glibc
import RealmModel
import SQLite

extension Realm {
    /// Writes a compacted copy of the whole store (every committed byte, no
    /// free pages) to a new file at `path` (`VACUUM INTO`): the way to make a
    /// seed file or to compact. The copy is complete or absent.
    ///
    /// ```swift
    /// try realm.writeCompactedCopy(toPath: "seed.realm")
    /// ```
    public func writeCompactedCopy(toPath path: String) throws {
        if isInWriteTransactionStorage { throw RealmError.alreadyInWriteTransaction }
        if access(path, F_OK) == 0 { throw RealmError.invalidInput("\(quoted: path) exists already; the copy needs a new file") }
        try translatingErrors { try connection.execute(sql: "VACUUM INTO ?", arguments: [.text(path)]) }
    }
}
