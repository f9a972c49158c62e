import RealmModel
import Testing
@testable import RealmStore

/// `TEXT` through a to-one link: Realm Core searches the linked class's
/// full-text index and goes back through backlinks, so an object whose link
/// is null is never found — not even by a search that only excludes words,
/// which finds every linked object without them.
@Suite struct FullTextThroughLinkTests {
    static let cases: [QueryCase] = [
        Q("Owner", "note.text TEXT 'dog'", "a"),
        Q("Owner", "note.text TEXT '-cat'", "a"),
        Q("Owner", "NOT note.text TEXT '-cat'", "b", "c"),
        Q("Owner", "note.text TEXT '-dog -cat'"),
        Q("Owner", "note.text TEXT 'ca*'", "c"),
    ]

    @Test func aNullLinkMatchesNoSearch() throws {
        let realm = try makeInMemoryRealm(Schema([
            ObjectSchema(className: "Owner", properties: [
                Property(name: "name", type: .string),
                Property(name: "note", type: .object, isOptional: true, objectClassName: "Note"),
            ]),
            ObjectSchema(className: "Note", properties: [Property(name: "text", type: .string, isFullTextIndexed: true)]),
        ]))
        try realm.write {
            try realm.create("Owner", value: ["name": "a", "note": .dictionary(["text": "the dog"])])
            try realm.create("Owner", value: ["name": "b"])
            try realm.create("Owner", value: ["name": "c", "note": .dictionary(["text": "a cat"])])
        }
        check(Self.cases, on: realm)
    }
}
