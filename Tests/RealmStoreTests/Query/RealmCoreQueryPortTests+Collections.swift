import RealmModel
import Testing
@testable import RealmStore

extension RealmCoreQueryPortTests {
    /// Realm Core's `TEST(Parser_Dictionary)`, data built the same way.
    @Test func parserDictionary() throws {
        let realm = try makeInMemoryRealm(Schema([
            ObjectSchema(className: "foo", properties: [
                Property(name: "dict", type: .mixed, collection: .dictionary, isOptional: true),
            ]),
            ObjectSchema(className: "origin", properties: [
                Property(name: "link", type: .object, isOptional: true, objectClassName: "foo"),
                Property(name: "links", type: .object, collection: .list, objectClassName: "foo"),
            ]),
        ]))
        var expected = 0, numIntsForValue = 0
        var keys: [ObjectKey] = []
        var firstDict: [String: AnyRealmValue] = [:]
        try realm.write {
            for i in Int64(0)..<100 {
                var dict: [String: AnyRealmValue] = [:]
                var incr = false, incrNumInts = false
                if i % 4 == 0 {
                    dict["Value"] = .int(i)
                    incrNumInts = true
                    if i > 50 { incr = true }
                } else if i % 10 == 0 {
                    dict["Value"] = .int(100)
                    incr = true
                    incrNumInts = true
                }
                if i % 3 != 0 {
                    dict["Value"] = .int(3)
                    incr = false
                    incrNumInts = true
                }
                if i % 5 == 0 { dict["Foo"] = .int(5) }
                if i == 78 { dict["Value"] = .null }
                dict["Bar"] = .int(i)
                if incr { expected += 1 }
                if incrNumInts { numIntsForValue += 1 }
                if i == 0 { firstDict = dict }
                keys.append(try realm.create("foo", value: ["dict": .dictionary(dict)]).key)
            }
            for n in 0..<10 {
                try realm.create("origin", value: [
                    "link": .link(ObjectLink(className: "foo", key: keys[n * 10])),
                    "links": .list((0..<10).map { .link(ObjectLink(className: "foo", key: keys[n * 10 + $0])) }),
                ])
            }
        }
        func expect(_ className: String, _ text: String, _ count: Int, arguments: [AnyRealmValue] = [], _ note: String = "") {
            do {
                let got = try realm.objects(className, where: text, arguments: arguments).count
                if got != count { Issue.record("\(className): \(text) \(note): Realm Core counts \(count), got \(got)") }
            } catch {
                Issue.record("\(className): \(text): \(error)")
            }
        }
        expect("foo", "dict.@values > 50", 50)
        expect("foo", "dict[*] > 50", 50)
        expect("foo", "dict['Value'] > 50", expected)
        expect("foo", "dict.Value > 50", expected)
        expect("foo", "dict[$0] > 50", expected, arguments: ["Value"])
        expect("foo", "ANY dict.@keys == 'Foo'", 20)
        expect("foo", "NONE dict.@keys == 'Value'", 22)
        expect("foo", "dict.@keys == {'Bar'}", 19)
        expect("foo", "ANY dict.@keys == {'Bar'}", 100)
        expect("foo", "dict.@keys == {'Bar', 'Foo'}", 3)
        expect("foo", "dict['Value'] == NULL", 23)
        expect("foo", "dict['Value'] == {}", 0)
        expect("foo", "dict['Value'] == {0, 100}", 3)
        expect("foo", "dict['Value'].@type == 'int'", numIntsForValue)
        expect("foo", "dict.@type == 'int'", 100)
        expect("foo", "ALL dict.@type == 'int'", 99)
        expect("foo", "NONE dict.@type == 'int'", 0)
        expect("foo", "ANY dict.@type == 'string'", 0)
        #expect(throws: (any Error).self) { try realm.objects("foo", where: "dict[FIRST] > 50") }
        #expect(throws: (any Error).self) { try realm.objects("foo", where: "dict[LAST] > 50") }
        expect("origin", "link.dict['Value'] > 50", 3)
        expect("origin", "link.dict.Value > 50", 3)
        expect("origin", "links.dict['Value'] > 50", 5)
        expect("origin", "links.dict > 50", 6)
        expect("origin", "links.dict['Value'] == NULL", 10)
        expect("foo", "dict.@size == 3", 17)
        expect("foo", "dict.@max == 100", 2)
        expect("foo", "dict.@min < 2", 2)
        expect("foo", "dict.@sum >= 100", 9)
        expect("foo", "dict.@avg < 10", 16)
        expect("origin", "links.dict.@max == 100", 2)
        expect("origin", "link.dict.@max == 100", 2)

        let first = try #require(try realm.object(ofType: "foo", key: keys[0]))
        firstDict["some extra"] = .int(42)
        try realm.write { try first.setValue(.dictionary(firstDict), forKey: "dict") }
        expect("foo", "dict['some extra'] == 42", 1)
        firstDict["Value"] = .double(4.5)
        try realm.write { try first.setValue(.dictionary(firstDict), forKey: "dict") }
        expect("foo", "dict.@max == 100", 2, "(mixed types)")
        expect("foo", "dict.@min < 2", 2, "(mixed types)")
        expect("foo", "dict.@sum >= 100", 9, "(mixed types)")
        expect("foo", "dict.@avg < 10", 15, "(mixed types)")
        firstDict["Bar"] = .date(Timestamp(seconds: 1234, nanoseconds: 5678))
        try realm.write { try first.setValue(.dictionary(firstDict), forKey: "dict") }
        expect("foo", "dict.@max == 100", 2, "(with a timestamp)")
        expect("foo", "dict.@min < 2", 1, "(with a timestamp)")
        expect("foo", "dict.@sum >= 100", 9, "(with a timestamp)")
        expect("foo", "dict.@avg < 10", 15, "(with a timestamp)")
    }
}

