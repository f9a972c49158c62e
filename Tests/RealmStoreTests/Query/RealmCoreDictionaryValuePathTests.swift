import Testing
@testable import RealmStore

/// A name or subscript after a dictionary's key (`intDict['a'].x`,
/// `intDict.a.x`, `intDict[*][0]`) and a subscript that spells `@keys` or
/// `@values` (`intDict['@keys']`), as Realm Core 14.14 answers on
/// `alltypes.realm` (`realm-core-check query`; checked live where the tool is
/// present). Core hands the key and all that follows to the dictionary as one
/// nested path into its (mixed) values (`PropertyNode::visit`,
/// `Columns<Dictionary>::path`); a dictionary of values never holds a nested
/// collection, so the path reaches no value: an empty group, for which `ANY`
/// holds for no object, `ALL`, `NONE` and `IN {}` for every object. `@count`,
/// `@size` and `@min`/`@max`/`@sum`/`@avg` there are the property's own, on a
/// list too (`intList[0].@max`). `dict['@keys']` is `dict.@keys` and
/// `dict['@values']` is `dict.@values`; a dictionary's keys are strings, so
/// `@type` of them is refused as `@count` is. RealmLens refused the names
/// ("is not a link to an object") and aggregates after a subscript, and read
/// `'@keys'` as a key.
@Suite struct RealmCoreDictionaryValuePathTests: PinsRealmCoreAnswers {
    static let nestedPaths: [PinnedCase] = [
        A("alltypes", "AllTypes", "intDict['a'].x == 1", []),
        A("alltypes", "AllTypes", "intDict.a.x == nil", []),
        A("alltypes", "AllTypes", "ALL intDict['a'].x == 1", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "-271", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "155", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]),
        A("alltypes", "AllTypes", "NONE intDict.a.x != 1", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "-271", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "155", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]),
        A("alltypes", "AllTypes", "intDict['k1'].x IN {}", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "-271", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "155", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]),
        A("alltypes", "AllTypes", "intDict['k1'].x IN {1, 2}", []),
        A("alltypes", "AllTypes", "intDict['a'].x.@count == 0", ["9223372036854775807", "97", "494", "-118", "279", "676", "64", "461", "-151", "246", "643", "31", "428"]),
        A("alltypes", "AllTypes", "intDict['a'].x.@size > 0", ["-9223372036854775808", "0", "-1", "-56", "-209", "647", "341", "188", "35", "-271", "585", "432", "126", "-27", "-180", "523", "370", "217", "-89", "-242", "614", "308", "155", "2", "705", "552", "399", "93", "-60", "-213", "490", "337", "184", "-122", "-275", "581", "275"]),
        A("alltypes", "AllTypes", "intDict['a'].x.@type IN {}", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "-271", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "155", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]),
        A("alltypes", "AllTypes", "intDict['a'].x.@type == 'int'", []),
        A("alltypes", "AllTypes", "stringOptDict['a'].x BEGINSWITH 'a'", []),
        A("alltypes", "AllTypes", "ALL stringOptDict['hello'].x LIKE '*'", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "-271", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "155", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]),
        A("alltypes", "AllTypes", "doubleDict['a'][0] > 0", []),
        A("alltypes", "AllTypes", "boolOptDict['a']['b'].c == true", []),
        A("alltypes", "AllTypes", "decimalDict[*].x == 1", []),
        A("alltypes", "AllTypes", "ALL objectIdDict[*][*] == nil", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "-271", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "155", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]),
        A("alltypes", "AllTypes", "dateOptDict.a.x.@count > 0", ["-1", "494", "-271", "-27", "217", "461", "705", "-60", "184", "428"]),
        A("alltypes", "AllTypes", "intDict['a'].@keys == 'a'", []),
        A("alltypes", "AllTypes", "intDict['a'].x == anyValue", []),
        A("alltypes", "AllTypes", "intDict['a'].x.@max == 1", ["-9223372036854775808", "-89", "275"]),
        A("alltypes", "AllTypes", "intDict['k1'].x.@sum == 0", ["9223372036854775807", "97", "494", "-118", "279", "676", "64", "461", "-151", "246", "643", "31", "428"]),
        A("alltypes", "AllTypes", "intList[0].@max == 1", ["0", "-118", "370", "-151", "337"]),
        A("alltypes", "AllTypes", "intList[*].@min < 0", ["-56", "-209", "647", "494", "432", "279", "126", "-27", "-89", "-242", "614", "461", "399", "246", "93", "-60", "-122", "-275", "581", "428"]),
        A("alltypes", "AllTypes", "mixedDict['a'].@max == 1", []),
        R("alltypes", "AllTypes", "intDict['a'].x == intList"),  // Realm Core: Ordered comparison between two primitive lists is not implemented yet ('intList' and 'intDict['a']['x']')
    ]

    static let keysSubscripts: [PinnedCase] = [
        A("alltypes", "AllTypes", "intDict['@keys'] == 'k1'", ["-1", "647", "35", "432", "-180", "217", "614", "2", "399", "-213", "184", "581"]),
        A("alltypes", "AllTypes", "intDict['@keys'] == 'a'", []),
        A("alltypes", "AllTypes", "stringOptDict['@keys'] BEGINSWITH 'h'", ["9223372036854775807", "-1", "-209", "341", "-118", "432", "-27", "523", "64", "614", "155", "705", "246", "-213", "337", "-122", "428"]),
        A("alltypes", "AllTypes", "intDict['@values'] > 5", ["-1", "-56", "-209", "647", "188", "35", "-271", "432", "126", "-180", "370", "614", "308", "155", "2", "552", "399", "93", "-213", "490", "184", "-275"]),
        A("alltypes", "AllTypes", "intDict['@values'].x > 5", ["-1", "-56", "-209", "647", "188", "35", "-271", "432", "126", "-180", "370", "614", "308", "155", "2", "552", "399", "93", "-213", "490", "184", "-275"]),
        R("alltypes", "AllTypes", "intDict['@keys'] == 1"),  // Realm Core: Unsupported comparison between type 'string' and type 'int'
        R("alltypes", "AllTypes", "intDict['@keys'].@count > 0"),  // Realm Core: Operation '@count' is not supported on property of type 'string'
        R("alltypes", "AllTypes", "intDict.@keys.@type == 'string'"),  // Realm Core: Operation '@type' is not supported on property of type 'string'
    ]

    @Test(.requiresFixtures, arguments: nestedPaths) func nestedPathsAnswerAsRealmCore(_ pinned: PinnedCase) throws {
        try check(pinned)
    }

    @Test(.requiresFixtures, arguments: keysSubscripts) func keysSubscriptsAnswerAsRealmCore(_ pinned: PinnedCase) throws {
        try check(pinned)
    }
}
