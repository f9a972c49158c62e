#if canImport(Glibc)
import Glibc
#endif

/// An error reported by SQLite, with the statement that caused it.
///
/// ```
/// SQLite error 19: NOT NULL constraint failed: Dog.name - while executing `INSERT INTO Dog …`
/// ```
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// The (extended) result code.
    public var resultCode: ResultCode
    /// SQLite's message (`sqlite3_errmsg`), or the code's text when there is none.
    public var message: String
    /// The SQL being prepared or executed, if any.
    public var sql: String?
    /// The operating system's `errno` behind an I/O error (`sqlite3_system_errno`), 0 when none.
    public var systemErrno: Int32

    /// Makes an error; `message` defaults to the code's English text.
    public init(resultCode: ResultCode, message: String? = nil, sql: String? = nil, systemErrno: Int32 = 0) {
        self.resultCode = resultCode
        self.message = message ?? resultCode.description
        self.sql = sql
        self.systemErrno = systemErrno
    }

    /// Whether a write failed for want of room: SQLite's own "disk is full"
    /// (`SQLITE_FULL`: `ENOSPC`, or the page-count limit), an I/O error
    /// whose cause was `ENOSPC` or `EFBIG` (the file-size limit, `ulimit -f`),
    /// or a failed write whose cause SQLite no longer knows (at `COMMIT` it
    /// reports `SQLITE_IOERR_WRITE` with no `errno`). A write that failed
    /// for another known cause (`EIO`) is not.
    public var isOutOfSpace: Bool {
        if ResultCode.SQLITE_FULL ~= resultCode { return true }
        guard ResultCode.SQLITE_IOERR ~= resultCode else { return false }
        return systemErrno == ENOSPC || systemErrno == EFBIG || (resultCode == .SQLITE_IOERR_WRITE && systemErrno == 0)
    }

    /// `SQLite error N: message - while executing `SQL``.
    public var description: String {
        var text = "SQLite error \(resultCode.rawValue): \(message)"
        if let sql { text += " - while executing `\(sql)`" }
        return text
    }
}