extension RealmCoreQueryPortTests {
    /// Realm Core's `TEST(Parser_Limit)`: Adam 28, Frank 30, Ben 28. Each case: the count
    /// Realm Core asserts, and the leading names it checks (if any).
    @Test func parserLimit() throws {
        let realm = try makeInMemoryRealm(Schema([
            ObjectSchema(className: "person", properties: [
                Property(name: "name", type: .string), Property(name: "age", type: .int),
            ]),
        ]))
        try realm.write {
            for (name, age) in [("Adam", 28), ("Frank", 30), ("Ben", 28)] {
                try realm.create("person", value: ["name": .string(name), "age": .int(Int64(age))])
            }
        }
        let cases: [(String, Int, [String])] = [
            ("TRUEPREDICATE LIMIT(0)", 0, []), ("TRUEPREDICATE LIMIT(1)", 1, []), ("TRUEPREDICATE LIMIT(2)", 2, []),
            ("TRUEPREDICATE LIMIT(3)", 3, []), ("TRUEPREDICATE LIMIT(4)", 3, []),
            ("TRUEPREDICATE SORT(name ASC) LIMIT(0)", 0, []),
            ("TRUEPREDICATE SORT(name ASC) LIMIT(1)", 1, ["Adam"]),
            ("TRUEPREDICATE SORT(name ASC) LIMIT(2)", 2, ["Adam", "Ben"]),
            ("TRUEPREDICATE SORT(name ASC) LIMIT(3)", 3, ["Adam", "Ben", "Frank"]),
            ("TRUEPREDICATE SORT(name ASC) LIMIT(4)", 3, []),
            ("TRUEPREDICATE SORT(name ASC) DISTINCT(age) LIMIT(0)", 0, []),
            ("TRUEPREDICATE SORT(name ASC) DISTINCT(age) LIMIT(1)", 1, ["Adam"]),
            ("TRUEPREDICATE SORT(name ASC) DISTINCT(age) LIMIT(2)", 2, ["Adam", "Frank"]),
            ("TRUEPREDICATE SORT(name ASC) DISTINCT(age) LIMIT(3)", 2, ["Adam", "Frank"]),
            ("TRUEPREDICATE SORT(name ASC) DISTINCT(age) LIMIT(4)", 2, []),
            ("age < 30 SORT(name ASC) DISTINCT(age) LIMIT(0)", 0, []),
            ("age < 30 SORT(name ASC) DISTINCT(age) LIMIT(1)", 1, ["Adam"]),
            ("age < 30 SORT(name ASC) DISTINCT(age) LIMIT(2)", 1, ["Adam"]),
            ("age < 30 SORT(name ASC) DISTINCT(age) LIMIT(3)", 1, ["Adam"]),
            ("age < 30 SORT(name ASC) DISTINCT(age) LIMIT(4)", 1, []),
            ("age < 30 && name == 'Adam' LIMIT(0)", 0, []),
            ("age < 30 && name == 'Adam' LIMIT(1)", 1, ["Adam"]),
            ("TRUEPREDICATE LIMIT(2) LIMIT(1)", 1, []),
            ("TRUEPREDICATE LIMIT(3) LIMIT(2) LIMIT(1) LIMIT(10)", 1, []),
            ("age > 0 SORT(name ASC) LIMIT(2)", 2, ["Adam", "Ben"]),
            ("age > 0 LIMIT(2) SORT(name ASC)", 2, ["Adam", "Frank"]),
            ("age > 0 SORT(name ASC) LIMIT(2) DISTINCT(age)", 1, []),
            ("age > 0 SORT(name DESC) LIMIT(2) SORT(age ASC) LIMIT(1)", 1, ["Ben"]),
            ("age == 30", 1, []), ("age == 30 LIMIT(0)", 0, []), ("age == 1000", 0, []), ("age == 1000 LIMIT(0)", 0, []),
            ("age == 1000 SORT(name ASC)", 0, []), ("age == 1000 SORT(name ASC) LIMIT(0)", 0, []),
            ("age == 28 SORT(name ASC)", 2, []), ("age == 28 SORT(name ASC) LIMIT(1)", 1, []),
            ("age == 28 DISTINCT(age)", 1, []), ("age == 28 DISTINCT(age) LIMIT(0)", 0, []),
            ("age == 28 SORT(name ASC) DISTINCT(age)", 1, []), ("age == 28 SORT(name ASC) DISTINCT(age) LIMIT(0)", 0, []),
            ("FALSEPREDICATE", 0, []), ("FALSEPREDICATE LIMIT(0)", 0, []), ("FALSEPREDICATE LIMIT(1)", 0, []),
        ]
        for (text, count, leading) in cases {
            do {
                let results = try realm.objects("person", where: text)
                let got = try names(results)
                #expect(try results.count == count, "\(text)")
                if got.count != count || Array(got.prefix(leading.count)) != leading {
                    Issue.record("\(text): Realm Core expects \(count) starting \(leading), got \(got)")
                }
            } catch {
                Issue.record("\(text): \(error)")
            }
        }
        for text in ["TRUEPREDICATE LIMIT(-1)", "TRUEPREDICATE LIMIT(age)", "TRUEPREDICATE LIMIT('age')"] {
            #expect(throws: (any Error).self, "\(text)") { try realm.objects("person", where: text) }
        }
    }
}

