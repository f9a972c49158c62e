import Testing
@testable import RealmStore

/// A constant on the left of a string operator (`1 CONTAINS stringOpt`,
/// `'x' CONTAINS anyValue`), as Realm Core 14.14 answers on `alltypes.realm`
/// (`realm-core-check query`): the constant is what is searched and the
/// property the needle, and Realm Core checks only the right side
/// (`verify_only_string_types`): a string, binary or mixed property is taken
/// whatever the constant, an int property refused. A null needle is
/// contained in any value but null, so `1 CONTAINS stringOpt` holds where
/// `stringOpt` is null; nothing else of another type matches.
@Suite struct RealmCoreConstantHaystackTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }
    static func R(_ f: String, _ c: String, _ q: String) -> PinnedCase { RealmCoreAnswerTests.R(f, c, q) }

    static let cases: [PinnedCase] = [
        A("alltypes", "AllTypes", "1 CONTAINS stringOpt", ["-9223372036854775808", "-209", "35", "279", "523", "-242", "2", "246", "490", "-275"]),
        A("alltypes", "AllTypes", "'x' CONTAINS anyValue", ["9223372036854775807", "432", "126", "-151", "552", "275"]),
        A("alltypes", "AllTypes", "1 CONTAINS anyValue", ["9223372036854775807", "126", "552"]),
        A("alltypes", "AllTypes", "null BEGINSWITH anyValue", []),
        A("alltypes", "AllTypes", "1.5 LIKE mixedList", []),
        A("alltypes", "AllTypes", "true CONTAINS ANY stringOptList", ["-9223372036854775808", "97", "647", "188", "-271", "279", "-180", "370", "-89", "461", "2", "552", "93", "643", "184", "-275", "275"]),
        R("alltypes", "AllTypes", "1 CONTAINS intReq"),
        R("alltypes", "AllTypes", "'1' BEGINSWITH intOpt"),
    ]

    @Test(.requiresFixtures, arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }
}
