import Foundation
import RealmModel
import RealmQuery
import Testing
@testable import RealmStore

/// A query asked again is not compiled again, but never answers from a
/// compilation the store's schema or the arguments no longer match.
@Suite struct CompiledQueryCacheTests {
    func makeDogs() throws -> Realm {
        let schema = Schema([ObjectSchema(className: "Dog", properties: [
            Property(name: "name", type: .string), Property(name: "age", type: .int),
        ])])
        let realm = try makeInMemoryRealm(schema)
        try realm.write {
            for (name, age) in [("Rex", 3), ("Fido", 1), ("Bo", 7)] {
                _ = try realm.create("Dog", value: ["name": .string(name), "age": .int(Int64(age))])
            }
        }
        return realm
    }

    func names(_ results: Results) throws -> [String] {
        var names: [String] = []
        try results.forEach { dog in
            if case .string(let s) = try dog.value(forKey: "name") { names.append(s) }
        }
        return names
    }

    @Test func theSameQueryAskedAgainAnswersTheSame() throws {
        let realm = try makeDogs()
        let first = try realm.objects("Dog", where: "age > 2 SORT(name ASC)")
        let again = try realm.objects("Dog", where: "age > 2 SORT(name ASC)")
        #expect(try names(first) == ["Bo", "Rex"])
        #expect(try names(again) == ["Bo", "Rex"])
        #expect(again.fragment.sql == first.fragment.sql)
    }

    @Test func argumentsAreNotTakenFromAnEarlierAsking() throws {
        let realm = try makeDogs()
        #expect(try names(realm.objects("Dog", where: "age > $0 SORT(name ASC)", arguments: [.int(2)])) == ["Bo", "Rex"])
        #expect(try names(realm.objects("Dog", where: "age > $0 SORT(name ASC)", arguments: [.int(5)])) == ["Bo"])
    }

    @Test func aMigrationDropsTheCompiledQueries() throws {
        let realm = try makeDogs()
        #expect(try names(realm.objects("Dog", where: "age > 2")).sorted() == ["Bo", "Rex"])
        try realm.migrate([
            .removeProperty(className: "Dog", propertyName: "age"),
            .addProperty(className: "Dog", property: Property(name: "age", type: .string), defaultValue: .string("old")),
        ])
        // `age` is a string now: comparing it with an int is refused, not answered by the old SQL.
        #expect(throws: QueryError.self) { _ = try realm.objects("Dog", where: "age > 2") }
        #expect(try names(realm.objects("Dog", where: "age == 'old'")).count == 3)
    }
}
