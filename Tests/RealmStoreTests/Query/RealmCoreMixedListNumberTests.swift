import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// Numbers beyond 2^53 in a path into mixed values compared with a list of
/// constants (`m[*] IN {…}`, see `MixedListComparison`), as Realm Core 14.14
/// answers (`realm-core-check query` on a file `from-canonical` made of the
/// same objects): an int and a double compare exactly (`compare_long_to_double`),
/// so the int 2^53 + 1 is not the double 2^53, and no int is the double 2^63 —
/// the same order `rl_cmp` gives the plain comparison (`MixedNumber`).
@Suite struct RealmCoreMixedListNumberTests {
    static let schema = Schema([ObjectSchema(className: "T", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "m", type: .mixed, isOptional: true),
    ])])

    /// m: 1 [2^53+1], 2 [2^53], 3 [2^53 as a double], 4 [Int64.max], 5 [2^53+1, 1, 2], 6 {a: 2^53+1}.
    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(schema)
        let above = AnyRealmValue.int(9_007_199_254_740_993)
        let m: [AnyRealmValue] = [.list([above]), .list([.int(9_007_199_254_740_992)]), .list([.double(0x1p53)]),
                                  .list([.int(.max)]), .list([above, .int(1), .int(2)]), .dictionary(["a": above])]
        try realm.write {
            for (i, value) in m.enumerated() { _ = try realm.create("T", value: ["id": .int(Int64(i + 1)), "m": value]) }
        }
        return realm
    }

    static let answers: [(String, [Int64])] = [
        ("m[*] IN {9007199254740992.0}", [2, 3]),
        ("m[*] IN {9007199254740993}", [1, 6]),
        ("m[*] == {9007199254740992.0}", [2, 3]),
        ("m[*] != {9007199254740992.0}", [1, 4, 5, 6]),
        // More than two values on both sides: Realm Core sorts both and walks them once.
        ("ANY m[*] IN {9007199254740992.0, 1.0, 2.0}", [2, 3, 5]),
        ("ALL m[*] IN {9007199254740992.0, 1.0, 2.0}", [2, 3]),
        ("ANY m[*] IN {9007199254740993, 1.0, 2.0}", [1, 5, 6]),
        ("m[*] IN {9223372036854775807.0}", []),
        ("m[*] == 9007199254740992.0", [2, 3]),
        ("m[*] > 9007199254740992.0", [1, 4, 5, 6]),
    ]

    @Test func answersAsRealmCore() throws {
        let realm = try Self.makeRealm()
        for (query, expected) in Self.answers {
            #expect(try matchingIDs(realm, "T", where: query) == expected, "\(query)")
        }
    }
}
