import Foundation
import RealmModel
import RealmQuery
import Testing
@testable import RealmStore

/// The hand-built store of the conformance suite: people, dogs and toys
/// with every kind of property, collection and link. `zooExpectations`
/// below documents each object so expected matches can be checked by eye.
let zooSchema = Schema([
    ObjectSchema(className: "Person", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "name", type: .string, isIndexed: true),
        Property(name: "age", type: .int),
        Property(name: "nick", type: .string, isOptional: true),
        Property(name: "height", type: .double, isOptional: true),
        Property(name: "score", type: .decimal128, isOptional: true),
        Property(name: "born", type: .date, isOptional: true),
        Property(name: "flag", type: .bool, isOptional: true),
        Property(name: "bio", type: .string, isOptional: true, isFullTextIndexed: true),
        Property(name: "value", type: .mixed, isOptional: true),
        Property(name: "oid", type: .objectId, isOptional: true),
        Property(name: "uid", type: .uuid, isOptional: true),
        Property(name: "blob", type: .data, isOptional: true),
        Property(name: "best", type: .object, isOptional: true, objectClassName: "Dog"),
        Property(name: "dogs", type: .object, collection: .list, objectClassName: "Dog"),
        Property(name: "favorites", type: .object, collection: .set, objectClassName: "Dog"),
        Property(name: "byNick", type: .object, collection: .dictionary, isOptional: true, objectClassName: "Dog"),
        Property(name: "address", type: .object, isOptional: true, objectClassName: "Address"),
        Property(name: "numbers", type: .int, collection: .list),
        Property(name: "optNumbers", type: .int, collection: .list, isOptional: true),
        Property(name: "strings", type: .string, collection: .list),
        Property(name: "ratings", type: .double, collection: .set),
        Property(name: "scores", type: .int, collection: .dictionary),
        Property(name: "mixedList", type: .mixed, collection: .list, isOptional: true),
        Property(name: "mixedDict", type: .mixed, collection: .dictionary, isOptional: true),
        Property(name: "prices", type: .decimal128, collection: .list),
    ]),
    ObjectSchema(className: "Dog", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "name", type: .string, isIndexed: true),
        Property(name: "age", type: .int, isOptional: true),
        Property(name: "weight", type: .double, isOptional: true),
        Property(name: "owner", type: .object, isOptional: true, objectClassName: "Person"),
        Property(name: "toys", type: .object, collection: .list, objectClassName: "Toy"),
        Property(name: "owners", type: .linkingObjects, objectClassName: "Person", linkOriginPropertyName: "dogs"),
    ]),
    ObjectSchema(className: "Toy", primaryKey: "name", properties: [
        Property(name: "name", type: .string),
        Property(name: "price", type: .double),
    ]),
    ObjectSchema(className: "Address", isEmbedded: true, properties: [
        Property(name: "street", type: .string),
        Property(name: "city", type: .string, isOptional: true),
        Property(name: "zip", type: .int, isOptional: true),
    ]),
])

private func dog(_ id: Int64) -> AnyRealmValue { .link(ObjectLink(className: "Dog", primaryKey: .int(id))) }
private func toy(_ name: String) -> AnyRealmValue { .link(ObjectLink(className: "Toy", primaryKey: .string(name))) }
private func person(_ id: Int64) -> AnyRealmValue { .link(ObjectLink(className: "Person", primaryKey: .int(id))) }
private func dec(_ text: String) -> AnyRealmValue { .decimal128(Decimal128(string: text) ?? Decimal128(Int64(0))) }
private func date(_ y: Int64, _ m: Int64, _ d: Int64) -> AnyRealmValue { .date(Timestamp(year: y, month: m, day: d)) }
private func address(_ street: String, _ city: String?, _ zip: Int64?) -> AnyRealmValue {
    .dictionary(["street": .string(street), "city": city.map { .string($0) } ?? .null, "zip": zip.map { .int($0) } ?? .null])
}

