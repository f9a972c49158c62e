import RealmModel

/// The values that break viewers, as the old Realm Browser's test-data
/// generator sprinkled them in: integer and floating-point extremes, zeros,
/// empty and very long strings and data, the ends of the date range.
enum EdgeValues {
    static let ints: [Int64] = [.min, .max, 0, -1, 1, Int64(Int32.min), Int64(Int32.max)]
    static let floats: [Float] = [
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity, -.infinity, .nan, 0, -0.0,
    ]
    static let doubles: [Double] = [
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity, -.infinity, .nan, 0, -0.0,
    ]
    /// Finite, distinct under `==`: safe inside sets.
    static let setDoubles: [Double] = [.greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 0]
    static let longString = String(repeating: "0123456789", count: 1_000)
    static let strings: [String] = ["", " ", longString, "🏳️‍🌈👨‍👩‍👧‍👦", "e\u{301}"]
    static let data: [[UInt8]] = [[], [0], [UInt8](repeating: 0xFF, count: 10_000)]
    static let dates: [Timestamp] = [
        Timestamp(seconds: 0, nanoseconds: 0),
        Timestamp(seconds: -62_135_596_800, nanoseconds: 0),  // 0001-01-01
        Timestamp(seconds: 253_402_300_799, nanoseconds: 999_999_999),  // 9999-12-31T23:59:59.999999999
        Timestamp(seconds: 0, nanoseconds: 1),
    ]
    static let decimals: [Decimal128] = [
        .nan, .infinity, .negativeInfinity, Decimal128(Int64(0)), Decimal128(Int64.max), Decimal128(Int64.min),
    ]
}
