import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// A mixed decimal against a double, as Realm Core 14.14 answers: `Mixed::compare` turns the double
/// into `Decimal128(double)`, which rounds its exact binary value to 34 digits and then to 15, half
/// to even (`binary64_to_bid128`, `bid128_quantize`). RealmLens rounded the shortest round-trip
/// digits half up, a second rounding: `9223372036854774784.0` (shortest `9.223372036854775e18`)
/// became `9.22337203685478E18`, above the decimal 2^63 − 1 (seed 14500's `best.m >
/// 9223372036854774784.0`: Core 1 owner, RealmLens 0); `1.234567890123455` (exactly
/// 1.2345678901234549…) is `1.23456789012345`, and `100000000000000.5` is `100000000000000`.
@Suite struct RealmCoreDecimalFromDoubleTests {
    static let decimals = ["9223372036854775807", "100000000000000", "100000000000001", "100000000000002",
                           "9223372036854770000", "1.23456789012346", "1.23456789012345"]

    static var dump: String {
        CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), DumpProperty("m", .mixed, optional: true)],
                      objects: decimals.enumerated().map { ["n": .int(Int64($0.offset)), "m": .decimal($0.element)] }),
        ]).json
    }

    /// Realm Core's answers on the file `from-canonical` writes of `dump` (`n` = position).
    static let answers: [(query: String, expected: [Int64])] = [
        ("m > 9223372036854774784.0", [0]),
        ("m == 9223372036854774784.0", [4]),
        ("m == 100000000000000.5", [1]),
        ("m == 100000000000001.5", [3]),
        ("m == 1.234567890123455", [6]),
        ("m == 1.2345678901234551", [5]),
    ]

    @Test func doublesBecomeDecimalsAsInRealmCore() {
        let pairs: [(Double, String)] = [(9223372036854774784.0, "9.22337203685477E18"), (100000000000000.5, "100000000000000"),
                                         (100000000000001.5, "100000000000002"), (1.234567890123455, "1.23456789012345"),
                                         (1.2345678901234551, "1.23456789012346"), (0.1, "0.1"), (-2.5, "-2.5"), (1e300, "1E300")]
        for (double, text) in pairs {
            #expect(Decimal128.compare(Decimal128(double), Decimal128(string: text)!) == 0, "\(double)")
        }
    }

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "decimal-from-double.realm", Self.answers)
    }
}
