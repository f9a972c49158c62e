import SQLite

extension Realm {
    /// Opens a read-only connection that can read, even when a writer died
    /// in the middle of a transaction (a SIGKILL, a full disk, a power cut).
    ///
    /// Such a writer leaves a *hot journal* (`NAME.realm-journal`): the
    /// original content of every page it had changed. A read-only connection
    /// may not roll it back (`SQLITE_READONLY_ROLLBACK`), and reading the main
    /// file without it would show half a transaction. So the rollback is
    /// done once through a short-lived read-write connection — exactly what
    /// SQLite does on any read-write open, under its own locks, so a live
    /// writer's journal is never touched — and the read-only connection is
    /// opened again on the restored file. Nothing but the store's own main
    /// file and journal is written.
    ///
    /// Throws the SQLite error (`SQLITE_READONLY_ROLLBACK`) when the store may
    /// not be written by this user.
    ///
    /// [SQLite: hot journals](https://sqlite.org/lockingv3.html#hot_journals)
    static func openReadOnly(_ path: String) throws -> Connection {
        let flags: Connection.OpenFlags = [.readOnly, .uri, .noMutex]
        let reader = try Connection(path: path, flags: flags)
        do {
            try probe(reader)
            return reader
        } catch let error as SQLiteError where error.resultCode == .SQLITE_READONLY_ROLLBACK {
            try rollBackHotJournal(path)
            let again = try Connection(path: path, flags: flags)
            try probe(again)
            return again
        }
    }

    /// The first read: it is when SQLite checks for a hot journal.
    private static func probe(_ connection: Connection) throws {
        _ = try connection.fetchValue(sql: "SELECT count(*) FROM sqlite_schema")
    }

    /// Rolls the hot journal back through a read-write connection (never
    /// creating the main file). A file this user may not write is opened
    /// read-only by SQLite, and the read throws `SQLITE_READONLY_ROLLBACK` again.
    static func rollBackHotJournal(_ path: String) throws {
        let writer = try Connection(path: path, flags: [.readWrite, .uri, .noMutex])
        writer.setBusyTimeout(milliseconds: 5000)
        // Taking the shared lock for this read makes SQLite roll the journal back and delete it.
        try probe(writer)
    }
}
