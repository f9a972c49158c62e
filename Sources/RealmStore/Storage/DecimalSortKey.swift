import RealmModel

/// An order-preserving byte form of a `Decimal128`, stored in the `$sort`
/// column: `memcmp` order of the keys is numeric order (NaN first, then
/// -Inf, negatives, zero, positives, +Inf), and numerically equal values
/// (`1.0`, `1.00`, `-0`, `0E-5`) share one key.
///
/// Layout (20 bytes): class byte, then for non-zero finite values the
/// adjusted exponent (exponent + digits − 1, biased, big-endian UInt16) and
/// the significant digits as 17 bytes of left-aligned BCD; both inverted
/// for negative values, so larger magnitudes sort first.
enum DecimalSortKey {
    static func make(_ d: Decimal128) -> [UInt8] {
        if d.isNaN { return [0x00] }
        if d.isInfinite { return [d.isNegative ? 0x01 : 0x05] }
        var (coefficient, exponent) = d.components
        if coefficient == 0 { return [0x03] }
        var digits: [UInt8] = []
        digits.reserveCapacity(34)
        while coefficient > 0 {
            digits.append(UInt8(coefficient % 10))
            coefficient /= 10
        }
        digits.reverse()
        let adjusted = exponent + digits.count - 1 + 6176 + 34  // ≥ 0 over Decimal128's range
        while digits.last == 0 { digits.removeLast() }
        var body: [UInt8] = [UInt8(truncatingIfNeeded: adjusted >> 8), UInt8(truncatingIfNeeded: adjusted)]
        for pair in stride(from: 0, to: 34, by: 2) {
            let high = pair < digits.count ? digits[pair] : 0
            let low = pair + 1 < digits.count ? digits[pair + 1] : 0
            body.append(high << 4 | low)
        }
        if d.isNegative { return [0x02] + body.map { ~$0 } }
        return [0x04] + body
    }
}
