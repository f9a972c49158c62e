import RealmModel
import SQLite

/// NaNs as Realm Core 14.14 tells them apart: by their bits. A NaN keeps its
/// sign and payload (a genuine file holds them as written; the literal `nan`,
/// `-nan` too, is 0x7FF8000000000000), and
///
/// - two float or double NaNs compare as their bit patterns read unsigned
///   (`compare_float`), a float widened to a double first (payload and sign
///   kept): the NaN `inf * 0` gives (0xFFF8000000000000, sign set) lies above
///   the literal `nan`, and equals neither it nor a stored NaN;
/// - arithmetic (`Mixed::operator*`… on x86-64) returns the left operand's NaN
///   if it is one, else the right one's, else the processor's default NaN
///   (0xFFF8000000000000, 0xFFC00000 for floats): `inf * 0`, `inf - inf`,
///   `0 / 0`, `inf / inf`;
/// - a float or double NaN against a decimal becomes a decimal NaN
///   (`Decimal128(double)`, Intel's `binary64_to_bid128`): the sign kept, the
///   payload below the quiet bit carried over, so the literal `nan` equals the
///   decimal `NaN` and `-nan` does not; `Decimal128::compare` then orders two
///   NaNs by their high word, then their low word, unsigned.
///
/// `rl_nanorder(a, b)`: -1, 0, 1 for two float or double NaNs as stored (the
/// 4- or 8-byte BLOB). `rl_nankey(value, tag)`: a BLOB whose byte order is
/// Core's order of NaNs (float, double and decimal alike), NULL for any other value.
enum NaNBits {
    static let order = "rl_nanorder"
    static let key = "rl_nankey"

    /// The processor's default NaN (x86-64: sign set, quiet).
    static let defaultDouble = Double(bitPattern: 0xFFF8_0000_0000_0000)
    static let defaultFloat = Float(bitPattern: 0xFFC0_0000)

    /// `double(f)` as x86-64 converts it: sign and payload kept, the quiet bit set.
    static func widened(_ f: Float) -> Double {
        guard f.isNaN else { return Double(f) }
        let bits = UInt64(f.bitPattern)
        return Double(bitPattern: (bits & 0x8000_0000) << 32 | 0x7FF8_0000_0000_0000 | (bits & 0x003F_FFFF) << 29)
    }

    /// `compare_float` of two NaNs: their bits, unsigned.
    static func compare(_ a: Double, _ b: Double) -> Int {
        let (x, y) = (a.bitPattern, b.bitPattern)
        return x == y ? 0 : (x < y ? -1 : 1)
    }

    /// `Decimal128(double)` of a NaN: sign kept, quiet, the 51 payload bits left-justified in the coefficient.
    static func decimal(_ d: Double) -> Decimal128 {
        let bits = d.bitPattern
        let payload = (bits & 0x0007_FFFF_FFFF_FFFF) << 13
        var high = (bits & 0x8000_0000_0000_0000) | 0x7C00_0000_0000_0000 | payload >> 18
        var low = payload << 46
        // A payload of 10^33 or more is no canonical one: it reads as 0.
        if UInt128(high & 0x0000_3FFF_FFFF_FFFF) << 64 | UInt128(low) >= 1_000_000_000_000_000_000_000_000_000_000_000 {
            high &= 0xFC00_0000_0000_0000
            low = 0
        }
        return Decimal128(low: low, high: high)
    }

    /// A NaN operand of decimal arithmetic comes out quiet, its payload kept (`bid128_add`…).
    static func quieted(_ d: Decimal128) -> Decimal128 {
        Decimal128(low: d.low, high: d.high & 0xFC00_3FFF_FFFF_FFFF)
    }

    /// The result `r` of `a op b` in doubles with Core's NaN: the left operand's, else the right one's, else the default.
    static func result(_ r: Double, _ a: Double, _ b: Double) -> Double {
        guard r.isNaN else { return r }
        if a.isNaN { return Double(bitPattern: a.bitPattern | 0x0008_0000_0000_0000) }
        if b.isNaN { return Double(bitPattern: b.bitPattern | 0x0008_0000_0000_0000) }
        return defaultDouble
    }

    /// `result` in floats.
    static func result(_ r: Float, _ a: Float, _ b: Float) -> Float {
        guard r.isNaN else { return r }
        if a.isNaN { return Float(bitPattern: a.bitPattern | 0x0040_0000) }
        if b.isNaN { return Float(bitPattern: b.bitPattern | 0x0040_0000) }
        return defaultFloat
    }

    /// The NaN a float or double argument holds (its 4- or 8-byte BLOB), widened to a double.
    private static func storedNaN(_ args: FunctionArguments, _ index: Int) -> Double? {
        guard args.type(at: index) == .blob else { return nil }
        return args.withUnsafeBytes(at: index) { bytes -> Double? in
            let bits = ValueCoding.readLittleEndian(bytes)
            switch bytes.count {
            case 4: return widened(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))
            case 8: return Double(bitPattern: bits)
            default: return nil
            }
        }
    }

    /// The order key of a NaN: its decimal form (high word, then low word, big-endian), which orders
    /// double NaNs as their bits do and ties a double NaN with the decimal NaN it equals.
    private static func orderKey(_ d: Decimal128) -> [UInt8] {
        ValueCoding.littleEndianBytes(d.high, count: 8).reversed() + ValueCoding.littleEndianBytes(d.low, count: 8).reversed()
    }

    static func register(on connection: Connection) throws {
        try connection.createFunction(order, argumentCount: 2) { args in
            guard let a = storedNaN(args, 0), let b = storedNaN(args, 1) else { return .value(.null) }
            return .value(.integer(Int64(compare(a, b))))
        }
        try connection.createFunction(key, argumentCount: 2) { args in
            guard args.type(at: 1) == .integer, let tag = ValueCoding.MixedTag(rawValue: args.int64(at: 1)) else { return .value(.null) }
            switch tag {
            case .float, .double:
                guard let d = storedNaN(args, 0), d.isNaN else { return .value(.null) }
                return .value(.blob(orderKey(decimal(d))))
            case .decimal:
                guard args.type(at: 0) == .blob, let d = args.withUnsafeBytes(at: 0, { ValueCoding.decimal(from: $0) }), d.isNaN
                else { return .value(.null) }
                return .value(.blob(orderKey(d)))
            default:
                return .value(.null)
            }
        }
    }
}
