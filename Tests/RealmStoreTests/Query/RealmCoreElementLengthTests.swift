import Testing
@testable import RealmStore

/// `.length` of each element of a list or set of strings, binaries or mixed
/// values (Realm Core's `ColumnListElementLength`, as in `strings.length ==
/// 0` of `test_parser.cpp`), as Realm Core 14.14 answers on the genuine
/// fixtures (`realm-core-check query`): lengths in UTF-8 bytes (`漢字` is 6
/// long, `😀` 4), a null string 0 long, only the strings and binaries of a
/// mixed list measured (the links and nulls of `attachments` are not);
/// compared as a list of ints (element by element against a list with no
/// quantifier on either side). Object names as in `RealmCoreAnswerTests`.
@Suite struct RealmCoreElementLengthTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }
    static func R(_ f: String, _ c: String, _ q: String) -> PinnedCase { RealmCoreAnswerTests.R(f, c, q) }
    static let captioned = ["The quick brown fox jumps over the lazy dog", "Fjords and mountains of Norway", ""]

    static let cases: [PinnedCase] = [
        A("alltypes", "AllTypes", "stringList.length == 6", ["97", "341", "585", "-180", "64", "308", "552", "-213", "31", "275"]),
        A("alltypes", "AllTypes", "stringList.length == 4", ["97", "341", "585", "-180", "64", "308", "552", "-213", "31", "275"]),
        A("alltypes", "AllTypes", "stringList.length == 0", ["-9223372036854775808", "-209", "35", "279", "523", "-242", "2", "246", "490", "-275"]),
        A("alltypes", "AllTypes", "ALL stringList.length > 2", ["9223372036854775807", "0", "97", "-56", "647", "341", "188", "-118", "585", "432", "126", "-180", "676", "370", "64", "-89", "614", "308", "155", "-151", "552", "399", "93", "-213", "643", "337", "31", "-122", "581", "275"]),
        A("alltypes", "AllTypes", "NONE stringList.length > 2", ["9223372036854775807", "-56", "188", "432", "676", "-89", "155", "399", "643", "-122"]),
        A("alltypes", "AllTypes", "stringOptList.length == 0", ["-9223372036854775808", "97", "647", "188", "-271", "279", "-180", "370", "-89", "461", "2", "552", "93", "643", "184", "-275", "275"]),
        A("alltypes", "AllTypes", "ALL stringOptList.length == 0", ["9223372036854775807", "0", "-1", "-56", "-209", "494", "341", "35", "-118", "585", "432", "126", "-27", "676", "523", "217", "64", "-242", "614", "308", "155", "-151", "705", "399", "246", "-60", "-213", "490", "337", "31", "-122", "581", "428"]),
        A("alltypes", "AllTypes", "stringSet.length == 0", ["0", "647", "35", "585", "523", "217", "155", "399", "-213", "337", "275"]),
        A("alltypes", "AllTypes", "dataList.length == 64", ["97", "35", "676", "461", "399", "31"]),
        A("alltypes", "AllTypes", "dataSet.length == 1", ["-9223372036854775808", "-56", "494", "370", "-242", "308", "184", "581"]),
        A("alltypes", "AllTypes", "mixedList.length == 3", ["188", "-118", "585", "279", "-27", "676", "370", "64", "-242", "461", "155", "-151", "552", "246", "-60", "643", "337", "31", "-275", "428"]),
        A("alltypes", "AllTypes", "ALL mixedList.length > 0", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "-271", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "155", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]),
        A("alltypes", "AllTypes", "mixedSet.length == 3", ["9223372036854775807", "-1", "-209", "341", "-118", "432", "-27", "523", "64", "614", "155", "705", "246", "-213", "337", "-122", "428"]),
        A("alltypes", "AllTypes", "stringList.length == {1, 0, 5}", ["-9223372036854775808", "-209", "35", "279", "523", "-242", "2", "246", "490", "-275"]),
        A("alltypes", "AllTypes", "stringList.length != {1, 0, 5}", ["9223372036854775807", "0", "-1", "-56", "647", "494", "188", "-118", "-271", "432", "126", "-27", "676", "370", "217", "-89", "614", "461", "155", "-151", "705", "399", "93", "-60", "643", "337", "184", "-122", "581", "428"]),
        A("alltypes", "AllTypes", "stringList.length == {}", ["9223372036854775807", "-56", "188", "432", "676", "-89", "155", "399", "643", "-122"]),
        A("alltypes", "AllTypes", "ANY stringList.length IN {1, 2, 3}", ["-9223372036854775808", "-1", "-209", "494", "35", "-271", "279", "-27", "523", "217", "-242", "461", "2", "705", "246", "-60", "490", "184", "-275", "428"]),
        A("alltypes", "AllTypes", "stringList.length IN {1, 2, 3}", []),
        A("alltypes", "AllTypes", "1 IN stringList.length", ["-9223372036854775808", "-1", "-209", "494", "35", "-271", "279", "-27", "523", "217", "-242", "461", "2", "705", "246", "-60", "490", "184", "-275", "428"]),
        A("alltypes", "AllTypes", "stringList.length == intList", ["9223372036854775807", "188", "676", "155", "643"]),
        A("alltypes", "AllTypes", "stringList.length == mixedList.length", ["-56", "432", "-89", "399", "-122"]),
        A("alltypes", "AllTypes", "stringList.length == anyValue", ["-9223372036854775808"]),
        A("alltypes", "AllTypes", "stringList.length > intReq", ["-9223372036854775808", "0", "-1", "494", "341", "585", "-27", "-180", "523", "370", "217", "64", "-242", "614", "-151", "705", "-60", "-213", "337", "184", "581", "428", "275"]),
        A("alltypes", "AllTypes", "mixedList.length BETWEEN {1, 3}", ["9223372036854775807", "0", "97", "-209", "494", "188", "-118", "585", "279", "-27", "676", "370", "64", "-242", "461", "155", "-151", "552", "246", "-60", "643", "337", "31", "-275", "428"]),
        A("links", "Note", "attachments.length == 7", captioned),
        A("links", "Note", "attachments.length == {7}", captioned),
        A("links", "Note", "attachments.length == 0", []),
        R("links", "Note", "attachments.foo == 7"),  // Realm Core: Property 'Note.attachments' has no property 'foo'
        R("alltypes", "AllTypes", "stringReq.length > 2"),  // Realm Core: Property 'AllTypes.stringReq' has no property 'length'
        R("alltypes", "AllTypes", "intList.length > 0"),  // Realm Core: Property 'AllTypes.intList' has no property 'length'
        R("alltypes", "AllTypes", "stringList.length.@size > 2"),  // Realm Core: Property 'AllTypes.stringList' has no property 'length'
        R("alltypes", "AllTypes", "stringList.length BETWEEN {1, 3}"),  // Realm Core: Unsupported comparison between type 'string' and type 'int'
        A("alltypes", "AllTypes", "stringOptDict.length == 'x'", []),
    ]

    @Test(.requiresFixtures, arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }
}
