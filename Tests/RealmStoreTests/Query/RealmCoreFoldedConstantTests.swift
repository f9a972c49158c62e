import RealmModel
import Testing
@testable import RealmStore

/// Arithmetic of constants alone compared with a property of another type
/// (`1 / 1 != dataOpt`, `1.5 + 1 != stringReq`), as Realm Core 14.14 answers
/// on the genuine fixtures (`realm-core-check query`): the constants fold into
/// one `Mixed` value, which no value of another type equals and nothing
/// orders against, so each value meets `!=` and fails `==`, `<`, `>`, `<=`,
/// `>=` (null included), and `ANY`/`ALL`/`NONE` then ask that of every value;
/// `[c]` is checked on the right side only; a folded constant on the left is
/// ordered against links too (never met; `ALL` holds where the path reaches no
/// link, a dictionary's null value being none). A lone constant of another
/// type, a property inside the arithmetic, and `==`/`!=` a link stay refused.
@Suite struct RealmCoreFoldedConstantTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }
    static func R(_ f: String, _ c: String, _ q: String) -> PinnedCase { RealmCoreAnswerTests.R(f, c, q) }
    static let allTypes = RealmCoreResidualTests.allTypes

    static let cases: [PinnedCase] = [
        A("alltypes", "AllTypes", "1 / 1 != dataOpt", allTypes),
        A("alltypes", "AllTypes", "1.5 + 1 != stringReq", allTypes),
        A("alltypes", "AllTypes", "1 / 1 == dataOpt", []),
        A("alltypes", "AllTypes", "1 / 1 < uuidReq", []),
        A("alltypes", "AllTypes", "1 / 1 >= stringOpt", []),
        A("alltypes", "AllTypes", "dateOpt != 1.5 + 1", allTypes),
        A("alltypes", "AllTypes", "1 / 0 != boolOpt", allTypes),
        A("alltypes", "AllTypes", "1 + 1 != ANY stringList", ["-9223372036854775808", "0", "-1", "97", "-209", "647", "494", "341", "35", "-118", "-271", "585", "279", "126", "-27", "-180", "523", "370", "217", "64", "-242", "614", "461", "308", "2", "-151", "705", "552", "246", "93", "-60", "-213", "490", "337", "184", "31", "-275", "581", "428", "275"]),
        A("alltypes", "AllTypes", "1 + 1 != ALL stringList", allTypes),
        A("alltypes", "AllTypes", "1 + 1 != NONE stringList", ["9223372036854775807", "-56", "188", "432", "676", "-89", "155", "399", "643", "-122"]),
        A("alltypes", "AllTypes", "1 + 1 == ALL stringList", ["9223372036854775807", "-56", "188", "432", "676", "-89", "155", "399", "643", "-122"]),
        A("alltypes", "AllTypes", "1 + 1 IN stringList", []),
        A("alltypes", "AllTypes", "1 + 1 != intDict", ["-9223372036854775808", "0", "-1", "-56", "-209", "647", "341", "188", "35", "-271", "585", "432", "126", "-27", "-180", "523", "370", "217", "-89", "-242", "614", "308", "155", "2", "705", "552", "399", "93", "-60", "-213", "490", "337", "184", "-122", "-275", "581", "275"]),
        A("alltypes", "AllTypes", "1 + 1 !=[c] stringReq", allTypes),
        A("alltypes", "AllTypes", "dateReq !=[c] 1 + 1", allTypes),
        A("alltypes", "AllTypes", "1 + 1 ==[c] stringOpt", []),
        R("alltypes", "AllTypes", "1 + 1 !=[c] intReq"),
        R("alltypes", "AllTypes", "intReq * 1 != dataOpt"),
        R("alltypes", "AllTypes", "1 != dataOpt"),
        R("alltypes", "AllTypes", "1 + 1 == anyValue.@type"),
        A("links", "Person", "1 + 1 != bestFriend.name", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "1 + 1 != NONE friends.name", ["Alice", "Eve"]),
        A("links", "Person", "1 + 1 > bestFriend", []),
        A("links", "Person", "1 + 1 <= ALL friends", ["Alice", "Eve"]),
        A("links", "Person", "1 + 1 > ALL friends.friends", ["Alice", "Eve"]),
        A("links", "Person", "1 + 1 <= NONE friends", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Gunnar", "Hana"]),
        R("links", "Person", "1 + 1 != bestFriend"),
        R("links", "Person", "bestFriend < 2 * 3"),
        // Over a dictionary of links, as over a list: `ALL` holds where the path reaches no link (Realm Core
        // follows only the links a dictionary holds: Eve's `never: null` is no value, her other two fail).
        A("links", "Person", "1 + 1 > ALL favoriteCities", ["Bob", "Daichi", "Fernanda", "Hana"]),
        A("links", "Person", "1 + 1 <= ALL favoriteCities", ["Bob", "Daichi", "Fernanda", "Hana"]),
        A("links", "Person", "1.5 + 1 >= ALL favoriteCities", ["Bob", "Daichi", "Fernanda", "Hana"]),
        A("links", "Person", "1 + 1 > ALL favoriteCities.@values", ["Bob", "Daichi", "Fernanda", "Hana"]),
        A("links", "Person", "1 + 1 > ALL favoriteCities.country", ["Bob", "Daichi", "Fernanda", "Hana"]),
        A("links", "Person", "1 + 1 > ALL favoriteCities.neighbors", ["Bob", "Chloé", "Daichi", "Fernanda", "Hana"]),
        A("links", "Person", "1 + 1 > ALL friends.favoriteCities", ["Alice", "Eve"]),
        A("links", "Person", "1 + 1 > ALL bestFriend.favoriteCities", ["Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Hana"]),
        A("links", "Person", "1 + 1 > ALL visitedCities.landmarks", ["Alice", "Bob", "Eve", "Fernanda"]),
        A("links", "Person", "1 + 1 > ALL addressBook", ["Alice", "Chloé", "Daichi", "Eve", "Gunnar", "Hana"]),
        A("links", "Person", "1 + 1 > NONE favoriteCities", ["Alice", "Bob", "Chloé", "Daichi", "Eve", "Fernanda", "Gunnar", "Hana"]),
        A("links", "Person", "1 + 1 > ANY favoriteCities", []),
        A("links", "City", "1 + 1 > ALL landmarks", ["20", "82", "6", "-7", "100", "31", "0"]),
        A("links", "City", "1 + 1 > ALL @links.Person.favoriteCities", ["81", "5", "100", "0"]),
        R("links", "Person", "2 > ALL favoriteCities"),
        R("links", "Person", "1 + 1 == ALL favoriteCities"),
    ]

    static let dictionarySchema = Schema([ObjectSchema(className: "P", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "d", type: .object, collection: .dictionary, isOptional: true, objectClassName: "P"),
        Property(name: "l", type: .object, collection: .list, objectClassName: "P"),
        Property(name: "best", type: .object, isOptional: true, objectClassName: "P"),
    ])])

    /// d / l / best: 0 {} / [] / null, 1 {x: null} / [] / null, 2 {a: 0} / [1] / 1, 3 {a: 1, n: null} / [0, 2] / 0,
    /// 4 {a: 2} / [1] / 3.
    static func makeDictionaryRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(dictionarySchema)
        func p(_ id: Int64) -> AnyRealmValue { .link(ObjectLink(className: "P", primaryKey: .int(id))) }
        let rows: [(d: [String: AnyRealmValue], l: [AnyRealmValue], best: AnyRealmValue)] = [
            ([:], [], .null), (["x": .null], [], .null), (["a": p(0)], [p(1)], p(1)), (["a": p(1), "n": .null], [p(0), p(2)], p(0)),
            (["a": p(2)], [p(1)], p(3)),
        ]
        try realm.write {
            for (i, row) in rows.enumerated() {
                _ = try realm.create("P", value: ["id": .int(Int64(i)), "d": .dictionary(row.d), "l": .list(row.l), "best": row.best])
            }
        }
        return realm
    }

    /// Realm Core's answers on a file `from-canonical` made of the same objects: a dictionary holding only
    /// null values reaches no link (`{x: null}` meets `ALL`), through any path.
    static let dictionaryCases: [(String, [Int64])] = [
        ("1 + 1 > ALL d", [0, 1]),
        ("1 + 1 <= ALL d", [0, 1]),
        ("1 + 1 > NONE d", [0, 1, 2, 3, 4]),
        ("1 + 1 > ANY d", []),
        ("1 + 1 > ALL d.d", [0, 1, 2, 3]),
        ("1 + 1 >= ALL l.d", [0, 1, 2, 4]),
        ("1 + 1 < ALL best.d", [0, 1, 2, 3]),
        ("1 + 1 > ALL d.l", [0, 1, 2, 3]),
        ("1 + 1 > ALL d.best", [0, 1, 2, 3]),
        ("1 + 1 > ALL d.@values", [0, 1]),
        ("1 + 1 > ALL @links.P.d", [3, 4]),
    ]

    @Test(.requiresFixtures, arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }

    @Test func allOverADictionaryOfLinksAnswersAsRealmCore() throws {
        let realm = try Self.makeDictionaryRealm()
        for (query, expected) in Self.dictionaryCases {
            #expect(try matchingIDs(realm, "P", where: query) == expected, "\(query)")
        }
    }
}