/// People (object-key order = id order):
///
/// | id | name  | age | nick | height | score | born       | flag  | value    | best | dogs    | favorites | byNick            |
/// |----|-------|-----|------|--------|-------|------------|-------|----------|------|---------|-----------|-------------------|
/// | 1  | Alice | 30  | Ali  | 1.70   | 10.5  | 1990-01-01 | true  | int 5    | 1    | [1,2]   | {1}       | rex:1 fido:2      |
/// | 2  | Bob   | 25  | nil  | nil    | nil   | nil        | false | "5"      | nil  | [3]     | {}        | max:3             |
/// | 3  | carol | 40  | Caro | 1.60   | 2     | 2000-06-15 | nil   | nil      | 3    | []      | {2,3}     | {}                |
/// | 4  | Dave  | 25  | D    | 1.85   | 10.50 | 1985-03-03 | true  | double 5 | 4    | [4,4,5] | {4}       | a:4 b:nil         |
/// | 5  | Éve   | 35  | éve  | 1.65   | -1    | 1970-01-01 | false | true     | nil  | []      | {}        | {}                |
///
/// Dogs: 1 Rex (age 3, 20.5 kg, owner 1, toys ball rope), 2 Fido (7, 10.0, owner 1),
/// 3 Max (age nil, weight nil, owner 2, toys bone), 4 rex (1, 5.5, owner 4, toys ball squeaky),
/// 5 Buddy (10, 30.0, no owner). Toys: ball 2.5, rope 1.0, bone 3.0, squeaky 4.0.
func makeZooRealm() throws -> Realm {
    let realm = try makeInMemoryRealm(zooSchema)
    try realm.write {
        for (name, price) in [("ball", 2.5), ("rope", 1.0), ("bone", 3.0), ("squeaky", 4.0)] {
            try realm.create("Toy", value: ["name": .string(name), "price": .double(price)])
        }
        let people: [[String: AnyRealmValue]] = [
            ["id": .int(1), "name": "Alice", "age": .int(30), "nick": "Ali", "height": .double(1.70), "score": dec("10.5"),
             "born": date(1990, 1, 1), "flag": .bool(true), "bio": "Loves dogs and long walks", "value": .int(5),
             "oid": .objectId(ObjectId(string: "507f1f77bcf86cd799439011")!), "uid": .uuid(RealmUUID(string: "3b241101-e2bb-4255-8caf-4136c566a962")!),
             "blob": .data([1, 2, 3]),
             "address": address("Main St", "Paris", 75001), "numbers": .list([.int(1), .int(2), .int(3)]),
             "optNumbers": .list([.int(1), .null]), "strings": .list(["a", "b"]), "ratings": .list([.double(4.5)]),
             "scores": .dictionary(["math": .int(90), "art": .int(70)]), "mixedList": .list([.int(1), "x", .double(2.5)]),
             "mixedDict": .dictionary(["k": "v", "n": .int(3)]), "prices": .list([dec("1.5"), dec("2.5")])],
            ["id": .int(2), "name": "Bob", "age": .int(25), "flag": .bool(false), "bio": "Cats only", "value": "5",
             "oid": .objectId(ObjectId(string: "507f1f77bcf86cd799439012")!), "blob": .data([]),
             "address": address("Elm St", nil, nil), "numbers": .list([.int(10)]),
             "scores": .dictionary(["math": .int(50)]), "mixedList": .list(["hello"]), "prices": .list([dec("10")])],
            ["id": .int(3), "name": "carol", "age": .int(40), "nick": "Caro", "height": .double(1.60), "score": dec("2"),
             "born": date(2000, 6, 15), "strings": .list(["a"]), "optNumbers": .list([.null]),
             "ratings": .list([.double(1.0), .double(2.0)]), "mixedDict": .dictionary(["k": .null])],
            ["id": .int(4), "name": "Dave", "age": .int(25), "nick": "D", "height": .double(1.85), "score": dec("10.50"),
             "born": date(1985, 3, 3), "flag": .bool(true), "bio": "Dogs! Walks, dogs.", "value": .double(5),
             "blob": .data([1, 2]),
             "address": address("Oak Ave", "Berlin", 10115), "numbers": .list([.int(5), .int(5)]),
             "optNumbers": .list([.null, .int(7)]), "strings": .list(["B", "c"]), "ratings": .list([.double(3.0)]),
             "scores": .dictionary(["math": .int(100)]), "mixedList": .list([.null, .bool(true)]),
             "mixedDict": .dictionary(["n": .double(3.5)])],
            ["id": .int(5), "name": "Éve", "age": .int(35), "nick": "éve", "height": .double(1.65), "score": dec("-1"),
             "born": date(1970, 1, 1), "flag": .bool(false), "bio": "Walking the dog", "value": .bool(true),
             "address": address("Main St", "Rome", 100)],
        ]
        for p in people { try realm.create("Person", value: p) }
        let dogs: [[String: AnyRealmValue]] = [
            ["id": .int(1), "name": "Rex", "age": .int(3), "weight": .double(20.5), "owner": person(1), "toys": .list([toy("ball"), toy("rope")])],
            ["id": .int(2), "name": "Fido", "age": .int(7), "weight": .double(10.0), "owner": person(1)],
            ["id": .int(3), "name": "Max", "owner": person(2), "toys": .list([toy("bone")])],
            ["id": .int(4), "name": "rex", "age": .int(1), "weight": .double(5.5), "owner": person(4), "toys": .list([toy("ball"), toy("squeaky")])],
            ["id": .int(5), "name": "Buddy", "age": .int(10), "weight": .double(30.0)],
        ]
        for d in dogs { try realm.create("Dog", value: d) }
        let links: [(Int64, [String: AnyRealmValue])] = [
            (1, ["best": dog(1), "dogs": .list([dog(1), dog(2)]), "favorites": .list([dog(1)]), "byNick": .dictionary(["rex": dog(1), "fido": dog(2)])]),
            (2, ["dogs": .list([dog(3)]), "byNick": .dictionary(["max": dog(3)])]),
            (3, ["best": dog(3), "favorites": .list([dog(2), dog(3)])]),
            (4, ["best": dog(4), "dogs": .list([dog(4), dog(4), dog(5)]), "favorites": .list([dog(4)]), "byNick": .dictionary(["a": dog(4), "b": .null])]),
        ]
        for (id, values) in links {
            var v = values
            v["id"] = .int(id)
            try realm.create("Person", value: v, update: .modified)
        }
    }
    return realm
}

