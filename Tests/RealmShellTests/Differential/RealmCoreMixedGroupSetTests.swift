import Foundation
import Testing
@testable import RealmStore

/// A set property read on an object a link held in a mixed value leads to, in the groups two sides
/// read in Swift are compared by (`MixedGroupPair`, `m[*].iset == m[*].ints`): Realm Core's
/// `Obj::get_any` gives the set itself, a `Mixed` of type set, equal to another set and to no list or
/// dictionary (`Mixed::compare` looks at a collection's kind only), ordered against neither. RealmLens
/// read it as an empty list there, so it equalled any list (`MixedSetValue` now). `m.iset == m.ints`,
/// read in SQL, was right already. Answers: Realm Core 14.14 (`realm-core-check query`) on the file
/// `from-canonical` writes of `dump`; the ones RealmLens gave before are noted.
@Suite struct RealmCoreMixedGroupSetTests {
    /// U 0 (empty collections, `nx` U1), U1 (`iset` {1, 2}, `ints` [1, 2], no `nx`), U2 (`iset` {3},
    /// `nx` U0); T 0…8 whose `m` is U0, [U0], [U1, U2], {a: U1}, 5, [U0, U1], null, [], U2.
    static let dump: String = {
        func u(_ key: Int64) -> DumpValue { .mixedLink(className: "U", key: .int(key)) }
        let ms: [DumpValue] = [u(0), [u(0)], [u(1), u(2)], ["a": u(1)], 5, [u(0), u(1)], nil, [], u(2)]
        return CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), DumpProperty("m", .mixed, optional: true)],
                      objects: ms.enumerated().map { n, m in ["n": .int(Int64(n)), "m": m] }),
            DumpClass("U", primaryKey: "id", properties: [
                DumpProperty("id", .int, indexed: true), DumpProperty("iset", .int, .set), DumpProperty("ints", .int, .list),
                DumpProperty("ints2", .int, .list), DumpProperty("iset2", .int, .set), DumpProperty("idict", .int, .dictionary), .link("nx", to: "U"),
            ], objects: [
                ["id": 0, "iset": [], "ints": [], "ints2": [], "iset2": [], "idict": [:], "nx": 1],
                ["id": 1, "iset": [1, 2], "ints": [1, 2], "ints2": [3], "iset2": [5], "idict": ["a": 1], "nx": nil],
                ["id": 2, "iset": [3], "ints": [], "ints2": [], "iset2": [], "idict": [:], "nx": 0],
            ]),
        ]).json
    }()

    static let answers: [(query: String, expected: [Int64])] = [
        ("m[*].iset == m[*].ints", [0, 4, 6, 7, 8]),  // was [0, 1, 2, 3, 4, 5, 6, 7, 8]
        ("m[*].iset != m[*].ints", [0, 1, 2, 3, 4, 5, 6, 7, 8]),  // was [0, 4, 6, 7, 8]
        ("m.iset == m.ints", [1, 2, 3, 4, 5, 6, 7]),
        ("m.iset != m.ints", [0, 1, 2, 4, 5, 6, 7, 8]),
        ("m[*].iset == m[*].iset2", [0, 1, 2, 3, 4, 5, 6, 7, 8]),
        ("m[*].ints == m[*].ints2", [0, 1, 2, 3, 4, 5, 6, 7, 8]),
        ("m[*].iset == m[*].ints2", [0, 4, 6, 7, 8]),  // was [0, 1, 2, 3, 4, 5, 6, 7, 8]
        ("ANY m[*].iset == m[*].ints", []),  // was [1, 2, 3, 5]
        ("ALL m[*].iset == m[*].ints", [0, 4, 6, 7, 8]),  // was [0, 1, 2, 3, 4, 5, 6, 7, 8]
        ("NONE m[*].iset == m[*].ints", [0, 1, 2, 3, 4, 5, 6, 7, 8]),  // was [0, 4, 6, 7, 8]
        ("m[*].iset > m[*].ints", [0, 4, 6, 7, 8]),
        ("m[*].iset < m[*].ints", [0, 4, 6, 7, 8]),
        ("m[*].iset >= m[*].ints", [0, 4, 6, 7, 8]),  // was [0, 1, 2, 3, 4, 5, 6, 7, 8]
        ("m[*].iset <= m[*].iset2", [0, 1, 2, 3, 4, 5, 6, 7, 8]),
        ("m[*].iset < m[*].iset2", [0, 4, 6, 7, 8]),
        ("m[*].iset == m[*].iset", [0, 1, 2, 3, 4, 5, 6, 7, 8]),
        ("m[*].iset == m['a'].ints", [0, 4, 6, 7, 8]),  // was [0, 3, 4, 6, 7, 8]
        ("m['a'].iset == m[*].ints", [0, 4, 6, 7, 8]),  // was [0, 3, 4, 6, 7, 8]
        ("m[*].iset == m[*].idict", [0, 4, 6, 7, 8]),
        ("m[*].idict == m[*].ints", [0, 4, 6, 7, 8]),
        ("m[*].iset >= m[*].idict", [0, 4, 6, 7, 8]),
        ("m.nx.iset == m.ints", [1, 2, 4, 5, 6, 7]),  // was [0, 1, 2, 4, 5, 6, 7, 8]
        ("m.nx.iset == m.nx.ints", [1, 2, 3, 4, 5, 6, 7]),  // was [0, 1, 2, 3, 4, 5, 6, 7, 8]
        ("m.nx.iset == m.iset", [0, 1, 2, 4, 5, 6, 7, 8]),
        ("m[*].nx.iset == m[*].ints", [0, 4, 6, 7, 8]),  // was [0, 1, 2, 4, 5, 6, 7, 8]
        ("m[*].iset.@size == 0", []),
        ("m[*].iset == m[*].nx.iset", [0, 1, 2, 4, 5, 6, 7, 8]),
        ("m[*].iset != m[*].nx.ints", [0, 1, 2, 3, 4, 5, 6, 7, 8]),  // was [0, 2, 3, 4, 5, 6, 7, 8]
        ("m[*].iset == m[*].n", [0, 4, 6, 7, 8]),
        ("m[*].iset[0] == m[*].ints", [0, 4, 6, 7, 8]),
        ("m[*].iset IN {1, 2}", []),
        ("m[*].iset == {}", [0, 4, 6, 7, 8]),
        ("m[*].ints == {}", [0, 4, 6, 7, 8]),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "mixed-group-set.realm", Self.answers)
    }
}
