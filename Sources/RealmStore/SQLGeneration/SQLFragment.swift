import SQLite

/// SQL text with its arguments: parameters are numbered (`?1`, `?2`, …) and
/// `arguments[n - 1]` is the value of `?n`. Values are never spliced into SQL.
///
/// ```swift
/// let fragment = try realm.objects("Dog", where: "age > 3").fragment
/// fragment.sql        // SELECT t0."_key" FROM "class_Dog" t0 WHERE t0."age" > ?1 ORDER BY t0."_key"  (age required)
/// fragment.arguments  // [.integer(3)]
/// ```
public struct SQLFragment: Hashable, Sendable, CustomStringConvertible {
    public var sql: String
    public var arguments: [SQLiteValue]

    public init(sql: String, arguments: [SQLiteValue] = []) {
        self.sql = sql
        self.arguments = arguments
    }

    public var description: String { sql }
}
