import CSQLite

/// SQLite's "copy the bytes now" destructor (`SQLITE_TRANSIENT`), which the C
/// macro spells as a cast of -1 that Swift cannot import.
let SQLITE_TRANSIENT = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

/// The one check every SQLite C call goes through: turns a non-OK code into
/// an `SQLiteError` carrying `sqlite3_errmsg` and the SQL.
@inline(__always)
func check(_ code: Int32, _ db: OpaquePointer?, sql: @autoclosure () -> String? = nil) throws(SQLiteError) {
    if code == SQLITE_OK { return }
    throw makeError(code, db, sql: sql())
}

/// Builds the error for `code` on connection `db`.
func makeError(_ code: Int32, _ db: OpaquePointer?, sql: String?) -> SQLiteError {
    let message: String?
    if let db, let text = sqlite3_errmsg(db) {
        message = String(cString: text)
    } else {
        message = nil
    }
    return SQLiteError(resultCode: ResultCode(rawValue: code), message: message, sql: sql,
                       systemErrno: db.map { sqlite3_system_errno($0) } ?? 0)
}
