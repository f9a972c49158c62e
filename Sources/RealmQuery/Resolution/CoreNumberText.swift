import RealmModel

/// A string constant read as the number it is compared with, the way Realm
/// Core's query parser does (`string_to<T>` in `ConstantNode::visit`): when
/// the reading fails the constant stays a string, which no number property
/// can be compared with ("Unsupported comparison"). So the rule is Core's,
/// not Swift's `Int64(_:)`/`Double(_:)`:
///
/// - an int, float or double is read as C++'s `istream >> value` reads it:
///   leading white space skipped, then the longest number at the start, the
///   rest ignored (`intProp == "1.5"` is `intProp == 1`, `doubleProp ==
///   "1abc"` is `== 1`, `"0x10"` is 0); no number there, or one out of range
///   (`"1e400"`, `"1e39"` for a float, `"9223372036854775808"` for an int),
///   fails; then a float or double still takes the whole text `nan`, `inf`,
///   `infinity` in any letter case with an optional sign (`" inf"` fails);
/// - a decimal is read as `Decimal128(StringData)` (the Intel library's
///   `bid128_from_string`), after leading spaces and tabs, as the whole text;
///   a NaN — `"NaN"`, `"snan"`, or text that is no decimal — fails, so
///   `decimalProp == "NaN"` is refused as Core refuses it.
enum CoreNumberText {
    /// `istream >> int64_t`: an optional sign and decimal digits after white space.
    static func int64(_ text: String) -> Int64? {
        var bytes = skippingWhiteSpace(text)[...]
        var negative = false
        if let c = bytes.first, c == plus || c == minus {
            negative = c == minus
            bytes = bytes.dropFirst()
        }
        var magnitude: UInt64 = 0
        var sawDigit = false
        let limit: UInt64 = negative ? UInt64(Int64.max) + 1 : UInt64(Int64.max)
        for c in bytes {
            guard c >= zero, c <= nine else { break }
            sawDigit = true
            let (times, o1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(UInt64(c - zero))
            if o1 || o2 || sum > limit { return nil }
            magnitude = sum
        }
        guard sawDigit else { return nil }
        return negative ? Int64(truncatingIfNeeded: 0 &- magnitude) : Int64(magnitude)
    }

    /// `istream >> double`, then the special words.
    static func double(_ text: String) -> Double? {
        if let number = leadingNumber(text), let d = Double(number), d.isFinite { return d }
        return special(text).map { $0 ? Double.nan : Double.infinity }.map { signed($0, text) }
    }

    /// `istream >> float`, then the special words.
    static func float(_ text: String) -> Float? {
        if let number = leadingNumber(text), let f = Float(number), f.isFinite { return f }
        return special(text).map { $0 ? Float.nan : Float.infinity }.map { signed($0, text) }
    }

    /// `Decimal128(StringData)` when it is no NaN.
    static func decimal(_ text: String) -> Decimal128? {
        var bytes = Array(text.utf8)[...]
        while let c = bytes.first, c == space || c == tab { bytes = bytes.dropFirst() }
        let rest = String(decoding: bytes, as: UTF8.self)
        // A radix point alone is zero to `bid128_from_string`.
        if rest == "." || rest == "+." || rest == "-." {
            return Decimal128(coefficient: 0, exponent: 0, isNegative: rest == "-.")
        }
        guard let d = Decimal128(string: rest), !d.isNaN else { return nil }
        return d
    }

    // MARK: - Reading as a C++ stream does

    /// The characters libstdc++'s `num_get` collects for a floating-point number after white
    /// space — a sign, digits with one radix point, an exponent after a digit — when `strtod`
    /// reads all of them (a mantissa digit, and exponent digits after an `e`); nil otherwise.
    private static func leadingNumber(_ text: String) -> String? {
        var out: [UInt8] = []
        var bytes = skippingWhiteSpace(text)[...]
        if let c = bytes.first, c == plus || c == minus {
            out.append(c)
            bytes = bytes.dropFirst()
        }
        var mantissaDigits = 0, exponentDigits = 0
        var sawPoint = false, sawExponent = false
        while let c = bytes.first {
            if c >= zero && c <= nine {
                out.append(c)
                if sawExponent { exponentDigits += 1 } else { mantissaDigits += 1 }
            } else if c == point && !sawPoint && !sawExponent {
                out.append(c)
                sawPoint = true
            } else if (c == UInt8(ascii: "e") || c == UInt8(ascii: "E")) && !sawExponent && mantissaDigits > 0 {
                out.append(UInt8(ascii: "e"))
                sawExponent = true
                bytes = bytes.dropFirst()
                if let s = bytes.first, s == plus || s == minus { out.append(s) } else { continue }
            } else {
                break
            }
            bytes = bytes.dropFirst()
        }
        guard mantissaDigits > 0, !sawExponent || exponentDigits > 0 else { return nil }
        return String(decoding: out, as: UTF8.self)
    }

    /// `try_parse_specials`: the whole text, in any letter case: true for NaN, false for infinity.
    private static func special(_ text: String) -> Bool? {
        var word = text.lowercased()
        if word.hasPrefix("+") || word.hasPrefix("-") { word.removeFirst() }
        switch word {
        case "nan": return true
        case "inf", "infinity": return false
        default: return nil
        }
    }

    private static func signed<T: FloatingPoint>(_ value: T, _ text: String) -> T {
        text.hasPrefix("-") ? -value : value
    }

    /// The text after C's white space (`isspace`: space, tab, newline, vertical tab, form feed, return).
    private static func skippingWhiteSpace(_ text: String) -> [UInt8] {
        Array(text.utf8.drop { $0 == space || ($0 >= tab && $0 <= 13) })
    }

    private static let plus = UInt8(ascii: "+"), minus = UInt8(ascii: "-"), point = UInt8(ascii: ".")
    private static let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
}
