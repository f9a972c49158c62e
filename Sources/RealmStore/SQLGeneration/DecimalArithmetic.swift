import RealmModel
import RealmQuery

/// `+ - * /` of two `Decimal128`s as IEEE 754-2008 decimal arithmetic (what
/// Realm Core's `bid128_add`, `bid128_sub`, `bid128_mul`, `bid128_div` give):
/// the exact result rounded half-even to 34 significant digits; NaN in, NaN
/// out; `inf - inf`, `0 * inf`, `0 / 0` and `inf / inf` are NaN; `x / 0` is
/// ±infinity. Only the value is promised, not the exponent a quotient or sum
/// is written with (queries compare values).
enum DecimalArithmetic {
    static func apply(_ op: ArithmeticOperator, _ x: Decimal128, _ y: Decimal128) -> Decimal128 {
        // A NaN operand comes out as it went in (quiet), the left one first.
        if x.isNaN { return NaNBits.quieted(x) }
        if y.isNaN { return NaNBits.quieted(y) }
        switch op {
        case .add: return add(x, y, negateRight: false)
        case .subtract: return add(x, y, negateRight: true)
        case .multiply: return multiply(x, y)
        case .divide: return divide(x, y)
        }
    }

    /// `±digits × 10^exponent`, rounded half-even to 34 digits (`Decimal128(string:)` rounds so).
    private static func made(_ digits: [UInt8], exponent: Int, isNegative: Bool) -> Decimal128 {
        let text = (isNegative ? "-" : "") + (digits.isEmpty ? "0" : String(decoding: digits.map { $0 + 48 }, as: UTF8.self)) + "E\(exponent)"
        return Decimal128(string: text) ?? .nan
    }

    private static func infinity(negative: Bool) -> Decimal128 { negative ? .negativeInfinity : .infinity }

    /// The digits of `c`, most significant first (`[0]` for zero).
    private static func digits(_ c: UInt128) -> [UInt8] { String(c).utf8.map { $0 - 48 } }

    private static func stripped(_ d: [UInt8]) -> [UInt8] {
        let first = d.firstIndex { $0 != 0 } ?? d.count
        return Array(d[first...])
    }

    private static func add(_ x: Decimal128, _ y: Decimal128, negateRight: Bool) -> Decimal128 {
        let xNeg = x.isNegative, yNeg = y.isNegative != negateRight
        if x.isInfinite || y.isInfinite {
            if x.isInfinite && y.isInfinite { return xNeg == yNeg ? infinity(negative: xNeg) : .nan }
            return x.isInfinite ? infinity(negative: xNeg) : infinity(negative: yNeg)
        }
        var (xd, xe) = { let (c, e) = x.components; return (stripped(digits(c)), e) }()
        var (yd, ye) = { let (c, e) = y.components; return (stripped(digits(c)), e) }()
        if yd.isEmpty { return made(xd, exponent: xe, isNegative: xNeg) }
        if xd.isEmpty { return made(yd, exponent: ye, isNegative: yNeg) }
        // An operand far below the other only decides the rounding: stand in a 1 well below the 34th digit.
        let xAdjusted = xd.count + xe, yAdjusted = yd.count + ye
        if xAdjusted - yAdjusted > 36 {
            (xd, xe, yd, ye) = widened(xd, xe)
        } else if yAdjusted - xAdjusted > 36 {
            let w = widened(yd, ye)
            (xd, xe) = (w.2, w.3)
            (yd, ye) = (w.0, w.1)
        }
        // Align to the lower exponent.
        let e = min(xe, ye)
        xd += [UInt8](repeating: 0, count: xe - e)
        yd += [UInt8](repeating: 0, count: ye - e)
        if xNeg == yNeg { return made(stripped(sum(xd, yd)), exponent: e, isNegative: xNeg) }
        let order = compare(xd, yd)
        if order == 0 { return Decimal128(coefficient: 0, exponent: 0, isNegative: false) }
        let (big, small, negative) = order > 0 ? (xd, yd, xNeg) : (yd, xd, yNeg)
        return made(stripped(difference(big, small)), exponent: e, isNegative: negative)
    }

