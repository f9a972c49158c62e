import Foundation
import Testing
@testable import RealmStore

/// Realm Core 14.14's own answers (`realm-core-check query` on the genuine
/// fixtures) to arithmetic in comparisons, which the differential test's
/// `arith` category found answered otherwise: `+`, `-`, `*` of two ints wrap
/// around in 64 bits (`intReq + 1 < 0` holds for `Int64.max`), and a sign
/// written directly before a number is part of that number to Realm Core's
/// lexer (`intReq+1 > 0` is refused; `intReq - -1 > 0` is taken).
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
    ]

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }
}
