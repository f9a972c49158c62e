import RealmModel
import SQLite

// MARK: - A genuine file's dictionaries that were written and are empty now

extension Realm {
    /// Records which objects' dictionaries were written and emptied in the
    /// genuine Realm file this store copies (`RealmFile.emptiedDictionaries`),
    /// by class, property and object key, replacing what was recorded for
    /// those classes. Every other empty dictionary is one Realm Core never
    /// wrote (as it leaves an empty one it is given), whose `@keys` a lone
    /// condition reads from the previous object (`LeftoverBuffer`); an
    /// emptied one reads no keys. Queries compiled from now on use them.
    public func recordEmptiedDictionaries(_ emptied: [String: [String: [ObjectKey]]]) throws {
        if configuration.readOnly { throw RealmError.readOnly(path: configuration.displayPath) }
        let table = TableLayout.quote(TableLayout.emptiedDictionariesTable)
        try translatingErrors {
            try connection.inTransaction(.immediate) {
                try connection.execute(sql: "CREATE TABLE IF NOT EXISTS \(table)(class TEXT NOT NULL, property TEXT NOT NULL, key INTEGER NOT NULL, PRIMARY KEY (class, property, key)) WITHOUT ROWID")
                let delete = try connection.makeUncachedStatement(sql: "DELETE FROM \(table) WHERE class = ?")
                let insert = try connection.makeUncachedStatement(sql: "INSERT OR IGNORE INTO \(table)(class, property, key) VALUES (?, ?, ?)")
                for (className, properties) in emptied {
                    try delete.execute(arguments: [.text(className)])
                    for (property, keys) in properties {
                        for key in keys { try insert.execute(arguments: [.text(className), .text(property), .integer(key)]) }
                    }
                }
            }
        }
        compiledQueries.removeAll()
    }

    /// Whether this store records a genuine file's emptied dictionaries (none recorded: every empty one was never written).
    public var recordsEmptiedDictionaries: Bool {
        get throws { try hasTable(TableLayout.emptiedDictionariesTable) }
    }
}
