import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// Links held by mixed values ordered against each other (`about >=
/// attachments`), as Realm Core 14.14 answers (`realm-core-check query`):
/// `Mixed::compare` orders two links as `ObjLink`s, by target table, then by
/// object key — so a link to a `Person` lies between links to a `City` and
/// to a `Tag`, and a link to key 256 above one to key 1.
@Suite struct RealmCoreMixedLinkOrderTests {
    /// links.realm's `Note`s (by `text`): `about` links a Person, Landmark, Country, Note or is 42 or null;
    /// `attachments` hold links to a City and a Tag, "caption" and null, or nothing.
    static let noteCases: [(query: String, texts: [String])] = [
        ("about >= attachments", ["The quick brown fox jumps over the lazy dog", "Fjords and mountains of Norway", ""]),
        ("about <= attachments", ["The quick brown fox jumps over the lazy dog", "Fjords and mountains of Norway", ""]),
        ("about < attachments", ["The quick brown fox jumps over the lazy dog", "Fjords and mountains of Norway"]),
        ("about > attachments", ["The quick brown fox jumps over the lazy dog", "Fjords and mountains of Norway"]),
        ("ALL attachments < about", ["Realm is a mobile database", "東京タワー is red and white", "Dogs and foxes are canines"]),
        ("NONE attachments > about", ["Realm is a mobile database", "東京タワー is red and white", "", "Dogs and foxes are canines"]),
        ("attachments > about", ["The quick brown fox jumps over the lazy dog", "Fjords and mountains of Norway"]),
    ]

    /// `@max`/`@min` of mixed links to different classes order them the same way (`Maximum<Mixed>`):
    /// Chloé's friends hold a `Tag` and a `Landmark` link, and the `Tag` is the greater (seed 6100's `minmax`).
    static let aggregateCases: [RealmCoreAnswerTests.PinnedCase] = [
        RealmCoreAnswerTests.A("links", "Person", "@links.Person.friends.@max.anything > @links.Person.friends.@min.anything", ["Alice", "Eve"]),
        RealmCoreAnswerTests.A("links", "Person", "friends.@max.anything > friends.@min.anything", ["Chloé", "Gunnar", "Hana"]),
        RealmCoreAnswerTests.A("links", "Person", "friends.@max.anything == obj('Tag', oid(64f000000000dd3300000002))", ["Chloé"]),
        RealmCoreAnswerTests.A("links", "Person", "friends.@min.anything == obj('Landmark', uuid(87b174b1-4259-4ce3-ba72-fd3596ed837a))", ["Chloé"]),
        RealmCoreAnswerTests.A("links", "Person", "@links.Person.friends.@max.anything == obj('Country', 'JP')", ["Daichi"]),
    ]

    @Test(.requiresFixtures, arguments: aggregateCases) func aggregatesAnswerAsRealmCore(_ pinned: RealmCoreAnswerTests.PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }

    @Test(.requiresFixtures, arguments: noteCases) func notesAnswerAsRealmCore(_ pinned: (query: String, texts: [String])) throws {
        let realm = try FixtureQueryConformanceTests.importFixture("links.expected.json")
        var got: [String] = []
        try realm.objects("Note", where: pinned.query).forEach { object in
            if case .string(let text) = try object.value(forKey: "text") { got.append(text) }
        }
        #expect(got.sorted() == pinned.texts.sorted(), "\(pinned.query)")
    }

    /// `A` objects 0…299 and `B` objects 0…2 (int primary keys, keys in that order);
    /// `T` objects whose `m` and `ml` link to them (and hold the int 7).
    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(Schema([
            ObjectSchema(className: "A", primaryKey: "id", properties: [Property(name: "id", type: .int, isIndexed: true)]),
            ObjectSchema(className: "B", primaryKey: "id", properties: [Property(name: "id", type: .int, isIndexed: true)]),
            ObjectSchema(className: "T", primaryKey: "id", properties: [
                Property(name: "id", type: .int, isIndexed: true),
                Property(name: "m", type: .mixed, isOptional: true),
                Property(name: "ml", type: .mixed, collection: .list, isOptional: true),
            ]),
        ]))
        try realm.write {
            var a: [AnyRealmValue] = [], b: [AnyRealmValue] = []
            for i in 0..<300 { a.append(.link(ObjectLink(className: "A", key: try realm.create("A", value: ["id": .int(Int64(i))]).key))) }
            for i in 0..<3 { b.append(.link(ObjectLink(className: "B", key: try realm.create("B", value: ["id": .int(Int64(i))]).key))) }
            let rows: [(AnyRealmValue, [AnyRealmValue])] = [
                (a[256], [a[1]]), (a[1], [a[256]]), (b[0], [a[299]]), (a[299], [b[0]]), (b[2], [b[1], .int(7)]), (.int(7), [b[1]]),
            ]
            for (i, row) in rows.enumerated() {
                _ = try realm.create("T", value: ["id": .int(Int64(i + 1)), "m": row.0, "ml": .list(row.1)])
            }
        }
        return realm
    }

    static let keyCases: [(query: String, ids: [Int64])] = [
        ("m > ml", [1, 3, 5]),
        ("m < ml", [2, 4]),
        ("m >= ml", [1, 3, 5]),
        ("ALL ml <= m", [1, 3]),
        ("m == ml", []),
    ]

    @Test func linksOrderByTableThenKey() throws {
        let realm = try Self.makeRealm()
        for (query, expected) in Self.keyCases {
            #expect(try matchingIDs(realm, "T", where: query) == expected, "\(query)")
        }
    }
}
