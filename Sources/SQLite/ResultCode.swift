import CSQLite

/// A SQLite result code, primary or extended (`SQLITE_BUSY`, `SQLITE_CONSTRAINT_UNIQUE`, …).
///
/// Matching a primary code with `~=` also matches its extended codes:
///
/// ```swift
/// switch error.resultCode { case .SQLITE_CONSTRAINT: … }
/// ```
public struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The numeric code as SQLite returns it.
    public var rawValue: Int32

    /// Wraps a raw SQLite result code.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The primary code (the low 8 bits of an extended code).
    public var primaryResultCode: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    /// SQLite's English text for the code (`sqlite3_errstr`).
    public var description: String { String(cString: sqlite3_errstr(rawValue)) }

    /// A primary pattern matches every extended code under it.
    public static func ~= (pattern: ResultCode, code: ResultCode) -> Bool {
        pattern.rawValue == pattern.primaryResultCode.rawValue
            ? pattern == code.primaryResultCode
            : pattern == code
    }

    /// Successful result.
    public static let SQLITE_OK = ResultCode(rawValue: 0)
    /// Generic error.
    public static let SQLITE_ERROR = ResultCode(rawValue: 1)
    /// Another connection holds a lock the operation needs.
    public static let SQLITE_BUSY = ResultCode(rawValue: 5)
    /// A table in the same connection is locked.
    public static let SQLITE_LOCKED = ResultCode(rawValue: 6)
    /// Attempt to write a read-only database.
    public static let SQLITE_READONLY = ResultCode(rawValue: 8)
    /// The operation was interrupted.
    public static let SQLITE_INTERRUPT = ResultCode(rawValue: 9)
    /// Disk I/O error.
    public static let SQLITE_IOERR = ResultCode(rawValue: 10)
    /// The database file is malformed.
    public static let SQLITE_CORRUPT = ResultCode(rawValue: 11)
    /// The database file could not be opened.
    public static let SQLITE_CANTOPEN = ResultCode(rawValue: 14)
    /// A constraint (UNIQUE, NOT NULL, CHECK, FOREIGN KEY) failed.
    public static let SQLITE_CONSTRAINT = ResultCode(rawValue: 19)
    /// A value has the wrong type for the operation.
    public static let SQLITE_MISMATCH = ResultCode(rawValue: 20)
    /// The library was used incorrectly.
    public static let SQLITE_MISUSE = ResultCode(rawValue: 21)
    /// The file is not a database.
    public static let SQLITE_NOTADB = ResultCode(rawValue: 26)
    /// `sqlite3_step` produced a row.
    public static let SQLITE_ROW = ResultCode(rawValue: 100)
    /// `sqlite3_step` finished.
    public static let SQLITE_DONE = ResultCode(rawValue: 101)
    /// A UNIQUE constraint failed.
    public static let SQLITE_CONSTRAINT_UNIQUE = ResultCode(rawValue: 2067)
    /// A PRIMARY KEY constraint failed.
    public static let SQLITE_CONSTRAINT_PRIMARYKEY = ResultCode(rawValue: 1555)
    /// A NOT NULL constraint failed.
    public static let SQLITE_CONSTRAINT_NOTNULL = ResultCode(rawValue: 1299)
    /// A read-only connection found a hot journal it may not roll back.
    public static let SQLITE_READONLY_ROLLBACK = ResultCode(rawValue: 776)
    /// A write to the file failed (`EFBIG` past the file-size limit, `EIO`).
    public static let SQLITE_IOERR_WRITE = ResultCode(rawValue: 778)
    /// The disk (or the file-size limit) is full.
    public static let SQLITE_FULL = ResultCode(rawValue: 13)
}
