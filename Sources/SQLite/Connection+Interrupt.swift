import CSQLite

/// Ctrl-C for SQL: the most recently opened connection, reachable from a
/// signal handler as the SQLite shell's `interrupt_handler` reaches its
/// database. Only a raw pointer is read there, and `sqlite3_interrupt` and
/// `sqlite3_get_autocommit` are safe to call at any moment.
public enum StatementInterrupter {
    nonisolated(unsafe) static var latest: OpaquePointer?

    /// Stops the statement running on the latest connection — unless a write
    /// transaction is open there, which an interrupt would roll back behind
    /// the store's back (those stop between rows instead).
    public static func interruptRunningStatement() {
        guard let connection = latest, sqlite3_get_autocommit(connection) != 0 else { return }
        sqlite3_interrupt(connection)
    }
}
