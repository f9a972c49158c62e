import Foundation
import Testing
@testable import RealmStore

/// Realm Core 14.14's own answers (`realm-core-check query` on the genuine
/// fixtures) to the differences the parser-form categories of the
/// differential test (`QueryGenerator+Parser.swift`) found: strings ordered
/// against null outside the column search, string operators on `@type`,
/// lists of constants of another type, `!=` and string operators between
/// a list and a list constant, dictionaries against other properties,
/// null against links and on the left of `==[c]`, and `SUBQUERY` through
/// several to-many hops.
@Suite struct RealmCoreParserFormTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }
    static func R(_ f: String, _ c: String, _ q: String) -> PinnedCase { RealmCoreAnswerTests.R(f, c, q) }
    static let allTypes = RealmCoreResidualTests.allTypes

    static let cases: [PinnedCase] = [
        // Strings against null, or two string properties, outside the column search compare as `Mixed`: null is
        // never ordered (`>=`/`<=` hold between two nulls); the plain property against a constant keeps null first.
        A("alltypes", "AllTypes", "ANY stringList > NULL", []),
        A("alltypes", "AllTypes", "NONE stringList > NULL", allTypes),
        A("alltypes", "AllTypes", "ANY stringOptList >= NULL", ["-9223372036854775808", "97", "647", "188", "-271", "279", "-180", "370", "-89", "461", "2", "552", "93", "643", "184", "-275", "275"]),
        A("alltypes", "AllTypes", "stringOptDict['a'] > null", []),
        A("alltypes", "AllTypes", "stringOpt < stringReq", ["-1", "97", "647", "494", "341", "188", "-118", "-271", "432", "126", "370", "-89", "614", "461", "308", "155", "705", "399", "-213", "643", "184", "31", "-122", "581", "428", "275"]),
        A("alltypes", "AllTypes", "null < stringOpt", []),
        A("alltypes", "AllTypes", "stringOpt > NULL", ["9223372036854775807", "0", "-1", "97", "-56", "647", "494", "341", "188", "-118", "-271", "585", "432", "126", "-27", "-180", "676", "370", "217", "64", "-89", "614", "461", "308", "155", "-151", "705", "552", "399", "93", "-60", "-213", "643", "337", "184", "31", "-122", "581", "428", "275"]),
        A("links", "Person", "homeCity.name > NULL", []),
        A("links", "Person", "friends.name >= null", []),
        // `@type` with a string operator: Realm Core reads the type name first, then refuses the operator.
        R("alltypes", "AllTypes", "anyValue.@type BEGINSWITH 'str'"),
        R("alltypes", "AllTypes", "anyValue.@type CONTAINS 'double'"),
        R("alltypes", "AllTypes", "'string' BEGINSWITH anyValue.@type"),
        // A list of constants is a list of mixed values for every operator: items of another type never match
        // (a single constant of another type is refused).
        A("alltypes", "AllTypes", "dataReq > {'a'}", []),
        A("alltypes", "AllTypes", "NONE dataList > {'', ''}", allTypes),
        A("alltypes", "AllTypes", "stringReq > {1}", []),
        R("alltypes", "AllTypes", "dataReq > 'a'"),
        A("alltypes", "AllTypes", "stringReq CONTAINS {1}", []),
        A("alltypes", "AllTypes", "NONE doubleSet LIKE {1e-10, 0}", allTypes),
        A("alltypes", "AllTypes", "intDict CONTAINS[c] {1}", []),
        A("alltypes", "AllTypes", "stringReq BEGINSWITH {1, 'a'}", ["-9223372036854775808", "0", "-180", "676", "93", "-60"]),
        R("alltypes", "AllTypes", "intDict CONTAINS 1"),
        // A list against a list constant, element by element: `!=` holds when the sizes differ or every pair differs,
        // so also between two empty lists.
        A("alltypes", "AllTypes", "{} != intList", allTypes),
        A("alltypes", "AllTypes", "intList != {}", allTypes),
        A("alltypes", "AllTypes", "{} == intList", ["9223372036854775807", "188", "676", "155", "643"]),
        // A to-many link with null in an `IN` list is refused as with `==`; `==[c]`/`!=[c]` null on a to-one link is `==`/`!=`.
        R("links", "Person", "friends IN {NULL}"),
        A("links", "Person", "bestFriend ==[c] NULL", ["Bob", "Chloé", "Eve", "Fernanda"]),
        A("links", "Person", "bestFriend !=[c] nil", ["Alice", "Daichi", "Gunnar", "Hana"]),
        // SUBQUERY over a path through several to-many hops counts every object reached, duplicates included.
        A("links", "Person", "SUBQUERY(friends.friends, $b, TRUEPREDICATE).@count > 2", ["Chloé", "Daichi", "Gunnar", "Hana"]),
        A("links", "Person", "SUBQUERY(friends.@links.Person.friends, $b, TRUEPREDICATE).@count > 2", ["Chloé", "Daichi", "Gunnar", "Hana"]),
        A("links", "Person", "SUBQUERY(friends.friends, $b, $b.age > 30).@count == 1", ["Bob", "Fernanda"]),
        // A string operator between a list and a list constant is element by element too (sizes equal, each
        // element against the item at its place), so `CONTAINS {}` holds for an empty list.
        A("alltypes", "AllTypes", "stringList CONTAINS {}", ["9223372036854775807", "-56", "188", "432", "676", "-89", "155", "399", "643", "-122"]),
        A("alltypes", "AllTypes", "NOT stringOptList CONTAINS {}", ["-9223372036854775808", "97", "647", "188", "-271", "279", "-180", "370", "-89", "461", "2", "552", "93", "643", "184", "-275", "275"]),
        A("alltypes", "AllTypes", "dateList CONTAINS {}", ["9223372036854775807", "97", "494", "-118", "279", "676", "64", "461", "-151", "246", "643", "31", "428"]),
        A("alltypes", "AllTypes", "stringList CONTAINS {'abc', 'xyz'}", ["0", "647", "-118", "126", "370", "614", "-151", "93", "337", "581"]),
        A("alltypes", "AllTypes", "stringList BEGINSWITH {'a', ''}", []),
        A("alltypes", "AllTypes", "{'abc', 'xyz'} CONTAINS stringList", []),
        A("alltypes", "AllTypes", "stringList LIKE {'*', '*'}", ["0", "647", "-118", "126", "370", "614", "-151", "93", "337", "581"]),
        // A dictionary's values are mixed: they compare with a property of any type too.
        A("alltypes", "AllTypes", "NONE stringOptDict > intReq", allTypes),
        A("alltypes", "AllTypes", "intDict < objectIdReq", []),
        A("alltypes", "AllTypes", "ANY intDict == stringReq", []),
        A("alltypes", "AllTypes", "intDict > doubleReq", ["-9223372036854775808", "-1", "647", "188", "35", "585", "432", "126", "-180", "370", "217", "614", "155", "2", "552", "399", "93", "-213", "490", "184", "581"]),
        // `==[c]`/`!=[c]` with null on the left: Realm Core checks only the right side.
        A("alltypes", "AllTypes", "null ==[c] stringOptDict", ["9223372036854775807", "-1", "-209", "341", "-118", "432", "-27", "523", "64", "614", "155", "705", "246", "-213", "337", "-122", "428"]),
        A("alltypes", "AllTypes", "nil ==[c] NONE mixedList", ["-9223372036854775808", "-1", "-56", "647", "341", "35", "-271", "432", "126", "-180", "523", "217", "-89", "614", "308", "2", "705", "399", "93", "-213", "490", "184", "-122", "581", "275"]),
        A("alltypes", "AllTypes", "null !=[c] mixedList", ["9223372036854775807", "0", "97", "-209", "494", "188", "-118", "585", "279", "-27", "676", "370", "64", "-242", "461", "155", "-151", "552", "246", "-60", "643", "337", "31", "-275", "428"]),
        A("alltypes", "AllTypes", "null ==[c] intDict", []),
        R("alltypes", "AllTypes", "null ==[c] intOpt"),  // "right side must be a string or binary type"
        // A null among a list of needles is the general expression's on any type: CONTAINS matches every value
        // but null, BEGINSWITH nothing, LIKE only null; a to-many link is refused only against one null.
        A("alltypes", "AllTypes", "uuidOpt BEGINSWITH {null}", []),
        A("alltypes", "AllTypes", "uuidOpt CONTAINS {null}", ["9223372036854775807", "0", "-1", "97", "-56", "647", "494", "341", "188", "-118", "-271", "585", "432", "126", "-27", "-180", "676", "370", "217", "64", "-89", "614", "461", "308", "155", "-151", "705", "552", "399", "93", "-60", "-213", "643", "337", "184", "31", "-122", "581", "428", "275"]),
        A("alltypes", "AllTypes", "intOpt LIKE {null}", ["-9223372036854775808", "-209", "35", "279", "523", "-242", "2", "246", "490", "-275"]),
        A("alltypes", "AllTypes", "anyValue CONTAINS {null}", ["-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "-271", "585", "432", "279", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "155", "2", "-151", "705", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]),
        A("alltypes", "AllTypes", "stringOpt CONTAINS {null}", ["9223372036854775807", "0", "-1", "97", "-56", "647", "494", "341", "188", "-118", "-271", "585", "432", "126", "-27", "-180", "676", "370", "217", "64", "-89", "614", "461", "308", "155", "-151", "705", "552", "399", "93", "-60", "-213", "643", "337", "184", "31", "-122", "581", "428", "275"]),
        A("alltypes", "AllTypes", "stringOpt BEGINSWITH {null}", []),
        A("links", "Person", "friends IN {null, null}", []),
        A("links", "Person", "NONE friends IN {null, null}", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Gunnar", "Hana"]),
        // A list constant on the left takes any type too; a constant null on the left of an ordering with a
        // to-one link is taken (Realm Core checks the operator against the right side only when it is no null).
        A("basic", "Person", "{'', ''} == picture", []),
        A("links", "Person", "null <= bestFriend", ["Bob", "Chloé", "Eve", "Fernanda"]),
        A("links", "Person", "null > bestFriend", []),
        R("links", "Person", "bestFriend > null"),
        // A string operator between values of different types (or a mixed one) is Realm Core's `Mixed` comparison:
        // besides two strings or two binaries, a null needle is contained in any value but null, LIKE holds between
        // two nulls, BEGINSWITH/ENDSWITH never hold.
        A("alltypes", "AllTypes", "boolReq CONTAINS[c] dataOpt", ["-9223372036854775808", "-209", "35", "279", "523", "-242", "2", "246", "490", "-275"]),
        A("alltypes", "AllTypes", "intOpt LIKE dataOpt", ["-9223372036854775808", "-209", "35", "279", "523", "-242", "2", "246", "490", "-275"]),
        A("alltypes", "AllTypes", "intOpt CONTAINS anyValue", ["9223372036854775807", "126", "552"]),
        A("alltypes", "AllTypes", "stringReq CONTAINS dataOpt", ["-9223372036854775808", "-209", "35", "279", "523", "-242", "2", "246", "490", "-275"]),
        A("alltypes", "AllTypes", "boolReq ENDSWITH[c] stringOpt", []),
        A("alltypes", "AllTypes", "ANY intList CONTAINS stringOpt", ["-9223372036854775808", "-209", "35", "279", "523", "-242", "2", "246", "490", "-275"]),
        A("alltypes", "AllTypes", "anyValue CONTAINS stringOpt", ["-9223372036854775808", "-209", "35", "279", "523", "-242", "2", "246", "490", "-275"]),
        A("alltypes", "AllTypes", "stringOpt CONTAINS anyValue", ["9223372036854775807", "432", "126", "-151", "552", "93", "275"]),
        A("alltypes", "AllTypes", "ALL mixedList CONTAINS stringOpt", ["-9223372036854775808", "-1", "-56", "647", "341", "35", "-271", "432", "126", "-180", "523", "217", "-89", "614", "308", "2", "705", "399", "93", "-213", "490", "184", "-122", "581", "275"]),
        // `@type` of a collection against a list constant with no quantifier: element by element, as a list against
        // a list constant (same size, each type name against the item at its place; `!=` when the sizes differ or
        // every pair differs).
        A("alltypes", "AllTypes", "mixedList.@type IN {'int'}", []),
        A("alltypes", "AllTypes", "mixedList.@type IN {}", ["-9223372036854775808", "-1", "-56", "647", "341", "35", "-271", "432", "126", "-180", "523", "217", "-89", "614", "308", "2", "705", "399", "93", "-213", "490", "184", "-122", "581", "275"]),
        A("alltypes", "AllTypes", "mixedSet.@type IN {}", ["-9223372036854775808", "0", "97", "-56", "647", "494", "188", "35", "-271", "585", "279", "126", "-180", "676", "370", "217", "-89", "-242", "461", "308", "2", "-151", "552", "399", "93", "-60", "643", "490", "184", "31", "-275", "581", "275"]),
        A("alltypes", "AllTypes", "mixedList.@type IN {'int', 'null', 'string', 'link', 'decimal', 'uuid', 'numeric'}", ["9223372036854775807", "0", "97", "-209", "494", "188", "-118", "585", "279", "-27", "676", "370", "64", "-242", "461", "155", "-151", "552", "246", "-60", "643", "337", "31", "-275", "428"]),
        A("alltypes", "AllTypes", "mixedList.@type == {'numeric', 'null', 'string', 'link', 'numeric', 'uuid', 'numeric'}", ["9223372036854775807", "0", "97", "-209", "494", "188", "-118", "585", "279", "-27", "676", "370", "64", "-242", "461", "155", "-151", "552", "246", "-60", "643", "337", "31", "-275", "428"]),
        A("alltypes", "AllTypes", "mixedList.@type != {'string', 'int', 'int', 'string', 'string', 'string', 'numeric'}", ["-9223372036854775808", "-1", "-56", "647", "341", "35", "-271", "432", "126", "-180", "523", "217", "-89", "614", "308", "2", "705", "399", "93", "-213", "490", "184", "-122", "581", "275"]),
        A("alltypes", "AllTypes", "mixedList.@type != {}", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "-271", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "155", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]),
        A("alltypes", "AllTypes", "decimalDict.@type IN {'decimal', 'decimal'}", ["0", "-56", "494", "35", "585", "126", "676", "217", "-242", "308", "-151", "399", "-60", "490", "31", "581"]),
        A("alltypes", "AllTypes", "mixedDict.@type IN {'int'}", []),
        // `==[c]`/`!=[c]` with a dictionary on the right: its values are mixed, so any left side is taken.
        A("alltypes", "AllTypes", "stringOpt ==[c] doubleDict", []),
        A("alltypes", "AllTypes", "stringOpt !=[c] intDict", ["-9223372036854775808", "0", "-1", "-56", "-209", "647", "341", "188", "35", "-271", "585", "432", "126", "-27", "-180", "523", "370", "217", "-89", "-242", "614", "308", "155", "2", "705", "552", "399", "93", "-60", "-213", "490", "337", "184", "-122", "-275", "581", "275"]),
        A("alltypes", "AllTypes", "intReq ==[c] intDict", ["-9223372036854775808", "0", "-1", "-56", "-209", "647", "341", "188", "35", "-271", "585", "432", "126", "-27", "-180", "523", "370", "217", "-89", "-242", "614", "308", "155", "2", "705", "552", "399", "93", "-60", "-213", "490", "337", "184", "-122", "-275", "581", "275"]),
        A("alltypes", "AllTypes", "intReq !=[c] intDict", ["0", "-1", "-209", "647", "188", "35", "585", "432", "-27", "-180", "370", "217", "-242", "614", "155", "2", "552", "399", "-60", "-213", "337", "184", "-275", "581"]),
        A("alltypes", "AllTypes", "stringReq !=[c] doubleDict", ["-9223372036854775808", "0", "97", "-56", "647", "494", "188", "35", "-271", "585", "279", "126", "-180", "676", "370", "217", "-89", "-242", "461", "308", "2", "-151", "552", "399", "93", "-60", "643", "490", "184", "31", "-275", "581", "275"]),
        A("alltypes", "AllTypes", "boolOpt ==[c] boolOptDict", ["-9223372036854775808", "-56", "341", "-271", "126", "523", "-89", "308", "705", "93", "490", "-122", "275"]),
        R("alltypes", "AllTypes", "doubleDict ==[c] intOpt"),  // realm-core-check: Realm Core: Unsupported comparison operator '=[c]' against type 'int', right side 
        // A dictionary of objects' null value is no object to Realm Core: it equals no null of an `IN` list.
        A("links", "City", "ANY landmarks IN {nil, null}", []),
        A("links", "City", "NONE landmarks IN {nil, null}", ["30", "10", "55", "20", "81", "82", "5", "6", "-7", "100", "31", "0"]),
        A("links", "City", "ALL landmarks IN {nil, null}", ["20", "82", "6", "-7", "100", "31", "0"]),
        A("links", "City", "landmarks IN {nil, null}", []),
        // A mixed property ordered against a link is taken (Core checks the left side's type only) and holds
        // for no object here (no person has both a null `anything` and no best friend); the other way round
        // it is refused.
        A("links", "Person", "anything > bestFriend", []),
        A("links", "Person", "anything <= bestFriend", []),
        A("links", "Person", "anything < friends", []),
        A("links", "Person", "anything != friends", ["Bob", "Chloé", "Daichi", "Fernanda", "Gunnar", "Hana"]),
        R("links", "Person", "bestFriend > anything"),
    ]

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }
}
