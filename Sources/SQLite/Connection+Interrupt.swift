import CSQLite

/// Ctrl-C for SQL: the most recently opened connection, reachable from a
/// signal handler as the SQLite shell's `interrupt_handler` reaches its
/// database. Only a raw pointer is read there, and `sqlite3_interrupt` and
/// `sqlite3_txn_state` are safe to call at any moment (our connections are
/// opened `NOMUTEX`, so neither takes a lock).
public enum StatementInterrupter {
    nonisolated(unsafe) static var latest: OpaquePointer?

    /// Stops the statement running on the latest connection, also inside a
    /// read transaction — unless a write transaction is open there, which an interrupt would roll back behind
    /// the store's back (those stop between rows instead).
    public static func interruptRunningStatement() {
        // A read transaction may be interrupted (it holds no changes); a write one may not.
        guard let connection = latest, sqlite3_txn_state(connection, nil) != SQLITE_TXN_WRITE else { return }
        sqlite3_interrupt(connection)
    }
}
