import RealmModel
import RealmQuery
import SQLite

/// `AnyRealmValue` ↔ SQLite columns, exactly and (per type) sortably.
///
/// | type | column(s) |
/// |---|---|
/// | bool, int | INTEGER |
/// | float, double | REAL; NaN as a 4/8-byte BLOB of its bits (SQLite turns NaN into NULL). Columns have no affinity, so -0 stays -0 |
/// | string | TEXT, bound with its length (NUL bytes kept); BINARY collation = UTF-8 byte order |
/// | data | BLOB (a zero-length blob is not NULL) |
/// | date | 12-byte BLOB: seconds big-endian with the sign bit flipped, then nanoseconds + 10⁹ big-endian — memcmp order is time order over Realm's whole range |
/// | decimal | 16-byte BLOB (BID low word then high word, little-endian) + `$sort` REAL (the nearest double: numeric comparisons, ORDER BY and aggregates in SQL) |
/// | objectId, uuid | 12/16-byte BLOB (memcmp order = byte order) |
/// | object | INTEGER object key of the target (or of the embedded child) |
/// | mixed | the value as above + `$type` INTEGER tag; links, lists and dictionaries as a `MixedBlob` |
enum ValueCoding {
    /// Type tags of `mixed` columns. `set` is never stored (a mixed value holds no set): queries give it
    /// to a set property read through a link held in a mixed value (`MixedLinkReader`), which Realm
    /// Core compares as a value of its own kind.
    enum MixedTag: Int64 {
        case bool = 1, int, float, double, string, data, date, decimal, objectId, uuid, link, list, dictionary, set
    }

    // MARK: - Encoding

    /// Binds `value` (already checked against `type`; links already resolved to
    /// keys) to the column(s) starting at parameter `index`, advancing it.
    @inline(__always)
    static func bind(_ value: AnyRealmValue, type: PropertyType, to statement: Statement, at index: inout Int32) throws {
        if type == .mixed {
            try bindMixed(value, to: statement, at: &index)
            return
        }
        if type == .decimal128 {
            if case .decimal128(let d) = value {
                try statement.bind(bytes: decimalBytes(d), at: index)
                // The query engine compares, sorts and sums decimals through this REAL column.
                let approx = d.doubleValue
                if approx.isNaN { try statement.bindNull(at: index + 1) } else { try statement.bind(approx, at: index + 1) }
            } else {
                try statement.bindNull(at: index)
                try statement.bindNull(at: index + 1)
            }
            index += 2
            return
        }
        try bindScalar(value, to: statement, at: index)
        index += 1
    }

    /// Binds a scalar into one column.
    @inline(__always)
    static func bindScalar(_ value: AnyRealmValue, to statement: Statement, at index: Int32) throws {
        switch value {
        case .null: try statement.bindNull(at: index)
        case .bool(let b): try statement.bind(Int64(b ? 1 : 0), at: index)
        case .int(let i): try statement.bind(i, at: index)
        case .float(let f):
            if f.isNaN { try statement.bind(bytes: littleEndianBytes(UInt64(f.bitPattern), count: 4), at: index) }
            else { try statement.bind(Double(f), at: index) }
        case .double(let d):
            if d.isNaN { try statement.bind(bytes: littleEndianBytes(d.bitPattern, count: 8), at: index) }
            else { try statement.bind(d, at: index) }
        case .string(let s): try statement.bind(s, at: index)
        case .data(let bytes): try statement.bind(bytes: bytes, at: index)
        case .date(let t): try withDateBytes(t) { try statement.bind(rawBytes: $0, at: index) }
        case .decimal128(let d): try statement.bind(bytes: decimalBytes(d), at: index)
        case .objectId(let o): try statement.bind(bytes: o.bytes, at: index)
        case .uuid(let u): try statement.bind(bytes: u.bytes, at: index)
        case .link(let link):
            if let key = link.key {
                try statement.bind(key, at: index)
            } else {
                // Only while importing: a link by primary key to an object later in
                // the dump, held as a placeholder until `Realm.resolveImportedLinks`.
                try PendingLink.bind(link, to: statement, at: index)
            }
        case .embedded, .list, .dictionary:
            preconditionFailure("collections and embedded objects are not single column values")
        }
    }

    static func mixedTag(of value: AnyRealmValue) -> MixedTag? {
        switch value {
        case .null: return nil
        case .list: return .list
        case .dictionary: return .dictionary
        case .embedded: preconditionFailure("mixed values cannot hold embedded objects (checked before)")
        default: return SQLValue.tag(of: ValueType(value))
        }
    }

