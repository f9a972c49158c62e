import Testing

/// `m == number` on an indexed mixed property, as Realm Core 14.14 answers it: through the search
/// index (`MixedSearchIndex`), whose keys are not Realm's equality — an int and an equal double beyond
/// 32 bits, or a float and an equal double, have different keys — so an equal value is found only where
/// it sits alone in the slot the constant's key leads to, and which slots exist depends on the nulls each
/// object held when it was created (seed 77: `m2 == -9.2233720368547758e18` against the int -2^63).
/// `!=`, the constant on the left and `IN` a longer list are column scans, as on `u`, the same values
/// unindexed. Answers of `realm-core-check query` on a genuine file built from `dump` with
/// `realm-core-check from-canonical`.
@Suite struct RealmCoreIndexedMixedTests {
    /// Classes A…G, objects 1, 2… holding `m` (indexed) and `u` (not): A [-2^63, 5], B [5, -2^63],
    /// C [-2^63, null], D [2^40, 2^41], E [2^40, 5], F [0.5, 7], G [-2^63], H [-2^63, 5, 6, 7], J [5, 6, -2^63].
    static let dump: String = {
        let classes: [(name: String, values: [DumpValue])] = [
            ("A", [.int(.min), 5]), ("B", [5, .int(.min)]), ("C", [.int(.min), nil]), ("D", [1_099_511_627_776, 2_199_023_255_552]),
            ("E", [1_099_511_627_776, 5]), ("F", [0.5, 7]), ("G", [.int(.min)]), ("H", [.int(.min), 5, 6, 7]), ("J", [5, 6, .int(.min)]),
        ]
        return CanonicalDump(classes.map { name, values in
            DumpClass(name, primaryKey: "id", properties: [DumpProperty("id", .int, indexed: true),
                                                           DumpProperty("m", .mixed, optional: true, indexed: true), DumpProperty("u", .mixed, optional: true)],
                      objects: values.enumerated().map { index, value in ["id": .int(Int64(index + 1)), "m": value, "u": value] })
        }).json
    }()

    static let cases: [(className: String, query: String, ids: [Int64])] = [
        ("A", "m == -9.2233720368547758e18", []),
        ("A", "m == -9223372036854775808", [1]),
        ("A", "u == -9.2233720368547758e18", [1]),
        ("A", "m IN {-9.2233720368547758e18}", []),
        ("A", "m ==[c] -9.2233720368547758e18", []),
        ("A", "m == -9.2233720368547758e18 OR id == 9", []),
        ("A", "NOT m == -9.2233720368547758e18", [1, 2]),
        ("A", "-9.2233720368547758e18 == m", [1]),
        ("A", "m IN {-9.2233720368547758e18, 7}", [1]),
        ("A", "m != -9.2233720368547758e18", [2]),
        ("B", "m == -9.2233720368547758e18", [2]),
        ("C", "m == -9.2233720368547758e18", []),
        ("G", "m == -9.2233720368547758e18", [1]),
        ("D", "m == 1.099511627776e12", []),
        ("D", "m == 1099511627776", [1]),
        ("D", "u == 1.099511627776e12", [1]),
        ("E", "m == 1.099511627776e12", []),
        ("F", "m == 0.5", [1]),
        ("F", "m == 0.5f", []),
        ("F", "u == 0.5f", [1]),
        ("F", "m == 7.0", [2]),
        ("H", "m == -9.2233720368547758e18", []),
        ("J", "m == -9.2233720368547758e18", [3]),
    ]

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: (className: String, query: String, ids: [Int64])) throws {
        let ids = try DumpQueryAnswers.realmLens(Self.dump, className: pinned.className, query: pinned.query)
        #expect(ids == pinned.ids, "\(pinned.className): \(pinned.query)")
    }

    /// The pinned answers are Realm Core's own, asked again where the tool is present.
    @Test(.requiresRealmCoreCheck) func pinnedAnswersAreRealmCores() throws {
        let answers = try DumpQueryAnswers.realmCore(Self.dump, queries: Self.cases.map { ($0.className, $0.query) })
        for (pinned, core) in zip(Self.cases, answers) {
            #expect(core.ids == pinned.ids, "\(pinned.className): \(pinned.query): \(core.message)")
        }
    }
}