/// The display name of each result object (its `name`, `label` or `key`
/// property; `nil` as "nil"), in result order.
func names(_ results: Results) throws -> [String] {
    let properties = results.realm.schema[results.className]?.properties.map(\.name) ?? []
    let name = ["name", "label", "key", "text"].first { properties.contains($0) } ?? "name"
    var out: [String] = []
    try results.forEach { (object: DynamicObject) throws in
        switch try object.value(forKey: name) {
        case .string(let s): out.append(s)
        case .null: out.append("nil")
        default: out.append("?")
        }
    }
    return out
}

/// The `id`s (an int property) of the objects of `className` that `query`
/// matches, ascending: the answer a pinned case of Realm Core's compares with.
func matchingIDs(_ realm: Realm, _ className: String, where query: String) throws -> [Int64] {
    var ids: [Int64] = []
    try realm.objects(className, where: query).forEach { object in
        if case .int(let id) = try object.value(forKey: "id") { ids.append(id) }
    }
    return ids.sorted()
}

/// A case on class `className`.
func Q(_ className: String, _ query: String, _ expected: String..., arguments: [AnyRealmValue] = []) -> QueryCase {
    QueryCase(className: className, query: query, expected: expected, arguments: arguments)
}

/// One conformance case: a query on a class and the names it must match, in order.
struct QueryCase: CustomStringConvertible, Sendable {
    var className: String
    var query: String
    var expected: [String]
    var arguments: [AnyRealmValue] = []
    var description: String { "\(className): \(query)" }
}

/// Runs `cases` against `realm`, recording one issue per wrong case.
func check(_ cases: [QueryCase], on realm: Realm, sourceLocation: SourceLocation = #_sourceLocation) {
    for c in cases {
        do {
            let results = try realm.objects(c.className, where: c.query, arguments: c.arguments)
            let got = try names(results)
            if got != c.expected {
                Issue.record("\(c): expected \(c.expected), got \(got)\n  SQL: \(results.fragment.sql)", sourceLocation: sourceLocation)
            }
        } catch let error as QueryError {
            Issue.record("\(c): \(rendered(error, in: c.query))", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(c): \(error)", sourceLocation: sourceLocation)
        }
    }
}

extension AnyRealmValue: ExpressibleByStringLiteral {
    /// `"Rex"` is `.string("Rex")` in tests.
    public init(stringLiteral value: String) { self = .string(value) }
}

/// A query error as the shell prints it: `error: ` and the message, the
/// caret lines under its range, then its hint.
func rendered(_ error: QueryError, in text: String) -> String {
    (["error: " + error.message] + SourceCaret.lines(text, range: error.range.lowerBound..<error.range.upperBound)
        + (error.hint.map { [$0] } ?? [])).joined(separator: "\n")
}
