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
        try replaceRecords(in: TableLayout.emptiedDictionariesTable, columns: ["property TEXT NOT NULL", "key INTEGER NOT NULL"],
                           rows: emptied.mapValues { properties in
                               properties.flatMap { property, keys in keys.map { [.text(property), .integer($0)] } }
                           })
    }

    /// Whether this store records a genuine file's emptied dictionaries (none recorded: every empty one was never written).
    public var recordsEmptiedDictionaries: Bool {
        get throws { try hasTable(TableLayout.emptiedDictionariesTable) }
    }
}
