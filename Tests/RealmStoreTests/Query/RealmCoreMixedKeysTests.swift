import Testing
@testable import RealmStore

/// `@keys` of a dictionary held in a mixed value, and `@links.@count` after
/// a path that leaves the links, as Realm Core 14.14 answers on the fixtures
/// (`realm-core-check query`). `@keys` after a mixed value is a key step
/// (`Collection::get_any`): every key of the nested dictionary, one group of
/// strings (so `@count` is each key's length, and `ALL` holds where there is
/// no dictionary); `@values` there is a plain key, null in a dictionary
/// without it. After `@keys`/`@values` of a dictionary property Core reads
/// nothing more. `X.@links.@count` counts the backlinks of the objects Core's
/// link chain reached before its first step that is no link — the object
/// itself for `about.@links.@count`, `about` being a mixed value — and counts
/// 0 where a link is null or an element missing.
@Suite struct RealmCoreMixedKeysTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }
    static func R(_ f: String, _ c: String, _ q: String) -> PinnedCase { RealmCoreAnswerTests.R(f, c, q) }

    static let keys: [PinnedCase] = [
        A("alltypes", "AllTypes", "anyValue.@keys == 'name'", ["-271", "155", "581"]),
        A("alltypes", "AllTypes", "anyValue.@keys.@count == 4", ["-271", "155", "581"]),
        A("alltypes", "AllTypes", "anyValue[5].@keys == 'z'", ["-118", "308", "-275"]),
        A("alltypes", "AllTypes", "anyValue[*].@keys == 'z'", ["-118", "308", "-275"]),
        A("alltypes", "AllTypes", "anyValue['@keys'] == 'name'", ["-271", "155", "581"]),
        A("alltypes", "AllTypes", "ALL anyValue.@keys == 'name'", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "428", "275"]),
        A("alltypes", "AllTypes", "anyValue.@keys ==[c] 'NAME'", ["-271", "155", "581"]),
        A("alltypes", "AllTypes", "anyValue.@keys == {'count', 'empty', 'list', 'name', 'when'}", ["-271", "155", "581"]),
        A("alltypes", "AllTypes", "anyValue.list[*].@keys == 'deep'", ["-271", "155", "581"]),
        A("alltypes", "AllTypes", "anyValue.@values == nil", ["-271", "155", "581"]),
        A("alltypes", "AllTypes", "mixedDict.@values.@keys == 'value'", ["97", "341", "585", "-180", "64", "308", "552", "-213", "31", "275"]),
        A("alltypes", "AllTypes", "mixedDict.@keys.foo == 'int'", ["97", "341", "585", "-180", "64", "308", "552", "-213", "31", "275"]),
        // A dictionary property's keys are strings, not mixed values like its values.
        R("alltypes", "AllTypes", "intDict.@keys > 3"),  // Realm Core: Unsupported comparison between type 'string' and type 'int'
        R("alltypes", "AllTypes", "3 == intDict.@keys"),  // Realm Core: Unsupported comparison between type 'int' and type 'string'
        R("alltypes", "AllTypes", "intDict.@keys.x == 3"),  // Realm Core: Unsupported comparison between type 'string' and type 'int'
        R("alltypes", "AllTypes", "mixedList.@keys == 'z'"),  // Realm Core: Property 'AllTypes.mixedList' has no property '@keys'
        // Realm Core stops on a failed assertion (`end_of_path`, collection.cpp): nothing may follow `@keys` of a mixed value.
        R("alltypes", "AllTypes", "anyValue.@keys.foo == 1"),
        R("alltypes", "AllTypes", "anyValue.@keys[0] == 'count'"),
    ]

    /// `@type` of the values a fanning path into a mixed value reaches, against a list of names: each
    /// group of types is compared with the list element by element (`anyValue[*].@type IN {'string'}`
    /// holds only for a list of one string; RealmLens answered it as "any value is a string").
    static let typeNames: [PinnedCase] = [
        A("alltypes", "AllTypes", "anyValue[*].@type IN {'string'}", []),
        // One name under ALL/NONE, asked of each group: a list element that is no list is an empty group, which holds.
        A("alltypes", "AllTypes", "ALL anyValue[*][*].@type != 'bool'", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "-118", "-271", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "308", "155", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "-275", "581", "428", "275"]),
        // A quantifier on the size of what a path into a mixed value reads is ignored (Realm Core's SizeOperator).
        A("alltypes", "AllTypes", "ALL anyValue.name.@size < 3", []),
        A("alltypes", "AllTypes", "NONE anyValue[*].@keys.@size > 0", ["-118", "308", "-275"]),
        A("alltypes", "AllTypes", "anyValue.list[*].@type IN {'int', 'int', 'dictionary'}", ["-271", "155", "581"]),
        A("alltypes", "AllTypes", "anyValue.list[*].@type == {'numeric', 'int', 'collection'}", ["-271", "155", "581"]),
        A("alltypes", "AllTypes", "anyValue.@keys.@type IN {'string'}", []),
        A("alltypes", "AllTypes", "anyValue[*].@type IN {}", ["9223372036854775807", "-9223372036854775808", "0", "-1", "97", "-56", "-209", "647", "494", "341", "188", "35", "585", "432", "279", "126", "-27", "-180", "676", "523", "370", "217", "64", "-89", "-242", "614", "461", "2", "-151", "705", "552", "399", "246", "93", "-60", "-213", "643", "490", "337", "184", "31", "-122", "428", "275"]),
    ]

    static let backlinks: [PinnedCase] = [
        A("links", "Note", "about.@links.@count > 0", ["The quick brown fox jumps over the lazy dog"]),
        A("links", "Note", "about.@links.@count == 0", ["Realm is a mobile database", "Fjords and mountains of Norway", "東京タワー is red and white", "", "Dogs and foxes are canines"]),
        A("links", "Note", "about.@links.Note.about == nil", []),
        A("links", "Person", "bestFriend.name.@links.@count > 0", ["Alice", "Daichi", "Gunnar", "Hana"]),
        A("links", "Person", "anything.@links.@count IN {1, 2}", ["Bob", "Daichi", "Eve", "Fernanda", "Gunnar"]),
        A("links", "Person", "nosuch.@links.@count > 0", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "friends[0].name.@links.@count > 1", ["Bob", "Daichi", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "bestFriend.@links.@count == 0", ["Bob", "Chloé", "Eve", "Fernanda"]),
        A("links", "Person", "favoriteCities['x'].@links.@count == 0", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "favoriteCities.@keys.@links.@count == 0", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Gunnar", "Hana"]),
        R("links", "Note", "attachments.name == nil"),  // Realm Core: Property 'Note.attachments' has no property 'name'
    ]

    @Test(.requiresFixtures, arguments: keys) func keysAnswerAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }

    @Test(.requiresFixtures, arguments: typeNames) func typeNamesOfGroupsAnswerAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }

    @Test(.requiresFixtures, arguments: backlinks) func backlinkCountsAnswerAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }
}
