import RealmModel

/// A number held by a mixed value, and the one order of numbers that
/// Realm Core's `Mixed::compare` gives them — shared by the SQL function
/// `rl_cmp` (`RealmSQLFunctions`) and the list comparison of paths into
/// mixed values (`MixedListComparison`), so that the two cannot drift:
///
/// - NaN (double, float or decimal) lies below every other number, and two NaNs
///   compare by their bits (`NaNBits`): only a NaN with the same bits is equal;
/// - an int and a double (or float) compare exactly, as `compare_long_to_double`
///   does: the int 2^53 + 1 is above the double 2^53, and no int reaches 2^63;
/// - a decimal compares with an int exactly, with a double through
///   `Decimal128(double)` (15 significant digits) and with a float through
///   `Decimal128(float)` (7 significant digits: the float 0.1 equals the decimal 0.1);
/// - a float and a double compare as doubles (`compare_float(double(f), d)`).
///
///     MixedNumber.compare(.int(9_007_199_254_740_993), .double(0x1p53))  // 1
enum MixedNumber {
    case int(Int64)
    /// A float: a double to every number but a decimal, which takes its 7 significant digits.
    case float(Float)
    case double(Double)
    case decimal(Decimal128)

    /// The number `value` holds, if it holds one (bools are no numbers).
    init?(_ value: AnyRealmValue) {
        switch value {
        case .int(let i): self = .int(i)
        case .float(let f): self = .float(f)
        case .double(let d): self = .double(d)
        case .decimal128(let d): self = .decimal(d)
        default: return nil
        }
    }

    /// -1, 0 or 1.
    static func compare(_ a: MixedNumber, _ b: MixedNumber) -> Int {
        if a.isDecimal || b.isDecimal {
            // Decimal128::compare: NaN first, two NaNs by their words.
            return Decimal128.compare(a.decimal, b.decimal).signum()
        }
        switch (a.widened, b.widened) {
        case let (.int(x), .int(y)):
            return x < y ? -1 : (x == y ? 0 : 1)
        case let (.double(x), .double(y)):
            if x.isNaN || y.isNaN { return x.isNaN && y.isNaN ? NaNBits.compare(x, y) : (x.isNaN ? -1 : 1) }
            return x < y ? -1 : (x == y ? 0 : 1)
        case let (.int(i), .double(d)):
            return d.isNaN ? 1 : compareIntDouble(i, d)
        case let (.double(d), .int(i)):
            return d.isNaN ? -1 : -compareIntDouble(i, d)
        }
    }

    private var isDecimal: Bool {
        if case .decimal = self { return true }
        return false
    }

    /// The number as `Mixed::compare` takes it against an int, float or double.
    private enum Widened {
        case int(Int64)
        case double(Double)
    }

    /// An int stays an int, a float widens to a double; only called when neither side is a decimal.
    private var widened: Widened {
        switch self {
        case .int(let i): return .int(i)
        case .float(let f): return .double(NaNBits.widened(f))
        case .double(let d): return .double(d)
        case .decimal(let d): return .double(d.doubleValue)
        }
    }

    /// The number as `Mixed::compare` takes it against a decimal: `Decimal128(float)` keeps 7
    /// significant digits, `Decimal128(double)` 15, an int is exact.
    private var decimal: Decimal128 {
        switch self {
        case .int(let i): return Decimal128(i)
        case .float(let f): return f.isNaN ? NaNBits.decimal(NaNBits.widened(f)) : Decimal128(Double(f), significantDigits: 7)
        case .double(let d): return d.isNaN ? NaNBits.decimal(d) : Decimal128(d)
        case .decimal(let d): return d
        }
    }

    /// An int and a (non-NaN) double compared exactly, as Realm Core's
    /// `compare_long_to_double`: a double at or beyond ±2^63 (infinities
    /// included) lies beyond every int.
    static func compareIntDouble(_ i: Int64, _ d: Double) -> Int {
        if d >= 0x1p63 { return -1 }
        if d < -0x1p63 { return 1 }
        // -2^63 ≤ t < 2^63 here, so the conversion below cannot trap.
        let t = d.rounded(.down)
        let ti = Int64(t)
        if i < ti { return -1 }
        if i > ti { return 1 }
        return t == d ? 0 : -1
    }
}
