import Testing

/// `@count`/`@size` of links reached through other links, and sizes through backlinks against a list
/// constant, as Realm Core 14.14 answers (`realm-core-check query` on `links.realm` and on a genuine file
/// built from `dump` with `realm-core-check from-canonical`; checked live where the tool is present).
///
/// - Core's `LinkCount` counts a link property two ways. As the path's only link it follows the links,
///   so a dictionary of objects skips its null values (`favoriteCities.@count`). After another link
///   (`friends.favoriteCities.@count`, `address.d.@count`, `@links.P.one.d.@count`) it reads the size of
///   the collection each object reached holds, nulls included (Core 2 people, RealmLens answered 0).
/// - That second form is a list, one count per object the chain before it reaches, even through to-one
///   links: against a list constant it is met element by element (`one.d.@count IN {}` holds where `one`
///   is null, `many.d.@count == {3, 3}` in the list's order), as the sizes `SizeOperator` reads through a
///   to-many chain are; through backlinks too (`@links.Person.friends.name.@size != {}`: Core 8 people,
///   RealmLens 0), in the order of the objects linking here. A quantifier on a size is ignored.
/// - With a key after a dictionary of objects (`favoriteCities['summer'].@count`) Core sizes the whole
///   dictionary (`DictionarySize`: nulls included, 0 through a null link, one size per object a to-many
///   link reaches), as for a dictionary of values; RealmLens counted the link under the key.
@Suite struct RealmCoreLinkCountTests: PinsRealmCoreAnswers {
    static let onLinks: [PinnedCase] = [
        A("links", "Person", "friends.favoriteCities.@count == 3", ["Chloé", "Daichi"]),
        A("links", "Person", "friends.favoriteCities.@size == 3", ["Chloé", "Daichi"]),
        A("links", "Person", "friends.favoriteCities.@values.@count == 3", ["Chloé", "Daichi"]),
        A("links", "Person", "ALL friends.favoriteCities.@count == 3", ["Chloé", "Daichi"]),
        A("links", "Person", "favoriteCities.@count == 2", ["Alice", "Chloé", "Eve", "Gunnar"]),
        A("links", "Person", "SUBQUERY(friends, $f, $f.favoriteCities.@count == 3).@count > 0", []),
        A("links", "Person", "@links.Person.friends.favoriteCities.@count == 2", ["Alice", "Daichi", "Eve", "Hana"]),
        A("links", "Person", "@links.Person.friends.name.@size != {}", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "@links.Person.friends.name.@size IN {}", []),
        A("links", "Person", "@links.Person.friends.name.@size == {6, 4}", ["Alice"]),
        A("links", "Person", "@links.Person.friends.name.@size == {4, 6}", []),
        A("links", "Person", "@links.Person.friends.name.@size == {5, 3}", []),
        A("links", "Person", "@links.Person.friends.name.@size > {5, 3}", ["Alice", "Eve", "Gunnar"]),
        A("links", "Person", "ALL @links.Person.friends.name.@size != {}", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "NONE @links.Person.friends.name.@size != {}", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "ANY @links.Person.friends.name.@size IN {5, 3}", []),
        A("links", "Person", "@links.Person.friends.friends.@count != {}", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "@links.Person.friends.friends.@count == {2, 3}", ["Alice", "Eve"]),
        A("links", "Person", "@links.Person.bestFriend.name.@size IN {}", ["Bob", "Daichi", "Eve", "Gunnar"]),
        A("links", "Person", "@links.Person.bestFriend.friends.@count IN {}", ["Bob", "Daichi", "Eve", "Gunnar"]),
        A("links", "Person", "@links.Person.friends.name.@size + 1 == {7}", ["Daichi", "Fernanda", "Hana"]),
        A("links", "Person", "bestFriend.bestFriend.@count IN {}", ["Bob", "Chloé", "Eve", "Fernanda"]),
        A("links", "Person", "friends.@links.Person.bestFriend.@count IN {}", ["Alice", "Eve"]),
        A("links", "Person", "favoriteCities['summer'].@count == 2", ["Alice", "Chloé", "Gunnar"]),
        A("links", "Person", "friends.favoriteCities['summer'].@count == 3", ["Chloé", "Daichi"]),
        A("links", "Person", "bestFriend.favoriteCities['never'].@count == 0", ["Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Hana"]),
    ]

    @Test(.requiresFixtures, arguments: onLinks) func answersAsRealmCoreOnLinks(_ pinned: PinnedCase) throws {
        try check(pinned)
    }