extension RealmCoreQueryPortTests {
    /// Realm Core's `TEST(Parser_OperatorIN)`: allergens, items that list them, and
    /// three customers with a favourite item and a list of items.
    @Test func parserOperatorIN() throws {
        let realm = try makeInMemoryRealm(Schema([
            ObjectSchema(className: "Allergens", properties: [
                Property(name: "name", type: .string), Property(name: "population_affected", type: .double),
            ]),
            ObjectSchema(className: "Items", properties: [
                Property(name: "name", type: .string), Property(name: "price", type: .double),
                Property(name: "allergens", type: .object, collection: .list, objectClassName: "Allergens"),
            ]),
            ObjectSchema(className: "Person", properties: [
                Property(name: "customer_id", type: .int), Property(name: "account_balance", type: .double),
                Property(name: "items", type: .object, collection: .list, objectClassName: "Items"),
                Property(name: "fav_item", type: .object, isOptional: true, objectClassName: "Items"),
            ]),
        ]))
        try realm.write {
            var allergens: [AnyRealmValue] = []
            for (name, population) in [("dairy", 0.75), ("nuts", 0.01), ("wheat", 0.01), ("soy", 0.005)] {
                let key = try realm.create("Allergens", value: ["name": .string(name), "population_affected": .double(population)]).key
                allergens.append(.link(ObjectLink(className: "Allergens", key: key)))
            }
            let contains: [[Int]] = [[0], [], [0, 2, 3], [0, 1, 2]]
            var items: [AnyRealmValue] = []
            for (i, (name, price)) in [("milk", 5.5), ("oranges", 4.0), ("pizza", 9.5), ("cereal", 6.5)].enumerated() {
                let key = try realm.create("Items", value: [
                    "name": .string(name), "price": .double(price), "allergens": .list(contains[i].map { allergens[$0] }),
                ]).key
                items.append(.link(ObjectLink(className: "Items", key: key)))
            }
            let lists: [[Int]] = [[0, 1, 2, 3], Array(repeating: 0, count: 10), [2, 2, 3]]
            for i in 0..<3 {
                try realm.create("Person", value: [
                    "customer_id": .int(Int64(i)), "account_balance": .double(Double(i + 1) * 10),
                    "fav_item": items[i], "items": .list(lists[i].map { items[$0] }),
                ])
            }
        }
        let ints: AnyRealmValue = .list([.int(0), .int(1), .int(2)])
        let cases: [(String, Int, [AnyRealmValue])] = [
            ("customer_id IN {0, 1, 2}", 3, []), ("NOT customer_id IN {0}", 2, []), ("customer_id != {0}", 2, []),
            ("customer_id != {0, 1}", 3, []), ("NOT customer_id IN {0, 1}", 1, []), ("customer_id != {0, 1, 2}", 3, []),
            ("customer_id > {0, 1}", 2, []), ("customer_id > {4, 5, 6}", 0, []), ("customer_id < {0, 1}", 1, []),
            ("customer_id < {0}", 0, []), ("customer_id >= {0, 1}", 3, []), ("customer_id >= {2, 3, 4}", 1, []),
            ("customer_id <= {0, 1}", 2, []), ("customer_id <= {-1}", 0, []),
            ("fav_item.name IN {'milk', 'oranges', 'cereal'}", 2, []), ("fav_item.price IN {6.5, 9.5}", 1, []),
            ("fav_item.name != {'milk', 'oranges'}", 3, []), ("NOT fav_item.name IN {'milk', 'oranges'}", 1, []),
            ("fav_item.name contains[c] {'ILK', 'Range'}", 2, []), ("fav_item.name beginswith[c] {'MIL', 'CERe'}", 1, []),
            ("fav_item.name endswith {'lk', 'EAL', 'GeS'}", 1, []), ("fav_item.name endswith[c] {'lk', 'EAL', 'GeS'}", 2, []),
            ("fav_item.name like {'*lk', '*zz*'}", 2, []),
            ("customer_id IN $0", 0, [.list([])]), ("customer_id IN $0", 3, [ints]), ("NOT customer_id IN $0", 2, [.list([.int(0)])]),
            ("customer_id != $0", 2, [.list([.int(0)])]), ("customer_id > $0", 2, [.list([.int(0), .int(1)])]),
            ("customer_id <= $0", 0, [.list([.int(-1)])]),
            ("fav_item.name IN $0", 2, [.list(["milk", "oranges", "cereal"])]),
            ("fav_item.name contains[c] $0", 2, [.list(["ILK", "Range"])]),
            ("fav_item.name like $0", 2, [.list(["*lk", "*zz*"])]),
            ("customer_id IN ANY $0", 3, [ints]), ("customer_id IN ALL $0", 0, [ints]), ("customer_id IN NONE $0", 0, [ints]),
            ("'dairy' in items.allergens.name", 3, []),
            ("5.5 IN items.price", 2, []), ("!(5.5 IN items.price)", 1, []), ("'milk' IN items.name", 2, []),
            ("'MiLk' IN[c] items.name", 2, []), ("NULL IN items.price", 0, []), ("'dairy' IN fav_item.allergens.name", 2, []),
            ("fav_item.price IN items.price", 2, []),
            ("ANY {5.5, 4.0} IN ANY items.price", 2, []), ("ALL {5.5, 4.0} IN items.price", 1, []),
            ("ALL {5.5} IN items.price", 2, []), ("NONE {5.5, 4.0} IN items.price", 1, []),
            ("NONE {5.5, 4.0} IN ALL items.price", 2, []), ("ANY {5.5, 4.0} IN ALL items.price", 1, []),
            ("ANY {5.5, 4.0} IN NONE items.price", 2, []), ("!(ANY {5.5, 4.0} IN ANY items.price)", 1, []),
            ("ALL {5.5, 4.0} IN NONE items.price", 1, []), ("ALL {5.5, 4.0, 9.5, 6.5} IN ALL items.price", 0, []),
            ("ALL {5.5, 5.5} IN ALL items.price", 1, []), ("ALL {6.0, 6.1, 1.1} <= ALL items.price", 1, []),
            ("NONE {5.5, 4.0, 9.5, 6.5} IN ANY items.price", 0, []), ("NONE {5.5, 4.0, 9.5, 6.5} IN ALL items.price", 2, []),
            ("ANY items.name contains[c] ANY {'A', 'B'}", 2, []), ("ALL items.name contains[c] {'A', 'B'}", 1, []),
            ("ALL items.name contains[c] NONE {'A', 'B'}", 1, []), ("NONE items.name contains[c] {'A', 'B'}", 1, []),
            ("NONE items.name contains[c] ALL {'A', 'L'}", 1, []), ("ANY items.name contains[c] NONE {'A', 'B'}", 2, []),
        ]
        for (text, expected, arguments) in cases {
            do {
                let count = try realm.objects("Person", where: text, arguments: arguments).count
                if count != expected { Issue.record("\(text): Realm Core counts \(expected), got \(count)") }
            } catch {
                Issue.record("\(text): \(error)")
            }
        }
        #expect(try realm.objects("Items", where: "20 IN @links.Person.items.account_balance").count == 1)
    }
}

