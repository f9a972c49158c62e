import RealmModel
import Testing
@testable import RealmStore

/// `TEXT` on a full-text-indexed property: Realm Core's own
/// `Query_FullTextPrefix` cases (test/test_query2.cpp), same data, same counts.
@Suite struct FullTextQueryTests {
    static let rows = [
        "Abby Abba Ada Adalee Baylee Bellamy Blaire Adalyn",
        "Abigail Abba Barbara Beatrice Bella Blair Blake",
        "Adaline Bellamy Blakely",
    ]

    static let cases: [QueryCase] = [
        Q("Note", "text TEXT 'ab*'", rows[0], rows[1]),
        Q("Note", "text TEXT 'ac*'"),
        Q("Note", "text TEXT 'abbe*'"),
        Q("Note", "text TEXT 'abbex*'"),
        Q("Note", "text TEXT 'Bel*'", rows[0], rows[1], rows[2]),
        Q("Note", "text TEXT 'Blak*'", rows[1], rows[2]),
        Q("Note", "text TEXT 'Bellam*'", rows[0], rows[2]),
        Q("Note", "text TEXT 'Bel* Abba -Ada'", rows[1]),
        Q("Note", "text TEXT 'abba'", rows[0], rows[1]),
        Q("Note", "text TEXT 'ABBA -abigail'", rows[0]),
        Q("Note", "NOT text TEXT 'blake'", rows[0], rows[2]),
    ]

    @Test func realmCorePrefixCases() throws {
        let realm = try makeInMemoryRealm(Schema([
            ObjectSchema(className: "Note", properties: [Property(name: "text", type: .string, isFullTextIndexed: true)]),
        ]))
        try realm.write {
            for row in Self.rows { try realm.create("Note", value: ["text": .string(row)]) }
        }
        check(Self.cases, on: realm)
    }
}
