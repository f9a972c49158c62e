import Testing
@testable import RealmStore

/// Subscripts after links and backlinks, and `@keys` on a dictionary of
/// links followed by a name, as Realm Core 14.14 answers on `links.realm`
/// (`realm-core-check query`; checked live where the tool is present).
/// `LinkChain::index` takes `[*]` after any link not yet indexed (to-one,
/// to-many, backlinks) as no step at all (`bestFriend[*].name` is
/// `bestFriend.name`, `friends[*].@count` is `friends.@count`); a backlink
/// is no list, so an index or key after `@links.C.p` ends the link chain:
/// `@links.Person.bestFriend[0].@links.@count` counts the backlinks of the
/// objects `@links.Person.bestFriend` reaches; anywhere else it is refused
/// ("[FIRST] not expected"). On a dictionary of links `@keys` followed by a
/// name is a key like any other (`favoriteCities.@keys.name` is
/// `favoriteCities['@keys'].name`), and `['@values']` is `@values`.
/// RealmLens refused these subscripts (and stopped on `[*]` after backlinks).
@Suite struct RealmCoreLinkSubscriptTests: PinsRealmCoreAnswers {
    static let backlinkSubscripts: [PinnedCase] = [
        A("links", "Person", "@links.Person.bestFriend[0].@links.@count > 0", ["Alice", "Chloé", "Fernanda", "Hana"]),
        A("links", "Person", "@links.Person.bestFriend[LAST].@links.@count > 0", ["Alice", "Chloé", "Fernanda", "Hana"]),
        A("links", "Person", "@links.Person.bestFriend[1].name.@links.@count == 0", ["Bob", "Daichi", "Eve", "Gunnar"]),
        A("links", "Person", "@links.Person.friends[0].@links.@count > 1", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Gunnar", "Hana"]),
        A("links", "Person", "@links.Person.bestFriend[*].@links.@count > 0", ["Alice", "Chloé", "Fernanda", "Hana"]),
        A("links", "Person", "@links.Person.bestFriend[*].name == 'Alice'", ["Chloé"]),
        A("links", "Person", "ALL @links.Person.bestFriend[*].name == 'Alice'", ["Bob", "Chloé", "Daichi", "Eve", "Gunnar"]),
        A("links", "Person", "@links.Person.bestFriend[*][*].name == 'Alice'", ["Chloé"]),
        A("links", "Person", "@links.Person.bestFriend[*].@count > 0", ["Alice", "Chloé", "Fernanda", "Hana"]),
        A("links", "Person", "@links.Person.friends[*].@count > 1", ["Alice", "Chloé", "Eve", "Gunnar"]),
        A("links", "Person", "bestFriend[*].name == 'Alice'", ["Gunnar"]),
        A("links", "Person", "friends[*].@count > 1", ["Chloé", "Daichi", "Gunnar", "Hana"]),
        R("links", "Person", "@links.Person.bestFriend[0].name == 'Alice'"),  // Realm Core: [FIRST] not expected
        R("links", "Person", "@links.Person.bestFriend[0] == nil"),  // Realm Core: [FIRST] not expected
    ]

    static let dictionaryOfLinksKeys: [PinnedCase] = [
        A("links", "Person", "favoriteCities.@keys.name == 'Oslo'", []),
        A("links", "Person", "favoriteCities.@keys.name == nil", []),
        A("links", "Person", "ALL favoriteCities.@keys.name == 'Oslo'", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "favoriteCities['@keys'].name == nil", []),
        A("links", "Person", "favoriteCities['@keys'] == 'summer'", ["Alice", "Chloé", "Eve", "Gunnar"]),
        A("links", "Person", "favoriteCities['@values'].name == 'Oslo'", ["Eve"]),
        R("links", "Person", "favoriteCities.@keys.x == 'Oslo'"),  // Realm Core: 'City' has no property 'x'
    ]

    /// An element of a list or dictionary of links keeps the path a link chain to Realm Core: its values
    /// are a list of one value or none, met element by element by a list constant (`IN {}` holds where
    /// no object is there; two constants never hold). RealmLens compared the one value with any constant.
    /// A key at the end (`favoriteCities['summer'] IN {}`) is a dictionary's value: an empty group where
    /// the dictionary is empty (RealmLens: none).
    static let elementOfLinksAgainstList: [PinnedCase] = [
        A("links", "Person", "favoriteCities['summer'].name IN {}", ["Bob", "Daichi", "Fernanda", "Hana"]),
        A("links", "Person", "favoriteCities['summer'].name == {'Oslo', 'Bergen'}", []),
        A("links", "Person", "favoriteCities['summer'].name != {}", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "friends[0].name IN {}", ["Alice", "Eve"]),
        A("links", "Person", "friends[LAST].age > {10}", ["Bob", "Chloé", "Daichi", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "bestFriend.friends[0].name IN {}", ["Bob", "Chloé", "Eve", "Fernanda", "Gunnar"]),
        A("links", "Person", "{} == favoriteCities['summer'].country.name", ["Bob", "Daichi", "Fernanda", "Hana"]),
        A("links", "Person", "favoriteCities['summer'] IN {}", ["Bob", "Daichi", "Fernanda", "Hana"]),
        A("links", "Person", "favoriteCities['never'] == {}", ["Bob", "Daichi", "Fernanda", "Hana"]),
    ]

    /// An index of a list of links ends no path to Realm Core (its `Columns<Link>` takes no index:
    /// "Property 'Person.' does not support index 'FIRST'"); it is only a step before a property or
    /// `@links.@count`. RealmLens answered `friends[0] == nil` and `friends[0].@count`.
    static let indexOfLinksAtEnd: [PinnedCase] = [
        R("links", "Person", "friends[0] == nil"),  // Realm Core: Property 'Person.' does not support index 'FIRST'
        R("links", "Person", "friends[LAST] == bestFriend"),  // Realm Core: Property 'Person.' does not support index 'LAST'
        R("links", "Person", "friends[0].@count > 0"),  // Realm Core: Property 'Person.' does not support index 'FIRST'
        A("links", "Person", "friends[0].name == 'Bob'", []),
        A("links", "Person", "friends[0].@links.@count > 0", ["Bob", "Chloé", "Daichi", "Fernanda", "Gunnar", "Hana"]),
    ]

    @Test(.requiresFixtures, arguments: backlinkSubscripts) func backlinkSubscriptsAnswerAsRealmCore(_ pinned: PinnedCase) throws {
        try check(pinned)
    }

    @Test(.requiresFixtures, arguments: dictionaryOfLinksKeys) func dictionaryOfLinksKeysAnswerAsRealmCore(_ pinned: PinnedCase) throws {
        try check(pinned)
    }

    @Test(.requiresFixtures, arguments: elementOfLinksAgainstList) func elementOfLinksAgainstListAnswersAsRealmCore(_ pinned: PinnedCase) throws {
        try check(pinned)
    }

    @Test(.requiresFixtures, arguments: indexOfLinksAtEnd) func indexOfLinksAtEndAnswersAsRealmCore(_ pinned: PinnedCase) throws {
        try check(pinned)
    }
}
