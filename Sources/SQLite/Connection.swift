import CSQLite

/// One open SQLite database connection; closes itself when released.
///
/// ```swift
/// let db = try Connection(path: "store.realm")
/// try db.execute(sql: "CREATE TABLE t(a)")
/// try db.execute(sql: "INSERT INTO t VALUES (?)", arguments: [.integer(1)])
/// ```
///
/// A connection is not thread-safe: use it from one thread (or task) at a time.
public final class Connection {
    /// How to open a database (`sqlite3_open_v2` flags).
    public struct OpenFlags: OptionSet, Sendable {
        public var rawValue: Int32
        /// Wraps raw `SQLITE_OPEN_*` bits.
        public init(rawValue: Int32) { self.rawValue = rawValue }
        /// Open for reading only.
        public static let readOnly = OpenFlags(rawValue: SQLITE_OPEN_READONLY)
        /// Open for reading and writing.
        public static let readWrite = OpenFlags(rawValue: SQLITE_OPEN_READWRITE)
        /// Create the file if it does not exist (with `readWrite`).
        public static let create = OpenFlags(rawValue: SQLITE_OPEN_CREATE)
        /// Interpret the path as a `file:` URI (`file:name?mode=memory&cache=shared`).
        public static let uri = OpenFlags(rawValue: SQLITE_OPEN_URI)
        /// A private in-memory database.
        public static let memory = OpenFlags(rawValue: SQLITE_OPEN_MEMORY)
        /// Share the page cache with other connections to the same database in this process.
        public static let sharedCache = OpenFlags(rawValue: SQLITE_OPEN_SHAREDCACHE)
        /// No mutex: the caller serialises access (our rule anyway).
        public static let noMutex = OpenFlags(rawValue: SQLITE_OPEN_NOMUTEX)
        /// The default: read-write, create, URI paths allowed.
        public static let `default`: OpenFlags = [.readWrite, .create, .uri, .noMutex]
    }

    /// The raw `sqlite3*` handle; internal so that only this target calls C.
    let sqliteConnection: OpaquePointer
    private var statementCache: [String: Statement] = [:]
    /// Idle checked-out statements by SQL (`Connection+StatementPool.swift`).
    var statementPool: [String: [Statement]] = [:]
    var statementPoolCount = 0
    /// The path or URI the connection was opened with.
    public let path: String

