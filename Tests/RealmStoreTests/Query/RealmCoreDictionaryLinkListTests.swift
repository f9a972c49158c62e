import Testing

/// A value of a dictionary of objects (`fav['summer']`) against a list of constants holding items that are
/// no link (`IN {31}`, `== {31, 'x'}`): Realm Core reads the value as a mixed link and takes the list, an
/// item that is no link simply never met; RealmLens refused it (seed 22500's `NONE favoriteCities['a'] IN
/// {Null, 31}` on `links.realm`: Core 4 people). `@values` stays refused, as in Core. Answers of
/// `realm-core-check query` on a genuine file built from `dump`.
@Suite struct RealmCoreDictionaryLinkListTests {
    /// People 1 {summer: city 1}, 2 {summer: null}, 3 {}.
    static let dump = CanonicalDump([
        DumpClass("City", primaryKey: "id", properties: [DumpProperty("id", .int, indexed: true)], objects: [["id": 1]]),
        DumpClass("Person", primaryKey: "id", properties: [DumpProperty("id", .int, indexed: true), .link("fav", to: "City", .dictionary, optional: true)],
                  objects: [["id": 1, "fav": ["summer": 1]], ["id": 2, "fav": ["summer": nil]], ["id": 3, "fav": [:]]]),
    ]).json

    static let cases: [(query: String, ids: [Int64]?)] = [
        ("fav['summer'] IN {31}", []),
        ("fav['summer'] == {31}", []),
        ("fav['winter'] IN {31}", []),
        ("ANY fav['summer'] IN {31, 'x'}", []),
        ("NONE fav['summer'] IN {31}", [1, 2, 3]),
        ("fav.@values IN {nil, 31}", nil),
    ]

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: (query: String, ids: [Int64]?)) {
        let ids = try? DumpQueryAnswers.realmLens(Self.dump, className: "Person", query: pinned.query)
        #expect(ids == pinned.ids, "\(pinned.query)")
    }

    /// The pinned answers are Realm Core's own, asked again where the tool is present.
    @Test(.requiresRealmCoreCheck) func pinnedAnswersAreRealmCores() throws {
        try DumpQueryAnswers.expectRealmCoreGives(Self.cases, dump: Self.dump, className: "Person")
    }
}