extension RealmCoreQueryPortTests {
    /// Realm Core's `TEST(Parser_collection_aggregates)`: people taking courses.
    @Test func parserCollectionAggregates() throws {
        let realm = try makeInMemoryRealm(Schema([
            ObjectSchema(className: "Course", properties: [
                Property(name: "title", type: .string), Property(name: "credits", type: .double),
                Property(name: "hours_required", type: .int), Property(name: "failure_percentage", type: .float),
                Property(name: "start_date", type: .date),
            ]),
            ObjectSchema(className: "Person", properties: [
                Property(name: "age", type: .int), Property(name: "name", type: .string),
                Property(name: "courses_taken", type: .object, collection: .list, objectClassName: "Course"),
                Property(name: "hash", type: .data),
            ]),
        ]))
        try realm.write {
            var courses: [AnyRealmValue] = []
            let info: [(String, Double, Int64, Float, Int64)] = [
                ("Math", 5.0, 42, 0.36, 10), ("Comp Sci", 4.5, 45, 0.25, 11), ("Chemistry", 4.0, 41, 0.40, 12),
                ("English", 3.5, 40, 0.07, 13), ("Physics", 4.5, 42, 0.42, 14),
            ]
            for (title, credits, hours, failure, start) in info {
                let key = try realm.create("Course", value: [
                    "title": .string(title), "credits": .double(credits), "hours_required": .int(hours),
                    "failure_percentage": .float(failure), "start_date": .date(Timestamp(seconds: start, nanoseconds: 0)),
                ]).key
                courses.append(.link(ObjectLink(className: "Course", key: key)))
            }
            let taken: [[Int]] = [[0, 1, 4], [0, 1, 1], [3], [2, 4], []]
            for (j, (name, age)) in [("Billy", 18), ("Bob", 17), ("Joe", 19), ("Jane", 20), ("Joel", 18)].enumerated() {
                try realm.create("Person", value: [
                    "name": .string(name), "age": .int(Int64(age)), "hash": .data(Array(repeating: UInt8(ascii: "a"), count: j)),
                    "courses_taken": .list(taken[j].map { courses[$0] }),
                ])
            }
        }
        let cases: [(String, Int)] = [
            ("courses_taken.@min.hours_required <= 41", 2), ("courses_taken.@max.hours_required >= 45", 2),
            ("courses_taken.@sum.hours_required <= 100", 3), ("courses_taken.@avg.hours_required > 41", 3),
            ("courses_taken.@min.credits == 4.5", 2), ("courses_taken.@max.credits == 5.0", 2),
            ("courses_taken.@sum.credits > 8.6", 2), ("courses_taken.@avg.credits > 4.0", 3),
            ("courses_taken.@min.failure_percentage < 0.10", 1), ("courses_taken.@max.failure_percentage > 0.40", 2),
            ("courses_taken.@sum.failure_percentage > 0.5", 3), ("courses_taken.@avg.failure_percentage > 0.40", 1),
            ("courses_taken.@min.start_date < T12:0", 2), ("courses_taken.@max.start_date > T12:0", 3),
            ("courses_taken.@count > 2", 2), ("courses_taken.@size > 2", 2),
            ("courses_taken.@count == 0", 1), ("courses_taken.@size == 0", 1),
            ("name.@count == 0", 0), ("name.@size == 0", 0), ("name.@count > 3", 3), ("name.@size > 3", 3),
            ("hash.@count == 0", 1), ("hash.@size == 0", 1), ("hash.@count > 2", 2), ("hash.@size > 2", 2),
        ]
        for (text, expected) in cases {
            do {
                let count = try realm.objects("Person", where: text).count
                if count != expected { Issue.record("\(text): Realm Core counts \(expected), got \(count)") }
            } catch {
                Issue.record("\(text): \(error)")
            }
        }
        for text in ["courses_taken.@min.title <= 41", "courses_taken.@sum.title <= 41", "courses_taken.@min <= 41",
                     "courses_taken.@avg <= 41", "name.@min.hours_required <= 41", "name.@count.hours_required <= 2",
                     "age.@size <= 2"] {
            #expect(throws: (any Error).self, "\(text)") { try realm.objects("Person", where: text) }
        }
        for text in ["credits.@size == 2", "failure_percentage.@size <= 2"] {
            #expect(throws: (any Error).self, "\(text)") { try realm.objects("Course", where: text) }
        }
    }
}

