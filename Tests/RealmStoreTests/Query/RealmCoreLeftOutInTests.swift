import Testing

/// `prop IN {…}` (or `== {…}`) on a plain bool, float, double, binary, date or decimal property with no
/// item of the property's type left: Realm Core's `Query::in` adds no node at all, so the condition is
/// left out of `NOT`, `AND` and `OR` as well (`NotNode::visit` opens a group nothing enters), not a
/// true condition: `NOT d IN {'x'}` holds for every object, `id == 1 OR d IN {'x'}` is `id == 1`
/// (RealmLens found none for the first and every object for the second). Seed 22500's `NOT bin ==[c]
/// {'', 'a*'}` (Core 40 objects, RealmLens 0). Core stops on a failed assertion (`query.cpp:1919`) where
/// such a condition comes before another in an `OR`, so that is not asked. Answers of
/// `realm-core-check query` on a genuine file built from `dump`.
@Suite struct RealmCoreLeftOutInTests {
    /// Things 1 (d 2.5, b true, dt 1970) and 2 (d null, b false, dt 2000): the same data as
    /// `RealmCoreSubqueryColumnSearchTests` asks.
    static let dump = RealmCoreSubqueryColumnSearchTests.dump

    static let cases: [(query: String, ids: [Int64])] = [
        ("d IN {'x'}", [1, 2]),
        ("NOT d IN {'x'}", [1, 2]),
        ("NOT b IN {1}", [1, 2]),
        ("NOT dt IN {1, 'a'}", [1, 2]),
        ("id == 1 OR d IN {'x'}", [1]),
        ("NOT (id == 1 OR d IN {'x'})", [2]),
        ("NOT d IN {'x'} AND id == 2", [2]),
    ]

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: (query: String, ids: [Int64])) throws {
        let ids = try DumpQueryAnswers.realmLens(Self.dump, className: "Thing", query: pinned.query)
        #expect(ids == pinned.ids, "\(pinned.query)")
    }

    /// The pinned answers are Realm Core's own, asked again where the tool is present.
    @Test(.requiresRealmCoreCheck) func pinnedAnswersAreRealmCores() throws {
        try DumpQueryAnswers.expectRealmCoreGives(Self.cases.map { ($0.query, Optional($0.ids)) }, dump: Self.dump, className: "Thing")
    }
}
