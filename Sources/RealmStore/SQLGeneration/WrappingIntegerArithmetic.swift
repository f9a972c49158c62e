import RealmQuery
import SQLite

/// `rl_iadd(a, b)`, `rl_isub(a, b)`, `rl_imul(a, b)`: `+`, `-` and `*` of two
/// ints the way Realm Core's query arithmetic computes them — in 64 bits,
/// wrapping around on overflow, so `intProp + 1` of `Int64.max` is
/// `Int64.min` and `age - 3 <= 2` holds for no `Int64.min` (SQLite's own
/// operators turn an overflowing result into a REAL instead). A null operand
/// gives null; the SQL generator calls them only on two typed int operands
/// (everything else, `/` included, is `MixedArithmetic`).
enum WrappingIntegerArithmetic {
    static let add = "rl_iadd", subtract = "rl_isub", multiply = "rl_imul"

    static func register(on connection: Connection) throws {
        let operations: [(String, (Int64, Int64) -> Int64, (Double, Double) -> Double)] = [
            (add, { $0 &+ $1 }, { $0 + $1 }), (subtract, { $0 &- $1 }, { $0 - $1 }), (multiply, { $0 &* $1 }, { $0 * $1 }),
        ]
        for (name, wrapped, real) in operations {
            try connection.createFunction(name, argumentCount: 2) { args in
                if args.type(at: 0) == .null || args.type(at: 1) == .null { return .value(.null) }
                if args.type(at: 0) == .integer && args.type(at: 1) == .integer {
                    return .value(.integer(wrapped(args.int64(at: 0), args.int64(at: 1))))
                }
                return .value(.real(real(args.double(at: 0), args.double(at: 1))))
            }
        }
    }
}

extension WrappingIntegerArithmetic {
    /// The wrapping function for `op` (nil for `/`: an int divided by 0 is a value to Realm Core, see `MixedArithmetic`).
    static func function(_ op: ArithmeticOperator) -> String? {
        switch op {
        case .add: return add
        case .subtract: return subtract
        case .multiply: return multiply
        case .divide: return nil
        }
    }
}
