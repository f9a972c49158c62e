import Testing
@testable import RealmStore

/// An object key `O<n>` against mixed values, or a dictionary of links' value read by key, which
/// RealmLens refused: Realm Core reads those as mixed values holding typed links, never equal to
/// a bare key nor ordered against it, so `==`, `IN` and orderings hold for no value and `!=` for
/// every one (null included; a dictionary's value by key only where the dictionary has an entry,
/// as against `31`). The key on the left of an ordering stays refused, as in Core.
/// Realm Core's answers on `links.realm` and `alltypes.realm`.
@Suite struct RealmCoreObjectKeyMixedTests: PinsRealmCoreAnswers {
    static let cases: [PinnedCase] = [
        A("links", "Person", "anything == O1", []),
        A("links", "Person", "anything != O1", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "anything IN {O1, O2}", []),
        A("links", "Person", "anything > O1", []),
        R("links", "Person", "O1 < anything"),
        A("links", "Person", "favoriteCities['summer'] == O1", []),
        A("links", "Person", "favoriteCities['summer'] != O1", ["Alice", "Chloé", "Eve", "Gunnar"]),
        A("links", "Person", "favoriteCities['summer'] IN {O1, O4}", []),
        A("links", "Person", "ANY friends.anything != O1", ["Bob", "Chloé", "Daichi", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "ALL friends.anything > O1", ["Alice", "Eve"]),
        A("links", "Note", "ANY attachments != O1", ["The quick brown fox jumps over the lazy dog", "Fjords and mountains of Norway", ""]),
        A("links", "Note", "NONE attachments == O1", ["The quick brown fox jumps over the lazy dog", "Realm is a mobile database", "Fjords and mountains of Norway", "東京タワー is red and white", "", "Dogs and foxes are canines"]),
        A("links", "Note", "about != O1", ["The quick brown fox jumps over the lazy dog", "Realm is a mobile database", "Fjords and mountains of Norway", "東京タワー is red and white", "", "Dogs and foxes are canines"]),
        A("alltypes", "AllTypes", "mixedSet != O1", ["9223372036854775807", "-1", "-209", "341", "-118", "432", "-27", "523", "64", "614", "155", "705", "246", "-213", "337", "-122", "428"]),
    ]

    @Test(.requiresFixtures, arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try ImportedFixtures.withFixture(pinned.fixture + ".expected.json") { try RealmCoreAnswerTests().answersAsRealmCore(pinned, realm: $0) }
        try RealmCoreLiveCheck.confirm(pinned)
    }
}
