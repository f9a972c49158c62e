import Testing
@testable import RealmStore

/// `@min` and `@max` of a dictionary of doubles, as Realm Core 14.14 answers
/// on `alltypes.realm` (`realm-core-check query`): a dictionary's values are
/// mixed to Realm Core (`Minimum<Mixed>`, `Maximum<Mixed>`), so NaN is a value
/// ordered below every number: `@min` of `{NaN, inf}` is NaN, and `@max` is
/// inf; a list or set of doubles skips NaN (seed 6900's `decimalOpt +
/// doubleDict.@min != decimalReq`).
@Suite struct RealmCoreDictionaryAggregateTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }
    static func R(_ f: String, _ c: String, _ q: String) -> PinnedCase { RealmCoreAnswerTests.R(f, c, q) }
    static let allTypes = RealmCoreResidualTests.allTypes

    static let cases: [PinnedCase] = [
        A("alltypes", "AllTypes", "doubleDict.@min == NaN", ["35", "-151"]),
        A("alltypes", "AllTypes", "doubleDict.@min < 0", ["97", "35", "585", "-180", "217", "-151", "552", "-60", "31"]),
        A("alltypes", "AllTypes", "doubleDict.@min == inf", ["-271"]),
        A("alltypes", "AllTypes", "doubleDict.@min == doubleDict.@max", ["9223372036854775807", "-9223372036854775808", "-1", "97", "-209", "647", "341", "188", "-118", "-271", "432", "279", "-27", "-180", "676", "523", "370", "64", "-89", "614", "461", "155", "2", "705", "552", "246", "93", "-213", "643", "337", "184", "-122", "-275", "428", "275"]),
        A("alltypes", "AllTypes", "decimalOpt + doubleDict.@min != decimalReq", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "-271", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "155", "2", "705", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]),
        A("alltypes", "AllTypes", "doubleDict.@max == inf", ["-271", "-151"]),
        A("alltypes", "AllTypes", "doubleList.@min == NaN", []),
        A("alltypes", "AllTypes", "doubleSet.@min < 0", ["188", "35", "585", "432", "-180", "155", "2", "552", "399", "-213"]),
    ]

    @Test(.requiresFixtures, arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }
}
