import Glibc
import RealmModel
import SQLite

/// The SQL functions generated queries call where SQLite's own semantics
/// differ from Realm's. Registered once per connection, on first use.
///
/// - `rl_fold(text)`: Realm's `[c]` folding (`unicode.cpp` `case_map` on
///   Linux): ASCII letters and the Latin-1 supplement letters
///   U+00C0–U+00DE (but ×) map to lower case; nothing else changes, and the
///   byte length never does. A blob is folded as UTF-8 text, and stays a blob.
/// - `rl_cmp(a, aTag, b, bTag, fold)`: Realm's `Mixed` comparison of two
///   values given with their `ValueCoding.MixedTag`s (NULL value = null):
///   3 both null, 2 not comparable (one null, or types Realm does not compare),
///   else -1, 0, 1. int, float, double and decimal compare numerically
///   (`MixedNumber`), links as `ObjLink`s, two nested lists (or two
///   dictionaries) are equal.
/// - `rl_strop(op, a, b, fold)`: BEGINSWITH (1), ENDSWITH (2), CONTAINS (3),
///   LIKE (4), `==` (5, two stored binaries under `[c]`) on text or binary; 0 or 1. A null needle `b` follows Realm
///   Core's `QueryValue` rule (CONTAINS: `a` not null; LIKE: `a` null; else 0).
/// - `rl_text(text, search)`: Realm's full-text match (tokens, `word*`, `-word`).
/// - `rl_dec2real(decimal)`: a decimal as the nearest REAL (mixed aggregates mix it with numbers).
/// - `rl_linkkey(mixed, tag, className)`: the object key a mixed value links to, if it links to `className`.
/// - `rl_geowithin(longitude, latitude, shape)`: GEOWITHIN (see `GeoMath`).
/// - `rl_containsc(text, foldedNeedle)`: `CONTAINS[c]` without building a folded copy per row in SQL.
/// - `rl_endswithc(text, foldedNeedle)`: `ENDSWITH[c]` the same way. Both read every byte, a NUL included.
/// - The collation `RL_EQUALC` (`FoldedCollation`): `==[c]` of a string and a string constant that NOCASE
///   cannot answer (not ASCII, or holding a NUL), as `value IS ? COLLATE RL_EQUALC` with the needle folded.
/// - `rl_like(text, pattern)`, `rl_likec(text, foldedPattern)`: `LIKE` and `LIKE[c]` with a constant
///   pattern already in `WildcardPattern.realmCoreForm`, over every byte (`WildcardPattern.matches`).
/// - `rl_index_missed(key, value, tag, needle, needleTag)`: the equal values a search index lookup misses (`MixedSearchIndex`).
/// - `rl_beginswith(text, needle)`, `rl_endswith(text, needle)`: `BEGINSWITH` and `ENDSWITH` on the bytes, a NUL included.
enum RealmSQLFunctions {
    static let fold = "rl_fold"
    static let compare = "rl_cmp"
    static let stringOperation = "rl_strop"
    static let textSearch = "rl_text"
    static let containsFolded = "rl_containsc"
    static let endsWithFolded = "rl_endswithc"
    static let like = "rl_like"
    static let beginsWith = "rl_beginswith"
    static let endsWith = "rl_endswith"
    static let likeFolded = "rl_likec"
    static let geoWithin = "rl_geowithin"
    static let mixedLinkKey = "rl_linkkey"
    static let decimalToReal = "rl_dec2real"

