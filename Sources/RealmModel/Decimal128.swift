/// Realm's `Decimal128`: an IEEE 754-2008 decimal in the BID encoding
/// (34 significant digits, exponents −6176…6111).
///
/// Text follows Realm Core's `Decimal128::to_string()` (`123.45`, `1E-3`,
/// `1.5E3`, `+123456789012345678901E+0`); ordering is numeric, with NaN first.
public struct Decimal128: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The low and high 64-bit words of the BID128 encoding.
    public let low: UInt64
    public let high: UInt64

    static let signMask: UInt64 = 1 << 63
    static let coefficientHighBits = 49
    static let coefficientHighMask: UInt64 = (1 << 49) - 1
    static let exponentMask: UInt64 = ((1 << 14) - 1) << 49
    static let exponentBias = 6176
    static let maxExponent = 6111
    static let minExponent = -6176
    static let maxCoefficient: UInt128 = 9_999_999_999_999_999_999_999_999_999_999_999  // 10^34 - 1 (34 nines)

    public init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// Builds `±coefficient × 10^exponent`; the coefficient must have at most 34 digits
    /// and the exponent must lie in −6176…6111 (use `init?(string:)` for rounding).
    public init(coefficient: UInt128, exponent: Int, isNegative: Bool) {
        precondition(coefficient <= Decimal128.maxCoefficient, "Decimal128 coefficient has more than 34 digits")
        precondition((Decimal128.minExponent...Decimal128.maxExponent).contains(exponent), "Decimal128 exponent out of range")
        let biased = UInt64(exponent + Decimal128.exponentBias)
        low = UInt64(truncatingIfNeeded: coefficient)
        high = UInt64(truncatingIfNeeded: coefficient >> 64) | biased << 49 | (isNegative ? Decimal128.signMask : 0)
    }

    public init(_ value: Int64) {
        self.init(coefficient: UInt128(value.magnitude), exponent: 0, isNegative: value < 0)
    }

    public static let nan = Decimal128(low: 0, high: 0x7C00_0000_0000_0000)
    public static let infinity = Decimal128(low: 0, high: 0x7800_0000_0000_0000)
    public static let negativeInfinity = Decimal128(low: 0, high: 0xF800_0000_0000_0000)

    public var isNegative: Bool { high & Decimal128.signMask != 0 }
    public var isNaN: Bool { high & 0x7C00_0000_0000_0000 == 0x7C00_0000_0000_0000 }
    public var isInfinite: Bool { !isNaN && high & 0x7800_0000_0000_0000 == 0x7800_0000_0000_0000 }
    public var isFinite: Bool { high & 0x7800_0000_0000_0000 != 0x7800_0000_0000_0000 }

    /// The coefficient and exponent of a finite value. Non-canonical encodings
    /// (coefficient ≥ 10^34, or the "11" combination form) read as zero, as in IEEE 754.
    public var components: (coefficient: UInt128, exponent: Int) {
        if high & 0x6000_0000_0000_0000 == 0x6000_0000_0000_0000 {
            // Second form: exponent in bits 111-124, implied coefficient ≥ 2^113 > 10^34 → non-canonical.
            let exponent = Int((high >> 47) & 0x3FFF) - Decimal128.exponentBias
            return (0, exponent)
        }
        let exponent = Int((high & Decimal128.exponentMask) >> 49) - Decimal128.exponentBias
        let coefficient = UInt128(high & Decimal128.coefficientHighMask) << 64 | UInt128(low)
        return (coefficient > Decimal128.maxCoefficient ? 0 : coefficient, exponent)
    }

    public var isZero: Bool { isFinite && components.coefficient == 0 }

    // MARK: - Text

    /// Realm Core's `Decimal128::to_string()`.
    public var description: String {
        let sign = isNegative
        let rawExponent = Int((high & Decimal128.exponentMask) >> 49) - Decimal128.exponentBias
        let coefficientHigh = high & Decimal128.coefficientHighMask
        if coefficientHigh != 0 && isFinite {
            return intelText
        }
        var out = sign ? "-" : ""
        if !isFinite {
            return out + (isNaN ? "NaN" : "Inf")
        }
        var exponent = rawExponent
        let digits = String(low)
        var before = digits.count
        while before > 1 && exponent != 0 {
            before -= 1
            exponent += 1
        }
        let u = Array(digits.utf8)
        out += String(decoding: u[0..<before], as: UTF8.self)
        if before < u.count {
            out += "." + String(decoding: u[before...], as: UTF8.self)
        }
        if exponent != 0 {
            out += "E" + String(exponent)
        }
        return out
    }

    /// The Intel library's `bid128_to_string` form, used by Realm when the
    /// coefficient needs more than 64 bits: `+123456789012345678901E+0`.
    private var intelText: String {
        let (coefficient, exponent) = components
        return (isNegative ? "-" : "+") + String(coefficient) + "E" + (exponent < 0 ? "-" : "+") + String(exponent.magnitude)
    }

    /// Parses decimal text as `bid128_from_string` does: `[+-]digits[.digits][E[+-]digits]`,
    /// `NaN`, `Inf`, `Infinity` (any case). More than 34 significant digits round
    /// half-even. Returns `nil` for anything that is not a number.
    public init?(string text: some StringProtocol) {
        var u = Array(text.utf8)[...]
        var negative = false
        if let c = u.first, c == UInt8(ascii: "+") || c == UInt8(ascii: "-") {
            negative = c == UInt8(ascii: "-")
            u = u.dropFirst()
        }
        let lower = String(decoding: u, as: UTF8.self).lowercased()
        if lower == "nan" || lower == "snan" {
            self = negative ? Decimal128(low: 0, high: 0xFC00_0000_0000_0000) : .nan
            return
        }
        if lower == "inf" || lower == "infinity" {
            self = negative ? .negativeInfinity : .infinity
            return
        }
        var digits = [UInt8]()
        var exponent = 0
        var sawPoint = false, sawDigit = false
        while let c = u.first, (c >= 48 && c <= 57) || c == UInt8(ascii: ".") {
            u = u.dropFirst()
            if c == UInt8(ascii: ".") {
                if sawPoint { return nil }
                sawPoint = true
                continue
            }
            sawDigit = true
            if sawPoint { exponent -= 1 }
            if digits.isEmpty && c == 48 { continue }  // leading zeros carry no digits
            digits.append(c - 48)
        }
        guard sawDigit else { return nil }
        if let c = u.first, c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
            u = u.dropFirst()
            var expNegative = false
            if let s = u.first, s == UInt8(ascii: "+") || s == UInt8(ascii: "-") {
                expNegative = s == UInt8(ascii: "-")
                u = u.dropFirst()
            }
            guard let first = u.first, first >= 48 && first <= 57 else { return nil }
            var e = 0
            while let d = u.first, d >= 48 && d <= 57 {
                if e < 100_000 { e = e * 10 + Int(d - 48) }
                u = u.dropFirst()
            }
            exponent += expNegative ? -e : e
        }
        guard u.isEmpty else { return nil }
        self = Decimal128.make(digits: digits, exponent: exponent, isNegative: negative)
    }

    /// Rounds a digit string (no leading zeros) times 10^exponent into range.
    static func make(digits inDigits: [UInt8], exponent inExponent: Int, isNegative: Bool) -> Decimal128 {
        var digits = inDigits
        var exponent = inExponent
        // Too many digits, or an exponent below the minimum: drop digits with round-half-even.
        var drop = max(digits.count - 34, minExponent - exponent, 0)
        if drop > 0 {
            drop = min(drop, digits.count + 1)
            let kept = Array(digits.prefix(max(digits.count - drop, 0)))
            let removed = digits.count - kept.count
            var roundUp = false
            if removed > 0 && drop <= digits.count {
                let first = digits[kept.count]
                let rest = digits[(kept.count + 1)...].contains { $0 != 0 }
                let lastKeptOdd = (kept.last ?? 0) % 2 == 1
                roundUp = first > 5 || (first == 5 && (rest || lastKeptOdd))
            }
            digits = kept
            exponent += drop
            if roundUp {
                var i = digits.count - 1
                while i >= 0 && digits[i] == 9 { digits[i] = 0; i -= 1 }
                if i >= 0 { digits[i] += 1 } else { digits.insert(1, at: 0) }
                if digits.count > 34 { digits.removeLast(); exponent += 1 }
            }
        }
        var coefficient: UInt128 = 0
        for d in digits { coefficient = coefficient * 10 + UInt128(d) }
        if coefficient == 0 {
            exponent = min(max(exponent, minExponent), maxExponent)
            return Decimal128(coefficient: 0, exponent: exponent, isNegative: isNegative)
        }
        // Exponent too large: pad the coefficient with zeros while it fits, else overflow to infinity.
        while exponent > maxExponent {
            guard coefficient * 10 <= maxCoefficient else { return isNegative ? .negativeInfinity : .infinity }
            coefficient *= 10
            exponent -= 1
        }
        return Decimal128(coefficient: coefficient, exponent: exponent, isNegative: isNegative)
    }

    // MARK: - Numbers

    /// The nearest double (via the decimal text, which is exact enough for comparisons of magnitude).
    public var doubleValue: Double {
        if isNaN { return .nan }
        if isInfinite { return isNegative ? -.infinity : .infinity }
        let (c, e) = components
        return Double("\(isNegative ? "-" : "")\(c)e\(e)") ?? .nan
    }

    /// Converts a double the way Realm Core's `Decimal128(double)` does: rounded to 15 significant digits.
    public init(_ value: Double) {
        self.init(value, significantDigits: 15)
    }

    /// Converts a double rounded to `significantDigits` (Realm Core's `Decimal128(float)` is
    /// `Decimal128(double(value), RoundTo::Digits7)`: 7 digits).
    public init(_ value: Double, significantDigits: Int) {
        if value.isNaN { self = .nan; return }
        if value.isInfinite { self = value < 0 ? .negativeInfinity : .infinity; return }
        if value == 0 { self = Decimal128(coefficient: 0, exponent: 0, isNegative: value.sign == .minus); return }
        let (digits, exponent) = ShortestDigits.decompose(value, significantDigits: significantDigits)
        self = Decimal128.make(digits: digits, exponent: exponent, isNegative: value < 0)
    }

    /// Numeric ordering; NaN sorts before everything, and equal values with
    /// different exponents (`1.0` and `1`) compare equal.
    public static func < (lhs: Decimal128, rhs: Decimal128) -> Bool { compare(lhs, rhs) < 0 }

    /// -1, 0 or 1, as Realm Core's `Decimal128::compare`.
    public static func compare(_ l: Decimal128, _ r: Decimal128) -> Int {
        if l.isNaN || r.isNaN {
            if l.isNaN && r.isNaN { return l.high == r.high ? (l.low == r.low ? 0 : l.low < r.low ? -1 : 1) : l.high < r.high ? -1 : 1 }
            return l.isNaN ? -1 : 1
        }
        let ls = l.signum, rs = r.signum
        if ls != rs { return ls < rs ? -1 : 1 }
        if ls == 0 { return 0 }
        let magnitude = compareMagnitude(l, r)
        return ls > 0 ? magnitude : -magnitude
    }

    /// -1, 0 or 1 for negative, zero, positive (infinities included).
    public var signum: Int {
        if isInfinite { return isNegative ? -1 : 1 }
        if components.coefficient == 0 { return 0 }
        return isNegative ? -1 : 1
    }

    private static func compareMagnitude(_ l: Decimal128, _ r: Decimal128) -> Int {
        if l.isInfinite || r.isInfinite {
            if l.isInfinite && r.isInfinite { return 0 }
            return l.isInfinite ? 1 : -1
        }
        let (lc, le) = l.components, (rc, re) = r.components
        let ld = Array(String(lc).utf8), rd = Array(String(rc).utf8)
        let la = ld.count + le, ra = rd.count + re  // adjusted exponents (position of the leading digit)
        if la != ra { return la < ra ? -1 : 1 }
        let n = max(ld.count, rd.count)
        for i in 0..<n {
            let a = i < ld.count ? ld[i] : 48, b = i < rd.count ? rd[i] : 48
            if a != b { return a < b ? -1 : 1 }
        }
        return 0
    }

    /// Equality by the BID bits, so `1.0` and `1` are different values (as
    /// stored); use `compare` for numeric equality.
    public static func == (lhs: Decimal128, rhs: Decimal128) -> Bool {
        lhs.low == rhs.low && lhs.high == rhs.high
    }
}