    /// `d × 10^e` padded to 40 digits, and a unit below its last digit (the far smaller operand).
    private static func widened(_ d: [UInt8], _ e: Int) -> ([UInt8], Int, [UInt8], Int) {
        let pad = max(40 - d.count, 0)
        return (d + [UInt8](repeating: 0, count: pad), e - pad, [1], e - pad)
    }

    private static func compare(_ a: [UInt8], _ b: [UInt8]) -> Int {
        let a = stripped(a), b = stripped(b)
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for (p, q) in zip(a, b) where p != q { return p < q ? -1 : 1 }
        return 0
    }

    private static func sum(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] {
        let n = max(a.count, b.count)
        let a = [UInt8](repeating: 0, count: n - a.count) + a, b = [UInt8](repeating: 0, count: n - b.count) + b
        var out = [UInt8](repeating: 0, count: n + 1)
        var carry: UInt8 = 0
        for i in stride(from: n - 1, through: 0, by: -1) {
            let s = a[i] + b[i] + carry
            out[i + 1] = s % 10
            carry = s / 10
        }
        out[0] = carry
        return out
    }

    /// `a - b` for `a ≥ b`.
    private static func difference(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] {
        let b = [UInt8](repeating: 0, count: a.count - b.count) + b
        var out = a
        var borrow: Int = 0
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            var s = Int(a[i]) - Int(b[i]) - borrow
            borrow = s < 0 ? 1 : 0
            if s < 0 { s += 10 }
            out[i] = UInt8(s)
        }
        return out
    }

    private static func multiply(_ x: Decimal128, _ y: Decimal128) -> Decimal128 {
        let negative = x.isNegative != y.isNegative
        if x.isInfinite || y.isInfinite {
            let other = x.isInfinite ? y : x
            if !other.isInfinite && other.signum == 0 { return .nan }
            return infinity(negative: negative)
        }
        let (xc, xe) = x.components, (yc, ye) = y.components
        let a = digits(xc), b = digits(yc)
        var product = [Int](repeating: 0, count: a.count + b.count)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() { product[i + j + 1] += Int(a[i]) * Int(b[j]) }
        }
        for k in product.indices.reversed() where k > 0 {
            product[k - 1] += product[k] / 10
            product[k] %= 10
        }
        return made(stripped(product.map { UInt8($0) }), exponent: xe + ye, isNegative: negative)
    }

    private static func divide(_ x: Decimal128, _ y: Decimal128) -> Decimal128 {
        let negative = x.isNegative != y.isNegative
        if x.isInfinite { return y.isInfinite ? .nan : infinity(negative: negative) }
        if y.isInfinite { return Decimal128(coefficient: 0, exponent: 0, isNegative: negative) }
        let (xc, xe) = x.components, (yc, ye) = y.components
        if yc == 0 { return xc == 0 ? .nan : infinity(negative: negative) }
        if xc == 0 { return Decimal128(coefficient: 0, exponent: 0, isNegative: negative) }
        // Long division of xc × 10^k by yc, to at least 36 quotient digits, the remainder kept as a sticky digit.
        let xd = digits(xc), yd = digits(yc)
        let k = max(36 + yd.count - xd.count + 1, 0)
        var quotient: [UInt8] = []
        var remainder: UInt128 = 0
        for digit in xd + [UInt8](repeating: 0, count: k) {
            remainder = remainder * 10 + UInt128(digit)
            quotient.append(UInt8(remainder / yc))
            remainder %= yc
        }
        var exponent = xe - ye - k
        if remainder != 0 {
            quotient.append(1)
            exponent -= 1
        }
        return made(stripped(quotient), exponent: exponent, isNegative: negative)
    }
}
