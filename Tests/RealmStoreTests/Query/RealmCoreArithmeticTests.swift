import Foundation
import Testing
@testable import RealmStore

/// Realm Core 14.14's own answers (`realm-core-check query` on the genuine
/// fixtures) to arithmetic in comparisons, which the differential test's
/// `arith` category found answered otherwise: `+`, `-`, `*` of two ints wrap
/// around in 64 bits (`intReq + 1 < 0` holds for `Int64.max`), and a sign
/// written directly before a number is part of that number to Realm Core's
/// lexer (`intReq+1 > 0` is refused; `intReq - -1 > 0` is taken). Every
/// operand is a `Mixed` computed in the larger type (`Mixed::operator+`…):
/// an int divided by 0 is `Int64.max` (`Int64.min` below 0), NaN and ±inf
/// stay values (NaN below every number), a float with an int is a float,
/// decimals compute in `Decimal128`, a mixed int wraps like an int; and
/// decimal aggregates skip NaN.
@Suite struct RealmCoreArithmeticTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }
    static func R(_ f: String, _ c: String, _ q: String) -> PinnedCase { RealmCoreAnswerTests.R(f, c, q) }

    static let cases: [PinnedCase] = [
        // Ints wrap around on overflow.
        A("alltypes", "AllTypes", "intReq + 1 < 0", ["-1", "97", "494", "341", "585", "432", "-27", "-180", "523", "614", "461", "-151", "705", "-60", "-213", "337", "184", "-122"]),
        A("alltypes", "AllTypes", "intReq * 2 == -2", ["0", "97", "-242", "461"]),
        A("alltypes", "AllTypes", "intReq - 1 > 0", ["-1", "97", "-56", "-209", "647", "188", "35", "-118", "-271", "279", "126", "676", "370", "217", "614", "461", "308", "155", "2", "552", "399", "246", "93", "643", "490", "31", "-275", "581"]),
        A("alltypes", "AllTypes", "16 - intOpt >= 1", ["-1", "97", "647", "494", "341", "-118", "585", "-27", "-180", "217", "-89", "614", "461", "155", "-151", "705", "-60", "337", "184", "581", "275"]),
        A("alltypes", "AllTypes", "intReq / 2 == 1", ["217", "581"]),
        A("alltypes", "AllTypes", "intList.@count * 2 > 3", ["-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "35", "-118", "-271", "585", "432", "279", "126", "-27", "-180", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]),
        // A sign glued to a number is that number's.
        R("alltypes", "AllTypes", "intReq+1 > 0"),
        R("alltypes", "AllTypes", "intList.@count-1 > 0"),
        R("alltypes", "AllTypes", "intReq > 5-3"),
        A("alltypes", "AllTypes", "intReq - -1 > 0", ["9223372036854775807", "-9223372036854775808", "-56", "-209", "647", "188", "35", "-118", "-271", "279", "126", "676", "370", "217", "64", "-89", "308", "155", "2", "552", "399", "246", "93", "643", "490", "31", "-275", "581", "428", "275"]),
        // An int divided by 0 is Int64.max (Int64.min for a negative dividend), never null.
        A("alltypes", "AllTypes", "intReq / 0 > 1", ["9223372036854775807", "-9223372036854775808", "97", "-56", "-209", "647", "188", "35", "-118", "-271", "279", "126", "676", "370", "217", "64", "-89", "461", "308", "155", "2", "552", "399", "246", "93", "643", "490", "31", "-275", "581", "428", "275"]),
        A("alltypes", "AllTypes", "intReq / 0 < 0", ["0", "-1", "494", "341", "585", "432", "-27", "-180", "523", "-242", "614", "-151", "705", "-60", "-213", "337", "184", "-122"]),
        A("alltypes", "AllTypes", "intReq / intOpt < 0", ["341", "585", "432", "705", "-60", "-213", "-122"]),
        A("alltypes", "AllTypes", "anyValue / 0 > 1", ["-9223372036854775808", "97", "523", "399", "-60"]),
        // NaN and ±inf out of float arithmetic are values: NaN below every number.
        A("alltypes", "AllTypes", "doubleOpt - doubleReq <= -3", ["-56", "341", "188", "-118", "-271", "432", "126", "-27", "-89", "308", "155", "-151", "705", "399", "93", "-60", "-122", "275"]),
        A("alltypes", "AllTypes", "doubleReq * 0 < 0", ["-118", "-271", "585", "-151", "705", "552"]),
        A("alltypes", "AllTypes", "floatOpt / 0 > 1", ["0", "-1", "97", "647", "341", "188", "-118", "-271", "432", "-27", "-180", "676", "370", "217", "-89", "614", "461", "308", "552", "399", "-60", "-213", "337", "184", "31", "-122", "581"]),
        A("alltypes", "AllTypes", "doubleDict.@max / floatOpt > 1", ["0", "-56", "-271", "-89", "308", "93", "-60", "581"]),
        // A float with an int is computed in 32 bits.
        A("alltypes", "AllTypes", "floatReq - intReq < -1000", ["97", "341", "35", "-118", "279", "126", "676", "-89", "614", "461", "246", "643", "490", "184", "31"]),
        // Decimals compute in Decimal128, exactly to 34 digits.
        A("alltypes", "AllTypes", "decimalOpt / doubleReq >= 2", ["9223372036854775807", "0", "-1", "647", "432", "676", "370", "217", "461", "155", "643", "337", "581"]),
        A("alltypes", "AllTypes", "decimalOpt + decimalReq <= null", ["-9223372036854775808", "-209", "35", "279", "523", "-242", "2", "246", "490", "-275"]),
        A("alltypes", "AllTypes", "decimalOpt / 3 * 3 == decimalOpt", ["-9223372036854775808", "-1", "97", "-209", "647", "494", "341", "188", "35", "-118", "432", "279", "126", "523", "370", "217", "-89", "-242", "614", "461", "308", "2", "552", "246", "490", "337", "31", "-122", "-275", "581", "428"]),
        A("alltypes", "AllTypes", "0 = (decimalOpt - intReq) + intReq", ["-118", "-89", "399", "31"]),
        A("alltypes", "AllTypes", "decimalReq * decimalReq > 1E6000", ["35", "585", "432", "155", "705", "552", "275"]),
        // A mixed int wraps around in 64 bits like two ints.
        // (Only mixed ints: a mixed double NaN reads back from a canonical dump as the string "NaN".)
        A("alltypes", "AllTypes", "anyValue.@type == 'int' AND anyValue + intReq < 100", ["-9223372036854775808", "-27"]),
        A("alltypes", "AllTypes", "anyValue.@type == 'int' AND anyValue + 9223372036854775807 < 0", ["-9223372036854775808", "399"]),
        // Realm Core's decimal aggregates skip NaN (@sum of [1E-6176, NaN] is 1E-6176).
        A("alltypes", "AllTypes", "decimalList.@sum == 1E-6176", ["-209", "-89"]),
        A("alltypes", "AllTypes", "2 < 0x10 + decimalList.@sum", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "494", "341", "188", "35", "-118", "-271", "585", "432", "279", "-27", "-180", "676", "523", "370", "217", "64", "-89", "614", "461", "308", "155", "2", "-151", "705", "552", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]),
    ]

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }
}
