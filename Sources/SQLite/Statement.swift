import CSQLite
import Glibc

/// A prepared statement: bind arguments, step through rows, read columns.
/// Finalized when released.
///
/// ```swift
/// let select = try db.makeStatement(sql: "SELECT a, b FROM t WHERE a > ?")
/// try select.bind([.integer(3)])
/// while try select.step() { print(select.int64(at: 0), select.string(at: 1)) }
/// ```
public final class Statement {
    /// The raw `sqlite3_stmt*`.
    let sqliteStatement: OpaquePointer
    /// The connection that prepared the statement (kept alive by this reference).
    public unowned let connection: Connection
    /// The SQL text.
    public let sql: String
    private var needsReset = false

    init(connection: Connection, sql: String, persistent: Bool) throws {
        var raw: OpaquePointer?
        let db = connection.sqliteConnection
        let flags: UInt32 = persistent ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
        try check(sqlite3_prepare_v3(db, sql, -1, flags, &raw, nil), db, sql: sql)
        guard let raw else {
            throw SQLiteError(resultCode: .SQLITE_MISUSE, message: "empty statement", sql: sql)
        }
        self.sqliteStatement = raw
        self.connection = connection
        self.sql = sql
    }

    deinit { sqlite3_finalize(sqliteStatement) }

    // MARK: - Binding

    /// The number of `?` parameters.
    public var parameterCount: Int { Int(sqlite3_bind_parameter_count(sqliteStatement)) }

    /// Resets the statement, then binds `arguments` to parameters 1, 2, …
    public func bind(_ arguments: [SQLiteValue]) throws {
        resetAndClear()
        guard arguments.count == parameterCount else {
            throw SQLiteError(
                resultCode: .SQLITE_MISUSE,
                message: "wrong number of arguments: expected \(parameterCount), got \(arguments.count)", sql: sql)
        }
        for (offset, value) in arguments.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    /// Binds one value to parameter `index` (1-based, as in SQLite).
    public func bind(_ value: SQLiteValue, at index: Int32) throws {
        switch value {
        case .null: try bindNull(at: index)
        case .integer(let v): try bind(v, at: index)
        case .real(let v): try bind(v, at: index)
        case .text(let v): try bind(v, at: index)
        case .blob(let v): try bind(bytes: v, at: index)
        }
    }

    /// Binds NULL.
    @inline(__always)
    public func bindNull(at index: Int32) throws {
        try checkBind(sqlite3_bind_null(sqliteStatement, index))
    }

    /// Binds an integer.
    @inline(__always)
    public func bind(_ value: Int64, at index: Int32) throws {
        try checkBind(sqlite3_bind_int64(sqliteStatement, index, value))
    }

    /// Binds a double (SQLite turns NaN into NULL: encode NaN yourself).
    @inline(__always)
    public func bind(_ value: Double, at index: Int32) throws {
        try checkBind(sqlite3_bind_double(sqliteStatement, index, value))
    }

    /// Binds text with its explicit UTF-8 length, so NUL bytes are kept.
    @inline(__always)
    public func bind(_ value: String, at index: Int32) throws {
        var value = value
        let code = value.withUTF8 { buffer -> Int32 in
            guard let base = buffer.baseAddress else {
                return sqlite3_bind_text64(sqliteStatement, index, "", 0, SQLITE_TRANSIENT, UInt8(SQLITE_UTF8))
            }
            return UnsafeRawPointer(base).withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                sqlite3_bind_text64(sqliteStatement, index, $0, sqlite3_uint64(buffer.count), SQLITE_TRANSIENT, UInt8(SQLITE_UTF8))
            }
        }
        try checkBind(code)
    }

    /// Binds a blob (a zero-length blob stays a blob, not NULL).
    @inline(__always)
    public func bind(bytes: [UInt8], at index: Int32) throws {
        let code = bytes.withUnsafeBytes { buffer -> Int32 in
            if buffer.isEmpty { return sqlite3_bind_zeroblob(sqliteStatement, index, 0) }
            return sqlite3_bind_blob64(sqliteStatement, index, buffer.baseAddress, sqlite3_uint64(buffer.count), SQLITE_TRANSIENT)
        }
        try checkBind(code)
    }

    /// Binds a blob from raw bytes, copied at once.
    @inline(__always)
    public func bind(rawBytes buffer: UnsafeRawBufferPointer, at index: Int32) throws {
        let code: Int32
        if buffer.isEmpty {
            code = sqlite3_bind_zeroblob(sqliteStatement, index, 0)
        } else {
            code = sqlite3_bind_blob64(sqliteStatement, index, buffer.baseAddress, sqlite3_uint64(buffer.count), SQLITE_TRANSIENT)
        }
        try checkBind(code)
    }

    @inline(__always)
    private func checkBind(_ code: Int32) throws {
        if code != SQLITE_OK { throw makeError(code, connection.sqliteConnection, sql: sql) }
    }

    // MARK: - Stepping

    /// Advances to the next row; `false` when the statement is done (it then
    /// resets itself on the next bind).
    ///
    /// Throws the SQLite error (constraint, busy, …) with this SQL attached.
    @inline(__always)
    public func step() throws -> Bool {
        needsReset = true
        let code = sqlite3_step(sqliteStatement)
        if code == SQLITE_ROW { return true }
        if code == SQLITE_DONE { return false }
        let error = makeError(code, connection.sqliteConnection, sql: sql)
        sqlite3_reset(sqliteStatement)
        needsReset = false
        throw error
    }

