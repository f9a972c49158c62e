import Testing
@testable import RealmStore

/// A key on a link held by an element of a list of mixed values, compared
/// with a list of constants under a quantifier (`NONE attachments[0]['name']
/// == {'Oslo'}`), as Realm Core 14.14 answers on `links.realm`
/// (`realm-core-check query`): the linked object's property is the element's
/// group, so `NONE` holds where that value fails the list, and where the
/// list has no element there, or the linked class has no such property (an
/// empty group). Notes are named by their text.
@Suite struct RealmCoreMixedListLinkKeyTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }

    static let cases: [PinnedCase] = [
        A("links", "Note", "NONE attachments[0]['name'] != {'a', 's1'}", ["Realm is a mobile database", "東京タワー is red and white", "Dogs and foxes are canines"]),
        A("links", "Note", "NONE attachments[0]['name'] == {'Oslo'}", ["Realm is a mobile database", "Fjords and mountains of Norway", "東京タワー is red and white", "", "Dogs and foxes are canines"]),
        A("links", "Note", "NONE attachments[0]['name'] IN {'Oslo', 'København'}", ["Realm is a mobile database", "東京タワー is red and white", "", "Dogs and foxes are canines"]),
        A("links", "Note", "NONE attachments[FIRST]['name'] == ANY {'Oslo', 'x'}", ["Realm is a mobile database", "Fjords and mountains of Norway", "東京タワー is red and white", "", "Dogs and foxes are canines"]),
        A("links", "Note", "NONE attachments[0]['name'] == NONE {'Oslo'}", ["The quick brown fox jumps over the lazy dog", "Realm is a mobile database", "東京タワー is red and white", "Dogs and foxes are canines"]),
        A("links", "Note", "NONE attachments[1]['label'] == {'capital'}", ["Realm is a mobile database", "Fjords and mountains of Norway", "東京タワー is red and white", "", "Dogs and foxes are canines"]),
        // The neighbours that already agreed: ALL, ANY, a class without the key, `[*]`.
        A("links", "Note", "ALL attachments[0]['name'] != ALL {'Oslo', 'x'}", ["Realm is a mobile database", "Fjords and mountains of Norway", "東京タワー is red and white", "", "Dogs and foxes are canines"]),
        A("links", "Note", "ANY attachments[0]['name'] == {'Oslo'}", ["The quick brown fox jumps over the lazy dog"]),
        A("links", "Note", "NONE attachments[0]['label'] == {}", ["The quick brown fox jumps over the lazy dog", "Realm is a mobile database", "Fjords and mountains of Norway", "東京タワー is red and white", "", "Dogs and foxes are canines"]),
        A("links", "Note", "NONE attachments[*]['name'] == {'Oslo'}", ["The quick brown fox jumps over the lazy dog", "Realm is a mobile database", "Fjords and mountains of Norway", "東京タワー is red and white", "", "Dogs and foxes are canines"]),
        // One constant under ALL/NONE: each element is a group of its own, and a Tag, a string or null there
        // is an empty one, for which ALL and NONE hold.
        A("links", "Note", "NONE attachments[*]['name'] == 'Oslo'", ["The quick brown fox jumps over the lazy dog", "Realm is a mobile database", "Fjords and mountains of Norway", "東京タワー is red and white", "", "Dogs and foxes are canines"]),
        A("links", "Note", "ALL attachments[*]['name'] < 'Z'", ["The quick brown fox jumps over the lazy dog", "Realm is a mobile database", "Fjords and mountains of Norway", "東京タワー is red and white", "", "Dogs and foxes are canines"]),
        // The same group rule for the string operators, one needle or a list of them.
        A("links", "Note", "ALL attachments[*]['name'] BEGINSWITH 'O'", ["The quick brown fox jumps over the lazy dog", "Realm is a mobile database", "Fjords and mountains of Norway", "東京タワー is red and white", "", "Dogs and foxes are canines"]),
        A("links", "Note", "NONE attachments[*]['name'] LIKE '*o*'", ["The quick brown fox jumps over the lazy dog", "Realm is a mobile database", "Fjords and mountains of Norway", "東京タワー is red and white", "", "Dogs and foxes are canines"]),
        A("links", "Note", "ALL attachments[*]['name'] BEGINSWITH {'O', 'B'}", ["The quick brown fox jumps over the lazy dog", "Realm is a mobile database", "Fjords and mountains of Norway", "東京タワー is red and white", "", "Dogs and foxes are canines"]),
        A("links", "Note", "attachments[0]['name'] ENDSWITH {}", ["Realm is a mobile database", "東京タワー is red and white", "Dogs and foxes are canines"]),
        A("links", "Note", "ANY attachments[*]['name'] BEGINSWITH 'O'", ["The quick brown fox jumps over the lazy dog"]),
    ]

    @Test(.requiresFixtures, arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }
}
