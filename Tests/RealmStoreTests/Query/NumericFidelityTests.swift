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
        Property(name: "m", type: .mixed, isOptional: true),
        Property(name: "ml", type: .mixed, collection: .list, isOptional: true),
    ])])

    static func decimal(_ text: String) -> AnyRealmValue { .decimal128(Decimal128(string: text) ?? .nan) }

    /// Object `id` holds `ints[id]`, `doubles[id]` and `mixed[id]` (also as the one element of `ml`).
    static let ints: [AnyRealmValue] = [.int(.max), .int(.max - 1), .int(.min), .int(.min + 1), .int(9_223_372_036_854_774_784),
                                        .int(9_223_372_036_854_775_296), .int(-9_223_372_036_854_774_784), .int(9_007_199_254_740_992),
                                        .int(9_007_199_254_740_993), .int(0), .int(-1), .null]
    static let doubles: [AnyRealmValue] = [.double(0x1p63), .double(9_223_372_036_854_774_784), .double(-0x1p63), .double(1e19), .double(-1e19),
                                           .double(9_007_199_254_740_992), .double(.infinity), .double(-.infinity), .double(.nan), .double(0.5),
                                           .null, .double(-9_223_372_036_854_777_856)]
    static let mixed: [AnyRealmValue] = [.int(.max), .double(0x1p63), .int(.min), .double(-0x1p63), .double(1e19), decimal("9223372036854775807"),
                                         .int(9_223_372_036_854_775_296), .int(9_007_199_254_740_993), .double(9_007_199_254_740_992), .null,
                                         .string("x"), decimal("1E400")]

    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(schema)
        try realm.write {
            for id in 0..<12 {
                _ = try realm.create("N", value: ["id": .int(Int64(id)), "i": ints[id], "d": doubles[id], "m": mixed[id],
                                                  "ml": .list([mixed[id]])])
            }
        }
        return realm
    }

    static func ids(_ realm: Realm, _ query: String) throws -> [Int64] {
        var ids: [Int64] = []
        try realm.objects("N", where: query).forEach { object in
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
}
