import Foundation
import Testing
@testable import RealmStore

/// A string operator whose needle is a dictionary's values, as Realm Core
/// 14.14 answers (`realm-core-check query` on alltypes.realm): to Realm Core
/// a dictionary's values are mixed whatever their declared type, so the
/// needle passes its "right side must be a string or binary type" check
/// (`doubleReq LIKE intDict` is taken), and the values compare as `Mixed`:
/// a value that is no string never matches, CONTAINS a null holds for any
/// value but null, LIKE holds between two nulls. Its keys are strings.
@Suite struct RealmCoreDictionaryNeedleTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }
    static func R(_ f: String, _ c: String, _ q: String) -> PinnedCase { RealmCoreAnswerTests.R(f, c, q) }

    static let cases: [PinnedCase] = [
        A("alltypes", "AllTypes", "doubleReq LIKE intDict", []),
        A("alltypes", "AllTypes", "stringReq CONTAINS intDict", []),
        A("alltypes", "AllTypes", "stringReq BEGINSWITH[c] doubleDict", []),
        A("alltypes", "AllTypes", "stringReq LIKE intDict['a']", []),
        A("alltypes", "AllTypes", "stringReq LIKE ALL intDict", ["9223372036854775807", "97", "494", "-118", "279", "676", "64", "461", "-151", "246", "643", "31", "428"]),
        A("alltypes", "AllTypes", "stringReq LIKE NONE intDict", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "-271", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "155", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]),
        A("alltypes", "AllTypes", "boolOpt LIKE boolOptDict", ["-9223372036854775808", "523", "490"]),
        A("alltypes", "AllTypes", "boolOpt CONTAINS boolOptDict", ["-56", "341", "-271", "126", "-89", "308", "705", "93", "-122", "275"]),
        A("alltypes", "AllTypes", "boolOpt BEGINSWITH boolOptDict", []),
        A("alltypes", "AllTypes", "dateOpt CONTAINS dateOptDict", ["-1", "494", "-271", "-27", "217", "461", "705", "-60", "184", "428"]),
        A("alltypes", "AllTypes", "stringOpt LIKE boolOptDict", ["-9223372036854775808", "523", "490"]),
        A("alltypes", "AllTypes", "stringOpt BEGINSWITH stringOptDict", ["341", "614", "-122"]),
        A("alltypes", "AllTypes", "intReq LIKE intDict.@keys", []),
        // Two collections of values are still refused.
        R("alltypes", "AllTypes", "intDict LIKE intDict"),
        R("alltypes", "AllTypes", "stringOptDict CONTAINS intDict"),
    ]

    @Test(.requiresFixtures, arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }
}