    static func bindMixed(_ value: AnyRealmValue, to statement: Statement, at index: inout Int32) throws {
        let tag = mixedTag(of: value)
        switch value {
        case .link, .list, .dictionary: try statement.bind(bytes: MixedBlob.encode(value), at: index)
        default: try bindScalar(value, to: statement, at: index)
        }
        if let tag { try statement.bind(tag.rawValue, at: index + 1) } else { try statement.bindNull(at: index + 1) }
        index += 2
    }

    /// The SQLite value a scalar is stored as (for WHERE clauses); links and
    /// nested collections give their `MixedBlob` form.
    static func sqliteValue(_ value: AnyRealmValue) -> SQLiteValue {
        switch value {
        case .null: return .null
        case .bool(let b): return .integer(b ? 1 : 0)
        case .int(let i): return .integer(i)
        case .float(let f): return f.isNaN ? .blob(littleEndianBytes(UInt64(f.bitPattern), count: 4)) : .real(Double(f))
        case .double(let d): return d.isNaN ? .blob(littleEndianBytes(d.bitPattern, count: 8)) : .real(d)
        case .string(let s): return .text(s)
        case .data(let b): return .blob(b)
        case .date(let t): return .blob(dateBytes(t))
        case .decimal128(let d): return .blob(decimalBytes(d))
        case .objectId(let o): return .blob(o.bytes)
        case .uuid(let u): return .blob(u.bytes)
        case .link, .list, .dictionary, .embedded: return .blob(MixedBlob.encode(value))
        }
    }

    // MARK: - Decoding

    /// Reads the value of `type` from the column(s) starting at `index`,
    /// advancing it. Links come back as `.link(ObjectLink(className: target, key:))`.
    ///
    /// Throws `StoredValueMismatch` when the column holds what no value of
    /// `type` is stored as (text in a date column, 7 in a bool list): never a
    /// silent `false` or `null`.
    @inline(__always)
    static func read(_ statement: Statement, at index: inout Int32, type: PropertyType, targetClass: String?) throws -> AnyRealmValue {
        switch type {
        case .mixed:
            defer { index += 2 }
            return try readMixed(statement, at: index)
        case .decimal128:
            defer { index += 2 }
            return try readScalar(statement, at: index, type: type, targetClass: targetClass)
        default:
            defer { index += 1 }
            return try readScalar(statement, at: index, type: type, targetClass: targetClass)
        }
    }

    static func readMixed(_ statement: Statement, at index: Int32) throws -> AnyRealmValue {
        if statement.isNull(at: index + 1) {
            guard statement.columnType(at: index) == .null else { throw StoredValueMismatch(found: "a mixed value without its type tag") }
            return .null
        }
        guard statement.columnType(at: index + 1) == .integer, let tag = MixedTag(rawValue: statement.int64(at: index + 1)) else {
            throw StoredValueMismatch(found: "a mixed value with an unknown type tag")
        }
        switch tag {
        case .bool: return try readScalar(statement, at: index, type: .bool, targetClass: nil)
        case .int: return try readScalar(statement, at: index, type: .int, targetClass: nil)
        case .float: return try readScalar(statement, at: index, type: .float, targetClass: nil)
        case .double: return try readScalar(statement, at: index, type: .double, targetClass: nil)
        case .string: return try readScalar(statement, at: index, type: .string, targetClass: nil)
        case .data: return try readScalar(statement, at: index, type: .data, targetClass: nil)
        case .date: return try readScalar(statement, at: index, type: .date, targetClass: nil)
        case .decimal: return try readScalar(statement, at: index, type: .decimal128, targetClass: nil)
        case .objectId: return try readScalar(statement, at: index, type: .objectId, targetClass: nil)
        case .uuid: return try readScalar(statement, at: index, type: .uuid, targetClass: nil)
        case .set:
            throw StoredValueMismatch(found: "a mixed value tagged as a set")
        case .link, .list, .dictionary:
            guard statement.columnType(at: index) == .blob, let value = statement.withUnsafeBytes(at: index, { MixedBlob.decode($0) }) else {
                throw StoredValueMismatch(found: "an undecodable nested value")
            }
            return value
        }
    }

