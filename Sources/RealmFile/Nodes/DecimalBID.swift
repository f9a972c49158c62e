import RealmModel
/// Widening of the BID32 and BID64 decimal encodings Realm uses for narrow
/// decimal leaves into BID128 (`Decimal128(Bid32)`, `Decimal128(Bid64)`).
enum DecimalBID {
    /// BID32: sign, 8-bit exponent (bias 101), 23/21-bit coefficient.
    static func widen32(_ raw: UInt32) -> Decimal128 {
        let negative = raw & 0x8000_0000 != 0
        if raw & 0x7C00_0000 == 0x7C00_0000 { return Decimal128(low: 0, high: 0x7C00_0000_0000_0000 | (negative ? 1 << 63 : 0)) }
        if raw & 0x7800_0000 == 0x7800_0000 { return negative ? .negativeInfinity : .infinity }
        let exponent: Int
        var coefficient: UInt64
        if raw & 0x6000_0000 == 0x6000_0000 {
            exponent = Int((raw >> 21) & 0xFF) - 101
            coefficient = UInt64(raw & 0x1F_FFFF) | 0x80_0000
        } else {
            exponent = Int((raw >> 23) & 0xFF) - 101
            coefficient = UInt64(raw & 0x7F_FFFF)
        }
        if coefficient > 9_999_999 { coefficient = 0 }  // non-canonical: zero, as the Intel library does
        return Decimal128(coefficient: UInt128(coefficient), exponent: exponent, isNegative: negative)
    }

    /// BID64: sign, 10-bit exponent (bias 398), 53/51-bit coefficient.
    static func widen64(_ raw: UInt64) -> Decimal128 {
        let negative = raw & (1 << 63) != 0
        if raw & 0x7C00_0000_0000_0000 == 0x7C00_0000_0000_0000 { return Decimal128(low: 0, high: 0x7C00_0000_0000_0000 | (negative ? 1 << 63 : 0)) }
        if raw & 0x7800_0000_0000_0000 == 0x7800_0000_0000_0000 { return negative ? .negativeInfinity : .infinity }
        let exponent: Int
        var coefficient: UInt64
        if raw & 0x6000_0000_0000_0000 == 0x6000_0000_0000_0000 {
            exponent = Int((raw >> 51) & 0x3FF) - 398
            coefficient = (raw & 0x7_FFFF_FFFF_FFFF) | 0x20_0000_0000_0000
        } else {
            exponent = Int((raw >> 53) & 0x3FF) - 398
            coefficient = raw & 0x1F_FFFF_FFFF_FFFF
        }
        if coefficient > 9_999_999_999_999_999 { coefficient = 0 }
        return Decimal128(coefficient: UInt128(coefficient), exponent: exponent, isNegative: negative)
    }
}