    /// Runs the statement to completion, with `arguments` bound first, or
    /// with the current bindings when `arguments` is empty.
    public func execute(arguments: [SQLiteValue] = []) throws {
        if !arguments.isEmpty { try bind(arguments) } else if needsReset { reset() }
        while try step() {}
        reset()
    }

    /// Runs the statement with the current bindings and calls `body` for
    /// each row; the statement's column accessors read the current row.
    public func forEachRow(_ body: (Statement) throws -> Void) throws {
        defer { reset() }
        while try step() { try body(self) }
    }

    /// Rewinds the statement, keeping its bindings.
    public func reset() {
        sqlite3_reset(sqliteStatement)
        needsReset = false
    }

    /// Rewinds the statement if it ran, keeping its bindings (for callers
    /// that rebind every parameter: cheaper than `resetAndClear()`).
    @inline(__always)
    public func prepareForReuse() {
        if needsReset {
            sqlite3_reset(sqliteStatement)
            needsReset = false
        }
    }

    /// Rewinds the statement and clears its bindings.
    public func resetAndClear() {
        if needsReset { sqlite3_reset(sqliteStatement) }
        needsReset = false
        sqlite3_clear_bindings(sqliteStatement)
    }

    // MARK: - Columns (0-based)

    /// The number of result columns.
    public var columnCount: Int { Int(sqlite3_column_count(sqliteStatement)) }

    /// The name of result column `index`.
    public func columnName(at index: Int32) -> String {
        sqlite3_column_name(sqliteStatement, index).map { String(cString: $0) } ?? ""
    }

    /// All result column names.
    public var columnNames: [String] { (0..<Int32(columnCount)).map { columnName(at: $0) } }

    /// The storage class of column `index` in the current row.
    @inline(__always)
    public func columnType(at index: Int32) -> ColumnType {
        ColumnType(rawValue: sqlite3_column_type(sqliteStatement, index)) ?? .null
    }

    /// Whether column `index` is NULL.
    @inline(__always)
    public func isNull(at index: Int32) -> Bool {
        sqlite3_column_type(sqliteStatement, index) == SQLITE_NULL
    }

    /// Column `index` as an integer (SQLite's conversions apply).
    @inline(__always)
    public func int64(at index: Int32) -> Int64 { sqlite3_column_int64(sqliteStatement, index) }

    /// Column `index` as a double.
    @inline(__always)
    public func double(at index: Int32) -> Double { sqlite3_column_double(sqliteStatement, index) }

    /// Column `index` as text, read with its byte length (NULs kept).
    @inline(__always)
    public func string(at index: Int32) -> String {
        guard let pointer = sqlite3_column_text(sqliteStatement, index) else { return "" }
        let count = Int(sqlite3_column_bytes(sqliteStatement, index))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// The length in bytes of column `index` (of its text or blob form).
    @inline(__always)
    public func byteCount(at index: Int32) -> Int { Int(sqlite3_column_bytes(sqliteStatement, index)) }

    /// Column `index` as text, or `nil` when its bytes are not valid UTF-8
    /// (`string(at:)` would replace them with U+FFFD).
    ///
    /// One decoding pass: `String(decoding:as:)` is specialised for UTF-8
    /// buffers (`String(validating:as:)` looked up generic metadata on every
    /// call, a quarter of reading a row); it repairs invalid bytes, so the
    /// text was valid exactly when the string's bytes are the column's.
    @inline(__always)
    public func validString(at index: Int32) -> String? {
        guard let pointer = sqlite3_column_text(sqliteStatement, index) else { return "" }
        let bytes = UnsafeBufferPointer(start: pointer, count: Int(sqlite3_column_bytes(sqliteStatement, index)))
        var string = String(decoding: bytes, as: UTF8.self)
        let isIntact = string.withUTF8 { decoded in
            guard decoded.count == bytes.count, let start = decoded.baseAddress else { return decoded.count == bytes.count }
            return memcmp(start, pointer, bytes.count) == 0
        }
        return isIntact ? string : nil
    }

    /// Column `index` as bytes.
    @inline(__always)
    public func bytes(at index: Int32) -> [UInt8] {
        withUnsafeBytes(at: index) { Array($0) }
    }

    /// Calls `body` with the bytes of column `index`, valid only inside `body`
    /// (no copy).
    @inline(__always)
    public func withUnsafeBytes<T>(at index: Int32, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        let pointer = sqlite3_column_blob(sqliteStatement, index)
        let count = Int(sqlite3_column_bytes(sqliteStatement, index))
        return try body(UnsafeRawBufferPointer(start: pointer, count: pointer == nil ? 0 : count))
    }

    /// Column `index` in its own storage class.
    public func value(at index: Int32) -> SQLiteValue {
        switch columnType(at: index) {
        case .null: return .null
        case .integer: return .integer(int64(at: index))
        case .real: return .real(double(at: index))
        case .text: return .text(string(at: index))
        case .blob: return .blob(bytes(at: index))
        }
    }

    /// The current row as a snapshot.
    public var row: Row {
        let count = Int32(columnCount)
        return Row(columnNames: columnNames, values: (0..<count).map { value(at: $0) })
    }

    /// SQLite's storage classes, as `sqlite3_column_type` reports them.
    public enum ColumnType: Int32, Sendable {
        case integer = 1
        case real = 2
        case text = 3
        case blob = 4
        case null = 5
    }
}
