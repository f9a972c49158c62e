import RealmModel
import RealmQuery
import SQLite

/// Exact `@sum`, `@min`, `@max` (and `@avg`, to 15 digits) of decimal values,
/// as SQL aggregates over their 16-byte form: money must add up exactly
/// (`0.1 + 0.2 == 0.3`), which the approximate `$sort` REALs cannot promise.
final class DecimalAggregate {
    enum Kind { case sum, min, max, avg }

    let kind: Kind
    private(set) var count = 0
    private var isNaN = false
    private var best: Decimal128?
    /// The exact sum is `coefficient × 10^exponent` while it fits in 128 bits.
    private var coefficient: Int128 = 0
    private var exponent: Int?
    private var isExact = true
    private var approximate: Double = 0
    /// The running sum as Realm Core's `Sum<Decimal128>` adds it (`bid128_add`, 34 digits), for when the exact
    /// one leaves 128 bits: `9.99…E6144 + 1E-6176` is `9.99…E6144`, where the double sum was infinity.
    private var rounded = Decimal128(Int64(0))
    private var infinities = 0
    private var sawInfinity = false

    init(_ kind: Kind) { self.kind = kind }

    func add(_ d: Decimal128) {
        if d.isNaN { isNaN = true; return }
        count += 1
        switch kind {
        case .min: if best.map({ Decimal128.compare(d, $0) < 0 }) ?? true { best = d }
        case .max: if best.map({ Decimal128.compare(d, $0) > 0 }) ?? true { best = d }
        case .sum, .avg: accumulate(d)
        }
    }

    private func accumulate(_ d: Decimal128) {
        approximate += d.doubleValue
        if d.isInfinite { infinities += d.isNegative ? -1 : 1; isExact = false; sawInfinity = true; return }
        rounded = DecimalArithmetic.apply(.add, rounded, d)
        guard isExact else { return }
        let (c, e) = d.components
        let value = d.isNegative ? -Int128(c) : Int128(c)
        guard let current = exponent else {
            coefficient = value
            exponent = e
            return
        }
        if e >= current {
            guard let scaled = Self.scale(value, by: e - current) else { isExact = false; return }
            add(scaled)
        } else {
            guard let rescaled = Self.scale(coefficient, by: current - e) else { isExact = false; return }
            coefficient = rescaled
            exponent = e
            add(value)
        }
    }

    private func add(_ value: Int128) {
        let (sum, overflow) = coefficient.addingReportingOverflow(value)
        if overflow { isExact = false } else { coefficient = sum }
    }

    private static func scale(_ value: Int128, by digits: Int) -> Int128? {
        var result = value
        for _ in 0..<digits {
            let (product, overflow) = result.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            result = product
        }
        return result
    }

    /// The aggregate's value (`nil` for SQL NULL).
    var result: Decimal128? {
        if isNaN && count == 0 { return kind == .sum ? .nan : nil }
        switch kind {
        case .min, .max: return best
        case .sum:
            if count == 0 { return Decimal128(Int64(0)) }
            return total
        case .avg:
            guard count > 0 else { return nil }
            guard let total, total.isFinite else { return total }
            // A quotient without remainder is exact (the average of Int64.max and Int64.max is Int64.max).
            if isExact, let exponent, coefficient % Int128(count) == 0 {
                return Decimal128(string: "\(coefficient / Int128(count))E\(exponent)") ?? Decimal128(total.doubleValue / Double(count))
            }
            let quotient = total.doubleValue / Double(count)
            // Beyond the range of a double (`@avg` of 9.99…E6144 and 1E-6176), as Core divides: in decimal.
            return quotient.isFinite ? Decimal128(quotient) : DecimalArithmetic.apply(.divide, total, Decimal128(Int64(count)))
        }
    }

    private var total: Decimal128? {
        if isNaN { return .nan }
        if infinities != 0 { return infinities > 0 ? .infinity : .negativeInfinity }
        if isExact, let exponent { return Decimal128(string: "\(coefficient)E\(exponent)") ?? rounded }
        // Infinities that cancel (`inf + -inf`) are NaN, as the double sum has it.
        return sawInfinity ? Decimal128(approximate) : rounded
    }

    /// `rl_mixed2dec(value, tag)`: a mixed number as the decimal Realm Core's `Sum<Mixed>` and
    /// `Average<Mixed>` add (`Mixed::accumulate_numeric_to`): an int exactly, a double through
    /// `Decimal128(double)` (15 significant digits), a float through `Decimal128(float)` (7; NaN stays NaN), a decimal as it is but NaN, which is
    /// skipped, as is everything that is no number.
    static let mixedToDecimal = "rl_mixed2dec"

    static func decimal(ofMixed args: FunctionArguments) -> Decimal128? {
        guard args.type(at: 1) == .integer, let tag = ValueCoding.MixedTag(rawValue: args.int64(at: 1)) else { return nil }
        switch tag {
        case .int where args.type(at: 0) == .integer: return Decimal128(args.int64(at: 0))
        case .float, .double:
            if args.type(at: 0) == .blob { return .nan }
            guard args.type(at: 0) == .real || args.type(at: 0) == .integer else { return nil }
            return Decimal128(args.double(at: 0), significantDigits: tag == .float ? 7 : 15)
        case .decimal:
            guard args.type(at: 0) == .blob, let d = args.withUnsafeBytes(at: 0, { ValueCoding.decimal(from: $0) }), !d.isNaN else { return nil }
            return d
        default: return nil
        }
    }

    /// Registers `rl_decsum`, `rl_decmin`, `rl_decmax`, `rl_decavg` and `rl_mixed2dec` on `connection`.
    static func register(on connection: Connection) throws {
        try connection.createFunction(mixedToDecimal, argumentCount: 2) { args in
            decimal(ofMixed: args).map { .value(.blob(ValueCoding.decimalBytes($0))) } ?? .value(.null)
        }
        for (name, kind) in [("rl_decsum", Kind.sum), ("rl_decmin", .min), ("rl_decmax", .max), ("rl_decavg", .avg)] {
            try connection.createAggregate(name, argumentCount: 1, makeState: { DecimalAggregate(kind) },
                step: { state, args in
                    guard let aggregate = state as? DecimalAggregate, args.type(at: 0) == .blob,
                          let d = args.withUnsafeBytes(at: 0, { ValueCoding.decimal(from: $0) }) else { return }
                    aggregate.add(d)
                },
                final: { state in
                    let result = (state as? DecimalAggregate)?.result ?? (kind == .sum ? Decimal128(Int64(0)) : nil)
                    return result.map { .blob(ValueCoding.decimalBytes($0)) } ?? .null
                })
        }
    }

    static func functionName(_ op: CollectionOperator) -> String {
        switch op {
        case .sum: return "rl_decsum"
        case .min: return "rl_decmin"
        case .max: return "rl_decmax"
        default: return "rl_decavg"
        }
    }
}
