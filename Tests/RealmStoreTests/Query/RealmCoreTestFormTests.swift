import Foundation
import Testing
@testable import RealmStore

/// Realm Core 14.14's own answers (`realm-core-check query` on the genuine
/// fixtures) to forms taken from Realm Core's tests (`test_parser.cpp`,
/// `test_query*.cpp`) that the differential generator did not write:
/// a list constant against the values a to-many link path reaches
/// (`{19, 61} == friends.age`, `{} IN friends.name`: element by element, in
/// the links' order, as a list of values is; `==` with one constant is
/// `ANY` there, except through a set of links to a property without an
/// index), hexadecimal numbers beyond 2^63-1 (`strtoll` stops at
/// Int64.max), `oid(…)`/`uuid(…)` only in the lexer's exact spelling, and
/// what `IN` takes on its right (a subscripted collection; not `@keys`), and
/// `@count` of a dictionary's `@values`, `SORT`/`DISTINCT` on a link, and
/// date fields out of range carried over (`2020-13-01@00:00:00`).
@Suite struct RealmCoreTestFormTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }
    static func R(_ f: String, _ c: String, _ q: String) -> PinnedCase { RealmCoreAnswerTests.R(f, c, q) }

    static let cases: [PinnedCase] = [
        A("links", "Person", "{19, 61} == friends.age", ["Chloé"]),
        A("links", "Person", "friends.age == {}", ["Alice", "Eve"]),
        A("links", "Person", "{} IN friends.name", ["Alice", "Eve"]),
        A("links", "Person", "{19, 61} != friends.age", ["Alice", "Bob", "Daichi", "Eve", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "{61, 19} == friends.age", []),
        A("links", "Person", "friends.age != {72}", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Gunnar", "Hana"]),
        A("links", "Person", "friends.age > {30}", ["Bob", "Fernanda"]),
        A("links", "Person", "friends.age == {72}", ["Daichi", "Fernanda"]),
        A("links", "Person", "friends.age ==[c] {72}", ["Fernanda"]),
        A("links", "Person", "previousAddresses.city.id == {55, 20}", ["Chloé"]),
        A("links", "City", "tags.label == {'cold'}", ["-7"]),
        A("links", "City", "landmarks.name == {}", ["20", "82", "6", "-7", "100", "31", "0"]),
        A("links", "Person", "visitedCities.id == {5}", ["Chloé", "Gunnar"]),
        A("links", "Person", "favoriteCities.id == {-7, 10}", []),
        A("basic", "Person", "dogs.age == {1, 3, 5, 3}", ["Tim"]),
        A("alltypes", "AllTypes", "intReq == 0xFFFFFFFFFFFFFFFF", ["97", "461"]),
        A("alltypes", "AllTypes", "intReq > 0x10000000000000000", []),
        R("alltypes", "AllTypes", "uuidReq == uuid(ffffffffffffffffffffffffffffffff)"),
        R("alltypes", "AllTypes", "objectIdReq == oid( 60000000000a000a0000262a)"),
        // `IN` needs what Realm Core counts as many values (`has_multiple_values`): a collection even
        // subscripted, never a dictionary's `@keys` nor a path into a mixed value.
        R("alltypes", "AllTypes", "'k2' IN intDict.@keys"),
        R("alltypes", "AllTypes", "3 IN anyValue[*]"),
        A("alltypes", "AllTypes", "3 IN intList[FIRST]", []),
        A("alltypes", "AllTypes", "3 IN intDict['k2']", ["370", "-275"]),
        A("alltypes", "AllTypes", "46 IN mixedList[0]", ["-275"]),
        R("links", "Person", "'x' IN favoriteCities.@keys"),
        A("links", "Person", "'Chloé' IN friends[FIRST].name", ["Bob"]),
        A("alltypes", "AllTypes", "-32768 IN intList[FIRST]", ["-209", "279", "-242", "246", "-275"]),
        // `dict.@values.@count` is the dictionary's size, once per object (it gave none, or duplicates).
        A("links", "Person", "favoriteCities.@values.@count > 1", ["Alice", "Chloé", "Eve", "Gunnar"]),
        A("links", "Person", "addressBook.@values.@count > 0", ["Bob", "Fernanda"]),
        A("links", "Person", "favoriteCities.@values.@size == 3", []),
        // `SORT`/`DISTINCT` on a to-one link (embedded too) use the linked object's key, nulls as one group.
        A("links", "Person", "TRUEPREDICATE DISTINCT(homeCity)", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "TRUEPREDICATE DISTINCT(bestFriend)", ["Alice", "Bob", "Daichi", "Gunnar", "Hana"]),
        A("links", "Person", "TRUEPREDICATE DISTINCT(address)", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Gunnar", "Hana"]),
        // A date field out of its range carries over into the next (Realm Core's timegm).
        A("alltypes", "AllTypes", "dateReq > 2020-13-01@00:00:00", ["-209", "494", "341", "585", "523", "217", "64", "308", "246", "-60", "-213", "31"]),
        A("alltypes", "AllTypes", "dateReq > 2020-01-01@25:00:00", ["-209", "494", "341", "585", "523", "217", "64", "308", "246", "-60", "-213", "31"]),
        A("alltypes", "AllTypes", "dateReq < 1970-00-01@00:00:00", ["-1", "97", "-56", "188", "35", "-27", "-180", "676", "-89", "-242", "705", "552", "399", "643", "490", "428", "275"]),
        A("alltypes", "AllTypes", "dateReq > 2000-25-40@30:70:80", ["-209", "494", "341", "-118", "585", "523", "217", "64", "614", "308", "246", "-60", "-213", "337", "31"]),
        // `@type` of a property the schema types is a constant to Realm Core (`TypeOfValue(ColKey)`): the column's
        // type also for a null value, a null link or no friends at all, and a quantifier on it changes nothing
        // where the path ends at a link or reaches many objects (refused elsewhere).
        A("links", "Person", "bestFriend.@type == bestFriend.anything.@type", ["Alice", "Gunnar", "Hana"]),
        A("links", "Person", "anything.@type == bestFriend.@type", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Gunnar", "Hana"]),
        A("links", "Person", "friends.@type == anything.@type", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Gunnar", "Hana"]),
        A("links", "Person", "bestFriend.name.@type == bestFriend.anything.@type", ["Daichi"]),
        A("links", "Person", "homeCity.@type != anything.@type", ["Fernanda"]),
        A("links", "Person", "NONE friends.name.@type == anything.@type", ["Fernanda"]),
        A("links", "Person", "ALL homeCity.@type == anything.@type", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Gunnar", "Hana"]),
        A("links", "Person", "ANY @links.Person.friends.@type == anything.@type", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Gunnar", "Hana"]),
        R("links", "Person", "ANY bestFriend.name.@type == anything.@type"),
        R("alltypes", "AllTypes", "ALL intOpt.@type == anyValue.@type"),
        A("alltypes", "AllTypes", "intOpt.@type != anyValue.@type", ["9223372036854775807", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "-271", "585", "432", "279", "126", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "155", "2", "-151", "705", "552", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]),
    ]

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }
}