extension RealmCoreQueryPortTests {
    /// Realm Core's `TEST(Parser_Between)` and `TEST(Test_Between_OverLinks)`.
    @Test func parserBetween() throws {
        let realm = try makeInMemoryRealm(Schema([
            ObjectSchema(className: "table", properties: [
                Property(name: "age", type: .int), Property(name: "scores", type: .int, collection: .list),
            ]),
            ObjectSchema(className: "Child", properties: [Property(name: "int", type: .int), Property(name: "timestamp", type: .date)]),
            ObjectSchema(className: "Parent", properties: [Property(name: "child", type: .object, isOptional: true, objectClassName: "Child")]),
        ]))
        try realm.write {
            for i in Int64(0)..<3 {
                let scores = (0..<5).map { AnyRealmValue.int($0 + i * 5) } + (0..<5).map { AnyRealmValue.int($0 + i * 5 + 10) }
                try realm.create("table", value: ["age": .int(5 * i + 30), "scores": .list(scores)])
            }
            for i in Int64(0)..<100 {
                let child = try realm.create("Child", value: ["int": .int(i), "timestamp": .date(Timestamp(seconds: i, nanoseconds: 0))])
                for _ in 0..<2 { try realm.create("Parent", value: ["child": .link(ObjectLink(className: "Child", key: child.key))]) }
            }
            try realm.create("Parent", value: [:])
        }
        func t(_ s: Int64) -> AnyRealmValue { .date(Timestamp(seconds: s, nanoseconds: 0)) }
        let cases: [(String, String, Int, [AnyRealmValue])] = [
            ("table", "age between {30, 37}", 2, []), ("table", "ALL scores between {5, 19}", 1, []),
            ("Child", "int BETWEEN {0, 100}", 100, []), ("Child", "timestamp BETWEEN {$0, $1}", 100, [t(0), t(100)]),
            ("Child", "int BETWEEN {1, 2}", 2, []), ("Child", "timestamp BETWEEN {$0, $1}", 2, [t(1), t(2)]),
            ("Child", "int BETWEEN {-1, -2}", 0, []), ("Child", "timestamp BETWEEN {$0, $1}", 0, [t(-1), t(-2)]),
            ("Parent", "child.int BETWEEN {0, 100}", 200, []), ("Parent", "child.timestamp BETWEEN {$0, $1}", 200, [t(0), t(100)]),
            ("Parent", "child.int BETWEEN {1, 2}", 4, []), ("Parent", "child.timestamp BETWEEN {$0, $1}", 4, [t(1), t(2)]),
            ("Parent", "child.int BETWEEN {-1, -2}", 0, []), ("Parent", "child.timestamp BETWEEN {$0, $1}", 0, [t(-1), t(-2)]),
        ]
        for (className, text, expected, arguments) in cases {
            do {
                let count = try realm.objects(className, where: text, arguments: arguments).count
                if count != expected { Issue.record("\(className): \(text): Realm Core counts \(expected), got \(count)") }
            } catch {
                Issue.record("\(className): \(text): \(error)")
            }
        }
    }

