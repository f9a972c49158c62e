/// Every decimal digit of a double's exact binary value, and rounding of digit strings half to
/// even: Realm Core's `Decimal128(double)` converts the exact value to 34 digits
/// (`binary64_to_bid128`) and then quantizes to 15 (or 7) significant digits (`bid128_quantize`),
/// both rounding half to even — never from the shortest round-trip digits, which round a second
/// time (`9223372036854774784.0`, shortest `9.223372036854775e18`, is `9.22337203685477E18`).
extension ShortestDigits {
    /// The exact value of a finite, non-zero double as `digits × 10^exponent` (a double is
    /// `m × 2^e`, so `m × 5^-e × 10^e` for e < 0): up to about 770 digits.
    static func allExactDigits(_ value: Double) -> (digits: [UInt8], exponent: Int) {
        var mantissa = value.significandBitPattern | (value.isNormal ? UInt64(1) << 52 : 0)
        var exponent2 = value.isNormal ? Int(value.exponent) - 52 : -1074
        while mantissa & 1 == 0 && mantissa != 0 { mantissa >>= 1; exponent2 += 1 }
        var limbs: [UInt32] = [UInt32(truncatingIfNeeded: mantissa), UInt32(truncatingIfNeeded: mantissa >> 32)]
        var exponent10 = 0
        if exponent2 >= 0 {
            var shift = exponent2
            while shift > 0 { let step = min(shift, 31); multiply(&limbs, by: UInt32(1) << UInt32(step)); shift -= step }
        } else {
            var fives = -exponent2
            exponent10 = exponent2
            while fives > 0 { let step = min(fives, 13); multiply(&limbs, by: power(5, step)); fives -= step }
        }
        var chunks: [UInt32] = []
        while limbs.contains(where: { $0 != 0 }) { chunks.append(divide(&limbs, by: 1_000_000_000)) }
        var digits: [UInt8] = []
        for (i, chunk) in chunks.reversed().enumerated() {
            let text = Array(String(chunk).utf8).map { $0 - 48 }
            digits += i == 0 ? text : Array(repeating: 0, count: 9 - text.count) + text
        }
        while digits.last == 0 && digits.count > 1 { digits.removeLast(); exponent10 += 1 }
        return (digits, exponent10)
    }

    /// `digits × 10^exponent` rounded half to even to `count` digits (all kept, trailing zeros too);
    /// unchanged when it has no more than `count`.
    static func roundedHalfEven(_ digits: [UInt8], _ exponent: Int, to count: Int) -> (digits: [UInt8], exponent: Int) {
        guard digits.count > count else { return (digits, exponent) }
        var kept = Array(digits.prefix(count))
        let first = digits[count]
        let beyond = digits[(count + 1)...].contains { $0 != 0 }
        let roundUp = first > 5 || first == 5 && (beyond || kept[count - 1] % 2 == 1)
        var exponent = exponent + digits.count - count
        if roundUp {
            var i = count - 1
            while i >= 0 && kept[i] == 9 { kept[i] = 0; i -= 1 }
            if i >= 0 { kept[i] += 1 } else { kept.insert(1, at: 0); kept.removeLast(); exponent += 1 }
        }
        return (kept, exponent)
    }

    private static func power(_ base: UInt32, _ n: Int) -> UInt32 {
        var out: UInt32 = 1
        for _ in 0..<n { out *= base }
        return out
    }

    /// `limbs` (least significant first) times `factor`.
    private static func multiply(_ limbs: inout [UInt32], by factor: UInt32) {
        var carry: UInt64 = 0
        for i in limbs.indices {
            let product = UInt64(limbs[i]) * UInt64(factor) + carry
            limbs[i] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
    }

    /// Divides `limbs` by `divisor` in place; returns the remainder.
    private static func divide(_ limbs: inout [UInt32], by divisor: UInt32) -> UInt32 {
        var remainder: UInt64 = 0
        for i in limbs.indices.reversed() {
            let current = (remainder << 32) | UInt64(limbs[i])
            limbs[i] = UInt32(current / UInt64(divisor))
            remainder = current % UInt64(divisor)
        }
        while limbs.count > 1 && limbs.last == 0 { limbs.removeLast() }
        return UInt32(remainder)
    }
}