    /// `P` 1…4: `d` a dictionary of links to `T` (1: {a: T1, b: null}; 2: three nulls; 3: {a: T1, b: T2, c: null};
    /// 4: empty), `vd` a dictionary of ints with nulls, `one` 1→2→3→null and 4→1, `many` 1 [2, 3], 2 [3],
    /// 3 [], 4 [1, 2, 3], `e` an embedded object with a dictionary of links. `T` 1…3 link back to P 1, 2, 1
    /// (`back`) and hold `td` dictionaries of 2, 0 and 1 entries.
    static let dump = CanonicalDump([
        DumpClass("P", primaryKey: "id", properties: [
            DumpProperty("id", .int, indexed: true), .link("d", to: "T", .dictionary, optional: true), DumpProperty("vd", .int, optional: true, .dictionary),
            .link("one", to: "P"), .link("many", to: "P", .list), .link("s", to: "T", .set), .link("e", to: "E"),
        ], objects: [
            ["id": 1, "d": ["a": 1, "b": nil], "vd": ["x": 1, "y": nil], "one": 2, "many": [2, 3], "s": [1], "e": .object(["d": ["n": nil, "m": 2]])],
            ["id": 2, "d": ["a": nil, "b": nil, "c": nil], "vd": ["x": nil], "one": 3, "many": [3], "s": [], "e": nil],
            ["id": 3, "d": ["a": 1, "b": 2, "c": nil], "vd": [:], "one": nil, "many": [], "s": [1, 2], "e": .object(["d": [:]])],
            ["id": 4, "d": [:], "vd": ["x": 1, "y": 2, "z": nil], "one": 1, "many": [1, 2, 3], "s": [2], "e": .object(["d": ["n": nil]])],
        ]),
        DumpClass("E", embedded: true, properties: [.link("d", to: "T", .dictionary, optional: true)]),
        DumpClass("T", primaryKey: "id", properties: [DumpProperty("id", .int, indexed: true), .link("back", to: "P"),
                                                     .link("td", to: "T", .dictionary, optional: true)],
                  objects: [["id": 1, "back": 1, "td": ["q": nil, "r": 2]], ["id": 2, "back": 2, "td": [:]], ["id": 3, "back": 1, "td": ["q": nil]]]),
    ]).json

    static let cases: [(query: String, ids: [Int64])] = [
        ("d.@count == 1", [1]),
        ("d.@count == 2", [3]),
        ("d[*].@count == 2", [3]),
        ("SUBQUERY(many, $x, $x.d.@count == 3).@count > 0", []),
        ("one.d.@count == 3", [1, 2]),
        ("one.d.@count == 0", []),
        ("one.d.@size == 3", [1, 2]),
        ("one.d.@values.@count == 3", [1, 2]),
        ("one.d[*].@count == 3", [1, 2]),
        ("many.d.@count == 3", [1, 2, 4]),
        ("ALL many.d.@count == 3", [1, 2, 4]),
        ("one.one.d.@count == 3", [1, 4]),
        ("e.d.@count == 2", [1]),
        ("one.e.d.@count == 1", []),
        ("@links.P.one.d.@count == 2", [2]),
        ("@links.P.many.d.@count == 3", [3]),
        ("d.td.@count == 2", [1, 3]),
        ("d['a'].td.@count == 2", [1, 3]),
        ("one.d.@count + 1 == 4", [1, 2]),
        ("one.d.@count == one.vd.@count", [4]),
        ("one.d.@count IN {}", [3]),
        ("one.d.@count != {}", [1, 2, 3, 4]),
        ("one.d.@count == {3}", [1, 2]),
        ("many.d.@count == {3, 3}", [1]),
        ("many.d.@count == {3}", [2]),
        ("one.one.@count IN {}", [3]),
        ("one.many.@count IN {}", [3]),
        ("e.d.@count IN {}", [2]),
        ("one.vd.@count IN {}", []),
        ("@links.P.many.many.@count IN {}", [4]),
        ("@links.P.many.many.@count != {}", [1, 2, 3, 4]),
        ("@links.P.many.many.@count == {2, 3}", [2]),
        ("@links.P.many.many.@count == {3, 2}", []),
        ("ALL @links.P.many.many.@count == {2, 3}", [2]),
        ("many.@links.P.many.@count == {2, 3}", [1]),
        ("many.@links.P.one.@count == {1}", [2]),
        ("one.@links.P.one.@count IN {}", [3]),
        ("@links.T.back.td.@count == {2, 1}", [1]),
        ("@links.T.back.td.@count == {1, 2}", []),
        ("one.d.@count + 1 IN {}", [3]),
        // A key after a dictionary of objects: Core's `DictionarySize`, the whole dictionary's size, 0 through a null link.
        ("d['a'].@count == 2", [1]),
        ("d.a.@count == 2", [1]),
        ("one.d['b'].@count == 0", [3]),
        ("one.one.d['b'].@count == 0", [2, 3]),
        ("one.e.d['n'].@count == 0", [1, 2, 3]),
        ("one.d['zz'].@count == {3}", [1, 2]),
        ("many.d['a'].@count == {3, 3}", [1]),
    ]

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: (query: String, ids: [Int64])) throws {
        #expect(try DumpQueryAnswers.realmLens(Self.dump, className: "P", query: pinned.query) == pinned.ids, "\(pinned.query)")
    }

    /// The pinned answers are Realm Core's own, asked again where the tool is present.
    @Test(.requiresRealmCoreCheck) func pinnedAnswersAreRealmCores() throws {
        let answers = try DumpQueryAnswers.realmCore(Self.dump, queries: Self.cases.map { ("P", $0.query) })
        for (pinned, core) in zip(Self.cases, answers) {
            #expect(core.ids == pinned.ids, "\(pinned.query): \(core.message)")
        }
    }
}
