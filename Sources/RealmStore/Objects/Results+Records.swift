import RealmModel
import SQLite

extension Results {
    /// Calls `body` with each object's record (links by key, embedded
    /// objects inline, collections as `.list` / `.dictionary`) in result
    /// order, streaming; stops early when `body` returns false; a failed read
    /// throws.
    ///
    /// Every object of a class is read in one pass over its table, each row
    /// decoded in place; a query's objects are read by key as they come.
    ///
    /// ```swift
    /// try realm.objects("Dog").forEachRecord { record in print(record.values); return true }
    /// ```
    public func forEachRecord(_ body: (ObjectRecord) throws -> Bool) throws {
        let info = try realm.info(className)
        guard query != nil else {
            try realm.forEachObject(info, orderedBy: TableLayout.keyColumn, body)
            return
        }
        try realm.forEachKey(fragment) { key in
            guard let record = try realm.translatingErrors({ try realm.readRecord(info, key: key) }) else { return true }
            return try body(record)
        }
    }
}
