import CSQLite

/// Unchecked, allocation-free access to a handful of SQLite C calls, for
/// baselines (the benchmark compares the store against the bare C API).
/// Everything else goes through `Connection` and `Statement`.
///
/// ```swift
/// let statement = try RawSQLite.prepare(connection, "INSERT INTO t VALUES (?)")
/// RawSQLite.bind(statement, 1, Int64(42)); _ = RawSQLite.step(statement); RawSQLite.reset(statement)
/// RawSQLite.finalize(statement)
/// ```
public enum RawSQLite {
    /// `SQLITE_ROW`.
    public static let row: Int32 = SQLITE_ROW
    /// `SQLITE_DONE`.
    public static let done: Int32 = SQLITE_DONE

    /// `sqlite3_prepare_v2` on the connection's handle; finalize the result yourself.
    public static func prepare(_ connection: Connection, _ sql: String) throws -> OpaquePointer {
        var raw: OpaquePointer?
        try check(sqlite3_prepare_v2(connection.sqliteConnection, sql, -1, &raw, nil), connection.sqliteConnection, sql: sql)
        guard let raw else { throw SQLiteError(resultCode: .SQLITE_MISUSE, message: "empty statement", sql: sql) }
        return raw
    }

    /// `sqlite3_bind_int64`.
    public static func bind(_ statement: OpaquePointer, _ index: Int32, _ value: Int64) { sqlite3_bind_int64(statement, index, value) }
    /// `sqlite3_bind_double`.
    public static func bind(_ statement: OpaquePointer, _ index: Int32, _ value: Double) { sqlite3_bind_double(statement, index, value) }
    /// `sqlite3_bind_null`.
    public static func bindNull(_ statement: OpaquePointer, _ index: Int32) { sqlite3_bind_null(statement, index) }
    /// `sqlite3_bind_text` with an explicit length, copied.
    public static func bind(_ statement: OpaquePointer, _ index: Int32, text: UnsafeBufferPointer<UInt8>) {
        text.withMemoryRebound(to: CChar.self) {
            _ = sqlite3_bind_text(statement, index, $0.baseAddress, Int32($0.count), SQLITE_TRANSIENT)
        }
    }
    /// `sqlite3_bind_blob`, copied.
    public static func bind(_ statement: OpaquePointer, _ index: Int32, blob: UnsafeRawBufferPointer) {
        sqlite3_bind_blob(statement, index, blob.baseAddress, Int32(blob.count), SQLITE_TRANSIENT)
    }
    /// `sqlite3_step`.
    public static func step(_ statement: OpaquePointer) -> Int32 { sqlite3_step(statement) }
    /// `sqlite3_reset`.
    public static func reset(_ statement: OpaquePointer) { sqlite3_reset(statement) }
    /// `sqlite3_finalize`.
    public static func finalize(_ statement: OpaquePointer) { sqlite3_finalize(statement) }
    /// `sqlite3_column_int64`.
    public static func int64(_ statement: OpaquePointer, _ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }
    /// `sqlite3_column_double`.
    public static func double(_ statement: OpaquePointer, _ column: Int32) -> Double { sqlite3_column_double(statement, column) }
    /// `sqlite3_column_text` + `sqlite3_column_bytes` as a Swift string.
    public static func string(_ statement: OpaquePointer, _ column: Int32) -> String {
        guard let pointer = sqlite3_column_text(statement, column) else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: Int(sqlite3_column_bytes(statement, column))), as: UTF8.self)
    }
    /// `sqlite3_column_blob` + `sqlite3_column_bytes`, valid until the next step.
    public static func blob(_ statement: OpaquePointer, _ column: Int32) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: sqlite3_column_blob(statement, column), count: Int(sqlite3_column_bytes(statement, column)))
    }
}
