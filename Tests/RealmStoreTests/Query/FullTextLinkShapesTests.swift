import RealmModel
import RealmQuery
import Testing
@testable import RealmStore

/// `TEXT` through the other link shapes, as Realm Core answers them (it searches the linked class's
/// full-text index and goes back through the links' backlinks): through a dictionary of links (its null
/// values lead nowhere) and `@values`, some linked note matches, `ANY`/`ALL`/`NONE` alike; an index or key
/// on a list or dictionary of links is ignored (`d['zz'].text` searches every note of `d`); through
/// backlinks, some object linking here matches; and through a null to-one link nothing is found, not even
/// by an exclusion, also where the property is optional. RealmLens refused the first three and found
/// the null link's object for an optional property. (Checked live: `RealmCoreFullTextLinkShapesTests`.)
@Suite struct FullTextLinkShapesTests {
    static let fox = "The quick brown fox jumps over the lazy dog", realmNote = "Realm is a mobile database"
    static let fjords = "Fjords and mountains of Norway", foxes = "Dogs and foxes are canines"

    static func note(_ text: String?) -> AnyRealmValue { .dictionary(["text": text.map(AnyRealmValue.string) ?? .null]) }

    @Test func throughADictionaryOfLinksSomeLinkedNoteMatches() throws {
        let realm = try makeInMemoryRealm(Schema([
            ObjectSchema(className: "Shelf", properties: [
                Property(name: "name", type: .string),
                Property(name: "d", type: .object, collection: .dictionary, isOptional: true, objectClassName: "Note"),
                Property(name: "notes", type: .object, collection: .list, objectClassName: "Note"),
            ]),
            ObjectSchema(className: "Note", properties: [Property(name: "text", type: .string, isFullTextIndexed: true)]),
        ]))
        func shelf(_ name: String, _ d: [String: String?], _ notes: [String] = []) throws {
            try realm.create("Shelf", value: ["name": .string(name), "d": .dictionary(d.mapValues { $0.map(Self.note) ?? .null }),
                                             "notes": .list(notes.map { Self.note($0) })])
        }
        try realm.write {
            try shelf("a", ["a": Self.fox], [Self.fox])
            try shelf("b", ["a": Self.fox, "b": Self.realmNote], [Self.fjords, Self.realmNote])
            try shelf("c", ["a": Self.realmNote, "b": Self.fjords, "c": nil])
            try shelf("d", [:])
            try shelf("e", ["a": Self.foxes, "n": nil])
            try shelf("f", ["n": nil])
        }
        check([
            Q("Shelf", "d.text TEXT 'fox'", "a", "b"),
            Q("Shelf", "ALL d.text TEXT 'fox'", "a", "b"),
            Q("Shelf", "NONE d.text TEXT 'fox'", "a", "b"),
            Q("Shelf", "d.text TEXT '-fox'", "b", "c", "e"),
            Q("Shelf", "NOT d.text TEXT 'fox'", "c", "d", "e", "f"),
            Q("Shelf", "d.@values.text TEXT 'fo*'", "a", "b", "e"),
            Q("Shelf", "d['zz'].text TEXT '-fox'", "b", "c", "e"),
            Q("Shelf", "d['b'].text TEXT 'realm'", "b", "c"),
            Q("Shelf", "d.a.text TEXT 'fjords'", "c"),
            Q("Shelf", "notes[0].text TEXT 'realm'", "b"),
            Q("Shelf", "notes[LAST].text TEXT 'fox'", "a"),
        ], on: realm)
    }

    @Test func throughBacklinksSomeMemoLinkingHereMatches() throws {
        let realm = try makeInMemoryRealm(Schema([
            ObjectSchema(className: "Memo", properties: [
                Property(name: "text", type: .string, isFullTextIndexed: true),
                Property(name: "next", type: .object, isOptional: true, objectClassName: "Note"),
            ]),
            ObjectSchema(className: "Note", properties: [Property(name: "name", type: .string)]),
        ]))
        try realm.write {
            try realm.create("Memo", value: ["text": .string(Self.realmNote), "next": .dictionary(["name": "first"])])
            try realm.create("Memo", value: ["text": .string(Self.fjords), "next": .dictionary(["name": "second"])])
            try realm.create("Memo", value: ["text": .string(Self.fox)])
            try realm.create("Note", value: ["name": "alone"])
        }
        check([
            Q("Note", "@links.Memo.next.text TEXT 'realm'", "first"),
            Q("Note", "@links.Memo.next.text TEXT '-realm'", "second"),
            Q("Note", "NONE @links.Memo.next.text TEXT 'fjords'", "second"),
            Q("Note", "@links.Memo.next.text TEXT 'fox'"),
        ], on: realm)
    }

    @Test func anOptionalPropertyThroughANullLinkIsNeverFound() throws {
        let realm = try makeInMemoryRealm(Schema([
            ObjectSchema(className: "Shelf", properties: [
                Property(name: "name", type: .string),
                Property(name: "one", type: .object, isOptional: true, objectClassName: "Note"),
            ]),
            ObjectSchema(className: "Note", properties: [Property(name: "text", type: .string, isOptional: true, isFullTextIndexed: true)]),
        ]))
        try realm.write {
            try realm.create("Shelf", value: ["name": "a", "one": Self.note(Self.fox)])
            try realm.create("Shelf", value: ["name": "b"])
            try realm.create("Shelf", value: ["name": "c", "one": Self.note(Self.realmNote)])
            try realm.create("Shelf", value: ["name": "d", "one": Self.note(nil)])
        }
        check([
            Q("Shelf", "one.text TEXT '-fox'", "c", "d"),
            Q("Shelf", "one.text TEXT 'fox'", "a"),
            Q("Shelf", "NOT one.text TEXT 'fox'", "b", "c", "d"),
        ], on: realm)
    }
}
