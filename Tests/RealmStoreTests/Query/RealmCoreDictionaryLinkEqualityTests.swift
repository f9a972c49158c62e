import Testing

/// A value of a dictionary of objects by key (`fav['summer']`) where the key holds null, and against a
/// constant that is no link. Realm Core reads the value as a mixed link: null where the key holds null
/// or is missing from a dictionary with entries, no value where the dictionary is empty. RealmLens took
/// a dictionary holding only nulls for an empty one (`fav['summer'] IN {nil}` missed person 2, `IN {}`
/// found it), and refused `== 31`, `!= 'x'`, `!= {31}` (Core: `==` no object, `!=` every person with an
/// entry; a list as lists compare). `ALL`/`NONE` against one constant stop Core and stay refused.
/// Answers of `realm-core-check query` on a genuine file built from `dump`.
@Suite struct RealmCoreDictionaryLinkEqualityTests {
    /// People 1 {summer: city 1}, 2 {summer: null}, 3 {}, 4 {summer: city 2, winter: null}, 5 {winter: city 1}.
    static let dump = CanonicalDump([
        DumpClass("City", primaryKey: "id", properties: [DumpProperty("id", .int, indexed: true), DumpProperty("name", .string, optional: true)],
                  objects: [["id": 1, "name": "Oslo"], ["id": 2, "name": nil]]),
        DumpClass("Person", primaryKey: "id", properties: [DumpProperty("id", .int, indexed: true), .link("fav", to: "City", .dictionary, optional: true)],
                  objects: [["id": 1, "fav": ["summer": 1]], ["id": 2, "fav": ["summer": nil]], ["id": 3, "fav": [:]],
                            ["id": 4, "fav": ["summer": 2, "winter": nil]], ["id": 5, "fav": ["winter": 1]]]),
    ]).json

    static let cases: [(query: String, ids: [Int64]?)] = [
        // A null under the key is a null value, not an empty group.
        ("fav['summer'] IN {nil}", [2, 5]),
        ("fav['summer'] == {nil}", [2, 5]),
        ("fav['summer'] IN {}", [3]),
        ("ALL fav['summer'] IN {}", [3]),
        ("NONE fav['summer'] IN {nil}", [1, 3, 4]),
        ("fav['winter'] IN {nil}", [1, 2, 4]),
        ("fav['summer'] != {}", [3]),
        // A constant that is no link.
        ("fav['summer'] == 31", []),
        ("fav['summer'] != 31", [1, 2, 4, 5]),
        ("31 != fav['summer']", [1, 2, 4, 5]),
        ("ANY fav['summer'] != 'x'", [1, 2, 4, 5]),
        ("fav['summer'] ==[c] 'x'", []),
        ("fav['summer'] !=[c] 'x'", [1, 2, 4, 5]),
        ("fav.winter != true", [1, 2, 4, 5]),
        ("NOT fav['summer'] != 31", [3]),
        ("fav['summer'] !=[c] 31", nil),
        ("ALL fav['summer'] != 31", nil),
        // A list holding one.
        ("fav['summer'] != {31}", [1, 2, 3, 4, 5]),
        ("fav['summer'] != {nil, 31}", [1, 2, 3, 4, 5]),
        ("{31} != fav['summer']", [1, 2, 3, 4, 5]),
        ("ALL fav['summer'] != {31}", [1, 2, 3, 4, 5]),
        ("ANY fav['summer'] != {nil, 31}", [1, 2, 4, 5]),
        ("NONE fav['summer'] != {31}", [3]),
        ("fav['summer'] !=[c] {31, 'x'}", [1, 2, 4, 5]),
    ]

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: (query: String, ids: [Int64]?)) {
        let ids = try? DumpQueryAnswers.realmLens(Self.dump, className: "Person", query: pinned.query)
        #expect(ids == pinned.ids, "\(pinned.query)")
    }

    /// The pinned answers are Realm Core's own, asked again where the tool is present (a refusal of
    /// ours where Core stops, `ALL … != 31`, is not asked).
    @Test(.requiresRealmCoreCheck) func pinnedAnswersAreRealmCores() throws {
        try DumpQueryAnswers.expectRealmCoreGives(Self.cases.filter { !$0.query.hasPrefix("ALL fav['summer'] != 31") },
                                                  dump: Self.dump, className: "Person")
    }
}
