import RealmModel
import SQLite

extension Realm {
    /// Runs `body` on one snapshot of the store: every read inside sees the
    /// same committed moment, whatever other processes commit meanwhile.
    ///
    /// A read transaction holds SQLite's shared lock from its first read to
    /// its end, so in the store's rollback-journal mode a writer in another
    /// process cannot commit until `body` returns (its commit waits up to its
    /// busy timeout). Nested calls, and calls inside a write transaction, run
    /// `body` in the transaction already open.
    ///
    /// ```swift
    /// let counts = try realm.read {
    ///     try realm.schema.classNames.map { try realm.objects($0).count }
    /// }
    /// ```
    ///
    /// [SQLite: transactions](https://sqlite.org/lang_transaction.html)
    public func read<T>(_ body: () throws -> T) throws -> T {
        if isInWriteTransactionStorage || isInReadTransaction { return try body() }
        do {
            try beginReadTransaction()
        } catch let error as SQLiteError where error.resultCode == .SQLITE_READONLY_ROLLBACK && configuration.inMemoryIdentifier == nil {
            // A writer died since this read-only store was opened: roll its journal back, then read.
            try translatingErrors {
                try Self.rollBackHotJournal(configuration.sqlitePath)
                try beginReadTransaction()
            }
        } catch let error as SQLiteError {
            throw translate(error)
        }
        isInReadTransaction = true
        defer {
            isInReadTransaction = false
            // Nothing was written: ending the transaction only releases the shared lock.
            connection.rollback()
        }
        return try body()
    }

    /// `BEGIN`, then the first read, which takes the snapshot (and the shared lock).
    private func beginReadTransaction() throws {
        try connection.beginTransaction(.deferred)
        do {
            _ = try connection.fetchValue(sql: "SELECT count(*) FROM sqlite_schema")
        } catch {
            connection.rollback()
            throw error
        }
    }
}
