import Testing
@testable import RealmStore

/// Arithmetic of constants alone compared with a property of another type
/// (`1 / 1 != dataOpt`, `1.5 + 1 != stringReq`), as Realm Core 14.14 answers
/// on the genuine fixtures (`realm-core-check query`): the constants fold into
/// one `Mixed` value, which no value of another type equals and nothing
/// orders against, so each value meets `!=` and fails `==`, `<`, `>`, `<=`,
/// `>=` (null included), and `ANY`/`ALL`/`NONE` then ask that of every value;
/// `[c]` is checked on the right side only; a folded constant on the left is
/// ordered against links too (never met). A lone constant of another type, a
/// property inside the arithmetic, and `==`/`!=` a link stay refused.
@Suite struct RealmCoreFoldedConstantTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }
    static func R(_ f: String, _ c: String, _ q: String) -> PinnedCase { RealmCoreAnswerTests.R(f, c, q) }
    static let allTypes = RealmCoreResidualTests.allTypes

    static let cases: [PinnedCase] = [
        A("alltypes", "AllTypes", "1 / 1 != dataOpt", allTypes),
        A("alltypes", "AllTypes", "1.5 + 1 != stringReq", allTypes),
        A("alltypes", "AllTypes", "1 / 1 == dataOpt", []),
        A("alltypes", "AllTypes", "1 / 1 < uuidReq", []),
        A("alltypes", "AllTypes", "1 / 1 >= stringOpt", []),
        A("alltypes", "AllTypes", "dateOpt != 1.5 + 1", allTypes),
        A("alltypes", "AllTypes", "1 / 0 != boolOpt", allTypes),
        A("alltypes", "AllTypes", "1 + 1 != ANY stringList", ["-9223372036854775808", "0", "-1", "97", "-209", "647", "494", "341", "35", "-118", "-271", "585", "279", "126", "-27", "-180", "523", "370", "217", "64", "-242", "614", "461", "308", "2", "-151", "705", "552", "246", "93", "-60", "-213", "490", "337", "184", "31", "-275", "581", "428", "275"]),
        A("alltypes", "AllTypes", "1 + 1 != ALL stringList", allTypes),
        A("alltypes", "AllTypes", "1 + 1 != NONE stringList", ["9223372036854775807", "-56", "188", "432", "676", "-89", "155", "399", "643", "-122"]),
        A("alltypes", "AllTypes", "1 + 1 == ALL stringList", ["9223372036854775807", "-56", "188", "432", "676", "-89", "155", "399", "643", "-122"]),
        A("alltypes", "AllTypes", "1 + 1 IN stringList", []),
        A("alltypes", "AllTypes", "1 + 1 != intDict", ["-9223372036854775808", "0", "-1", "-56", "-209", "647", "341", "188", "35", "-271", "585", "432", "126", "-27", "-180", "523", "370", "217", "-89", "-242", "614", "308", "155", "2", "705", "552", "399", "93", "-60", "-213", "490", "337", "184", "-122", "-275", "581", "275"]),
        A("alltypes", "AllTypes", "1 + 1 !=[c] stringReq", allTypes),
        A("alltypes", "AllTypes", "dateReq !=[c] 1 + 1", allTypes),
        A("alltypes", "AllTypes", "1 + 1 ==[c] stringOpt", []),
        R("alltypes", "AllTypes", "1 + 1 !=[c] intReq"),
        R("alltypes", "AllTypes", "intReq * 1 != dataOpt"),
        R("alltypes", "AllTypes", "1 != dataOpt"),
        R("alltypes", "AllTypes", "1 + 1 == anyValue.@type"),
        A("links", "Person", "1 + 1 != bestFriend.name", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "1 + 1 != NONE friends.name", ["Alice", "Eve"]),
        A("links", "Person", "1 + 1 > bestFriend", []),
        A("links", "Person", "1 + 1 <= ALL friends", ["Alice", "Eve"]),
        A("links", "Person", "1 + 1 > ALL friends.friends", ["Alice", "Eve"]),
        A("links", "Person", "1 + 1 <= NONE friends", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Gunnar", "Hana"]),
        R("links", "Person", "1 + 1 != bestFriend"),
        R("links", "Person", "bestFriend < 2 * 3"),
    ]

    @Test(.requiresFixtures, arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }
}
