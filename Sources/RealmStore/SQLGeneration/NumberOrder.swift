import RealmModel
import SQLite

/// SQL functions that sort and group decimals the way Realm Core does:
/// exactly, as `Decimal128::compare` orders them, also beyond the range of a
/// double (where the `$sort` REAL is ±Inf for all of them) and beyond 2^53
/// (where neighbouring decimals share one double).
///
/// - `rl_decorder(decimal)`: a BLOB whose byte order is the decimal's numeric
///   order and which is equal for equal values (`10.5` and `10.50`, `0` and
///   `-0`); NULL for null and NaN.
/// - `rl_decnum(decimal)`: the decimal as a number SQLite compares exactly with
///   ints and doubles: an INTEGER when it is a whole number within 64 bits,
///   else the nearest REAL; NULL for null and NaN.
/// - `rl_numorder(value, tag)`: after `rl_decnum`, the tie-breaker among mixed
///   numbers: `Mixed::compare` compares a double with a decimal through
///   `Decimal128(double)` (15 significant digits), an int with a decimal
///   exactly. Ints and whole decimals within 64 bits give the order key of
///   their double's `Decimal128`, so they tie with each other and with the
///   double they equal (which `rl_decnum` already decided); doubles and floats
///   give that of their `Decimal128`; other decimals their exact key.
enum NumberOrder {
    static let decimalOrder = "rl_decorder"
    static let decimalNumber = "rl_decnum"
    static let mixedNumberOrder = "rl_numorder"

    static func register(on connection: Connection) throws {
        try connection.createFunction(decimalOrder, argumentCount: 1) { args in
            guard let d = decimal(args, 0), !d.isNaN else { return .value(.null) }
            return .value(.blob(key(d)))
        }
        try connection.createFunction(decimalNumber, argumentCount: 1) { args in
            guard let d = decimal(args, 0), !d.isNaN else { return .value(.null) }
            if let whole = wholeInt64(d) { return .value(.integer(whole)) }
            return .value(.real(d.doubleValue))
        }
        try connection.createFunction(mixedNumberOrder, argumentCount: 2) { args in
            guard args.type(at: 1) == .integer, let tag = ValueCoding.MixedTag(rawValue: args.int64(at: 1)) else { return .value(.null) }
            switch tag {
            case .int where args.type(at: 0) == .integer:
                return .value(.blob(key(Decimal128(Double(args.int64(at: 0))))))
            case .float, .double:
                guard args.type(at: 0) == .real || args.type(at: 0) == .integer else { return .value(.null) }
                return .value(.blob(key(Decimal128(args.double(at: 0)))))
            case .decimal:
                guard let d = decimal(args, 0), !d.isNaN else { return .value(.null) }
                if let whole = wholeInt64(d) { return .value(.blob(key(Decimal128(Double(whole))))) }
                return .value(.blob(key(d)))
            default:
                return .value(.null)
            }
        }
    }

    private static func decimal(_ args: FunctionArguments, _ index: Int) -> Decimal128? {
        guard args.type(at: index) == .blob else { return nil }
        return args.withUnsafeBytes(at: index) { ValueCoding.decimal(from: $0) }
    }

    /// The decimal's value as an Int64 when it is a whole number in range.
    static func wholeInt64(_ d: Decimal128) -> Int64? {
        guard d.isFinite else { return nil }
        var (coefficient, exponent) = d.components
        if coefficient == 0 { return 0 }
        while exponent < 0 {
            guard coefficient % 10 == 0 else { return nil }
            coefficient /= 10
            exponent += 1
        }
        while exponent > 0 {
            guard coefficient <= UInt128(UInt64.max) else { return nil }
            coefficient *= 10
            exponent -= 1
        }
        let limit = d.isNegative ? UInt128(Int64.max) + 1 : UInt128(Int64.max)
        guard coefficient <= limit else { return nil }
        return d.isNegative ? Int64(truncatingIfNeeded: 0 &- UInt64(coefficient)) : Int64(coefficient)
    }

    /// The order key of a non-NaN decimal: a class byte (-Inf, negative, zero, positive, +Inf), then for
    /// finite non-zero values the adjusted exponent (offset to be unsigned) and the coefficient scaled to
    /// 34 digits, both big-endian — complemented for negatives. 19 bytes, no text: equal values (`2.5`,
    /// `2.50`) scale to the same coefficient and exponent.
    static func key(_ d: Decimal128) -> [UInt8] {
        if d.isInfinite { return [d.isNegative ? 0 : 4] }
        let (coefficient, exponent) = d.components
        if coefficient == 0 { return [2] }
        // Digits: most coefficients fit 64 bits, where the count is a few native comparisons.
        var digits = 1
        if coefficient <= UInt128(UInt64.max) {
            let small = UInt64(coefficient)
            while digits < 20 && small >= powersOfTen64[digits] { digits += 1 }
        } else {
            digits = 20
            while digits < 34 && coefficient >= powersOfTen[digits] { digits += 1 }
        }
        let scaled = coefficient * powersOfTen[34 - digits]
        let adjusted = UInt16(exponent + digits - 1 + 20_000)
        let flip: UInt8 = d.isNegative ? 0xFF : 0
        let high = UInt64(truncatingIfNeeded: scaled >> 64), low = UInt64(truncatingIfNeeded: scaled)
        var out = [UInt8](repeating: 0, count: 19)
        out[0] = d.isNegative ? 1 : 3
        out[1] = UInt8(adjusted >> 8) ^ flip
        out[2] = UInt8(adjusted & 0xFF) ^ flip
        for i in 0..<8 {
            out[3 + i] = UInt8(truncatingIfNeeded: high >> UInt64(56 - 8 * i)) ^ flip
            out[11 + i] = UInt8(truncatingIfNeeded: low >> UInt64(56 - 8 * i)) ^ flip
        }
        return out
    }

    /// 10^0 … 10^19.
    private static let powersOfTen64: [UInt64] = (0..<20).map { n in (0..<n).reduce(UInt64(1)) { p, _ in p * 10 } }
    /// 10^0 … 10^34.
    private static let powersOfTen: [UInt128] = (0...34).map { n in (0..<n).reduce(UInt128(1)) { p, _ in p * 10 } }
}
