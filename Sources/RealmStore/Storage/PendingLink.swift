import RealmModel
import SQLite

/// While importing: how a link column holds a link by primary key to an
/// object not imported yet, until `Realm.resolvePendingLinks` replaces it by
/// that object's key in one `UPDATE` per column.
///
/// Never an integer (object keys are), and as the target's primary-key
/// column stores the key where SQL can compare it directly, so resolving
/// needs no function call per row:
///
/// | primary key | placeholder |
/// |---|---|
/// | int within ±2⁵³ | REAL of the same value (exact) |
/// | string | TEXT |
/// | anything else (objectId, uuid, null, larger ints) | BLOB of the link (`MixedBlob`), read by `rl_pending_pk` |
enum PendingLink {
    /// Integers up to this magnitude are exact as doubles.
    static let exactIntegerBound: Int64 = 1 << 53

    /// Binds the placeholder of `link` (by primary key) at parameter `index`.
    static func bind(_ link: ObjectLink, to statement: Statement, at index: Int32) throws {
        if case .primaryKey(let pk) = link.target {
            switch pk {
            case .int(let i) where i.magnitude <= exactIntegerBound.magnitude:
                try statement.bind(Double(i), at: index)
                return
            case .string(let s):
                try statement.bind(s, at: index)
                return
            default:
                break
            }
        }
        try statement.bind(bytes: MixedBlob.encode(.link(link)), at: index)
    }

    /// The SQL condition: `column` holds a placeholder.
    static func isPlaceholder(_ column: String) -> String {
        "typeof(\(column)) IN ('real', 'text', 'blob')"
    }

    /// The SQL expression giving the primary key `column`'s placeholder names,
    /// as the target's primary-key column stores it.
    static func primaryKey(_ column: String) -> String {
        "CASE typeof(\(column)) WHEN 'real' THEN CAST(\(column) AS INTEGER) WHEN 'text' THEN \(column) "
            + "ELSE \(Realm.pendingPrimaryKeyFunction)(\(column)) END"
    }

    /// The primary key a placeholder left in place names (for the error that names it).
    static func primaryKey(of value: SQLiteValue) -> AnyRealmValue {
        switch value {
        case .real(let d): return .int(Int64(d))
        case .text(let s): return .string(s)
        case .blob(let bytes): return bytes.withUnsafeBytes { Realm.pendingPrimaryKey(in: $0) } ?? .null
        case .null, .integer: return .null
        }
    }
}
