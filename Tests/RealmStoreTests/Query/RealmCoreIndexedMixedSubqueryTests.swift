import Testing

/// `m == number` on an indexed mixed property inside a `SUBQUERY`, as Realm Core 14.14 answers it: the
/// subquery is a query on the variable's class, run one object at a time (`ParentNode::match` →
/// `find_first` on that row), and its `m == c` node answers from the search index as at the top
/// (`RealmCoreIndexedMixedTests`), so the int -2^63 is not found by the double -9.2233720368547758e18
/// where a 5 was created after it (`Thing`), and is where it came last (`Later`). Through a link path
/// (`ANY things.m == …`) and with the constant on the left Core compares values, index or not.
/// Seed 17700's `SUBQUERY(things, $item, $item.m2 = -9.223372036854776e+18 && $item.io != 42).@count = 0`
/// (RealmLens compared values: 11 owners of 12). Answers of `realm-core-check query` on a genuine file
/// built from `dump` (`==[c]` there stops Core on a debug assertion, `array.hpp:721`, so it is not asked).
@Suite struct RealmCoreIndexedMixedSubqueryTests {
    /// Owners 1…4 with `things` [1], [2], [1, 2], [] and `later` [2], [1], [1, 2], []; Thing 1 m -2^63,
    /// Thing 2 m 5 (both n 7); Later 1 m 5, Later 2 m -2^63.
    static let dump = CanonicalDump([
        DumpClass("Owner", primaryKey: "id", properties: [DumpProperty("id", .int, indexed: true), .link("things", to: "Thing", .list),
                                                         .link("later", to: "Later", .list)],
                  objects: [["id": 1, "things": [1], "later": [2]], ["id": 2, "things": [2], "later": [1]],
                            ["id": 3, "things": [1, 2], "later": [1, 2]], ["id": 4, "things": [], "later": []]]),
        DumpClass("Thing", primaryKey: "id", properties: [DumpProperty("id", .int, indexed: true), DumpProperty("m", .mixed, optional: true, indexed: true),
                                                         DumpProperty("n", .int, optional: true)],
                  objects: [["id": 1, "m": .int(.min), "n": 7], ["id": 2, "m": 5, "n": 7]]),
        DumpClass("Later", primaryKey: "id", properties: [DumpProperty("id", .int, indexed: true), DumpProperty("m", .mixed, optional: true, indexed: true)],
                  objects: [["id": 1, "m": 5], ["id": 2, "m": .int(.min)]]),
    ]).json

    static let cases: [(query: String, ids: [Int64])] = [
        ("SUBQUERY(things, $t, $t.m == -9.2233720368547758e18).@count > 0", []),
        ("SUBQUERY(things, $t, $t.m == -9223372036854775808).@count > 0", [1, 3]),
        ("SUBQUERY(things, $t, $t.m IN {-9.2233720368547758e18}).@count > 0", []),
        ("SUBQUERY(things, $t, $t.m == -9.2233720368547758e18 AND $t.n == 7).@count == 0", [1, 2, 3, 4]),
        ("SUBQUERY(things, $t, NOT $t.m == -9.2233720368547758e18).@count == 2", [3]),
        ("SUBQUERY(things, $t, $t.m != -9.2233720368547758e18).@count > 0", [2, 3]),
        ("SUBQUERY(things, $t, -9.2233720368547758e18 == $t.m).@count > 0", [1, 3]),
        ("SUBQUERY(later, $t, $t.m == -9.2233720368547758e18).@count > 0", [1, 3]),
        ("ANY things.m == -9.2233720368547758e18", [1, 3]),
    ]

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: (query: String, ids: [Int64])) throws {
        let ids = try DumpQueryAnswers.realmLens(Self.dump, className: "Owner", query: pinned.query)
        #expect(ids == pinned.ids, "\(pinned.query)")
    }

    /// The pinned answers are Realm Core's own, asked again where the tool is present.
    @Test(.requiresRealmCoreCheck) func pinnedAnswersAreRealmCores() throws {
        try DumpQueryAnswers.expectRealmCoreGives(Self.cases.map { ($0.query, Optional($0.ids)) }, dump: Self.dump, className: "Owner")
    }
}
