import RealmModel
import RealmQuery
import Testing
@testable import RealmStore

/// `TEXT` through a list or set of links (`notes.text TEXT 'fox'`): Realm Core
/// searches the linked class's full-text index and goes back through the
/// links, so a shelf matches when some note it holds matches; `ANY`, `ALL`
/// and `NONE` give that same answer, a search of exclusions only finds the
/// shelves holding a note without the word, and a shelf with no notes is
/// never found. (Checked live: `RealmCoreFullTextTests.textThroughListsOfLinksAnswersAsRealmCore`.)
@Suite struct FullTextThroughLinkListTests {
    static let cases: [QueryCase] = [
        Q("Shelf", "notes.text TEXT 'fox'", "a", "b"),
        Q("Shelf", "ANY notes.text TEXT 'fox'", "a", "b"),
        Q("Shelf", "ALL notes.text TEXT 'fox'", "a", "b"),
        Q("Shelf", "NONE notes.text TEXT 'fox'", "a", "b"),
        Q("Shelf", "notes.text TEXT '-fox'", "b", "c", "e"),
        Q("Shelf", "NOT notes.text TEXT 'fox'", "c", "d", "e"),
        Q("Shelf", "notes.text TEXT 'fo*'", "a", "b", "e"),
        Q("Shelf", "notes.text TEXT 'fox -dog'"),
        Q("Shelf", "kept.text TEXT 'fox'", "c"),
        Q("Shelf", "kept.text TEXT '-fox'", "a", "c", "e"),
        Q("Shelf", "notes.text TEXT 'fox' AND kept.text TEXT 'realm'", "a"),
    ]

    @Test func someLinkedNoteMatches() throws {
        let realm = try makeInMemoryRealm(Schema([
            ObjectSchema(className: "Shelf", properties: [
                Property(name: "name", type: .string),
                Property(name: "notes", type: .object, collection: .list, objectClassName: "Note"),
                Property(name: "kept", type: .object, collection: .set, objectClassName: "Note"),
            ]),
            ObjectSchema(className: "Note", properties: [Property(name: "text", type: .string, isFullTextIndexed: true)]),
        ]))
        let fox = "The quick brown fox jumps over the lazy dog", realmNote = "Realm is a mobile database"
        let fjords = "Fjords and mountains of Norway", foxes = "Dogs and foxes are canines"
        func notes(_ texts: String...) -> AnyRealmValue { .list(texts.map { .dictionary(["text": .string($0)]) }) }
        try realm.write {
            try realm.create("Shelf", value: ["name": "a", "notes": notes(fox), "kept": notes(realmNote)])
            try realm.create("Shelf", value: ["name": "b", "notes": notes(fox, realmNote), "kept": notes()])
            try realm.create("Shelf", value: ["name": "c", "notes": notes(realmNote, fjords), "kept": notes(fox, foxes)])
            try realm.create("Shelf", value: ["name": "d", "notes": notes(), "kept": notes()])
            try realm.create("Shelf", value: ["name": "e", "notes": notes(foxes), "kept": notes("")])
        }
        check(Self.cases, on: realm)
    }
}
