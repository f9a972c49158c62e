import Foundation
import RealmModel
import RealmQuery
import Testing
@testable import RealmStore

/// `id == 6` after `id == 5` reuses the first compilation with 6 bound
/// (`IntegerLiteralShape`), and answers exactly as a fresh compilation
/// would; a literal whose value changes the SQL is never shared.
@Suite struct ShapedQueryCacheTests {
    static let schema = Schema([ObjectSchema(className: "Item", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "age", type: .int, isOptional: true),
        Property(name: "weight", type: .double),
        Property(name: "m", type: .mixed, isOptional: true),
        Property(name: "tags", type: .int, collection: .list),
    ])])

    func makeItems() throws -> Realm {
        let realm = try makeInMemoryRealm(Self.schema)
        try realm.write {
            for i in 0..<8 {
                _ = try realm.create("Item", value: [
                    "id": .int(Int64(i)), "age": i == 7 ? .null : .int(Int64(i * 10)), "weight": .double(Double(i) + 0.5),
                    "m": i % 2 == 0 ? .int(Int64(i)) : .string("\(i)"),
                    "tags": .list((0..<(i % 3)).map { .int(Int64($0)) }),
                ])
            }
        }
        return realm
    }

    func ids(_ results: Results) throws -> [Int64] {
        var ids: [Int64] = []
        try results.forEach { item in
            if case .int(let id) = try item.value(forKey: "id") { ids.append(id) }
        }
        return ids
    }

    /// What a compilation of `text` from scratch gives.
    func fresh(_ realm: Realm, _ text: String) throws -> (ResolvedQuery, SQLFragment) {
        let query = try QueryResolver(schema: realm.schema).resolve(text, className: "Item")
        return (query, try realm.compile(query))
    }

    @Test func aQueryOfTheSameShapeAnswersForItsOwnLiteral() throws {
        let realm = try makeItems()
        #expect(try ids(realm.objects("Item", where: "id == 5")) == [5])  // a store's first query is not kept
        #expect(try ids(realm.objects("Item", where: "id == 6")) == [6])
        #expect(realm.compiledQueries.shapeCount == 1)
        let shared = try realm.objects("Item", where: "id == 7")
        #expect(try ids(shared) == [7])
        #expect(try ids(realm.objects("Item", where: "id == 42")) == [])
        #expect(try ids(realm.objects("Item", where: "age >= 30")) == [3, 4, 5, 6])
        #expect(try ids(realm.objects("Item", where: "age >= 5")) == [1, 2, 3, 4, 5, 6])
        #expect(realm.compiledQueries.shapeCount == 2)
        // The query and SQL of the shared compilation are what compiling `id == 7` gives, source ranges included.
        let (query, fragment) = try fresh(realm, "id == 7")
        #expect(shared.query == query)
        #expect(shared.fragment == fragment)
        let wider = try realm.objects("Item", where: "id == 123456")
        #expect(try wider.query == fresh(realm, "id == 123456").0)
        #expect(try wider.fragment == fresh(realm, "id == 123456").1)
    }

    @Test func onlyAPlainIntColumnAgainstItsLiteralIsShared() throws {
        let realm = try makeItems()
        func shared(_ text: String) throws -> Bool {
            guard let shape = IntegerLiteralShape(text) else { return false }
            let (query, fragment) = try fresh(realm, text)
            return CompiledQueryCache.ShapedEntry(query: query, fragment: fragment, shape: shape) != nil
        }
        #expect(try shared("id == 5"))
        #expect(try shared("age < 30"))
        #expect(try shared("age != 0"))
        // The literal becomes a double, the column is mixed or a collection, the literal is not the operand
        // alone, another condition comes with it.
        #expect(try !shared("weight > 3"))
        #expect(try !shared("m == 4"))
        #expect(try !shared("tags.@count == 0"))
        #expect(try !shared("ANY tags == 1"))
        #expect(try !shared("age == 2 + 3"))
        #expect(try !shared("id > 2 AND id < 5"))
        #expect(try !shared("id == 1 OR id == 2"))
    }

    @Test func literalsThatChangeTheSQLAreNotShapes() {
        #expect(IntegerLiteralShape("id == 5")?.value == 5)
        #expect(IntegerLiteralShape("id == 5")?.shape == "id == ")
        #expect(IntegerLiteralShape("id==5")?.range == SourceRange(4..<5))
        #expect(IntegerLiteralShape("id == 999999999999999")?.value == 999_999_999_999_999)
        for text in ["id == 9223372036854775807", "id == 1000000000000000", "id == 05", "id == 3.5", "id == -5",
                     "id == 0x10", "id == 1e3", "id == null", "id == $0", "5", "name == 'x 5'", "id == +5"] {
            #expect(IntegerLiteralShape(text) == nil, "\(text)")
        }
    }

    @Test func anIntegerEdgeAfterASharedShapeIsCompiledOnItsOwn() throws {
        let realm = try makeItems()
        #expect(try ids(realm.objects("Item", where: "age <= 5")) == [0])
        // Realm Core leaves `intOpt <= Int64.max` out of the query: every object matches, the null age too.
        #expect(try ids(realm.objects("Item", where: "age <= 9223372036854775807")) == Array(0..<8))
        #expect(try ids(realm.objects("Item", where: "age <= 922337203685477")) == Array(0..<7))
    }

    @Test func otherTypesAfterASharedShapeAnswerForTheirOwnLiteral() throws {
        let realm = try makeItems()
        #expect(try ids(realm.objects("Item", where: "m == 4")) == [4])
        #expect(try ids(realm.objects("Item", where: "m == 6")) == [6])
        #expect(try ids(realm.objects("Item", where: "tags.@count == 0")) == [0, 3, 6])
        #expect(try ids(realm.objects("Item", where: "tags.@count == 2")) == [2, 5])
        #expect(try ids(realm.objects("Item", where: "weight > 3")) == [3, 4, 5, 6, 7])
        #expect(try ids(realm.objects("Item", where: "weight > 6")) == [6, 7])
        #expect(try ids(realm.objects("Item", where: "age == 20")) == [2])
        #expect(try ids(realm.objects("Item", where: "age == null")) == [7])
        #expect(try ids(realm.objects("Item", where: "age == 2.5")) == [])
    }

    @Test func argumentsAndClassesKeepTheirOwnShapes() throws {
        let realm = try makeItems()
        #expect(try ids(realm.objects("Item", where: "id == 1")) == [1])
        #expect(try ids(realm.objects("Item", where: "id == 2", arguments: [.int(7)])) == [2])
        #expect(throws: RealmError.self) { _ = try realm.objects("Nothing", where: "id == 2") }
    }

    @Test func aMigrationDropsTheSharedShapes() throws {
        let realm = try makeItems()
        #expect(try ids(realm.objects("Item", where: "age > 40")) == [5, 6])
        try realm.migrate([
            .removeProperty(className: "Item", propertyName: "age"),
            .addProperty(className: "Item", property: Property(name: "age", type: .double), defaultValue: .double(50.5)),
        ])
        // `age` is a double now: `age > 50` binds 50.0 against the new column, not the int plan of `age > 40`.
        #expect(try ids(realm.objects("Item", where: "age > 50")) == Array(0..<8))
        #expect(try ids(realm.objects("Item", where: "age > 51")) == [])
    }
}
