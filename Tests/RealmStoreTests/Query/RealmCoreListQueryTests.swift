import RealmModel
import Testing
@testable import RealmStore

/// Realm Core's `TEST(Parser_list_of_primitive_ints)` (test/test_parser.cpp),
/// ported: quantifiers, nulls and aggregates of int lists against single
/// ints, nullable or not, directly and across links and lists.
@Suite struct RealmCoreListQueryTests {
    @Test func parserListOfPrimitiveInts() throws {
        let realm = try makeInMemoryRealm(Schema([
            ObjectSchema(className: "table", properties: [
                Property(name: "integers", type: .int, collection: .list),
                Property(name: "single_int", type: .int),
                Property(name: "integers_nullable", type: .int, collection: .list, isOptional: true),
                Property(name: "single_int_nullable", type: .int, isOptional: true),
            ]),
            ObjectSchema(className: "table2", properties: [
                Property(name: "link", type: .object, isOptional: true, objectClassName: "table"),
                Property(name: "list", type: .object, collection: .list, objectClassName: "table"),
            ]),
        ]))
        var keys: [ObjectKey] = []
        try realm.write {
            for i in Int64(0)..<10 {
                keys.append(try realm.create("table", value: [
                    "integers": .list([.int(i)]), "single_int": .int(i),
                    "integers_nullable": .list([.int(i)]), "single_int_nullable": .int(i),
                ]).key)
            }
            func link(_ i: Int) -> AnyRealmValue { .link(ObjectLink(className: "table", key: keys[i])) }
            try realm.create("table2", value: ["link": link(1), "list": .list([link(1)])])
            try realm.create("table2", value: ["link": link(2), "list": .list((0..<10).map(link))])
            try realm.create("table2", value: [:])
        }
        var failures: [String] = []
        func expect(_ className: String, _ text: String, _ count: Int, arguments: [AnyRealmValue] = []) {
            do {
                let got = try realm.objects(className, where: text, arguments: arguments).count
                if got != count { failures.append("\(className): \(text): Realm Core counts \(count), got \(got)") }
            } catch {
                failures.append("\(className): \(text): \(error)")
            }
        }
        var n = 10
        for i in 0..<n {
            expect("table", "integers == \(i)", 1)
            expect("table", "integers.@min == \(i)", 1)
            expect("table", "integers.@max == \(i)", 1)
            expect("table", "integers.@avg == \(i)", 1)
            expect("table", "integers.@sum == \(i)", 1)
            expect("table", "ANY integers == \(i)", 1)
            expect("table", "SOME integers == \(i)", 1)
            expect("table", "ALL integers == \(i)", 1)
            expect("table", "NONE integers == \(i)", n - 1)
            expect("table", "!(ANY integers == \(i))", n - 1)
            expect("table", "!(SOME integers == \(i))", n - 1)
            expect("table", "!(ALL integers == \(i))", n - 1)
            expect("table", "!(NONE integers == \(i))", 1)
            expect("table", "ANY integers != \(i)", n - 1)
            expect("table", "SOME integers != \(i)", n - 1)
            expect("table", "ALL integers != \(i)", n - 1)
            expect("table", "NONE integers != \(i)", 1)
            expect("table", "\(i) IN integers", 1)
        }
        expect("table", "integers.@count == 0", 0)
        expect("table", "integers.@size == 0", 0)
        expect("table", "integers.@count == 1", n)
        expect("table", "integers.@size == 1", n)

        // One object with defaults, one with a null in its nullable list.
        try realm.write {
            // Realm Core's defaults: 0 for the required int.
            try realm.create("table", value: ["single_int": .int(0)])
            try realm.create("table", value: ["single_int": .int(0), "integers_nullable": .list([.null])])
        }
        n += 2
        expect("table", "integers.@count == 0", 2)
        expect("table", "integers == NULL", 0)
        expect("table", "ALL integers == NULL", 2)
        expect("table", "NONE integers == NULL", n)
        expect("table", "integers_nullable.@count == 0", 1)
        expect("table", "integers_nullable == NULL", 1)
        expect("table", "ALL integers_nullable == NULL", 2)
        expect("table", "NONE integers_nullable == NULL", n - 1)
        expect("table", "integers == single_int", n - 2)
        expect("table", "integers_nullable == single_int", n - 2)
        expect("table", "integers == single_int_nullable", n - 2)
        expect("table", "integers_nullable == single_int_nullable", n - 1)
        expect("table", "integers.@min == single_int", n - 2)
        expect("table", "integers.@min == single_int_nullable", n)
        expect("table", "integers_nullable.@min == single_int", n - 2)
        expect("table", "integers_nullable.@min == single_int_nullable", n)
        expect("table", "integers.@max == single_int", n - 2)
        expect("table", "integers.@max == single_int_nullable", n)
        expect("table", "integers_nullable.@max == single_int", n - 2)
        expect("table", "integers_nullable.@max == single_int_nullable", n)
        expect("table", "integers.@sum == single_int", n)
        expect("table", "integers.@sum == single_int_nullable", n - 2)
        expect("table", "integers_nullable.@sum == single_int", n)
        expect("table", "integers_nullable.@sum == single_int_nullable", n - 2)
        expect("table", "integers.@avg == single_int", n - 2)
        expect("table", "integers.@avg == single_int_nullable", n)
        expect("table", "integers_nullable.@avg == single_int", n - 2)
        expect("table", "integers_nullable.@avg == single_int_nullable", n)
        expect("table", "integers.@count == single_int", 3)
        expect("table", "integers.@count == single_int_nullable", 1)
        expect("table", "integers_nullable.@count == single_int", 2)
        expect("table", "integers_nullable.@count == single_int_nullable", 1)
        expect("table2", "link.integers == 0 || link.integers == 3", 0)
        expect("table2", "link.integers == 1", 1)
        expect("table2", "link.integers == 2", 1)
        expect("table2", "link.integers == NULL", 0)
        expect("table2", "link.integers_nullable == NULL", 0)
        expect("table2", "link.integers.@count == 1", 2)
        expect("table2", "link.integers.@count == 0", 1)
        expect("table2", "link.integers.@min == 1", 1)
        expect("table2", "link.integers.@max == 1", 1)
        expect("table2", "link.integers.@sum == 1", 1)
        expect("table2", "link.integers.@avg == 1", 1)
        expect("table2", "list.integers == 1", 2)
        expect("table2", "list.integers == 2", 1)
        expect("table2", "list.integers == NULL", 0)
        expect("table2", "list.integers.@count == 1", 2)
        expect("table2", "list.integers.@min == 1", 2)
        expect("table2", "list.integers.@max == 1", 2)
        expect("table2", "list.integers.@avg == 1", 2)
        expect("table2", "list.integers.@sum == 1", 2)
        expect("table2", "ALL list.integers == 1", 3)
        expect("table2", "NONE list.integers == 1", 2)
        expect("table", "integers == $0", 1, arguments: [.int(1)])
        for failure in failures { Issue.record(Comment(rawValue: failure)) }
        for text in ["integers.@min.no_property == 0", "SUBQUERY(integers, $x, $x == 1).@count > 0"] {
            #expect(throws: (any Error).self, "\(text)") { try realm.objects("table", where: text) }
        }
    }
}
