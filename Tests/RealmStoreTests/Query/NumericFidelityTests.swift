import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// Numbers at the edges, as Realm Core 14.14 compares, sorts and groups them
/// (answers from `realm-core-check query` on a file `from-canonical` made of
/// the same objects): ints and doubles around ±2^63 compared exactly in every
/// operator (`Mixed::compare`'s `compare_long_to_double`), decimals beyond
/// the range of a double ordered as decimals, and `@size` of a mixed value
/// that has no size.
@Suite struct NumericFidelityTests {
    static let schema = Schema([ObjectSchema(className: "N", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "i", type: .int, isOptional: true),
        Property(name: "d", type: .double, isOptional: true),
        Property(name: "dec", type: .decimal128, isOptional: true),
        Property(name: "m", type: .mixed, isOptional: true),
        Property(name: "ml", type: .mixed, collection: .list, isOptional: true),
    ])])

    static func decimal(_ text: String) -> AnyRealmValue { .decimal128(Decimal128(string: text) ?? .nan) }

    /// Object `id` holds `ints[id]`, `doubles[id]`, `decimals[id]` and `mixed[id]` (also as the one element of `ml`).
    static let ints: [AnyRealmValue] = [.int(.max), .int(.max - 1), .int(.min), .int(.min + 1), .int(9_223_372_036_854_774_784),
                                        .int(9_223_372_036_854_775_296), .int(-9_223_372_036_854_774_784), .int(9_007_199_254_740_992),
                                        .int(9_007_199_254_740_993), .int(0), .int(-1), .null]
    static let doubles: [AnyRealmValue] = [.double(0x1p63), .double(9_223_372_036_854_774_784), .double(-0x1p63), .double(1e19), .double(-1e19),
                                           .double(9_007_199_254_740_992), .double(.infinity), .double(-.infinity), .double(.nan), .double(0.5),
                                           .null, .double(-9_223_372_036_854_777_856)]
    static let mixed: [AnyRealmValue] = [.int(.max), .double(0x1p63), .int(.min), .double(-0x1p63), .double(1e19), decimal("9223372036854775807"),
                                         .int(9_223_372_036_854_775_296), .int(9_007_199_254_740_993), .double(9_007_199_254_740_992), .null,
                                         .string("x"), decimal("1E400")]

    static let decimals: [AnyRealmValue] = ["1E400", "-1E400", "1E399", "1.5E400", "-1E6000", "1E6000", "1", "-1", "0", nil, "NaN", "Inf"]
        .map { $0.map(decimal) ?? .null }

    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(schema)
        try realm.write {
            for id in 0..<12 {
                _ = try realm.create("N", value: ["id": .int(Int64(id)), "i": ints[id], "d": doubles[id], "dec": decimals[id], "m": mixed[id],
                                                  "ml": .list([mixed[id]])])
            }
        }
        return realm
    }

    /// The ids of the objects of `className` matching `query`, in result order.
    static func ids(_ realm: Realm, _ query: String, className: String = "N") throws -> [Int64] {
        var ids: [Int64] = []
        try realm.objects(className, where: query).forEach { object in
            if case .int(let id) = try object.value(forKey: "id") { ids.append(id) }
        }
        return ids
    }

    /// A mixed int or double against an int or double beyond ±2^53 compares exactly: 2^63 (a double) is
    /// above `Int64.max`, -2^63 equals `Int64.min`, and the decimal 9223372036854775807 equals `Int64.max`
    /// (this used to stop the process: a double between 2^63 and 9.3e18 was converted to an int).
    @Test(arguments: [
        ("m == 9.2233720368547758e18", [1]),
        ("m > 9223372036854775807", [1, 4, 11]),
        ("m < 9223372036854775807", [2, 3, 6, 7, 8]),
        ("m == 9223372036854775807", [0, 5]),
        ("m == -9223372036854775808", [2, 3]),
        ("m >= -9.2233720368547758e18", [0, 1, 2, 3, 4, 5, 6, 7, 8, 11]),
        ("m > i", [1, 4, 5, 6, 7]),
        ("i < m", [1, 4, 5, 6, 7]),
        ("m < d", [0, 3, 6]),
        ("m == d", [2]),
        ("ANY ml > 9223372036854775807", [1, 4, 11]),
    ] as [(String, [Int64])])
    func mixedIntsAndDoublesCompareExactly(_ query: String, _ expected: [Int64]) throws {
        #expect(try Self.ids(Self.makeRealm(), query).sorted() == expected)
    }

    /// Decimals sort and group by their exact value, beyond the range of a double too (where all of them
    /// were ±Inf and sorted as ties, or grouped as one); NaN after null, before every number.
    @Test(arguments: [
        ("TRUEPREDICATE SORT(dec ASC)", [9, 10, 4, 1, 7, 8, 6, 2, 0, 3, 5, 11]),
        ("TRUEPREDICATE SORT(dec DESC)", [11, 5, 3, 0, 2, 6, 8, 7, 1, 4, 10, 9]),
        ("TRUEPREDICATE DISTINCT(dec)", Array(0...11)),
        // A mixed decimal equal to Int64.max ties with it and sorts below the double 2^63.
        ("TRUEPREDICATE SORT(m ASC)", [9, 2, 3, 8, 7, 6, 0, 5, 1, 4, 11, 10]),
        ("TRUEPREDICATE SORT(m DESC) DISTINCT(m)", [10, 11, 4, 1, 0, 6, 7, 8, 2, 9]),
    ] as [(String, [Int64])])
    func decimalsSortAndGroupExactly(_ query: String, _ expected: [Int64]) throws {
        #expect(try Self.ids(Self.makeRealm(), query) == expected)
    }

    /// Mixed numbers of every type in `Mixed::compare`'s order: a double against a decimal through
    /// `Decimal128(double)` (so the double 0.1 and the decimal 0.10 are one value), an int against a
    /// decimal exactly, decimals beyond the range of a double by value.
    @Test func mixedNumbersOfEveryTypeSortAsRealmCore() throws {
        let schema = Schema([ObjectSchema(className: "T", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "m", type: .mixed, isOptional: true),
        ])])
        let d = Self.decimal
        let values: [AnyRealmValue] = [.double(0.1), d("0.1"), d("0.10"), .int(3), d("3"), .double(3), d("1E400"), d("-1E400"),
                                       .string("inf"), d("Inf"), d("-Inf"), .string("-inf"), d("9007199254740993"), .int(9_007_199_254_740_993),
                                       .double(9_007_199_254_740_992), d("1.00000000000000001"), .int(1), d("-0"), .int(0), .double(-0.0),
                                       d("-1.5E-6000"), d("9223372036854775808"), .int(.max), d("-9223372036854775808"), .int(.min),
                                       d("12345678901234567.5"), .double(12_345_678_901_234_568), .null, .string("NaN"), d("NaN")]
        let realm = try makeInMemoryRealm(schema)
        try realm.write {
            for (id, value) in values.enumerated() { _ = try realm.create("T", value: ["id": .int(Int64(id)), "m": value]) }
        }
        func ids(_ query: String) throws -> [Int64] { try Self.ids(realm, query, className: "T") }
        #expect(try ids("TRUEPREDICATE SORT(m ASC)") == [27, 29, 10, 7, 23, 24, 20, 17, 18, 19, 0, 1, 2, 16, 15, 3, 4, 5, 14, 12, 13, 25, 26, 22,
                                                         21, 6, 9, 11, 28, 8])
        #expect(try ids("TRUEPREDICATE DISTINCT(m)") == [0, 3, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17, 20, 21, 22, 23, 25, 26, 27, 28, 29])
    }

    /// `intProp IN {…}` is Realm Core's IntegerNode: its needles are the ints among the items (a whole
    /// double or float is one, -2^63 included; a null where the property is optional), and with no needle
    /// left it searches for -1, the value it was made with.
    @Test(arguments: [
        ("i IN {'x'}", [10]),
        ("i IN {9.2233720368547758e18, 1e19}", [10]),
        ("i == {1e19}", [10]),
        ("i IN {'x', 0}", [9]),
        ("i IN {nil}", [11]),
        ("i IN {-9.2233720368547758e18}", [2]),
        ("i IN {0f, 3f}", [9]),
        ("i IN {1e19} OR id == 3", [3, 10]),
    ] as [(String, [Int64])])
    func intInListWithoutAnIntSearchesMinusOne(_ query: String, _ expected: [Int64]) throws {
        #expect(try Self.ids(Self.makeRealm(), query).sorted() == expected)
    }

    /// Decimals one double cannot tell apart (0.1 and 0.10000000000000001, 2^53 and 2^53 + 1), negatives
    /// with longer tails (-1.23 below -1.2, which equals -1.2000), the smallest and largest magnitudes.
    @Test func decimalsSharingADoubleSortApart() throws {
        let schema = Schema([ObjectSchema(className: "V", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "dec", type: .decimal128, isOptional: true),
        ])])
        let texts = ["-1.2", "-1.23", "-1.2000", "0.10000000000000001", "0.1", "9007199254740993", "9007199254740992", "-1E-6176",
                     "1E-6176", "-0", "0E-10", "9.999999999999999999999999999999999E6144", "-9.999999999999999999999999999999999E6144",
                     "1.000000000000000000000000000000001"]
        let realm = try makeInMemoryRealm(schema)
        try realm.write {
            for (id, text) in texts.enumerated() { _ = try realm.create("V", value: ["id": .int(Int64(id)), "dec": Self.decimal(text)]) }
        }
        func ids(_ query: String) throws -> [Int64] { try Self.ids(realm, query, className: "V") }
        #expect(try ids("TRUEPREDICATE SORT(dec ASC)") == [12, 1, 0, 2, 7, 9, 10, 8, 4, 3, 13, 6, 5, 11])
        #expect(try ids("TRUEPREDICATE DISTINCT(dec)") == [0, 1, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13])
    }

    /// `-9.2233720368547758e18` is a double, like every literal with a point or an exponent; only
    /// `-9223372036854775808` written in digits is the int `Int64.min`. The parser used to turn the double
    /// into an int, so `d IN {-9.2233720368547758e18}` on a double property kept no item of its own type and
    /// matched every object (Realm Core: the one object holding -2^63; seed 4100 of the differential).
    @Test(arguments: [
        ("d IN {-9.2233720368547758e18}", [2]),
        ("d IN {-9.2233720368547758e18, 'x'}", [2]),
        ("d == -9.2233720368547758e18", [2]),
        ("d IN {-9223372036854775808}", Array(0..<12)),
    ] as [(String, [Int64])])
    func negativeTwoToTheSixtyThreeWithAnExponentStaysADouble(_ query: String, _ expected: [Int64]) throws {
        #expect(try Self.ids(try Self.makeRealm(), query).sorted() == expected)
    }

    /// `@sum` and `@avg` of mixed values add decimals, as Realm Core's `Sum<Mixed>`: ints exactly and
    /// without overflow (`[Int64.max, Int64.max]` was "storage error: integer overflow"), doubles to 15
    /// significant digits, decimals beyond the range of a double as they are.
    @Test(arguments: [
        ("ml.@sum > 0", [0, 2, 4, 5, 9, 10]),
        ("ml.@sum < 0", [1, 3, 6, 7, 8, 11, 12, 13, 14]),
        ("ml.@sum > 1.5", [0, 2, 4, 5, 9]),
        ("ml.@sum == -9223372036854775808", [12]),
        ("ml.@sum == 0", []),
        ("ml.@avg == 9223372036854775807", [5]),
        ("ml.@avg == nil", []),
    ] as [(String, [Int64])])
    func mixedSumsAddAsDecimals(_ query: String, _ expected: [Int64]) throws {
        let schema = Schema([ObjectSchema(className: "W", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "ml", type: .mixed, collection: .list, isOptional: true),
        ])])
        let d = Self.decimal
        let lists: [[AnyRealmValue]] = [
            [.double(0x1p63), .double(0x1p63)], [.double(-0x1p63), .double(-0x1p63)], [d("1E400"), .int(1)], [d("-1E6000"), .int(5)],
            [d("9223372036854775807"), .int(3)], [.int(.max), .int(.max)], [.int(.min), .int(.min)], [.int(.min), .int(1)],
            [d("1E400"), d("-1E6000")], [.double(9_223_372_036_854_774_784), .double(5.5)], [d("1.5"), .string("x")],
            [.double(-0x1p63)], [.int(.min)], [.int(.min), .int(-1)], [.double(-0x1p63), .double(1)],
        ]
        let realm = try makeInMemoryRealm(schema)
        try realm.write {
            for (id, list) in lists.enumerated() { _ = try realm.create("W", value: ["id": .int(Int64(id)), "ml": .list(list)]) }
        }
        #expect(try Self.ids(realm, query, className: "W").sorted() == expected)
    }
}
