import RealmModel

/// The order Realm Core keeps a set's elements in (`set.hpp` inserts at
/// `std::lower_bound`; `Mixed::compare` in `mixed.cpp` for mixed sets):
/// null first; numbers (int, float, double, decimal) compared by value with
/// NaN below every number; strings and binaries by unsigned bytes;
/// timestamps, objectIds, uuids, links by value; across unrelated types by
/// Realm's type rank.
enum RealmOrder {
    static func sortedSet(_ elements: [AnyRealmValue], context: EncodingContext) -> [AnyRealmValue] {
        elements.sorted { compare($0, $1, context: context) < 0 }
    }

    /// `Mixed::sorting_rank`: bool 0, numbers 1, string 2, binary 3,
    /// timestamp 4, objectId 5, uuid 6, typed link 7, list 9, dictionary 11.
    private static func rank(_ value: AnyRealmValue) -> Int {
        switch value {
        case .null: return -1
        case .bool: return 0
        case .int, .float, .double, .decimal128: return 1
        case .string: return 2
        case .data: return 3
        case .date: return 4
        case .objectId: return 5
        case .uuid: return 6
        case .link, .embedded: return 7
        case .list: return 9
        case .dictionary: return 11
        }
    }

    static func compare(_ a: AnyRealmValue, _ b: AnyRealmValue, context: EncodingContext) -> Int {
        switch (a, b) {
        case (.null, .null): return 0
        case (.null, _): return -1
        case (_, .null): return 1
        case (.bool(let x), .bool(let y)): return generic(x ? 1 : 0, y ? 1 : 0)
        case (.int(let x), .int(let y)): return generic(x, y)
        case (.string(let x), .string(let y)): return bytes(Array(x.utf8), Array(y.utf8))
        case (.data(let x), .data(let y)): return bytes(x, y)
        case (.date(let x), .date(let y)): return x == y ? 0 : (x.seconds, x.nanoseconds) < (y.seconds, y.nanoseconds) ? -1 : 1
        case (.objectId(let x), .objectId(let y)): return bytes(x.bytes, y.bytes)
        case (.uuid(let x), .uuid(let y)): return bytes(x.bytes, y.bytes)
        case (.link(let x), .link(let y)):
            let tx = (try? context.tableKey(ofClass: x.className)) ?? 0
            let ty = (try? context.tableKey(ofClass: y.className)) ?? 0
            if tx != ty { return generic(tx, ty) }
            return generic(x.key ?? 0, y.key ?? 0)
        default:
            break
        }
        if rank(a) == 1 && rank(b) == 1 { return numeric(a, b) }
        return generic(rank(a), rank(b))
    }

    private static func generic<T: Comparable>(_ x: T, _ y: T) -> Int {
        x == y ? 0 : x < y ? -1 : 1
    }

    /// Unsigned bytewise, shorter first on a common prefix (`memcmp`).
    private static func bytes(_ x: [UInt8], _ y: [UInt8]) -> Int {
        for (p, q) in zip(x, y) where p != q { return p < q ? -1 : 1 }
        return generic(x.count, y.count)
    }

    /// Numbers of any kind (`compare_float`, `compare_long_to_double`,
    /// `Decimal128::compare`): NaN below all, then by value.
    private static func numeric(_ a: AnyRealmValue, _ b: AnyRealmValue) -> Int {
        switch (a, b) {
        case (.float(let x), .float(let y)): return float(Double(x), Double(y), Int64(x.bitPattern), Int64(y.bitPattern))
        case (.int(let x), .float(let y)): return longToDouble(x, Double(y))
        case (.float(let x), .int(let y)): return -longToDouble(y, Double(x))
        case (.int(let x), .double(let y)): return longToDouble(x, y)
        case (.double(let x), .int(let y)): return -longToDouble(y, x)
        case (.decimal128(let x), .decimal128(let y)): return Decimal128.compare(x, y).signum()
        case (.decimal128(let x), _): return Decimal128.compare(x, decimal(b)).signum()
        case (_, .decimal128(let y)): return Decimal128.compare(decimal(a), y).signum()
        default:
            let x = double(a), y = double(b)
            return float(x, y, Int64(bitPattern: x.bitPattern), Int64(bitPattern: y.bitPattern))
        }
    }

    private static func double(_ value: AnyRealmValue) -> Double {
        switch value {
        case .float(let f): return Double(f)
        case .double(let d): return d
        case .int(let i): return Double(i)
        case .decimal128(let d): return d.doubleValue
        default: return 0
        }
    }

    private static func decimal(_ value: AnyRealmValue) -> Decimal128 {
        if case .int(let i) = value { return Decimal128(i) }
        return Decimal128(double(value))
    }

    private static func float(_ x: Double, _ y: Double, _ xBits: Int64, _ yBits: Int64) -> Int {
        switch (x.isNaN, y.isNaN) {
        case (false, false): return generic(x, y)
        case (true, true): return generic(UInt64(bitPattern: xBits), UInt64(bitPattern: yBits))
        case (true, false): return -1
        case (false, true): return 1
        }
    }

    private static func longToDouble(_ x: Int64, _ y: Double) -> Int {
        if y.isNaN { return 1 }
        let precise: Int64 = 1 << 53
        if x <= precise && x >= -precise { return generic(Double(x), y) }
        if y >= 9_223_372_036_854_775_808.0 { return -1 }
        if y < -9_223_372_036_854_775_808.0 { return 1 }
        return generic(x, Int64(y))
    }
}
