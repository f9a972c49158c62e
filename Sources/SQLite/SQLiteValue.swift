/// A value in one of SQLite's storage classes.
///
/// ```swift
/// try connection.execute(sql: "INSERT INTO t VALUES (?, ?)", arguments: [.integer(1), .text("a\u{0}b")])
/// ```
public enum SQLiteValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    /// Text, bound and read with explicit lengths, so embedded NUL bytes survive.
    case text(String)
    case blob([UInt8])

    /// Whether the value is SQL NULL.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

extension SQLiteValue: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByNilLiteral, ExpressibleByFloatLiteral {
    /// `1` is `.integer(1)`.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// `"a"` is `.text("a")`.
    public init(stringLiteral value: String) { self = .text(value) }
    /// `nil` is `.null`.
    public init(nilLiteral: ()) { self = .null }
    /// `1.5` is `.real(1.5)`.
    public init(floatLiteral value: Double) { self = .real(value) }
}
