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

    /// Makes an error; `message` defaults to the code's English text.
    public init(resultCode: ResultCode, message: String? = nil, sql: String? = nil) {
        self.resultCode = resultCode
        self.message = message ?? resultCode.description
        self.sql = sql
    }

    /// `SQLite error N: message - while executing `SQL``.
    public var description: String {
        var text = "SQLite error \(resultCode.rawValue): \(message)"
        if let sql { text += " - while executing `\(sql)`" }
        return text
    }
}
