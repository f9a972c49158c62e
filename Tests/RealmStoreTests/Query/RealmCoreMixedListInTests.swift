import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// A path into mixed values compared with a list of constants (`IN {…}`,
/// `== {…}`, `!= {…}`), as Realm Core 14.14 answers (`realm-core-check
/// query` on a file `from-canonical` made of the same objects): the path's
/// values come in groups, each a list to Realm Core — compared element by
/// element with no `ANY`/`ALL`/`NONE`, else value by value; under `ALL`
/// with more than two values on both sides Realm Core's sorted walk fails a
/// value held twice — and a key path through a dictionary is one value
/// unless the dictionary is empty (see `MixedListComparison`).
@Suite struct RealmCoreMixedListInTests {
    static let schema = Schema([ObjectSchema(className: "T", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "m", type: .mixed, isOptional: true),
        Property(name: "ml", type: .mixed, collection: .list, isOptional: true),
        Property(name: "md", type: .mixed, collection: .dictionary, isOptional: true),
    ])])

    /// m: [1], [1,1], [1,1,1], [1,2,3], [1,'x'], ['X'], [], 1, null, [[1],[1,2]], {a: 1, b: 'x'}, [1,1,2], [3,2,1], [1];
    /// ml: 1 [[1,2]], 2 [1], 4 [[1],['x']], 13 [1,'x'], else []; md: 1 {a: 1}, 2 {a: [1,1]}, 4 {a: 2}, 6 {b: 1}, 13 {a: 'X'}, else {}.
    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(schema)
        let one = AnyRealmValue.int(1), two = AnyRealmValue.int(2)
        let m: [AnyRealmValue] = [.list([one]), .list([one, one]), .list([one, one, one]), .list([one, two, .int(3)]), .list([one, "x"]),
                                  .list(["X"]), .list([]), one, .null, .list([.list([one]), .list([one, two])]),
                                  .dictionary(["a": one, "b": "x"]), .list([one, one, two]), .list([.int(3), two, one]), .list([one])]
        var ml = [AnyRealmValue](repeating: .list([]), count: m.count)
        ml[1] = .list([.list([one, two])]); ml[2] = .list([one]); ml[4] = .list([.list([one]), .list(["x"])]); ml[13] = .list([one, "x"])
        var md = [AnyRealmValue](repeating: .dictionary([:]), count: m.count)
        md[1] = .dictionary(["a": one]); md[2] = .dictionary(["a": .list([one, one])]); md[4] = .dictionary(["a": two])
        md[6] = .dictionary(["b": one]); md[13] = .dictionary(["a": "X"])
        try realm.write {
            for i in m.indices {
                _ = try realm.create("T", value: ["id": .int(Int64(i)), "m": m[i], "ml": ml[i], "md": md[i]])
            }
        }
        return realm
    }

    static let answers: [(String, [Int64])] = [
        ("m[*] IN {1}", [0, 13]),
        ("m[*] IN {1.0}", [0, 13]),
        ("m[*] IN {1, 1, 1}", [2]),
        ("m[*] IN {}", [6, 7, 8]),
        ("m[*] IN[c] {1, 'x'}", [4, 10]),
        ("m[*] == {1, 2, 3}", [3]),
        ("m[*] != {1}", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
        ("ANY m[*] IN {1, 'x'}", [0, 1, 2, 3, 4, 10, 11, 12, 13]),
        ("ALL m[*] IN {1, 2, 3}", [0, 1, 3, 6, 7, 8, 12, 13]),
        ("ALL m[*] IN {1, 2}", [0, 1, 2, 6, 7, 8, 11, 13]),
        ("NONE m[*] IN {1}", [5, 6, 7, 8, 9]),
        ("ANY m[*] IN[c] {'x'}", [4, 5, 10]),
        ("m[0][*] IN {1, 2}", []),
        ("ANY m[*][*] IN {2}", [9]),
        ("ALL m[*][0] IN {1}", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]),
        // An index past the end finds no value, not null.
        ("m[1] IN {}", [0, 5, 6, 7, 8, 10, 13]),
        ("m[1] == null", []),
        ("m[1] != null", [1, 2, 3, 4, 9, 11, 12]),
        ("ml[*][*] IN {1, 2}", [1]),
        ("ANY ml[*][*] IN[c] {'X'}", [4]),
        ("md['a'][*] IN {1, 1}", [2]),
        ("md.a IN {1, 2}", [1, 4]),
        ("md.a IN {}", [0, 3, 5, 7, 8, 9, 10, 11, 12]),
        ("md.a != {1}", [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]),
        // A list against a list with `!=`: different sizes differ; one size, when every pair does.
        ("ml != {1, 'x'}", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
        ("ml[*] != {1}", [0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]),
        // One element of a list is a list of one value (of none when the list is empty); `!=[c]`
        // does not hold for lists of different sizes.
        ("ml[0] IN {}", [0, 3, 5, 6, 7, 8, 9, 10, 11, 12]),
        ("ml[0] != {1}", [0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
        ("ml[0] IN {1, 2}", []),
        ("ml[0] !=[c] {1}", [1, 4]),
    ]

    @Test func answersAsRealmCore() throws {
        let realm = try Self.makeRealm()
        for (query, expected) in Self.answers {
            #expect(try matchingIDs(realm, "T", where: query) == expected, "\(query)")
        }
    }
}
