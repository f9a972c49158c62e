import Testing

/// A `SUBQUERY`'s condition is a query of its own on the variable's class (Core's parser strips the
/// variable from the path), so a plain property of the variable's object (`$t.d`) is searched as a
/// plain property is at the top: `IN` a list through `Query::in` (the items of the property's own type
/// kept: `$t.d IN {1}` is no condition at all; an int with no int left is `== -1`), `[c]` on any type
/// against a constant of that type, and `@size`/`@max` after subscripts measuring the property itself
/// (`$t.il[0].@size`, `$t.md['k'].x.@size`). RealmLens read those as the general comparison (refusing
/// `$t.i ==[c] 5`, sizing the element), found by the `subform` category (seed 21300:
/// `SUBQUERY(things, $x, $x.md['deep'].a.a.@size <> 5).@count == 0`: Core 2 owners, RealmLens 12).
/// Through a link (`ANY things.d IN {1}`) it stays the general comparison, as in Core. Answers of
/// `realm-core-check query` on a genuine file built from `dump`.
@Suite struct RealmCoreSubqueryColumnSearchTests {
    /// Owners 1…4 with `things` [1], [2], [1, 2], []; Thing 1: i 5, d 2.5, b true, dt 0, il [1, 2, 3],
    /// md {k: [1, 2]}; Thing 2: i -1, d null, b false, dt 2000-01-01, il [4], md {a: 1, b: 2, c: 3}.
    static let dump = CanonicalDump([
        DumpClass("Owner", primaryKey: "id", properties: [DumpProperty("id", .int, indexed: true), .link("things", to: "Thing", .list)],
                  objects: [["id": 1, "things": [1]], ["id": 2, "things": [2]], ["id": 3, "things": [1, 2]], ["id": 4, "things": []]]),
        DumpClass("Thing", primaryKey: "id", properties: [
            DumpProperty("id", .int, indexed: true), DumpProperty("i", .int), DumpProperty("d", .double, optional: true),
            DumpProperty("b", .bool), DumpProperty("dt", .date), DumpProperty("il", .int, .list),
            DumpProperty("md", .mixed, optional: true, .dictionary),
        ], objects: [
            ["id": 1, "i": 5, "d": 2.5, "b": true, "dt": .date("1970-01-01T00:00:00.000000000Z"), "il": [1, 2, 3], "md": ["k": [1, 2]]],
            ["id": 2, "i": -1, "d": nil, "b": false, "dt": .date("2000-01-01T00:00:00.000000000Z"), "il": [4], "md": ["a": 1, "b": 2, "c": 3]],
        ]),
    ]).json

    static let cases: [(query: String, ids: [Int64]?)] = [
        ("SUBQUERY(things, $t, $t.d IN {1}).@count > 0", [1, 2, 3]),
        ("SUBQUERY(things, $t, $t.d IN {2.5, 1}).@count > 0", [1, 3]),
        ("SUBQUERY(things, $t, $t.b IN {1}).@count > 0", [1, 2, 3]),
        ("SUBQUERY(things, $t, $t.i IN {nil}).@count > 0", [2, 3]),
        ("SUBQUERY(things, $t, $t.i IN {'a'}).@count > 0", [2, 3]),
        ("SUBQUERY(things, $t, $t.i ==[c] 5).@count > 0", [1, 3]),
        ("SUBQUERY(things, $t, $t.dt ==[c] T0:0).@count > 0", [1, 3]),
        ("SUBQUERY(things, $t, $t.d !=[c] 2.5).@count > 0", [2, 3]),
        ("SUBQUERY(things, $t, 5 ==[c] $t.i).@count > 0", nil),
        ("SUBQUERY(things, $t, $t.il[0].@size == 3).@count > 0", [1, 3]),
        ("SUBQUERY(things, $t, $t.il[5].@count == 1).@count > 0", [2, 3]),
        ("SUBQUERY(things, $t, $t.il[0].@max == 3).@count > 0", [1, 3]),
        ("SUBQUERY(things, $t, $t.md['k'].x.@size == 3).@count > 0", [2, 3]),
        ("SUBQUERY(things, $t, $t.md['k'][0].@size == 1).@count > 0", [1, 3]),
        ("ANY things.d IN {1}", []),
        ("ANY things.i ==[c] 5", nil),
    ]

    /// RealmLens's answer, or nil where it refuses the query.
    static func lensAnswer(_ query: String) -> [Int64]? {
        try? DumpQueryAnswers.realmLens(dump, className: "Owner", query: query)
    }

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: (query: String, ids: [Int64]?)) {
        #expect(Self.lensAnswer(pinned.query) == pinned.ids, "\(pinned.query)")
    }

    /// The pinned answers are Realm Core's own, asked again where the tool is present.
    @Test(.requiresRealmCoreCheck) func pinnedAnswersAreRealmCores() throws {
        try DumpQueryAnswers.expectRealmCoreGives(Self.cases, dump: Self.dump, className: "Owner")
    }
}
