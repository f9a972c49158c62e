import Glibc
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
    /// A journal that needs no rollback (see `removeStaleJournal`) is
    /// removed too, so a reader leaves the store's folder clean.
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
            removeStaleJournal(of: reader)
            return reader
        } catch let error as SQLiteError where error.resultCode == .SQLITE_READONLY_ROLLBACK {
            try rollBackHotJournal(path)
            let again = try Connection(path: path, flags: flags)
            try probe(again)
            removeStaleJournal(of: again)
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

    /// Removes a `-journal` that no transaction needs: what a writer
    /// interrupted before its first page reached the main file leaves (a
    /// journal whose header SQLite had not yet written, so it is not hot and
    /// SQLite ignores it), which only the next write would otherwise remove.
    ///
    /// It is removed only under SQLite's RESERVED lock (`BEGIN IMMEDIATE`,
    /// not waiting), as SQLite itself removes a journal it finds beside an
    /// empty database: while that lock is held no writer is in a transaction,
    /// and the shared lock taken on the way rolled back any hot journal, so
    /// what is left belongs to nobody. A live writer (the lock is busy), a
    /// store or folder this user may not write, or anything but a regular
    /// file at the journal's name: left alone. Never fails.
    static func removeStaleJournal(of connection: Connection) {
        guard let journal = connection.journalPath, FileSystemEntry(path: journal).kind == .regular,
              let writer = try? Connection(path: connection.path, flags: [.readWrite, .uri, .noMutex]),
              !writer.isReadOnly, (try? writer.execute(sql: "BEGIN IMMEDIATE")) != nil else { return }
        if FileSystemEntry(path: journal).kind == .regular { unlink(journal) }
        try? writer.execute(sql: "ROLLBACK")
    }
}
