import Testing
@testable import RealmStore

/// A list of constants on the left of `IN` (or `==`), as Realm Core 14.14 answers on the fixtures
/// (`realm-core-check query`). Core visits `IN` as `==` and the list as a `ConstantMixedList`,
/// which compares with a property of any type element by element: `{"hello"} IN dataList` is
/// taken and holds for no object (a string is no binary), `ALL` for the empty lists (seed 13300;
/// RealmLens refused them: "cannot compare {"hello"} (string) with property 'dataList' (data)").
/// Against a link its items must be links (`handle_typed_links`: "Unsupported comparison between
/// 'friends' and type 'string'"), and a list of one null against a to-many link is refused on
/// either side (`verify_conditions`: "Cannot compare linklist ('friends') with NULL"); RealmLens
/// answered those (0, 8 people).
@Suite struct RealmCoreConstantListLeftTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }
    static func R(_ f: String, _ c: String, _ q: String) -> PinnedCase { RealmCoreAnswerTests.R(f, c, q) }

    static let emptyDataLists = ["9223372036854775807", "-1", "-209", "341", "-118", "432", "-27", "523", "64", "614", "155",
                                 "705", "246", "-213", "337", "-122", "428"]

    static let cases: [PinnedCase] = [
        A("alltypes", "AllTypes", #"{"hello"} IN dataList"#, []),
        A("alltypes", "AllTypes", #"{""} IN dataList"#, []),
        A("alltypes", "AllTypes", #"{"hello"} IN ALL dataList"#, emptyDataLists),
        A("alltypes", "AllTypes", #"{1} IN stringList"#, []),
        A("alltypes", "AllTypes", #"{true} IN intList"#, []),
        A("alltypes", "AllTypes", #"{"a"} IN uuidList"#, []),
        A("links", "Person", #"{1} IN friends.name"#, []),
        A("links", "Person", #"{"a"} IN ALL friends.age"#, ["Alice", "Eve"]),
        R("links", "Person", #"{"a"} == friends"#),
        R("links", "Person", #"{"a"} != friends"#),
        R("links", "Person", #"{"a"} == bestFriend"#),
        R("links", "Person", #"{null} IN friends"#),
        R("links", "Person", #"{null} != friends"#),
        R("links", "Person", #"{null} == friends.bestFriend"#),
        R("links", "Person", #"ALL friends == {null}"#),
    ]

    @Test(.requiresFixtures, arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }
}
