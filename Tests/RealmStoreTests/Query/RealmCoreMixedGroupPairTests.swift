import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// Two many-valued sides, at least one a path into mixed values through
/// subscripts, compared with each other, as Realm Core 14.14 answers
/// (`realm-core-check query` on the genuine `alltypes.realm`): each side
/// gives groups (`Collection::get_any`; a list, set or dictionary property,
/// or values through to-many links, one group), Realm Core compares every
/// pair of groups (`Compare::find_first`) and the object matches when one
/// pair holds (`ValueBase::compare`): with no `ANY`/`ALL`/`NONE` element by
/// element — two empty groups are equal, which is why most objects match
/// `anyValue[*] == anyValue.name` — otherwise value by value as the
/// quantifiers say; with `@type` on both sides, each value's type. A list or
/// dictionary of values on both sides is refused, also with `IN` ("Ordered
/// comparison between two primitive lists"), and so is `IN` an `@type`. See
/// `MixedGroupPair`; `MixedGroupPairDifferentialTests` asks Realm Core live.
@Suite struct RealmCoreMixedGroupPairTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }
    static func R(_ f: String, _ c: String, _ q: String) -> PinnedCase { RealmCoreAnswerTests.R(f, c, q) }

    static let cases: [PinnedCase] = [
        A("alltypes", "AllTypes", "anyValue[*] == mixedList[*]", ["-9223372036854775808", "-1", "-56", "647", "341", "35", "432", "126", "-180", "523", "217", "-89", "614", "2", "705", "399", "93", "-213", "490", "184", "-122", "275"]),
        A("alltypes", "AllTypes", "anyValue[*] == mixedList", ["-9223372036854775808", "-1", "-56", "647", "341", "35", "432", "126", "-180", "523", "217", "-89", "614", "2", "705", "399", "93", "-213", "490", "184", "-122", "275"]),
        A("alltypes", "AllTypes", "anyValue[*] == intList", ["9223372036854775807", "188", "676", "643"]),
        A("alltypes", "AllTypes", "anyValue[*] IN intList", ["9223372036854775807", "188", "676", "643"]),
        A("alltypes", "AllTypes", "anyValue[*] != intList", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "-271", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "155", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]),
        A("alltypes", "AllTypes", "anyValue[*] == ANY intList", ["-118", "-271", "308"]),
        A("alltypes", "AllTypes", "ANY anyValue[*] == mixedList[*]", ["-118", "-275"]),
        A("alltypes", "AllTypes", "ALL anyValue[*] == mixedList", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "428", "275"]),
        A("alltypes", "AllTypes", "NONE anyValue[*] == mixedList", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-271", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "155", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "581", "428", "275"]),
        A("alltypes", "AllTypes", "anyValue[*] < intList", ["9223372036854775807", "188", "676", "643"]),
        A("alltypes", "AllTypes", "anyValue[*] > ALL doubleList", ["155", "581"]),
        A("alltypes", "AllTypes", "anyValue[*] >= ANY mixedSet", ["-118"]),
        A("alltypes", "AllTypes", "anyValue[*] BEGINSWITH stringList", ["9223372036854775807", "-56", "188", "432", "676", "-89", "399", "643", "-122"]),
        A("alltypes", "AllTypes", "anyValue[*] CONTAINS[c] ANY stringList", ["-275"]),
        A("alltypes", "AllTypes", "ALL anyValue[*] LIKE stringOptList", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "428", "275"]),
        A("alltypes", "AllTypes", "anyValue[*] ==[c] stringSet", ["97", "494", "279", "676", "64", "-151", "246", "643", "31", "428"]),
        A("alltypes", "AllTypes", "anyValue[*] !=[c] stringSet", ["97", "494", "279", "676", "64", "-151", "246", "643", "31", "428"]),
        A("alltypes", "AllTypes", "anyValue.@keys == stringList", ["9223372036854775807", "-56", "188", "432", "676", "-89", "399", "643", "-122"]),
        A("alltypes", "AllTypes", "anyValue[*] == mixedDict", ["9223372036854775807", "-9223372036854775808", "0", "-1", "-56", "-209", "647", "494", "188", "35", "432", "279", "126", "-27", "676", "523", "370", "217", "-89", "-242", "614", "461", "2", "-151", "705", "399", "246", "93", "-60", "643", "490", "337", "184", "-122", "428"]),
        A("alltypes", "AllTypes", "anyValue[*] == stringOptDict.@values", ["-9223372036854775808", "0", "97", "-56", "647", "494", "188", "35", "585", "279", "126", "-180", "676", "370", "217", "-89", "-242", "461", "2", "-151", "552", "399", "93", "-60", "643", "490", "184", "31", "275"]),
        A("alltypes", "AllTypes", "anyValue[0] == intList", ["9223372036854775807", "188", "676", "155", "643"]),
        A("alltypes", "AllTypes", "anyValue[*][*] == anyValue[*]", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "428", "275"]),
        A("alltypes", "AllTypes", "anyValue[*] == anyValue.name", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "428", "275"]),
        A("alltypes", "AllTypes", "mixedList[0][*] == anyValue[*]", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "428", "275"]),
        A("alltypes", "AllTypes", "mixedList[*][0] == anyValue[*]", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "428", "275"]),
        A("alltypes", "AllTypes", "mixedList[*][*] != ALL anyValue[*]", []),
        R("alltypes", "AllTypes", "mixedDict['list'][*] == mixedList[*]"),  // Realm Core: Ordered comparison between two primitive lists is not implemented yet ('mixedList[*]' and 
        R("alltypes", "AllTypes", "mixedList[*][0] IN intList"),  // Realm Core: Ordered comparison between two primitive lists is not implemented yet ('intList' and 'mixe
        R("alltypes", "AllTypes", "mixedDict[*][0] IN mixedList"),  // Realm Core: Ordered comparison between two primitive lists is not implemented yet ('mixedList' and 'mi
        A("alltypes", "AllTypes", "anyValue[*] IN mixedList[0][*]", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "428", "275"]),
        R("alltypes", "AllTypes", "mixedList[*] == intList"),  // Realm Core: Ordered comparison between two primitive lists is not implemented yet ('intList' and 'mixe
        // `@type` on both sides: each value's type, compared as the values are; never a list after `IN`.
        A("alltypes", "AllTypes", "anyValue[*].@type == mixedList[*].@type", ["-9223372036854775808", "-1", "-56", "647", "341", "35", "432", "126", "-180", "523", "217", "-89", "614", "2", "705", "399", "93", "-213", "490", "184", "-122", "275"]),
        A("alltypes", "AllTypes", "anyValue[*].@type == ANY mixedList.@type", ["-118", "155", "-275"]),
        A("alltypes", "AllTypes", "ALL anyValue[*].@type == mixedList[0][*].@type", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "428", "275"]),
        R("alltypes", "AllTypes", "anyValue[*].@type IN mixedList[*].@type"),  // Realm Core: The keypath following 'IN' must contain a list. Found 'mixedList[*].@type'
    ]

    @Test(.requiresFixtures, arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }

    /// Realm Core reads the right side's group once for all the left side's groups, and an ordered
    /// comparison of two groups of more than two values trims the right one to its first and last after
    /// sorting, writing the last over the second: object 0's first group `[9, 9, 9]` leaves
    /// `k[*]` as `[1, 'b', 'a', 'b']`, so its second group `[3]` no longer finds the 5 (`realm-core-check`
    /// on a file of these objects: 1 and 2). With the groups on the right, each is read afresh.
    @Test func orderedTrimCarriesOverToTheNextLeftGroup() throws {
        let schema = Schema([ObjectSchema(className: "Q", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "ml", type: .mixed, collection: .list, isOptional: true),
            Property(name: "k", type: .mixed, isOptional: true),
        ])])
        let realm = try makeInMemoryRealm(schema)
        let nines = AnyRealmValue.list([.int(9), .int(9), .int(9)]), three = AnyRealmValue.list([.int(3)])
        try realm.write {
            _ = try realm.create("Q", value: ["id": .int(0), "ml": .list([nines, three]), "k": .list([.int(1), "a", "b", .int(5)])])
            _ = try realm.create("Q", value: ["id": .int(1), "ml": .list([three, nines]), "k": .list([.int(1), "a", "b", .int(5)])])
            _ = try realm.create("Q", value: ["id": .int(2), "ml": .list([nines, three]), "k": .list([.int(1), .int(2), .int(6), .int(5)])])
        }
        #expect(try matchingIDs(realm, "Q", where: "ml[*][*] < ANY k[*]") == [1, 2])
        #expect(try matchingIDs(realm, "Q", where: "ANY ml[*][*] < k[*]") == [1, 2])
        #expect(try matchingIDs(realm, "Q", where: "k[*] > ANY ml[*][*]") == [0, 1, 2])
    }
}
