/// Numbers read from a canonical dump exactly as written, or not at all:
/// a text whose value a type cannot hold is refused, never rounded to
/// infinity or zero or to fewer digits (`1e400`, `1e-400`, a float `1e39`,
/// a decimal `1E999999` or of 100 digits).
enum ExactNumber {
    /// A double, unless the text overflows (to ±inf) or underflows (a
    /// non-zero text to zero). Rounding to the nearest double is reading.
    static func double(_ text: String) -> Double? {
        guard let value = Double(text), value.isFinite, value != 0 || !hasNonZeroDigit(text) else { return nil }
        return value
    }

    /// A float, with the same rules for the 32-bit range.
    static func float(_ text: String) -> Float? {
        guard let value = Float(text), value.isFinite, value != 0 || !hasNonZeroDigit(text) else { return nil }
        return value
    }

    /// A decimal whose coefficient has at most 34 significant digits and
    /// whose exponent Decimal128 holds: no rounding, no overflow to `Inf`,
    /// no underflow to zero. `NaN`, `Inf` and `-Inf` are taken as written.
    static func decimal(_ text: String) -> Decimal128? {
        if text == "NaN" || text == "Inf" || text == "-Inf" || text == "+Inf" { return Decimal128(string: text) }
        var bytes = Array(text.utf8)[...]
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        var significant = 0
        var fractionDigits = 0
        var sawPoint = false, sawDigit = false
        while let c = bytes.first, (c >= 48 && c <= 57) || c == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            if c == UInt8(ascii: ".") {
                guard !sawPoint else { return nil }
                sawPoint = true
                continue
            }
            sawDigit = true
            if sawPoint { fractionDigits += 1 }
            if significant > 0 || c != 48 { significant += 1 }
        }
        guard sawDigit, significant <= 34 else { return nil }
        var exponent = 0
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            var negative = false
            if let s = bytes.first, s == UInt8(ascii: "+") || s == UInt8(ascii: "-") {
                negative = s == UInt8(ascii: "-")
                bytes = bytes.dropFirst()
            }
            guard !bytes.isEmpty, bytes.count <= 6 else { return nil }
            for d in bytes {
                guard d >= 48 && d <= 57 else { return nil }
                exponent = exponent * 10 + Int(d - 48)
            }
            bytes = bytes[bytes.endIndex...]
            if negative { exponent = -exponent }
        }
        guard bytes.isEmpty else { return nil }
        // The exponent of the last digit written; with up to 34 digits a
        // larger one is still exact when Decimal128 can pad the coefficient.
        let lastDigitExponent = exponent - fractionDigits
        guard lastDigitExponent >= Decimal128.minExponent,
              lastDigitExponent <= Decimal128.maxExponent + (significant == 0 ? 0 : 34 - significant) else { return nil }
        guard let value = Decimal128(string: text), value.isFinite else { return nil }
        return value
    }

    private static func hasNonZeroDigit(_ text: String) -> Bool {
        for c in text.utf8 {
            if c == UInt8(ascii: "e") || c == UInt8(ascii: "E") { return false }
            if c >= 49 && c <= 57 { return true }
        }
        return false
    }
}
