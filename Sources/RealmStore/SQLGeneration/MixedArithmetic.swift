import RealmModel
import RealmQuery
import SQLite

/// `+ - * /` as Realm Core's query arithmetic computes them: every operand is
/// a `Mixed` (`Operator<Plus>`… over `Mixed::operator+`…), computed in the
/// larger of the two types (int < float < double < decimal), so
///
/// - two ints wrap around in 64 bits, and an int divided by 0 is `Int64.max`
///   (`Int64.min` for a negative dividend), never an error nor null;
/// - a float with an int or float is computed in 32 bits, with a double in 64;
///   division by 0 gives ±infinity and `inf - inf` NaN, a value (a NaN is
///   ordered below every number, `Mixed::compare`), where SQLite gives null;
///   a NaN operand passes its bits on, else the result is the processor's
///   default NaN (`NaNBits`);
/// - a decimal side computes in `Decimal128` (`DecimalArithmetic`), an int
///   exactly, a double through 15 and a float through 7 significant digits;
/// - a null, a bool or any value that is no number makes the result null.
///
/// `rl_arith(op, a, aTag, b, bTag)` is the result (an INTEGER, a REAL, a
/// NaN as the BLOB a stored NaN is, a decimal as its 16 bytes), and
/// `rl_arithtag(op, a, aTag, b, bTag)` its `ValueCoding.MixedTag` (NULL for
/// null); `op` is 1 `+`, 2 `-`, 3 `*`, 4 `/`. The operands come with their
/// tags (`SQLValue.tagSQL`).
enum MixedArithmetic {
    static let value = "rl_arith"
    static let tag = "rl_arithtag"

    static func code(_ op: ArithmeticOperator) -> Int {
        switch op {
        case .add: return 1
        case .subtract: return 2
        case .multiply: return 3
        case .divide: return 4
        }
    }

    private static func op(_ code: Int64) -> ArithmeticOperator {
        switch code {
        case 1: return .add
        case 2: return .subtract
        case 3: return .multiply
        default: return .divide
        }
    }

    enum Number {
        case int(Int64), float(Float), double(Double), decimal(Decimal128)

        var rank: Int {
            switch self {
            case .int: return 0
            case .float: return 1
            case .double: return 2
            case .decimal: return 3
            }
        }

        var asFloat: Float {
            switch self {
            case .int(let i): return Float(i)
            case .float(let f): return f
            case .double(let d): return Float(d)
            case .decimal(let d): return Float(d.doubleValue)
            }
        }

        var asDouble: Double {
            switch self {
            case .int(let i): return Double(i)
            case .float(let f): return NaNBits.widened(f)
            case .double(let d): return d
            case .decimal(let d): return d.doubleValue
            }
        }

        /// `Mixed::export_to_type<Decimal128>`.
        var asDecimal: Decimal128 {
            switch self {
            case .int(let i): return Decimal128(i)
            case .float(let f): return f.isNaN ? NaNBits.decimal(NaNBits.widened(f)) : Decimal128(Double(f), significantDigits: 7)
            case .double(let d): return d.isNaN ? NaNBits.decimal(d) : Decimal128(d)
            case .decimal(let d): return d
            }
        }
    }

    /// The number at argument `index` with its tag at `index + 1`, or nil (null, or no number).
    static func number(_ args: FunctionArguments, _ index: Int) -> Number? {
        let type = args.type(at: index)
        guard type != .null, args.type(at: index + 1) == .integer,
              let tag = ValueCoding.MixedTag(rawValue: args.int64(at: index + 1)) else { return nil }
        switch tag {
        case .int:
            return type == .integer ? .int(args.int64(at: index)) : nil
        case .float, .double:
            let d = ValueCoding.double(args, at: index)
            if tag == .float { return .float(Float(d)) }
            return .double(d)
        case .decimal:
            if type == .blob, let d = args.withUnsafeBytes(at: index, { ValueCoding.decimal(from: $0) }) { return .decimal(d) }
            if type == .integer { return .decimal(Decimal128(args.int64(at: index))) }
            return .decimal(Decimal128(args.double(at: index)))
        default:
            return nil
        }
    }

    /// `l op r` in the larger of their types.
    static func apply(_ op: ArithmeticOperator, _ l: Number, _ r: Number) -> Number {
        switch max(l.rank, r.rank) {
        case 0:
            guard case .int(let a) = l, case .int(let b) = r else { preconditionFailure("two ints") }
            switch op {
            case .add: return .int(a &+ b)
            case .subtract: return .int(a &- b)
            case .multiply: return .int(a &* b)
            case .divide:
                if b == 0 { return .int(a < 0 ? .min : .max) }
                return .int(a.dividedReportingOverflow(by: b).partialValue)
            }
        case 1:
            let a = l.asFloat, b = r.asFloat
            return .float(NaNBits.result(op == .add ? a + b : op == .subtract ? a - b : op == .multiply ? a * b : a / b, a, b))
        case 2:
            let a = l.asDouble, b = r.asDouble
            return .double(NaNBits.result(op == .add ? a + b : op == .subtract ? a - b : op == .multiply ? a * b : a / b, a, b))
        default:
            return .decimal(DecimalArithmetic.apply(op, l.asDecimal, r.asDecimal))
        }
    }

    static func register(on connection: Connection) throws {
        try connection.createFunction(value, argumentCount: 5) { args in
            guard let l = number(args, 1), let r = number(args, 3) else { return .value(.null) }
            switch apply(op(args.int64(at: 0)), l, r) {
            case .int(let i): return .value(.integer(i))
            case .float(let f): return .value(ValueCoding.sqliteValue(.float(f)))
            case .double(let d): return .value(ValueCoding.sqliteValue(.double(d)))
            case .decimal(let d): return .value(.blob(ValueCoding.decimalBytes(d)))
            }
        }
        try connection.createFunction(tag, argumentCount: 5) { args in
            guard let l = number(args, 1), let r = number(args, 3) else { return .value(.null) }
            let tags: [ValueCoding.MixedTag] = [.int, .float, .double, .decimal]
            return .value(.integer(tags[max(l.rank, r.rank)].rawValue))
        }
    }
}
