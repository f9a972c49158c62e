import Foundation
import Testing
@testable import RealmStore

/// Realm Core 14.14's own answers (`realm-core-check query` on the genuine
/// fixtures) to `LIMIT` after a lone `intProperty IN {…}`: Realm Core's
/// integer search with a list of needles records every match without asking
/// the limit, so the app gets every match (`QueryResolver.orderingAsRealmCoreApplies`).
/// Beside any other condition, with `SORT`/`DISTINCT`, or on another type,
/// `LIMIT` holds.
@Suite struct RealmCoreIgnoredLimitTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }

    static let cases: [PinnedCase] = [
        // The limit is not applied: every match.
        A("alltypes", "AllTypes", "intReq IN {0,-1} LIMIT(2)", ["9223372036854775807", "0", "64", "-242", "428"]),
        A("alltypes", "AllTypes", "intReq == {0,-1} LIMIT(1)", ["9223372036854775807", "0", "64", "-242", "428"]),
        A("alltypes", "AllTypes", "intOpt IN {0, -1, null} LIMIT(3)", ["-9223372036854775808", "-209", "341", "35", "279", "-180", "523", "-242", "2", "705", "246", "490", "184", "-275"]),
        A("alltypes", "AllTypes", "id IN {0, -1, 1, 2, 97} LIMIT(1)", ["0", "-1", "97", "2"]),
        A("alltypes", "AllTypes", "intReq IN {0,-1} LIMIT(1) LIMIT(2)", ["9223372036854775807", "0", "64", "-242", "428"]),
        // The limit holds (sorted, so the objects kept are Realm Core's whatever the store's own order).
        A("alltypes", "AllTypes", "intReq IN {0,-1} LIMIT(0)", []),
        A("alltypes", "AllTypes", "intReq IN {0,-1} SORT(id ASC) LIMIT(2)", ["-242", "0"]),
    ]

    /// Realm Core keeps `LIMIT`'s number of objects for these (which ones follows Realm's internal order,
    /// which a store imported from the dump does not keep, so only the number is pinned).
    static let limited: [(query: String, count: Int)] = [
        ("intReq IN {0,-1} DISTINCT(intReq) LIMIT(1)", 1),
        ("intReq IN {0,-1} AND TRUEPREDICATE LIMIT(2)", 2),
        ("stringReq IN {\"a\",\"b\",\"\"} LIMIT(2)", 2),
        ("intReq == 0 OR intReq == -1 LIMIT(2)", 2),
        ("NOT intReq IN {0,-1} LIMIT(2)", 2),
        ("intReq IN {0,-1} LIMIT(2) SORT(id DESC)", 2),
    ]

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }

    @Test(.requiresFixtures, arguments: limited) func limitHoldsBesideOtherConditionsAndClauses(_ query: String, _ count: Int) throws {
        let realm = try FixtureQueryConformanceTests.importFixture("alltypes.expected.json")
        #expect(try realm.objects("AllTypes", where: query).count == count)
    }
}
