import Testing
@testable import RealmStore

/// `==[c]` and `!=[c]` with a constant on the left (`1 !=[c] intReq`), as
/// Realm Core 14.14 answers on `alltypes.realm` (`realm-core-check query`):
/// Realm Core never turns the sides around, and only a plain property on the
/// left with a constant of its type on the right is its column search, which
/// takes `[c]` whatever the type (`intReq ==[c] 1`); otherwise the right side
/// must be a string, binary or mixed value (a dictionary's values are mixed),
/// so a constant on the left of an int, bool, double, date or object id
/// property is refused, and one on the left of a list of mixed values or a
/// dictionary is taken. Null against a link is the column search only for a
/// link of the object itself on the left (`bestFriend ==[c] nil`).
@Suite struct RealmCoreCaseInsensitiveSideTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }
    static func R(_ f: String, _ c: String, _ q: String) -> PinnedCase { RealmCoreAnswerTests.R(f, c, q) }

    static let cases: [PinnedCase] = [
        // Null and a link: only a link of the object itself on the left is the column search (seed 7703's
        // `Null ==[c] best`).
        A("links", "Person", "bestFriend ==[c] nil", ["Bob", "Chloé", "Eve", "Fernanda"]),
        A("links", "Person", "address ==[c] nil", ["Chloé", "Fernanda"]),
        R("links", "Person", "nil ==[c] bestFriend"),
        R("links", "Person", "null !=[c] homeCity"),
        R("links", "Person", "nil ==[c] address"),
        R("links", "Person", "bestFriend.homeCity ==[c] nil"),
        R("links", "Person", "address.city !=[c] nil"),
        R("alltypes", "AllTypes", "1 !=[c] intReq"),
        R("alltypes", "AllTypes", "1 ==[c] intOpt"),
        R("alltypes", "AllTypes", "true ==[c] boolReq"),
        R("alltypes", "AllTypes", "1.5 !=[c] doubleOpt"),
        R("alltypes", "AllTypes", "2023-01-01@00:00:00 !=[c] dateReq"),
        R("alltypes", "AllTypes", "oid(64f000000000ff5500000000) ==[c] objectIdOpt"),
        A("alltypes", "AllTypes", "intReq ==[c] 1", ["-9223372036854775808", "-89", "275"]),
        A("alltypes", "AllTypes", "1 ==[c] mixedList", []),
        A("alltypes", "AllTypes", "1 !=[c] mixedList", ["9223372036854775807", "0", "97", "-209", "494", "188", "-118", "585", "279", "-27", "676", "370", "64", "-242", "461", "155", "-151", "552", "246", "-60", "643", "337", "31", "-275", "428"]),
        A("alltypes", "AllTypes", "1 ==[c] intDict", ["-9223372036854775808", "217", "-89", "581", "275"]),
        A("alltypes", "AllTypes", "1 !=[c] intDict['a']", ["-9223372036854775808", "0", "-1", "-56", "-209", "647", "341", "188", "35", "-271", "585", "432", "126", "-27", "-180", "523", "370", "217", "-89", "-242", "614", "308", "155", "2", "705", "552", "399", "93", "-60", "-213", "490", "337", "184", "-122", "-275", "581", "275"]),
        A("alltypes", "AllTypes", "1 ==[c] anyValue[0]", ["-118", "308", "-275"]),
    ]

    @Test(.requiresFixtures, arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }
}
