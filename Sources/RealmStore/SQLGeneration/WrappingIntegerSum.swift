import SQLite

/// `rl_isum(x)`: the sum of integers the way Realm Core's `@sum` adds them —
/// in 64 bits, wrapping around on overflow (SQLite's `sum()` stops with
/// "integer overflow"), so `list.@sum` of `[Int64.max, 1]` is `Int64.min`.
/// Nulls are skipped; the sum of nothing is 0.
final class WrappingIntegerSum {
    static let name = "rl_isum"
    var total: Int64 = 0

    static func register(on connection: Connection) throws {
        try connection.createAggregate(name, argumentCount: 1, makeState: { WrappingIntegerSum() },
                                       step: { state, args in
                                           guard let sum = state as? WrappingIntegerSum, args.type(at: 0) == .integer else { return }
                                           sum.total &+= args.int64(at: 0)
                                       },
                                       final: { state in .integer((state as? WrappingIntegerSum)?.total ?? 0) })
    }
}
