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

    /// Binds the placeholder of `link` (by primary key) at parameter `index`;
    /// the key is already normalised to the target's primary-key type.
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

    /// The placeholder's storage class for a primary key of `type`, besides
    /// the blob every other key gets.
    static func placeholderClass(for type: PropertyType) -> String? {
        switch type {
        case .int: return "real"
        case .string: return "text"
        default: return nil
        }
    }

    /// The SQL condition: `column` holds a placeholder for a primary key of `type`.
    static func isPlaceholder(_ column: String, primaryKeyType type: PropertyType) -> String {
        guard let placeholder = placeholderClass(for: type) else { return "typeof(\(column)) = 'blob'" }
        return "typeof(\(column)) IN ('\(placeholder)', 'blob')"
    }

    /// The SQL expression giving the primary key (of `type`) that `column`'s
    /// placeholder names, as the target's primary-key column stores it.
    ///
    /// A `CASE` on purpose: it has no affinity, so comparing the primary-key
    /// column with it can use that column's index. `pk IS CAST(x AS INTEGER)`
    /// cannot (the CAST's integer affinity applies to the column), and an
    /// `UPDATE` of a million rows then scans the whole index for each row.
    static func primaryKey(_ column: String, primaryKeyType type: PropertyType) -> String {
        let blob = "\(Realm.pendingPrimaryKeyFunction)(\(column))"
        switch type {
        case .int: return "CASE WHEN typeof(\(column)) = 'real' THEN CAST(\(column) AS INTEGER) ELSE \(blob) END"
        case .string: return "CASE WHEN typeof(\(column)) = 'text' THEN \(column) ELSE \(blob) END"
        default: return blob
        }
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
