/// Decimal digit strings of binary floating-point values, the basis of the
/// canonical number text and of Realm's double → Decimal128 conversion.
public enum ShortestDigits {
    /// The shortest digits that read back to `value` (Swift's own round-trip
    /// algorithm), as `digits × 10^exponent` with no leading or trailing zero digits.
    /// `value` must be finite and non-zero.
    public static func decompose<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) -> (digits: [UInt8], exponent: Int) {
        // Swift prints the shortest round-trip digits, as `123.45`, `1e-07` or `1.2345e+20`.
        let text = Array(value.magnitude.description.utf8)
        var digits = [UInt8]()
        var exponent = 0
        var afterPoint = false
        var i = 0
        while i < text.count {
            let c = text[i]
            if c == UInt8(ascii: ".") {
                afterPoint = true
            } else if c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
                exponent += Int(String(decoding: text[(i + 1)...], as: UTF8.self)) ?? 0
                break
            } else {
                digits.append(c - 48)
                if afterPoint { exponent -= 1 }
            }
            i += 1
        }
        while digits.first == 0 && digits.count > 1 { digits.removeFirst() }
        while digits.last == 0 && digits.count > 1 { digits.removeLast(); exponent += 1 }
        return (digits, exponent)
    }

    /// The digits of `value` as Realm Core's `Decimal128(double)` keeps them: the
    /// exact binary value when it has at most `significantDigits` digits, otherwise
    /// rounded to exactly `significantDigits` digits (trailing zeros kept).
    public static func decompose(_ value: Double, significantDigits: Int) -> (digits: [UInt8], exponent: Int) {
        if let exact = exactDigits(value), exact.digits.count <= significantDigits {
            return exact
        }
        var (digits, exponent) = decompose(value)
        if digits.count > significantDigits {
            // From the exact value, as Core does: to 34 digits, then to `significantDigits`, half to even.
            let exact = allExactDigits(value)
            let wide = roundedHalfEven(exact.digits, exact.exponent, to: 34)
            (digits, exponent) = roundedHalfEven(wide.digits, wide.exponent, to: significantDigits)
        }
        while digits.count < significantDigits { digits.append(0); exponent -= 1 }
        return (digits, exponent)
    }

    /// The exact decimal expansion of a double when it fits in 128 bits of coefficient.
    static func exactDigits(_ value: Double) -> (digits: [UInt8], exponent: Int)? {
        guard value.isFinite, value != 0 else { return nil }
        var mantissa = UInt128(value.significandBitPattern) | (value.isNormal ? UInt128(1) << 52 : 0)
        var exponent2 = Int(value.exponent) - 52
        if !value.isNormal { exponent2 = -1074 }
        while mantissa & 1 == 0 && mantissa != 0 { mantissa >>= 1; exponent2 += 1 }
        var coefficient: UInt128
        var exponent10 = 0
        if exponent2 >= 0 {
            guard exponent2 < 128 - 53 else { return nil }
            coefficient = mantissa << exponent2
        } else {
            let k = -exponent2
            guard k <= 32 else { return nil }
            var five: UInt128 = 1
            for _ in 0..<k { five *= 5 }
            let (product, overflow) = mantissa.multipliedReportingOverflow(by: five)
            guard !overflow else { return nil }
            coefficient = product
            exponent10 = -k
        }
        var digits = Array(String(coefficient).utf8).map { $0 - 48 }
        while digits.last == 0 && digits.count > 1 { digits.removeLast(); exponent10 += 1 }
        return (digits, exponent10)
    }
}

/// The canonical text of floats and doubles: C++17 `std::to_chars` with no
/// format — shortest round-trip digits, plain or exponent notation, whichever
/// is shorter (plain on ties); `NaN`, `inf`, `-inf`; negative zero is `-0`.
///
/// ```swift
/// FloatingPointText.render(1e20)     // "1e+20"
/// FloatingPointText.render(0.0001)   // "1e-04"
/// FloatingPointText.render(Float(123456.79)) // "123456.79"
/// ```
public enum FloatingPointText {
    public static func render<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let sign = value.sign == .minus ? "-" : ""
        if value == 0 { return sign + "0" }
        let (digits, exponent) = ShortestDigits.decompose(value)
        let scientificExponent = exponent + digits.count - 1
        let scientific = renderScientific(digits, scientificExponent)
        let plainLength = plainTextLength(digits: digits.count, exponent: exponent)
        if plainLength <= scientific.utf8.count {
            return sign + renderPlain(digits, exponent, value: value)
        }
        return sign + scientific
    }

    private static func digitText(_ digits: some Sequence<UInt8>) -> String {
        String(decoding: digits.map { $0 + 48 }, as: UTF8.self)
    }

    private static func renderScientific(_ digits: [UInt8], _ exponent: Int) -> String {
        var out = digitText(digits.prefix(1))
        if digits.count > 1 { out += "." + digitText(digits.dropFirst()) }
        out += exponent < 0 ? "e-" : "e+"
        let e = String(exponent.magnitude)
        out += e.count < 2 ? "0" + e : e
        return out
    }

    private static func plainTextLength(digits: Int, exponent: Int) -> Int {
        if exponent >= 0 { return digits + exponent }
        let fraction = -exponent
        if fraction >= digits { return 2 + fraction }  // "0." + leading zeros + digits
        return digits + 1
    }

    private static func renderPlain<F: BinaryFloatingPoint>(_ digits: [UInt8], _ exponent: Int, value: F) -> String {
        if exponent >= 0 {
            // An integer: C++ prints its exact value, which past 2^53 may differ from the padded digits.
            return exactIntegerText(value.magnitude) ?? (digitText(digits) + String(repeating: "0", count: exponent))
        }
        let fraction = -exponent
        if fraction >= digits.count {
            return "0." + String(repeating: "0", count: fraction - digits.count) + digitText(digits)
        }
        let split = digits.count - fraction
        return digitText(digits.prefix(split)) + "." + digitText(digits.dropFirst(split))
    }

    /// The exact decimal text of an integral floating-point value below 2^128.
    private static func exactIntegerText<F: BinaryFloatingPoint>(_ value: F) -> String? {
        guard value < 0x1p127 else { return nil }
        return String(UInt128(value))
    }
}
