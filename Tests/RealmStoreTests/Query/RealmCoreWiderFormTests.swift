import Foundation
import Testing
@testable import RealmStore

/// Realm Core 14.14's own answers (`realm-core-check query` on the genuine
/// fixtures) to the differences the wider categories of the differential
/// test (`QueryGenerator+Wider.swift`) and a fresh default run found:
/// `ALL`/`NONE` written on a collection inside arithmetic, `@type` of a path
/// into a mixed value compared with a list (element by element, as the path
/// itself), `==[c] null` on a value of a dictionary of objects (refused), and
/// the type of arithmetic with a mixed side (the left side's).
@Suite struct RealmCoreWiderFormTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }
    static func R(_ f: String, _ c: String, _ q: String) -> PinnedCase { RealmCoreAnswerTests.R(f, c, q) }

    static let cases: [PinnedCase] = [
        // The quantifier holds for the computed side.
        A("alltypes", "AllTypes", "ALL intList / 1 <= 0", ["9223372036854775807", "-9223372036854775808", "188", "35", "676", "523", "155", "2", "643", "490"]),
        A("alltypes", "AllTypes", "NONE intList + 1 > 5", ["9223372036854775807", "-9223372036854775808", "0", "-1", "494", "188", "35", "-118", "-271", "-27", "676", "523", "370", "217", "461", "155", "2", "-151", "705", "-60", "643", "490", "337", "184", "428"]),
        A("alltypes", "AllTypes", "ALL intList * 2 < 1", ["9223372036854775807", "-9223372036854775808", "494", "188", "35", "-27", "676", "523", "461", "155", "2", "-60", "643", "490", "428"]),
        // `@type` of a mixed path against a list: `IN {}` where the path finds nothing, two names never.
        A("alltypes", "AllTypes", "anyValue['name'].@type IN {}", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "428", "275"]),
        A("alltypes", "AllTypes", "anyValue[0].@type IN {'int', 'string'}", []),
        A("alltypes", "AllTypes", "NOT anyValue[0].@type IN {}", ["-118", "308", "-275"]),
        // With a mixed side, arithmetic has the left side's type.
        R("alltypes", "AllTypes", "stringReq <= intReq / anyValue"),
        A("alltypes", "AllTypes", "anyValue / intReq == \"a\"", []),
        // A dictionary of objects' value is no to-one link to `==[c] null`.
        R("links", "City", "landmarks['tower'] ==[c] nil"),
        R("links", "City", "landmarks.tower !=[c] nil"),
    ]

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }
}
