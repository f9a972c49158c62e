import SQLite

/// `rl_dsum(x)` and `rl_davg(x)`: `@sum` and `@avg` of floats and doubles the
/// way Realm Core's `Sum<double>` and `Average<double>` compute them — each
/// value added to a double in the order the rows arrive (no compensated
/// summation), and a NaN the additions make (`inf + -inf`) kept as the NaN it
/// is, where SQLite's `sum()`/`avg()` turn it into NULL. A NaN is returned as
/// its 8-byte BLOB, as a stored one is (`ValueCoding`), so every comparison
/// orders it as Core does (below every number, by its bits: `NaNBits`).
/// NULLs are skipped (stored NaNs arrive as NULL: Core's `valid_for_agg`
/// skips them); the sum of nothing is 0, the average of nothing NULL.
final class DoubleSum {
    static let sumName = "rl_dsum"
    static let averageName = "rl_davg"
    var total = 0.0
    var count = 0

    static func register(on connection: Connection) throws {
        let step: (AnyObject, FunctionArguments) -> Void = { state, args in
            guard let sum = state as? DoubleSum else { return }
            switch args.type(at: 0) {
            case .integer: sum.total += Double(args.int64(at: 0))
            case .real: sum.total += args.double(at: 0)
            default: return
            }
            sum.count += 1
        }
        try connection.createAggregate(sumName, argumentCount: 1, makeState: { DoubleSum() }, step: step,
                                       final: { state in value((state as? DoubleSum)?.total ?? 0) })
        try connection.createAggregate(averageName, argumentCount: 1, makeState: { DoubleSum() }, step: step,
                                       final: { state in
                                           guard let sum = state as? DoubleSum, sum.count > 0 else { return .null }
                                           return value(sum.total / Double(sum.count))
                                       })
    }

    private static func value(_ d: Double) -> SQLiteValue {
        d.isNaN ? .blob(ValueCoding.littleEndianBytes(d.bitPattern, count: 8)) : .real(d)
    }
}