    /// Registers the functions unless this connection already has them.
    static func register(on connection: Connection) throws {
        if (try? connection.makeStatement(sql: "SELECT rl_fold('')")) != nil { return }
        try connection.createFunction(fold, argumentCount: 1) { args in
            switch args.type(at: 0) {
            case .null: return .value(.null)
            case .text:
                return args.withUnsafeBytes(at: 0) { bytes in
                    .text(count: bytes.count) { out in foldBytes(bytes, into: out) }
                }
            case .blob:
                // `[c]` folds binary as text (Realm Core's EqualIns on BinaryData: `data ==[c] bin('É')`).
                return .value(.blob(args.withUnsafeBytes(at: 0) { Self.folded($0) }))
            default: return .value(.null)
            }
        }
        try connection.createFunction(compare, argumentCount: 5) { args in
            .value(.integer(Int64(compareArguments(args))))
        }
        try connection.createFunction(stringOperation, argumentCount: 4) { args in
            .value(.integer(stringOperationArguments(args) ? 1 : 0))
        }
        try DecimalAggregate.register(on: connection)
        try MixedPathFunctions.register(on: connection)
        try MixedLinkOrder.register(on: connection)
        try NumberOrder.register(on: connection)
        try MixedNestedLinks.register(on: connection)
        try MixedLinkReader.register(on: connection)
        try MixedListComparison.register(on: connection)
        try MixedGroupPair.register(on: connection)
        try LinkedListGroups.register(on: connection)
        try WrappingIntegerSum.register(on: connection)
        try DoubleSum.register(on: connection)
        try WrappingIntegerArithmetic.register(on: connection)
        try MixedArithmetic.register(on: connection)
        try NaNBits.register(on: connection)
        try Diacritics.register(on: connection)
        try TypeAttributeWalk.register(on: connection)
        try MixedSearchIndex.register(on: connection)
        try FoldedCollation.register(on: connection)
        try LeftoverBufferSchedule.register(on: connection)
        try connection.createFunction(decimalToReal, argumentCount: 1) { args in
            guard args.type(at: 0) == .blob, let d = args.withUnsafeBytes(at: 0, { ValueCoding.decimal(from: $0) }), !d.isNaN
            else { return .value(.null) }
            return .value(.real(d.doubleValue))
        }
        let scratch = ScratchBuffer()
        let tests = [(containsFolded, scratch.containsFolded), (endsWithFolded, scratch.endsWithFolded),
                     (likeFolded, scratch.likeFolded), (like, WildcardPattern.matches(_:corePattern:)),
                     (beginsWith, { hasAffix($0, $1, atEnd: false) }), (endsWith, { hasAffix($0, $1, atEnd: true) })]
        for (name, test) in tests {
            // (text, folded needle) → 0 or 1; 0 for anything but two texts (a null subject included).
            try connection.createFunction(name, argumentCount: 2) { args in
                guard args.type(at: 0) == .text, args.type(at: 1) == .text else { return .value(.integer(0)) }
                return .value(.integer(args.withUnsafeBytes(at: 0) { haystack in
                    args.withUnsafeBytes(at: 1) { needle in test(haystack, needle) }
                } ? 1 : 0))
            }
        }
        try connection.createFunction(mixedLinkKey, argumentCount: 3) { args in
            guard args.type(at: 0) == .blob, args.int64(at: 1) == ValueCoding.MixedTag.link.rawValue, args.type(at: 2) == .text,
                  case .link(let link)? = args.withUnsafeBytes(at: 0, { MixedBlob.decode($0) }), let key = link.key
            else { return .value(.null) }
            let className = args.withUnsafeBytes(at: 2) { String(decoding: $0, as: UTF8.self) }
            return .value(link.className == className ? .integer(key) : .null)
        }
        try connection.createFunction(geoWithin, argumentCount: 3) { args in
            guard args.type(at: 0) == .real || args.type(at: 0) == .integer,
                  args.type(at: 1) == .real || args.type(at: 1) == .integer, args.type(at: 2) == .text else { return .value(.null) }
            let shape = args.withUnsafeBytes(at: 2) { String(decoding: $0, as: UTF8.self) }
            return .value(.integer(GeoMath.contains(shape, longitude: args.double(at: 0), latitude: args.double(at: 1)) ? 1 : 0))
        }
        try connection.createFunction(textSearch, argumentCount: 2) { args in
            guard args.type(at: 1) == .text else { return .value(.integer(0)) }
            // No value has no words: a search that only excludes still matches it, as in Realm Core.
            let text: [UInt8]? = args.type(at: 0) == .text ? args.withUnsafeBytes(at: 0) { Array($0) } : nil
            let search = args.withUnsafeBytes(at: 1) { String(decoding: $0, as: UTF8.self) }
            return .value(.integer(FullTextSearch.matches(text, search: search) ? 1 : 0))
        }
    }

    /// Whether `text` starts (or ends, `atEnd`) with the bytes of `needle`.
    static func hasAffix(_ text: UnsafeRawBufferPointer, _ needle: UnsafeRawBufferPointer, atEnd: Bool) -> Bool {
        if needle.isEmpty { return true }
        guard needle.count <= text.count, let t = text.baseAddress, let n = needle.baseAddress else { return false }
        return memcmp(t + (atEnd ? text.count - needle.count : 0), n, needle.count) == 0
    }

    // MARK: - Folding

