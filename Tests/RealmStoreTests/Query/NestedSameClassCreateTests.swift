import RealmModel
import RealmQuery
import Testing
@testable import RealmStore

/// An object created with a nested object of its own class (`Note {name: 'b', next: {name: 'c'}}`, as
/// `create` in the studio and `Realm.create` take it): the nested object is inserted while the outer one's
/// values are being bound to its class's cached INSERT, and stepping that same statement for the nested
/// object left the outer one with the nested one's name and text (and so `TEXT` through backlinks on a
/// self-linking class seemed to answer oddly in memory: `name == 'b'` found nothing, `text TEXT 'fox'`
/// found "c" twice, which is why `FullTextLinkShapesTests` used two classes). Nested objects are now
/// created before anything is bound. The `TEXT` answers are Realm Core's rule (`StringNodeFulltext` goes
/// back through `LinkMap::get_origin_objkeys`: the notes some matching note's `next` links to; checked live
/// on a self-linking `Note` in `RealmCoreFullTextLinkShapesTests`).
@Suite struct NestedSameClassCreateTests {
    static func notes() throws -> Realm {
        let realm = try makeInMemoryRealm(Schema([
            ObjectSchema(className: "Note", properties: [
                Property(name: "name", type: .string),
                Property(name: "text", type: .string, isFullTextIndexed: true),
                Property(name: "next", type: .object, isOptional: true, objectClassName: "Note"),
            ]),
        ]))
        try realm.write {
            let a = try realm.create("Note", value: ["name": "a", "text": "Realm is a mobile database"])
            try realm.create("Note", value: ["name": "b", "text": "Fjords and mountains", "next": .dictionary(["name": "c", "text": "the fox"])])
            try realm.create("Note", value: ["name": "d", "text": "Realm fox", "next": .link(ObjectLink(className: "Note", key: a.key))])
        }
        return realm
    }

    @Test func theOuterObjectKeepsItsOwnValues() throws {
        check([
            Q("Note", "name == 'b'", "b"),
            Q("Note", "next.name == 'c'", "b"),
            Q("Note", "text == 'Fjords and mountains'", "b"),
            Q("Note", "TRUEPREDICATE", "a", "c", "b", "d"),
        ], on: try Self.notes())
    }

    @Test func textThroughBacklinksOnASelfLinkingClass() throws {
        check([
            Q("Note", "text TEXT 'fox'", "c", "d"),
            Q("Note", "next.text TEXT 'fox'", "b"),
            Q("Note", "@links.Note.next.text TEXT 'realm'", "a"),
            Q("Note", "@links.Note.next.text TEXT 'fjords'", "c"),
            Q("Note", "@links.Note.next.text TEXT 'fox'", "a"),
            // Core's answer holds a null key too, for "c" whose `next` is null (not reproduced).
            Q("Note", "@links.Note.next.text TEXT '-realm'", "c"),
        ], on: try Self.notes())
    }
}
