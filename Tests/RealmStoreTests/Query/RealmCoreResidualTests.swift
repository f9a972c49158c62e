import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// Realm Core 14.14's own answers (from `realm-core-check query` on the
/// genuine fixtures) to the residual differences of issue 13 that RealmLens
/// now reproduces: int properties at the ends of the 64-bit range (Realm
/// Core's column search leaves `<= Int64.max` unchanged, nulls included),
/// `@values` before an aggregate, `@min`/`@max` of dictionaries of strings,
/// object ids and bools (compared as mixed values), quantifiers on sizes
/// through to-many links (dropped), and quantifiers before an aggregate or a
/// subquery (a syntax error in Realm Core's grammar), string operators with
/// a null needle through lists, links and subscripts.
@Suite struct RealmCoreResidualTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }
    static func R(_ f: String, _ c: String, _ q: String) -> PinnedCase { RealmCoreAnswerTests.R(f, c, q) }

    static let allTypes = ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "-271", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "155", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]

    static let cases: [PinnedCase] = [
        // 64-bit edges: every object, the ten with a null intOpt included.
        A("alltypes", "AllTypes", "intOpt <= 9223372036854775807", allTypes),
        A("alltypes", "AllTypes", "intOpt >= -9223372036854775808", allTypes),
        // With the constant on the left Realm Core compares values, and null is not ordered.
        A("alltypes", "AllTypes", "9223372036854775807 >= intOpt", ["9223372036854775807", "0", "-1", "97", "-56", "647", "494", "341", "188", "-118", "-271", "585", "432", "126", "-27", "-180", "676", "370", "217", "64", "-89", "614", "461", "308", "155", "-151", "705", "552", "399", "93", "-60", "-213", "643", "337", "184", "31", "-122", "581", "428", "275"]),
        // The comparison is left out entirely: under NOT it still holds for every object, and beside OR
        // or AND the other operand alone decides.
        A("alltypes", "AllTypes", "NOT intOpt <= 9223372036854775807", allTypes),
        A("alltypes", "AllTypes", "NOT intOpt >= -9223372036854775808", allTypes),
        A("alltypes", "AllTypes", "intOpt > 600 || intOpt <= 9223372036854775807", ["0", "-56", "-271", "126", "370", "308", "93", "-122"]),
        A("alltypes", "AllTypes", "intOpt > 600 && NOT intOpt <= 9223372036854775807", ["0", "-56", "-271", "126", "370", "308", "93", "-122"]),
        // LIKE: a pattern ending in two or more `*` needs a character for them (StringData::matchlike).
        A("links", "StringKeyNullable", "key LIKE[c] '**'", ["b", "B", "a", "ä", "aa"]),
        A("links", "StringKeyNullable", "key LIKE '**'", ["b", "B", "a", "ä", "aa"]),
        A("links", "StringKeyNullable", "key LIKE 'a**'", ["aa"]),
        A("links", "StringKeyNullable", "key LIKE[c] 'A***'", ["aa"]),
        A("links", "StringKeyNullable", "key LIKE[c] '*'", ["b", "", "B", "a", "ä", "aa"]),
        // A null needle through a link on a binary property, as on a string one: CONTAINS matches every
        // value but null, BEGINSWITH nothing (on the plain property every value, as before).
        A("basic", "Person", "dogs.owner.picture CONTAINS null", ["Tim", "Ana María"]),
        A("basic", "Person", "dogs.owner.picture BEGINSWITH null", []),
        A("basic", "Person", "picture BEGINSWITH null", ["Tim", "Jane", "Ana María", "李雷"]),
        // `==[c] null` on an element of a list of strings or binaries compares as `== null`; on an
        // element of a mixed value Realm Core refuses it.
        A("alltypes", "AllTypes", "stringOptList[0] ==[c] null", ["-9223372036854775808", "97", "647", "188", "-271", "279", "-180", "370", "-89", "461", "2", "552", "93", "643", "184", "-275", "275"]),
        A("alltypes", "AllTypes", "stringList[0] !=[c] null", ["-9223372036854775808", "0", "-1", "97", "-209", "647", "494", "341", "35", "-118", "-271", "585", "279", "126", "-27", "-180", "523", "370", "217", "64", "-242", "614", "461", "308", "2", "-151", "705", "552", "246", "93", "-60", "-213", "490", "337", "184", "31", "-275", "581", "428", "275"]),
        A("alltypes", "AllTypes", "dataList[LAST] ==[c] null", []),
        R("alltypes", "AllTypes", "anyValue[0] ==[c] null"),
        // `[*]` on a set of values: "Property 'AllTypes.mixedSet' does not support index '*'"; on a set
        // of objects it is taken.
        R("alltypes", "AllTypes", "mixedSet[*].@size != 3"),
        R("alltypes", "AllTypes", "intSet[*] == 1"),
        A("links", "Person", "visitedCities[*].id > 1", ["Bob", "Chloé", "Daichi", "Fernanda", "Gunnar", "Hana"]),
        // `dict.@values.@max` is `dict.@max` (it was an SQL syntax error).
        A("alltypes", "AllTypes", "intDict.@values.@max > 1", ["-1", "-56", "-209", "647", "188", "35", "-271", "432", "126", "-180", "370", "217", "614", "308", "155", "2", "552", "399", "93", "-213", "490", "184", "-275", "581"]),
        A("alltypes", "AllTypes", "intDict.@values.@sum = 100", []),
        // @min/@max of dictionaries of any type; an empty dictionary's is null, never ordered.
        A("alltypes", "AllTypes", "stringOptDict.@min < 'm'", ["9223372036854775807", "-1", "-209", "341", "-118", "432", "-27", "523", "64", "614", "155", "705", "246", "-213", "337", "-122", "428"]),
        A("alltypes", "AllTypes", "stringOptDict.@min > null", []),
        A("alltypes", "AllTypes", "stringOptDict.@max == 'hello'", []),
        A("alltypes", "AllTypes", "boolOptDict.@max == true", ["-9223372036854775808", "-56", "341", "-271", "126", "523", "-89", "308", "705", "93", "490", "-122", "275"]),
        A("alltypes", "AllTypes", "objectIdDict.@min < oid(600000000005000500001315)", ["0", "647", "370", "-151", "93"]),
        // @sum/@avg of a dictionary of strings or dates: 0 and null (mixed), typed as the values.
        A("alltypes", "AllTypes", "stringOptDict.@sum = 'é'", []),
        A("alltypes", "AllTypes", "stringOptDict.@sum != 'x'", allTypes),
        A("alltypes", "AllTypes", "dateOptDict.@sum > null", []),
        A("alltypes", "AllTypes", "stringOptDict.@avg != null", []),
        R("alltypes", "AllTypes", "stringOptDict.@sum == 0"),  // Realm Core: Unsupported comparison between type 'string' and type 'int'
        // @min of a mixed property of linked objects, across types.
        A("links", "Person", "@links.Person.bestFriend.@min.anything == null", ["Bob", "Daichi", "Eve", "Gunnar"]),
        // A quantifier on sizes through a to-many link is dropped: any size compares.
        A("links", "Person", "NONE friends.friends.@count > 1", ["Bob", "Chloé", "Daichi", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "ALL friends.friends.@size == 0", ["Chloé", "Daichi", "Gunnar", "Hana"]),
        A("links", "Person", "NONE favoriteCities.neighbors.@count > 0", ["Alice", "Eve", "Gunnar"]),
        // Realm Core: syntax error, unexpected @min / @max / subquery.
        R("alltypes", "AllTypes", "ANY intList.@min > 1"),
        R("links", "Person", "ANY friends.@max.age > 3"),
        R("links", "Person", "ALL SUBQUERY(friends, $f, $f.age > 40).@count > 0"),
        // A null needle through a list, link or subscript: CONTAINS matches every string, BEGINSWITH
        // and ENDSWITH none (on a plain property every string, as before); for mixed values and
        // dictionaries Realm Core refuses it.
        A("alltypes", "AllTypes", "ANY stringList CONTAINS null", ["-9223372036854775808", "0", "-1", "97", "-209", "647", "494", "341", "35", "-118", "-271", "585", "279", "126", "-27", "-180", "523", "370", "217", "64", "-242", "614", "461", "308", "2", "-151", "705", "552", "246", "93", "-60", "-213", "490", "337", "184", "31", "-275", "581", "428", "275"]),
        A("alltypes", "AllTypes", "stringList BEGINSWITH null", []),
        A("links", "Person", "friends.name CONTAINS null", ["Bob", "Chloé", "Daichi", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "bestFriend.name BEGINSWITH null", []),
        R("alltypes", "AllTypes", "anyValue CONTAINS null"),
        R("alltypes", "AllTypes", "mixedList LIKE null"),
        R("alltypes", "AllTypes", "stringOptDict CONTAINS null"),
        R("alltypes", "AllTypes", "stringOptDict['a'] BEGINSWITH null"),
        // `==[c] null` on a dictionary's values or a list of mixed values: "right side must be a string or binary type".
        R("alltypes", "AllTypes", "stringOptDict ==[c] null"),
        R("alltypes", "AllTypes", "mixedList ==[c] null"),
    ]

    /// `@min`/`@max` of a list or dictionary of mixed values by `Mixed::compare`, across types
    /// (Realm Core's answers on a file `from-canonical` made of the same objects).
    @Test func mixedCollectionsAggregateAcrossTypes() throws {
        let schema = Schema([ObjectSchema(className: "T", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "ml", type: .mixed, collection: .list, isOptional: true),
        ])])
        let realm = try makeInMemoryRealm(schema)
        let lists: [[AnyRealmValue]] = [[.int(1), .string("b"), .double(2.5)], [.string("a"), .string("b")], [.int(3), .null], [], [.null],
                                        [.bool(true), .int(5)], [.int(7), .string("z")]]
        try realm.write {
            for (id, list) in lists.enumerated() { _ = try realm.create("T", value: ["id": AnyRealmValue.int(Int64(id)), "ml": AnyRealmValue.list(list)]) }
        }
        func ids(_ query: String) throws -> [Int64] { try matchingIDs(realm, "T", where: query) }
        #expect(try ids("ml.@max == 'b'") == [0, 1])
        #expect(try ids("ml.@min == true") == [5])
        #expect(try ids("ml.@min == 1") == [0])
        #expect(try ids("ml.@max == 'z'") == [6])
        #expect(try ids("ml.@min == null") == [3, 4])
    }

    /// `SORT`/`DISTINCT` of a mixed property: a number is its value alone, whatever its type or
    /// spelling (`0` and `-0`, the int 3 and the decimal 3, `10.5` and `10.50`); Realm Core's answers
    /// on a file `from-canonical` made of the same objects.
    @Test func mixedNumbersSortAndGroupByValue() throws {
        let schema = Schema([ObjectSchema(className: "T", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "m", type: .mixed, isOptional: true),
        ])])
        let realm = try makeInMemoryRealm(schema)
        func decimal(_ text: String) throws -> AnyRealmValue { .decimal128(try #require(Decimal128(string: text))) }
        let values: [AnyRealmValue] = [try decimal("0"), try decimal("-0"), .int(3), try decimal("3"), .double(3), try decimal("10.5"),
                                       try decimal("10.50"), .string("a"), try decimal("1E+3"), .int(1000), .null]
        try realm.write {
            for (id, value) in values.enumerated() { _ = try realm.create("T", value: ["id": AnyRealmValue.int(Int64(id)), "m": value]) }
        }
        func ids(_ query: String) throws -> [Int64] {
            var ids: [Int64] = []
            try realm.objects("T", where: query).forEach { object in
                if case .int(let id) = try object.value(forKey: "id") { ids.append(id) }
            }
            return ids
        }
        #expect(try ids("TRUEPREDICATE DISTINCT(m)") == [0, 2, 5, 7, 8, 10])
        #expect(try ids("TRUEPREDICATE SORT(m ASC)") == [10, 0, 1, 2, 3, 4, 5, 6, 8, 9, 7])
        #expect(try ids("TRUEPREDICATE SORT(m DESC) DISTINCT(m)") == [7, 8, 5, 2, 0, 10])
    }

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }
}