    /// Realm Core's `TEST(Parser_BacklinkCount)`: items 5, 2, 12, 14, 20 linking to themselves
    /// (but 20), three customers with lists of items and a favourite.
    @Test func parserBacklinkCount() throws {
        let realm = try makeInMemoryRealm(Schema([
            ObjectSchema(className: "Items", properties: [
                Property(name: "item_id", type: .int),
                Property(name: "self", type: .object, isOptional: true, objectClassName: "Items"),
                Property(name: "double_col", type: .double),
            ]),
            ObjectSchema(className: "Person", properties: [
                Property(name: "customer_id", type: .int),
                Property(name: "items", type: .object, collection: .list, objectClassName: "Items"),
                Property(name: "fav_item", type: .object, isOptional: true, objectClassName: "Items"),
                Property(name: "float_col", type: .float),
            ]),
        ]))
        try realm.write {
            var items: [AnyRealmValue] = []
            for (i, id) in [Int64(5), 2, 12, 14, 20].enumerated() {
                let object = try realm.create("Items", value: ["item_id": .int(id), "double_col": .double(Double(i) + 0.5)])
                let link = AnyRealmValue.link(ObjectLink(className: "Items", key: object.key))
                if id != 20 { try object.setValue(link, forKey: "self") }
                items.append(link)
            }
            let lists: [[Int]] = [[0, 1, 2], Array(repeating: 0, count: 10), [2, 2]]
            for i in 0..<3 {
                try realm.create("Person", value: [
                    "customer_id": .int(Int64(i)), "fav_item": items[2 - i], "float_col": .float(Float(i) + 0.5),
                    "items": .list(lists[i].map { items[$0] }),
                ])
            }
        }
        let cases: [(String, String, Int)] = [
            ("Items", "@links.@count == 0", 1), ("Items", "@links.@count == 0 && item_id == 20", 1),
            ("Items", "@links.@count == 1 && item_id == 14", 1), ("Items", "@links.@count == 5 && item_id == 12", 1),
            ("Items", "@links.@count == 3 && item_id == 2", 1), ("Items", "@links.@count == 13 && item_id == 5", 1),
            ("Items", "@links.@size == 0 && item_id == 20", 1),
            ("Person", "fav_item.@links.@count == 5 && fav_item.item_id == 12", 1),
            ("Person", "fav_item.@links.@count == 3 && fav_item.item_id == 2", 1),
            ("Person", "fav_item.@links.@count == 13 && fav_item.item_id == 5", 1),
            ("Person", "items.@links.@count == 21 && customer_id == 0", 1),
            ("Person", "items.@links.@count == 130 && customer_id == 1", 1),
            ("Person", "items.@links.@count == 10 && customer_id == 2", 1),
            ("Items", "@links.Items.self.@links.@count == 1 && item_id == 14", 1),
            ("Items", "@links.Person.items.@links.@count == 0", 5),
            ("Items", "@links.Person.fav_item.items.@links.@count == 130 && item_id == 2", 1),
            ("Items", "@links.Person.fav_item.fav_item.@links.@count == 3 && item_id == 2", 1),
            ("Items", "@links.@count >= item_id", 2),
            ("Items", "@links.@count >= @links.Person.fav_item.customer_id", 3),
            ("Items", "@links.@count == 0.0", 1), ("Items", "@links.@count >= double_col", 3),
            ("Items", "@links.@count >= @links.Person.fav_item.float_col", 3),
            ("Items", "@links.@count >= self.@count", 5),
            ("Person", "items.@count >= fav_item.@links.@count", 1),
            ("Items", "@links.@count == @links.Person.fav_item.@count", 1),
            ("Items", "@links.@count == @links.Person.items.@count", 1),
            ("Items", "@links.@count == @links.Items.self.@count", 2),
        ]
        for (className, text, expected) in cases {
            do {
                let count = try realm.objects(className, where: text).count
                if count != expected { Issue.record("\(className): \(text): Realm Core counts \(expected), got \(count)") }
            } catch {
                Issue.record("\(className): \(text): \(error)")
            }
        }
        for text in ["@links.@count == 'string'", "@links.@count.item_id == 0", "@links.@avg == 1", "@links.@sum.item_id == 1"] {
            #expect(throws: (any Error).self, "\(text)") { try realm.objects("Items", where: text) }
        }
    }
}
