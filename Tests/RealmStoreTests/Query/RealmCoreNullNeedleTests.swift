import Foundation
import Testing
@testable import RealmStore

/// A string operator whose needle is another property's null value — a
/// null optional string or binary, or any value read through a null to-one
/// or embedded link — as Realm Core 14.14 answers (`realm-core-check query`
/// on the genuine fixtures). Realm Core compares two expressions as
/// `QueryValue`s (query_conditions.hpp), whatever their types: CONTAINS null
/// holds for any value but null, LIKE null only for null, BEGINSWITH and
/// ENDSWITH null never. Only a constant null needle on a plain property
/// (the column search) matches every string.
@Suite struct RealmCoreNullNeedleTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }

    static let cases: [PinnedCase] = [
        // links.realm: Chloé and Fernanda have no address; Bob, Chloé, Eve and Fernanda no best friend.
        A("links", "Person", "anything BEGINSWITH address.street", []),
        A("links", "Person", "anything ENDSWITH[c] address.street", []),
        A("links", "Person", "anything CONTAINS address.street", ["Chloé", "Fernanda"]),
        A("links", "Person", "name BEGINSWITH address.zip", []),
        A("links", "Person", "name ENDSWITH address.zip", []),
        A("links", "Person", "name CONTAINS address.street", ["Chloé", "Fernanda"]),
        A("links", "Person", "name LIKE address.zip", []),
        A("links", "Person", "name BEGINSWITH bestFriend.name", ["Hana"]),
        // A needle through a null to-one link beside a to-many subject is null too, not absent.
        A("links", "Person", "ALL friends.name ENDSWITH bestFriend.name", ["Alice", "Eve"]),
        A("links", "Person", "ALL friends.name CONTAINS bestFriend.name", ["Alice", "Bob", "Chloé", "Eve", "Fernanda"]),
        A("links", "Person", "ANY friends.address.zip CONTAINS address.zip", ["Chloé", "Daichi", "Fernanda", "Hana"]),
        A("links", "Person", "NONE friends.name BEGINSWITH bestFriend.name", ["Alice", "Bob", "Chloé", "Eve", "Fernanda", "Hana"]),
        // Two properties of one type: a null needle is no string either (`stringOpt` is null in 10 objects).
        A("alltypes", "AllTypes", "stringReq BEGINSWITH stringOpt", ["647", "-89", "184"]),
        A("alltypes", "AllTypes", "stringOpt ENDSWITH[c] stringOpt", ["9223372036854775807", "0", "-1", "97", "-56", "647", "494", "341", "188", "-118", "-271", "585", "432", "126", "-27", "-180", "676", "370", "217", "64", "-89", "614", "461", "308", "155", "-151", "705", "552", "399", "93", "-60", "-213", "643", "337", "184", "31", "-122", "581", "428", "275"]),
        A("alltypes", "AllTypes", "stringOpt CONTAINS stringOpt", ["9223372036854775807", "0", "-1", "97", "-56", "647", "494", "341", "188", "-118", "-271", "585", "432", "126", "-27", "-180", "676", "370", "217", "64", "-89", "614", "461", "308", "155", "-151", "705", "552", "399", "93", "-60", "-213", "643", "337", "184", "31", "-122", "581", "428", "275"]),
        A("alltypes", "AllTypes", "stringOpt LIKE stringOpt", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "-271", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "155", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]),
        A("alltypes", "AllTypes", "dataReq BEGINSWITH dataOpt", ["-56", "-271", "308", "93", "-122"]),
        A("alltypes", "AllTypes", "ANY stringList BEGINSWITH stringOpt", ["647", "184"]),
        A("alltypes", "AllTypes", "ALL stringOptList BEGINSWITH stringOpt", ["9223372036854775807", "0", "-1", "-56", "-209", "494", "341", "35", "-118", "585", "432", "126", "-27", "676", "523", "217", "64", "-242", "614", "308", "155", "-151", "705", "399", "246", "-60", "-213", "490", "337", "31", "-122", "581", "428"]),
        // A constant null needle on a plain property is the column search: it matches every string.
        A("alltypes", "AllTypes", "stringOpt BEGINSWITH null", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "-271", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "155", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]),
    ]

    @Test(.requiresFixtures, arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }
}
