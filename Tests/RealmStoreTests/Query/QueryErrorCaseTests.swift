import RealmModel
import RealmQuery
import Testing
@testable import RealmStore

/// Queries Realm rejects must throw (a `QueryError` with its caret
/// diagnostic, or a `RealmError` for what the store cannot run), never
/// match silently or crash.
@Suite struct QueryErrorCaseTests {
    static let invalid: [String] = [
        "agee > 3",
        "age >",
        "age > 'x'",
        "name > 5",
        "dogs > 3",
        "SUBQUERY(name, $x, $x == 1).@count > 0",
        "age BETWEEN {1}",
        "age @ 3",
        "name LIKE 5",
        "dogs.@avg.name > 1",
        "ALL age > 3",
        "age > $0",
        "age == 1 SORT(nope ASC)",
        "nope TEXT 'x'",
        "name TEXT 'x'",
        "numbers.@avg.age > 1",
        "value.@type == 'nonsense'",
        "(age > 3",
        "age > 3)",
        "obj('Nope', 1) == best",
        "age == 1 AND",
        "age ==[c] null",
        "dogs.@count == 'many'",
        "best.name.first == 'x'",
        "born > 'yesterday'",
        "oid == 'abc'",
        "score CONTAINS 5",
        "@links.Nope.dogs.@count > 0",
        "@links.Dog.nope.@count > 0",
        "SUBQUERY(dogs, $d, $d.nope > 1).@count > 0",
        "numbers[FIRST].x == 1",
        "SUBQUERY(favorites, $f, $f.age == nil).@count == 1",  // Realm Core: a subquery runs over lists only
        "ANY dogs == nil",
        "age.@type == 'int'",  // Realm Core: @type of a typed property is a constant  // Realm Core: a to-many relationship never compares with null
        "",
        "SORT(age ASC)",
        "age > 3 LIMIT(x)",
    ]

    @Test func invalidQueriesThrow() throws {
        let realm = try makeZooRealm()
        for text in Self.invalid {
            do {
                let results = try realm.objects("Person", where: text)
                Issue.record("'\(text)' should be rejected, compiled to \(results.fragment.sql)")
            } catch is QueryError {
            } catch {
                Issue.record("'\(text)' threw \(error), expected a QueryError")
            }
        }
    }

    @Test func unknownClassThrows() throws {
        let realm = try makeZooRealm()
        #expect(throws: RealmError.noSuchClass("Cat")) { try realm.objects("Cat", where: "age > 1") }
    }

    @Test func geoWithinOnANonGeoJSONObjectIsRefused() throws {
        let realm = try makeZooRealm()
        #expect(throws: RealmError.self) { try realm.objects("Person", where: "address GEOWITHIN geoCircle([0, 0], 1)") }
    }

    @Test func diagnosticPointsAtTheMistake() throws {
        let realm = try makeZooRealm()
        do {
            _ = try realm.objects("Person", where: "agee > 3")
            Issue.record("expected an error")
        } catch let error as QueryError {
            #expect(rendered(error, in: "agee > 3") == """
                error: no such property 'agee' on class 'Person'
                  agee > 3
                  ^~~~
                Did you mean 'age'?
                """)
        }
    }
}
