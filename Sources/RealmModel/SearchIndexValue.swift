/// A value as a search index sees it (Realm Core's `Mixed` inside
/// `StringIndex`): its key bytes (`Mixed::get_index_data`) and Realm's
/// ordering of values (`Mixed::compare`), which decides the order of object
/// keys in a list that holds more than one distinct value.
///
/// Shared by the file writer, which builds search indexes, and the store's query
/// engine, which answers an indexed mixed equality as Realm Core's index does.
public enum SearchIndexValue: Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case float(Float)
    case double(Double)
    case decimal(Decimal128)
    /// Compared by its UTF-8 bytes (`StringData::operator<`), never by
    /// Unicode equivalence. A `String` keeps short values inline.
    case string(String)
    case binary([UInt8])
    case timestamp(seconds: Int64, nanoseconds: Int32)
    case objectId([UInt8])
    case uuid([UInt8])
    /// A link in a mixed value: the target table's key and the object's key.
    case typedLink(tableKey: UInt32, objectKey: Int64)
    /// A nested list or dictionary in a mixed value (indexed by its kind only).
    case list
    case dictionary

    /// The value of an indexed property as the writer holds it.
    ///
    /// `tableKeys` names the table key of each class a mixed link may point
    /// to; a link to a class missing from it is a bug of the caller.
    public init(_ value: AnyRealmValue, tableKeys: [String: UInt32]) {
        switch value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .int(let i): self = .int(i)
        case .float(let f): self = .float(f)
        case .double(let d): self = .double(d)
        case .decimal128(let d): self = .decimal(d)
        case .string(let s): self = .string(s)
        case .data(let bytes): self = .binary(bytes)
        case .date(let t): self = .timestamp(seconds: t.seconds, nanoseconds: t.nanoseconds)
        case .objectId(let id): self = .objectId(id.bytes)
        case .uuid(let id): self = .uuid(id.bytes)
        case .link(let link):
            guard let tableKey = tableKeys[link.className], let key = link.key else {
                preconditionFailure("search index: a mixed link to '\(link.className)' needs its table key and object key")
            }
            self = .typedLink(tableKey: tableKey, objectKey: key)
        case .embedded:
            preconditionFailure("search index: embedded objects are never indexed")
        case .list: self = .list
        case .dictionary: self = .dictionary
        }
    }

    // MARK: - Key bytes

    /// The bytes the index is keyed by (`Mixed::get_index_data`), `nil` for
    /// null: integers and booleans as 8 little-endian bytes, timestamps as
    /// seconds then nanoseconds, floating values that are whole 32-bit
    /// integers as those integers, strings and binaries as they are.
    public var indexData: [UInt8]? {
        switch self {
        case .null: return nil
        case .bool(let b): return Self.littleEndian(b ? 1 : 0)
        case .int(let i): return Self.littleEndian(i)
        case .float(let f):
            if let whole = Self.wholeInt32(Double(f)) { return Self.littleEndian(Int64(whole)) }
            return withUnsafeBytes(of: f.bitPattern.littleEndian) { Array($0) }
        case .double(let d):
            if let whole = Self.wholeInt32(d) { return Self.littleEndian(Int64(whole)) }
            return withUnsafeBytes(of: d.bitPattern.littleEndian) { Array($0) }
        case .decimal(let d):
            if let whole = Self.truncatedInt64(d) { return Self.littleEndian(whole) }
            return withUnsafeBytes(of: d.low.littleEndian) { Array($0) } + withUnsafeBytes(of: d.high.littleEndian) { Array($0) }
        case .string(let text): return Array(text.utf8)
        case .binary(let bytes), .objectId(let bytes), .uuid(let bytes):
            return bytes
        case .timestamp(let seconds, let nanoseconds):
            return Self.littleEndian(seconds) + withUnsafeBytes(of: nanoseconds.littleEndian) { Array($0) }
        case .typedLink(let tableKey, let objectKey):
            return withUnsafeBytes(of: tableKey.littleEndian) { Array($0) } + Self.littleEndian(objectKey)
        case .list: return Array("__List__".utf8)
        case .dictionary: return Array("__Dictionary__".utf8)
        }
    }

    /// The index's key chunk length: values are keyed 4 bytes at a time.
    public static let chunkLength = 4

    /// The 4-byte chunk of `data` at `offset` as a signed 32-bit key
    /// (`StringIndex::create_key(str, offset)`): 0 for null or past the end;
    /// a tail shorter than 4 bytes gets an `X` appended, so "" is "X".
    public static func chunkKey(_ data: [UInt8]?, offset: Int) -> Int32 {
        guard let data, offset <= data.count else { return 0 }
        let tail = data.count - offset
        var key: UInt32 = 0
        for i in 0 ..< min(tail, chunkLength) { key |= UInt32(data[offset + i]) << UInt32(24 - 8 * i) }
        if tail < chunkLength { key |= UInt32(UInt8(ascii: "X")) << UInt32(24 - 8 * tail) }
        return Int32(bitPattern: key)
    }

    private static func littleEndian(_ value: Int64) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian) { Array($0) }
    }

    /// `int(v) == v` in Realm Core: a whole number in the 32-bit range (−0 is 0).
    private static func wholeInt32(_ value: Double) -> Int32? {
        guard value.isFinite, value == value.rounded(.towardZero),
              value >= Double(Int32.min), value <= Double(Int32.max) else { return nil }
        return Int32(value)
    }

    /// `Decimal128::to_int` (`bid128_to_int64_int`): a finite decimal in the
    /// 64-bit range, truncated toward zero (so 123.45 is keyed as 123).
    private static func truncatedInt64(_ value: Decimal128) -> Int64? {
        guard value.isFinite else { return nil }
        var (coefficient, exponent) = value.components
        while exponent < 0 && coefficient != 0 {
            coefficient /= 10
            exponent += 1
        }
        if coefficient == 0 { return 0 }
        while exponent > 0 {
            guard coefficient <= UInt128(UInt64.max) else { return nil }
            coefficient *= 10
            exponent -= 1
        }
        if value.isNegative {
            guard coefficient <= UInt128(1) << 63 else { return nil }
            return coefficient == UInt128(1) << 63 ? Int64.min : -Int64(coefficient)
        }
        guard coefficient <= UInt128(Int64.max) else { return nil }
        return Int64(coefficient)
    }

    // MARK: - Order

    /// Realm Core's `Mixed::compare`: null first, numbers compared across
    /// int/float/double/decimal, strings and binaries bytewise, other types
    /// within their own kind, and different kinds by Realm's type rank.
    public static func compare(_ a: SearchIndexValue, _ b: SearchIndexValue) -> Int {
        switch (a, b) {
        case (.null, .null): return 0
        case (.null, _): return -1
        case (_, .null): return 1
        case (.bool(let x), .bool(let y)): return order(x ? 1 : 0, y ? 1 : 0)
        case (.string(let x), .string(let y)):
            return x.utf8.elementsEqual(y.utf8) ? 0 : (x.utf8.lexicographicallyPrecedes(y.utf8) ? -1 : 1)
        case (.binary(let x), .binary(let y)), (.objectId(let x), .objectId(let y)), (.uuid(let x), .uuid(let y)):
            return x == y ? 0 : (x.lexicographicallyPrecedes(y) ? -1 : 1)
        case (.timestamp(let s1, let n1), .timestamp(let s2, let n2)):
            return s1 != s2 ? order(s1, s2) : order(n1, n2)
        case (.typedLink(let t1, let k1), .typedLink(let t2, let k2)):
            return t1 != t2 ? order(t1, t2) : order(k1, k2)
        case (.list, .list), (.dictionary, .dictionary): return 0
        default:
            if let x = a.numeric, let y = b.numeric { return compareNumbers(x, y) }
            return order(a.rank, b.rank)
        }
    }

    private static func order<T: Comparable>(_ x: T, _ y: T) -> Int { x == y ? 0 : (x < y ? -1 : 1) }

    private enum Number { case int(Int64), double(Double), decimal(Decimal128) }

    private var numeric: Number? {
        switch self {
        case .int(let i): return .int(i)
        case .float(let f): return .double(Double(f))
        case .double(let d): return .double(d)
        case .decimal(let d): return .decimal(d)
        default: return nil
        }
    }

    private static func compareNumbers(_ x: Number, _ y: Number) -> Int {
        switch (x, y) {
        case (.int(let a), .int(let b)): return order(a, b)
        case (.int(let a), .double(let b)): return compareIntToDouble(a, b)
        case (.double(let a), .int(let b)): return -compareIntToDouble(b, a)
        case (.double(let a), .double(let b)): return compareDoubles(a, b)
        case (.decimal(let a), .decimal(let b)): return order(a, b)
        case (.int(let a), .decimal(let b)): return order(Decimal128(a), b)
        case (.decimal(let a), .int(let b)): return order(a, Decimal128(b))
        // decimal against float/double: Realm converts the binary value to a
        // decimal; an index holds both only in a mixed column, where the
        // position in a list of unequal values is all this decides
        case (.decimal, .double): return 1
        case (.double, .decimal): return -1
        }
    }

    /// `compare_float`: NaN sorts before every number.
    private static func compareDoubles(_ a: Double, _ b: Double) -> Int {
        switch (a.isNaN, b.isNaN) {
        case (false, false): return order(a, b)
        case (true, true): return order(a.bitPattern, b.bitPattern)
        case (true, false): return -1
        case (false, true): return 1
        }
    }

    /// `compare_long_to_double`.
    private static func compareIntToDouble(_ a: Int64, _ b: Double) -> Int {
        if b.isNaN { return 1 }
        let precise: Int64 = 1 << 53
        if a <= precise && a >= -precise { return compareDoubles(Double(a), b) }
        let bound = 9_223_372_036_854_775_808.0
        if b >= bound { return -1 }
        if b < -bound { return 1 }
        return order(a, Int64(b))
    }

    /// `sorting_rank` in `mixed.cpp`: kinds that never compare by value.
    private var rank: Int {
        switch self {
        case .null: return -1
        case .bool: return 0
        case .int, .float, .double, .decimal: return 1
        case .string: return 2
        case .binary: return 3
        case .timestamp: return 4
        case .objectId: return 5
        case .uuid: return 6
        case .typedLink: return 7
        case .list: return 9
        case .dictionary: return 11
        }
    }
}
