import RealmModel
import Testing
@testable import RealmStore

/// A property as the other side of a path into mixed values with several
/// groups (`ALL ml[*]['name'] BEGINSWITH about.name`, `s == ALL ml[*][0]`,
/// `ml[*]['a'] == m[0]`), as Realm Core 14.14 answers (`realm-core-check
/// query` on a file `from-canonical` made of the same objects): Realm Core
/// evaluates the property beside each group (`Compare::find_first`), so under
/// `ALL`/`NONE` it is one more needle per object, asked group by group as a
/// constant is, on either side (with a string operator, the groups on the
/// right are the needles: `s BEGINSWITH ALL ml[*][0]`). A property that reads
/// into a mixed value (`about.name`, `m[0]`) is a list of its one value or of
/// none: with no quantifier a group meets it element by element, and where it
/// has no value an empty group holds for `ALL` and every group for `NONE`
/// (see `MixedListComparison`).
@Suite struct RealmCoreMixedGroupNeedleTests {
    static let schema = Schema([
        ObjectSchema(className: "C", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "name", type: .string),
        ]),
        ObjectSchema(className: "T", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "ml", type: .mixed, collection: .list, isOptional: true),
            Property(name: "md", type: .mixed, collection: .dictionary, isOptional: true),
            Property(name: "s", type: .string, isOptional: true),
            Property(name: "n", type: .int, isOptional: true),
            Property(name: "m", type: .mixed, isOptional: true),
            Property(name: "about", type: .mixed, isOptional: true),
        ]),
    ])

    /// C: 1 Oslo, 2 Bergen, 3 Os. T (ml | md | s | n | m | about):
    /// 0 [[Oslo, Oslo], [Oslo]] | {k: [Oslo]} | Oslo | 1 | Oslo | C1 ·
    /// 1 [[Oslo, x], [Bergen]] | {k: [x], j: [Oslo]} | Oslo | 1 | x | C2 ·
    /// 2 [[Oslo], [x]] | {k: Oslo} | O | 2 | 2 | C3 · 3 [[null], [1]] | {} | null | null | null | null ·
    /// 4 [[1, 2], [3]] | {k: [1, 2], j: [0]} | x | 0 | 0 | 42 · 5 [[1, 2], [0]] | {k: {a: 3}} | a | 3 | 3 | C1 ·
    /// 6 [{a: ab}, {a: x}] | {k: [], j: [ab]} | ab | 2 | ab | C2 · 7 [{b: 1}, {a: Oslo}] | {k: [Os, Oslo]} | Os | 1 | Os | C3 ·
    /// 8 [] | {k: null} | Oslo | 1 | Oslo | C1 · 9 [[a], scalar] | {j: x} | '' | 1 | '' | C2 ·
    /// 10 [C1, C2] | Oslo | 1 | Oslo | C1 · 11 [C2, C2] | Bergen | 2 | Bergen | C2 · 12 [C3, C1] | Os | 3 | 1 | C3 ·
    /// 13 [C1, x] | Oslo | 1 | Oslo | C1 · 14 [C1, C1] | Osl | 2 | Osl | C3 (md {}).
    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(schema)
        func c(_ id: Int64) -> AnyRealmValue { .link(ObjectLink(className: "C", primaryKey: .int(id))) }
        func l(_ items: AnyRealmValue...) -> AnyRealmValue { .list(items) }
        let oslo: AnyRealmValue = "Oslo"
        let rows: [(ml: [AnyRealmValue], md: [String: AnyRealmValue], s: AnyRealmValue, n: AnyRealmValue, m: AnyRealmValue, about: AnyRealmValue)] = [
            ([l(oslo, oslo), l(oslo)], ["k": l(oslo)], oslo, .int(1), oslo, c(1)),
            ([l(oslo, "x"), l("Bergen")], ["k": l("x"), "j": l(oslo)], oslo, .int(1), "x", c(2)),
            ([l(oslo), l("x")], ["k": oslo], "O", .int(2), .int(2), c(3)),
            ([l(.null), l(.int(1))], [:], .null, .null, .null, .null),
            ([l(.int(1), .int(2)), l(.int(3))], ["k": l(.int(1), .int(2)), "j": l(.int(0))], "x", .int(0), .int(0), .int(42)),
            ([l(.int(1), .int(2)), l(.int(0))], ["k": .dictionary(["a": .int(3)])], "a", .int(3), .int(3), c(1)),
            ([.dictionary(["a": "ab"]), .dictionary(["a": "x"])], ["k": l(), "j": l("ab")], "ab", .int(2), "ab", c(2)),
            ([.dictionary(["b": .int(1)]), .dictionary(["a": oslo])], ["k": l("Os", oslo)], "Os", .int(1), "Os", c(3)),
            ([], ["k": .null], oslo, .int(1), oslo, c(1)),
            ([l("a"), "scalar"], ["j": "x"], "", .int(1), "", c(2)),
            ([c(1), c(2)], [:], oslo, .int(1), oslo, c(1)),
            ([c(2), c(2)], [:], "Bergen", .int(2), "Bergen", c(2)),
            ([c(3), c(1)], [:], "Os", .int(3), .int(1), c(3)),
            ([c(1), "x"], [:], oslo, .int(1), oslo, c(1)),
            ([c(1), c(1)], [:], "Osl", .int(2), "Osl", c(3)),
        ]
        try realm.write {
            for (id, name) in [(1, "Oslo"), (2, "Bergen"), (3, "Os")] {
                _ = try realm.create("C", value: ["id": .int(Int64(id)), "name": .string(name)])
            }
            for (i, row) in rows.enumerated() {
                _ = try realm.create("T", value: ["id": .int(Int64(i)), "ml": .list(row.ml), "md": .dictionary(row.md),
                                                  "s": row.s, "n": row.n, "m": row.m, "about": row.about])
            }
        }
        return realm
    }

    static let cases: [(String, [Int64])] = [
        ("ALL ml[*][*] == s", [0, 3, 6, 8, 9, 10, 11, 12, 13, 14]),
        ("NONE ml[*][*] == s", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
        ("ALL ml[*][0] != s", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
        ("ALL ml[*][*] BEGINSWITH s", [0, 2, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
        ("NONE ml[*][*] BEGINSWITH[c] s", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
        ("ALL ml[*][*] CONTAINS m", [0, 3, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
        ("ALL ml[*]['a'] == s", [0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14]),
        ("ALL ml[*]['a'] BEGINSWITH s", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
        ("ALL ml[*][*] > n", [4, 8, 9, 10, 11, 12, 13, 14]),
        ("NONE ml[*][*] >= n", [0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
        ("ALL ml[*][*] <= m", [0, 1, 3, 5, 6, 8, 9, 10, 11, 12, 13, 14]),
        ("ALL md[*][*] == s", [0, 1, 2, 3, 6, 8, 9, 10, 11, 12, 13, 14]),
        ("NONE md[*][0] == s", [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14]),
        ("ALL md['k'][*] BEGINSWITH s", [0, 2, 3, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
        ("ALL ml[*]['name'] == s", [0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13]),
        ("NONE ml[*]['name'] == s", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14]),
        ("ALL ml[*]['name'] BEGINSWITH s", [0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13, 14]),
        ("NONE ml[*]['name'] ENDSWITH s", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14]),
        ("ALL ml[*]['name'] == about.name", [0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13]),
        ("ALL ml[*]['name'] BEGINSWITH about.name", [0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13, 14]),
        ("NONE ml[*]['name'] BEGINSWITH about.name", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13]),
        ("ALL ml[*][*] == about.name", [0, 1, 8, 9, 10, 11, 12, 13, 14]),
        ("NONE ml[*][*] CONTAINS about.name", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
        ("s == ALL ml[*][*]", [0, 3, 6, 8, 9, 10, 11, 12, 13, 14]),
        ("n < ALL ml[*][*]", [4, 8, 9, 10, 11, 12, 13, 14]),
        ("'Oslo' == ALL ml[*][*]", [0, 2, 7, 8, 9, 10, 11, 12, 13, 14]),
        ("s BEGINSWITH ALL ml[*][*]", [0, 6, 8, 9, 10, 11, 12, 13, 14]),
        ("s BEGINSWITH NONE ml[*][*]", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
        ("'Oslo' BEGINSWITH ALL ml[*][*]", [0, 2, 7, 8, 9, 10, 11, 12, 13, 14]),
        ("m CONTAINS[c] ALL ml[*][*]", [0, 6, 8, 9, 10, 11, 12, 13, 14]),
        ("s BEGINSWITH ALL ml[*]['name']", [0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13]),
        ("about.name BEGINSWITH ALL ml[*]['name']", [0, 1, 2, 5, 8, 9, 10, 11, 12, 13]),
        ("ANY ml[*][*] == s", [0, 1, 3, 6]),
        ("ALL ml[*][*] ==[c] s", [0, 3, 6, 8, 9, 10, 11, 12, 13, 14]),
        ("ALL ml[*][*] == m[0]", [8, 9, 10, 11, 12, 13, 14]),
        ("about.name == ALL ml[*][*]", [0, 1, 8, 9, 10, 11, 12, 13, 14]),
        ("about.name != NONE ml[*][*]", [0, 1, 8, 9, 10, 11, 12, 13, 14]),
        ("m[0] == NONE ml[*][*]", []),
        ("NONE ml[*][*] == m[0]", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
        ("ml[*]['a'] == m[0]", [0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13, 14]),
        ("ml[0][*] CONTAINS[c] about.name", [2]),
        ("about.name > md[*][0]", [3]),
        ("md[*]['a'] >= about.name", [3, 4]),
        ("ALL md[*][0] LIKE about.name", [0, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
        ("NONE md[*][*] == about.name", [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14]),
    ]

    @Test func answersAsRealmCore() throws {
        let realm = try Self.makeRealm()
        for (query, expected) in Self.cases {
            #expect(try matchingIDs(realm, "T", where: query) == expected, "\(query)")
        }
    }
}