    /// Opens (or creates) the database at `path`; `":memory:"` or a
    /// `file:NAME?mode=memory&cache=shared` URI make an in-memory database.
    ///
    /// ```swift
    /// let reader = try Connection(path: "store.realm", flags: [.readOnly, .uri])
    /// ```
    public init(path: String, flags: OpenFlags = .default) throws {
        _ = Connection.configureLibrary
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, flags.rawValue, nil)
        guard code == SQLITE_OK, let handle else {
            let error = makeError(code, handle, sql: nil)
            sqlite3_close_v2(handle)
            throw SQLiteError(resultCode: error.resultCode, message: "\(error.message) (opening '\(path)')")
        }
        self.sqliteConnection = handle
        self.path = path
        sqlite3_extended_result_codes(handle, 1)
        StatementInterrupter.latest = handle
    }

    /// Process-wide settings, applied once before the first connection opens
    /// (sqlite3_config only works before SQLite initialises).
    private static let configureLibrary: Void = {
        _ = realmlens_sqlite3_disable_memstatus()
    }()

    deinit {
        if StatementInterrupter.latest == sqliteConnection { StatementInterrupter.latest = nil }
        statementCache.removeAll()
        statementPool.removeAll()
        sqlite3_close_v2(sqliteConnection)
    }

    // MARK: - Executing

    /// Runs one or more `;`-separated statements; `arguments` bind the
    /// parameters of a single statement.
    ///
    /// ```swift
    /// try db.execute(sql: "UPDATE t SET a = ? WHERE rowid = ?", arguments: [.text("x"), .integer(3)])
    /// ```
    public func execute(sql: String, arguments: [SQLiteValue] = []) throws {
        if !arguments.isEmpty {
            let statement = try makeStatement(sql: sql)
            try statement.execute(arguments: arguments)
            return
        }
        try sql.withCString { (start: UnsafePointer<CChar>) throws in
            var cursor: UnsafePointer<CChar>? = start
            while let current = cursor, current.pointee != 0 {
                var raw: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                try check(sqlite3_prepare_v2(sqliteConnection, current, -1, &raw, &tail), sqliteConnection, sql: sql)
                cursor = tail
                guard let raw else { continue }  // whitespace or comment only
                defer { sqlite3_finalize(raw) }
                var code: Int32
                repeat { code = sqlite3_step(raw) } while code == SQLITE_ROW
                if code != SQLITE_DONE { throw makeError(code, sqliteConnection, sql: sql) }
            }
        }
    }

    /// A prepared statement for `sql`, reused from the connection's cache
    /// (reset, bindings cleared) when the same text was prepared before.
    ///
    /// ```swift
    /// let insert = try db.makeStatement(sql: "INSERT INTO t VALUES (?)")
    /// try insert.execute(arguments: [.integer(1)])
    /// ```
    public func makeStatement(sql: String) throws -> Statement {
        if let cached = statementCache[sql] {
            cached.resetAndClear()
            return cached
        }
        let statement = try Statement(connection: self, sql: sql, persistent: true)
        statementCache[sql] = statement
        return statement
    }

    /// A new, uncached prepared statement (for one-off or long-running queries
    /// that must not share a cursor with other users of the same SQL).
    public func makeUncachedStatement(sql: String) throws -> Statement {
        try Statement(connection: self, sql: sql, persistent: false)
    }

    /// Drops every cached statement (needed before schema changes that some
    /// statements would otherwise keep re-preparing).
    public func clearStatementCache() {
        statementCache.removeAll()
        statementPool.removeAll()
        statementPoolCount = 0
    }

    /// Rewinds every cached statement, so none holds a read open (SQLite
    /// finishes recovering from an I/O error only when no statement is active).
    public func resetAllStatements() {
        for statement in statementCache.values { statement.reset() }
    }

    /// All rows of a query, as `Row` snapshots.
    ///
    /// ```swift
    /// let rows = try db.fetchAll(sql: "SELECT name FROM sqlite_schema")
    /// ```
    public func fetchAll(sql: String, arguments: [SQLiteValue] = []) throws -> [Row] {
        let statement = try makeStatement(sql: sql)
        try statement.bind(arguments)
        var rows: [Row] = []
        while try statement.step() { rows.append(statement.row) }
        statement.reset()
        return rows
    }

    /// The first row of a query, or `nil`.
    public func fetchOne(sql: String, arguments: [SQLiteValue] = []) throws -> Row? {
        let statement = try makeStatement(sql: sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        return try statement.step() ? statement.row : nil
    }

    /// The first column of the first row, or `.null` when there is no row.
    ///
    /// ```swift
    /// let count = try db.fetchValue(sql: "SELECT count(*) FROM t")  // .integer(3)
    /// ```
    public func fetchValue(sql: String, arguments: [SQLiteValue] = []) throws -> SQLiteValue {
        let statement = try makeStatement(sql: sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        return try statement.step() ? statement.value(at: 0) : .null
    }

    // MARK: - State

    /// The rowid of the most recent successful INSERT on this connection.
    public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(sqliteConnection) }

    /// Rows changed by the most recent INSERT, UPDATE or DELETE.
    public var changesCount: Int { Int(sqlite3_changes(sqliteConnection)) }

    /// Rows changed since the connection opened.
    public var totalChangesCount: Int { Int(sqlite3_total_changes(sqliteConnection)) }

    /// Whether a transaction is open (the connection is not in autocommit mode).
    public var isInsideTransaction: Bool { sqlite3_get_autocommit(sqliteConnection) == 0 }

    /// Whether the connection was opened read-only (or the file is read-only).
    public var isReadOnly: Bool { sqlite3_db_readonly(sqliteConnection, "main") == 1 }

    /// The path of the main database's rollback journal as SQLite names it
    /// (`NAME-journal` beside the file a link leads to); nil for an
    /// in-memory or temporary database.
    public var journalPath: String? {
        guard let name = sqlite3_db_filename(sqliteConnection, "main"), name.pointee != 0,
              let journal = sqlite3_filename_journal(name) else { return nil }
        return String(cString: journal)
    }

    /// How long (milliseconds) to retry when another connection holds a lock,
    /// before failing with `SQLITE_BUSY`.
    public func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(sqliteConnection, milliseconds)
    }

    /// Asks a running statement to stop (`sqlite3_interrupt`); safe from a signal handler's thread.
    public func interrupt() {
        sqlite3_interrupt(sqliteConnection)
    }
}
