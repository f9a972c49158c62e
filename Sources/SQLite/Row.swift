/// A snapshot of one result row: values by index or by column name.
///
/// ```swift
/// let row = try db.fetchOne(sql: "SELECT 1 AS one")!
/// row["one"]  // .integer(1)
/// ```
public struct Row: Hashable, Sendable {
    /// The result column names, in order.
    public var columnNames: [String]
    /// The values, in column order.
    public var values: [SQLiteValue]

    /// Makes a row from names and values of equal count.
    public init(columnNames: [String], values: [SQLiteValue]) {
        precondition(columnNames.count == values.count, "Row needs one name per value")
        self.columnNames = columnNames
        self.values = values
    }

    /// The number of columns.
    public var count: Int { values.count }

    /// The value at column `index` (0-based).
    public subscript(index: Int) -> SQLiteValue { values[index] }

    /// The value of the first column called `name` (case-insensitive, as SQL), or `nil`.
    public subscript(name: String) -> SQLiteValue? {
        let lowered = name.lowercased()
        return columnNames.firstIndex { $0.lowercased() == lowered }.map { values[$0] }
    }
}