    /// Folds `bytes` into `out` (same length).
    ///
    /// Eight bytes that are all ASCII are folded at once (`foldASCIIWord`):
    /// ASCII bytes fold one by one whatever follows them, so this gives the
    /// same bytes as the loop below and only saves time on ASCII text.
    @inline(__always)
    static func foldBytes(_ bytes: UnsafeRawBufferPointer, into out: UnsafeMutableRawBufferPointer) {
        var i = 0
        let n = bytes.count
        while i < n {
            if i + 8 <= n {
                let word = bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    out.storeBytes(of: foldASCIIWord(word), toByteOffset: i, as: UInt64.self)
                    i += 8
                    continue
                }
            }
            let c = bytes[i]
            if c < 0x80 {
                out[i] = (c >= 0x41 && c <= 0x5A) ? c + 0x20 : c
                i += 1
            } else if c & 0xE0 == 0xC0, i + 1 < n, bytes[i + 1] & 0xC0 == 0x80 {
                let u = (UInt32(c & 0x1F) << 6) | UInt32(bytes[i + 1] & 0x3F)
                if u >= 0xC0 && u <= 0xDE && u != 0xD7 {
                    let l = u + 0x20
                    out[i] = UInt8(0xC0 | (l >> 6))
                    out[i + 1] = UInt8(0x80 | (l & 0x3F))
                } else {
                    out[i] = c
                    out[i + 1] = bytes[i + 1]
                }
                i += 2
            } else {
                out[i] = c
                i += 1
            }
        }
    }

    /// Eight ASCII bytes (high bits clear) with `A`–`Z` turned to `a`–`z`:
    /// a byte's high bit after adding 0x3F says it is ≥ `A`, after adding
    /// 0x25 that it is > `Z` (no sum carries into the next byte); the
    /// upper-case bytes get 0x20 added.
    @inline(__always)
    static func foldASCIIWord(_ word: UInt64) -> UInt64 {
        let atLeastA = word &+ 0x3F3F_3F3F_3F3F_3F3F
        let pastZ = word &+ 0x2525_2525_2525_2525
        let upper = atLeastA & ~pastZ & 0x8080_8080_8080_8080
        return word | (upper >> 2)
    }

    /// Realm's `[c]` folding of binary bytes (as UTF-8 text).
    static func folded(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: bytes.count)
        out.withUnsafeMutableBytes { foldBytes(bytes, into: $0) }
        return out
    }

    /// Realm's `[c]` folding of a string.
    static func folded(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out = [UInt8](repeating: 0, count: bytes.count)
        bytes.withUnsafeBytes { source in out.withUnsafeMutableBytes { foldBytes(source, into: $0) } }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: - Comparison

    private enum Operand {
        case null
        case integer(Int64)
        case float(Float)
        case real(Double)
        case decimal(Decimal128)
        case bytes([UInt8])
        case incomparable
    }

    private static func operand(_ args: FunctionArguments, _ index: Int, tag: Int64?, fold: Bool) -> Operand {
        let type = args.type(at: index)
        if type == .null || tag == nil { return .null }
        switch ValueCoding.MixedTag(rawValue: tag ?? 0) {
        case .bool?, .int?:
            return .integer(args.int64(at: index))
        case .float?:
            // A decimal compares with a float through Decimal128(float), to 7 significant digits (the
            // float 0.1 equals the decimal 0.1); a value no float holds stays a double.
            let d = ValueCoding.double(args, at: index)
            return Double(Float(d)) == d || d.isNaN ? .float(Float(d)) : .real(d)
        case .double?:
            // A whole double may come as an INTEGER (a bound constant); it stays a double, which a decimal
            // compares with through Decimal128(double), to 15 significant digits, as Realm Core does.
            return .real(ValueCoding.double(args, at: index))
        case .decimal?:
            if type == .blob, let d = args.withUnsafeBytes(at: index, { ValueCoding.decimal(from: $0) }) { return .decimal(d) }
            if type == .integer { return .integer(args.int64(at: index)) }
            return .real(args.double(at: index))
        case .string?, .data?:
            // `[c]` folds binary too (Realm Core: `mixed ==[c] bin("…")`).
            let bytes = args.withUnsafeBytes(at: index) { Array($0) }
            if fold {
                var out = bytes
                bytes.withUnsafeBytes { source in out.withUnsafeMutableBytes { foldBytes(source, into: $0) } }
                return .bytes(out)
            }
            return .bytes(bytes)
        case .date?, .objectId?, .uuid?, .list?, .dictionary?, .set?:
            return .bytes(args.withUnsafeBytes(at: index) { Array($0) })
        case .link?:
            if type == .integer { return .integer(args.int64(at: index)) }
            return .bytes(args.withUnsafeBytes(at: index) { Array($0) })
        case nil:
            return .incomparable
        }
    }

    private static func isNumeric(_ tag: Int64?) -> Bool {
        guard let tag, let t = ValueCoding.MixedTag(rawValue: tag) else { return false }
        switch t {
        case .int, .float, .double, .decimal: return true
        default: return false
        }
    }

    static func compareArguments(_ args: FunctionArguments) -> Int {
        let aTag: Int64? = args.type(at: 1) == .null ? nil : args.int64(at: 1)
        let bTag: Int64? = args.type(at: 3) == .null ? nil : args.int64(at: 3)
        let fold = args.int64(at: 4) != 0
        if fold, let data = Optional(ValueCoding.MixedTag.data.rawValue), aTag == data, bTag == data {
            // `[c]` maps only the needle, for equality the left one (`CoreCaseFold`); only equality asks with `[c]`.
            let equal = stringOperation(5, args.withUnsafeBytes(at: 2) { Array($0) }, args.withUnsafeBytes(at: 0) { Array($0) }, fold: true)
            return equal ? 0 : 1
        }
        let a = operand(args, 0, tag: aTag, fold: fold)
        let b = operand(args, 2, tag: bTag, fold: fold)
        if case .null = a, case .null = b { return 3 }
        if case .null = a { return 2 }
        if case .null = b { return 2 }
        let comparable = aTag == bTag || (isNumeric(aTag) && isNumeric(bTag))
        guard comparable else { return 2 }
        // Two lists (or two dictionaries, two sets) held by mixed values are equal whatever they hold (`Mixed::compare`
        // compares only the collection type): `m == m2` holds for `[1]` and `[2]`, never for `[1]` and `{}`.
        if [ValueCoding.MixedTag.list, .dictionary, .set].contains(where: { $0.rawValue == aTag }) { return 0 }
        // Links order as Realm Core's `ObjLink`s (table, then object key), not by their encoded bytes.
        if aTag == ValueCoding.MixedTag.link.rawValue, case .bytes(let x) = a, case .bytes(let y) = b,
           case .link(let p)? = x.withUnsafeBytes({ MixedBlob.decode($0) }),
           case .link(let q)? = y.withUnsafeBytes({ MixedBlob.decode($0) }) {
            return MixedLinkOrder.compare(p, q)
        }
        switch (a, b) {
        case (.bytes(let x), .bytes(let y)):
            if x == y { return 0 }
            return x.lexicographicallyPrecedes(y) ? -1 : 1
        default:
            guard let x = number(a), let y = number(b) else { return 2 }
            return MixedNumber.compare(x, y)
        }
    }

    private static func number(_ o: Operand) -> MixedNumber? {
        switch o {
        case .integer(let i): return .int(i)
        case .float(let f): return .float(f)
        case .real(let d): return .double(d)
        case .decimal(let d): return .decimal(d)
        default: return nil
        }
    }

    // MARK: - String operators

    static func stringOperationArguments(_ args: FunctionArguments) -> Bool {
        let op = args.int64(at: 0)
        let aType = args.type(at: 1), bType = args.type(at: 2)
        // A null needle here is a property's value, never a constant (`stringCompare` answers a constant
        // null itself): Realm Core compares the two as `QueryValue`s (query_conditions.hpp), where
        // CONTAINS null holds for any value but null, LIKE null only for null, BEGINSWITH and ENDSWITH
        // null never (`name BEGINSWITH address.street` with no address matches nothing).
        if bType == .null {
            switch op {
            case 3: return aType != .null
            case 4, 5: return aType == .null
            default: return false
            }
        }
        guard aType == .text || aType == .blob, bType == .text || bType == .blob else { return false }
        return stringOperation(op, args.withUnsafeBytes(at: 1) { Array($0) }, args.withUnsafeBytes(at: 2) { Array($0) },
                               fold: args.int64(at: 3) != 0)
    }

    /// BEGINSWITH (1), ENDSWITH (2), CONTAINS (3), LIKE (4) of needle `b` in `a` (UTF-8 or binary bytes), `[c]` when `fold`.
    /// `==` (5) too, for two stored binaries under `[c]` (Realm Core maps only the needle `b`: `CoreCaseFold`).
    static func stringOperation(_ op: Int64, _ a: [UInt8], _ b: [UInt8], fold: Bool) -> Bool {
        var a = a, b = b
        if fold {
            if let answer = CoreCaseFold.unmappedNeedle(op, a, b) { return answer }
            // The bytes themselves (a binary haystack need not be UTF-8; decoding it would replace bytes).
            a = a.withUnsafeBytes { folded($0) }
            b = b.withUnsafeBytes { folded($0) }
        }
        switch op {
        case 5: return a == b
        case 1, 2: return a.withUnsafeBytes { text in b.withUnsafeBytes { hasAffix(text, $0, atEnd: op == 2) } }
        case 3: return contains(a, b)
        default:
            let pattern = WildcardPattern.realmCoreForm(b)
            return a.withUnsafeBytes { text in pattern.withUnsafeBytes { WildcardPattern.matches(text, corePattern: $0) } }
        }
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        if needle.isEmpty { return true }
        if needle.count > haystack.count { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }
}