    @inline(__always)
    static func readScalar(_ statement: Statement, at index: Int32, type: PropertyType, targetClass: String?) throws -> AnyRealmValue {
        let columnType = statement.columnType(at: index)
        if columnType == .null { return .null }
        func mismatch() -> StoredValueMismatch { StoredValueMismatch(found: StoredValueMismatch.describe(statement, at: index, columnType)) }
        switch type {
        case .bool:
            guard columnType == .integer else { throw mismatch() }
            let value = statement.int64(at: index)
            guard value == 0 || value == 1 else { throw mismatch() }
            return .bool(value != 0)
        case .int:
            guard columnType == .integer else { throw mismatch() }
            return .int(statement.int64(at: index))
        case .float:
            if columnType == .blob {
                guard statement.byteCount(at: index) == 4 else { throw mismatch() }
                return .float(statement.withUnsafeBytes(at: index) { Float(bitPattern: UInt32(truncatingIfNeeded: readLittleEndian($0))) })
            }
            guard columnType == .real || columnType == .integer else { throw mismatch() }
            return .float(Float(statement.double(at: index)))
        case .double:
            if columnType == .blob {
                guard statement.byteCount(at: index) == 8 else { throw mismatch() }
                return .double(statement.withUnsafeBytes(at: index) { Double(bitPattern: readLittleEndian($0)) })
            }
            guard columnType == .real || columnType == .integer else { throw mismatch() }
            return .double(statement.double(at: index))
        case .string:
            guard columnType == .text else { throw mismatch() }
            try AddressSpace.ensureRoom(for: statement.byteCount(at: index), "string")
            guard let text = statement.validString(at: index) else { throw mismatch() }
            return .string(text)
        case .data:
            guard columnType == .blob else { throw mismatch() }
            try AddressSpace.ensureRoom(for: statement.byteCount(at: index), "binary value")
            return .data(statement.bytes(at: index))
        case .date:
            guard columnType == .blob, let date = statement.withUnsafeBytes(at: index, { timestamp(from: $0) }) else { throw mismatch() }
            return .date(date)
        case .decimal128:
            guard columnType == .blob, let decimal = statement.withUnsafeBytes(at: index, { decimal(from: $0) }) else { throw mismatch() }
            return .decimal128(decimal)
        case .objectId:
            guard columnType == .blob, let id = ObjectId(bytes: statement.bytes(at: index)) else { throw mismatch() }
            return .objectId(id)
        case .uuid:
            guard columnType == .blob, let id = RealmUUID(bytes: statement.bytes(at: index)) else { throw mismatch() }
            return .uuid(id)
        case .object:
            guard columnType == .integer else { throw mismatch() }
            return .link(ObjectLink(className: targetClass ?? "", key: statement.int64(at: index)))
        case .mixed, .linkingObjects: return .null
        }
    }

    // MARK: - Byte forms

    static func littleEndianBytes(_ value: UInt64, count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    static func readLittleEndian(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var value: UInt64 = 0
        for (i, byte) in bytes.prefix(8).enumerated() { value |= UInt64(byte) << (8 * UInt64(i)) }
        return value
    }

    /// A float or double argument of a SQL function as a double: a REAL (an
    /// INTEGER for a whole bound constant), or the little-endian BLOB of 4 or
    /// 8 bytes that a NaN is stored as (a float's widened).
    static func double(_ args: FunctionArguments, at index: Int) -> Double {
        guard args.type(at: index) == .blob else { return args.double(at: index) }
        return args.withUnsafeBytes(at: index) { bytes in
            let bits = readLittleEndian(bytes)
            return bytes.count == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits)
        }
    }

    /// The sortable 12-byte form of a timestamp.
    static func dateBytes(_ t: Timestamp) -> [UInt8] {
        withDateBytes(t) { Array($0) }
    }

    /// Calls `body` with the sortable 12-byte form, without allocating.
    @inline(__always)
    static func withDateBytes<T>(_ t: Timestamp, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        let s = UInt64(bitPattern: t.seconds) ^ (1 << 63)
        let n = UInt32(Int64(t.nanoseconds) + 1_000_000_000)
        var tuple: (UInt64, UInt32) = (s.bigEndian, n.bigEndian)
        return try Swift.withUnsafeBytes(of: &tuple) { try body(UnsafeRawBufferPointer(rebasing: $0[0..<12])) }
    }

    static func timestamp(from bytes: UnsafeRawBufferPointer) -> Timestamp? {
        guard bytes.count == 12 else { return nil }
        let s = UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self))
        let n = UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self))
        return Timestamp(seconds: Int64(bitPattern: s ^ (1 << 63)), nanoseconds: Int32(Int64(n) - 1_000_000_000))
    }

    static func decimalBytes(_ d: Decimal128) -> [UInt8] {
        littleEndianBytes(d.low, count: 8) + littleEndianBytes(d.high, count: 8)
    }

    static func decimal(from bytes: UnsafeRawBufferPointer) -> Decimal128? {
        guard bytes.count == 16 else { return nil }
        return Decimal128(
            low: readLittleEndian(UnsafeRawBufferPointer(rebasing: bytes[0..<8])),
            high: readLittleEndian(UnsafeRawBufferPointer(rebasing: bytes[8..<16])))
    }
}
