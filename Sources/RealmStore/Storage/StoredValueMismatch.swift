import RealmModel
import SQLite

/// A stored column holds something no value of its property's type is
/// stored as; the reader turns it into `RealmError.damaged` naming the
/// class, the object and the property.
struct StoredValueMismatch: Error {
    /// What the column holds, for the message: `text 'abc'`, `the integer 7`, `a blob of 3 bytes`.
    var found: String

    static func describe(_ statement: Statement, at index: Int32, _ columnType: Statement.ColumnType) -> String {
        switch columnType {
        case .integer: return "the integer \(statement.int64(at: index))"
        case .real: return "the number \(statement.double(at: index))"
        case .text:
            guard statement.validString(at: index) != nil else { return "text that is not valid UTF-8" }
            let text = statement.string(at: index)
            return "the text \(quoted: text.count > 40 ? String(text.prefix(40)) + "…" : text)"
        case .blob: return "a blob of \(statement.byteCount(at: index)) bytes"
        case .null: return "null"
        }
    }
}

extension Realm {
    /// Runs a decoding step of the object `key` of `className`, turning a
    /// stored value of the wrong kind into `RealmError.damaged`.
    func decoding<T>(_ className: String, key: ObjectKey, property: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let mismatch as StoredValueMismatch {
            throw RealmError.damaged(path: configuration.displayPath,
                                     reason: "\(quoted: className + "." + property) of the object with key \(key) holds \(mismatch.found), not a value of its type")
        }
    }
}
