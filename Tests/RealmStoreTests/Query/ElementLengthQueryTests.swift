import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// `.length` after a list or set of strings, binaries or mixed values:
/// each element's length in bytes (Realm Core's `ColumnListElementLength`).
/// The answers are Realm Core 14.14's (`realm-core-check query` on a file
/// `from-canonical` made of the same objects): a string's length counts its
/// UTF-8 bytes ("é" 2, "😀" 4), a null string is 0 long, a mixed element
/// that is no string or binary (null, a number, a nested list) has no
/// length at all; the lengths compare as a list of ints, element by element
/// against a list with no quantifier on either side; through to-many links
/// the lengths of every list reached are one list.
@Suite struct ElementLengthQueryTests {
    static let schema = Schema([ObjectSchema(className: "L", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "name", type: .string, isOptional: true),
        Property(name: "s", type: .string, collection: .list, isOptional: true),
        Property(name: "ss", type: .string, collection: .set),
        Property(name: "b", type: .data, collection: .list),
        Property(name: "m", type: .mixed, collection: .list, isOptional: true),
        Property(name: "ms", type: .mixed, collection: .set, isOptional: true),
        Property(name: "d", type: .string, collection: .dictionary, isOptional: true),
        Property(name: "i", type: .int, collection: .list),
        Property(name: "friends", type: .object, collection: .list, objectClassName: "L"),
        Property(name: "best", type: .object, objectClassName: "L"),
    ])])

    static func l(_ id: Int64) -> AnyRealmValue { .link(ObjectLink(className: "L", primaryKey: .int(id))) }
    static func strings(_ items: [String?]) -> AnyRealmValue { .list(items.map { $0.map(AnyRealmValue.string) ?? .null }) }
    static func ints(_ items: [Int64]) -> AnyRealmValue { .list(items.map(AnyRealmValue.int)) }

    /// | id | name | s                   | ss            | b (bytes) | m                      | ms          | i       | friends | best |
    /// |----|------|---------------------|---------------|-----------|------------------------|-------------|---------|---------|------|
    /// | 0  | ""   | []                  | []            | []        | []                     | []          | []      | []      | nil  |
    /// | 1  | a    | [null]              | [""]          | [0]       | [null, 5, true]        | [null, 7]   | [0]     | []      | nil  |
    /// | 2  | é    | [""]                | ["abc"]       | [3]       | ["", 3.5]              | ["é"]       | [1]     | [1]     | 1    |
    /// | 3  | 😀   | ["é"]               | ["é", "abc"]  | [2]       | ["😀"]                 | [bin 4, "x"]| [2]     | [1, 2]  | 2    |
    /// | 4  | abc  | ["abc", "😀"]       | ["😀"]        | [4, 0]    | [bin 2, "abc"]         | []          | [3, 4]  | [3]     | 3    |
    /// | 5  | ab   | ["ab", "ab", "abcdef"] | ["ab", "abcdef"] | []  | [1, [1, 2], {k: "abc"}]| [1]         | [2,2,6] | [4, 3]  | nil  |
    ///
    /// `d` (a dictionary of strings) holds `length: "xyz"` in object 1.
    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(schema)
        try realm.write {
            let objects: [[String: AnyRealmValue]] = [
                ["id": .int(0), "name": "", "s": strings([]), "ss": strings([]), "b": .list([]), "m": .list([]), "ms": .list([]), "i": ints([])],
                ["id": .int(1), "name": "a", "s": strings([nil]), "ss": strings([""]), "b": .list([.data([])]),
                 "m": .list([.null, .int(5), .bool(true)]), "ms": .list([.null, .int(7)]), "d": .dictionary(["length": "xyz"]), "i": ints([0])],
                ["id": .int(2), "name": "é", "s": strings([""]), "ss": strings(["abc"]), "b": .list([.data([0, 1, 2])]),
                 "m": .list(["", .double(3.5)]), "ms": .list(["é"]), "d": .dictionary(["k": "v"]), "i": ints([1])],
                ["id": .int(3), "name": "😀", "s": strings(["é"]), "ss": strings(["é", "abc"]), "b": .list([.data([0, 1])]),
                 "m": .list(["😀"]), "ms": .list([.data(Array("abcd".utf8)), "x"]), "i": ints([2])],
                ["id": .int(4), "name": "abc", "s": strings(["abc", "😀"]), "ss": strings(["😀"]), "b": .list([.data(Array("abcd".utf8)), .data([])]),
                 "m": .list([.data(Array("ab".utf8)), "abc"]), "ms": .list([]), "i": ints([3, 4])],
                ["id": .int(5), "name": "ab", "s": strings(["ab", "ab", "abcdef"]), "ss": strings(["ab", "abcdef"]), "b": .list([]),
                 "m": .list([.int(1), .list([.int(1), .int(2)]), .dictionary(["k": "abc"])]), "ms": .list([.int(1)]), "i": ints([2, 2, 6])],
            ]
            for object in objects { try realm.create("L", value: object) }
            let links: [(Int64, [String: AnyRealmValue])] = [
                (2, ["friends": .list([l(1)]), "best": l(1)]),
                (3, ["friends": .list([l(1), l(2)]), "best": l(2)]),
                (4, ["friends": .list([l(3)]), "best": l(3)]),
                (5, ["friends": .list([l(4), l(3)])]),
            ]
            for (id, values) in links {
                var v = values
                v["id"] = .int(id)
                try realm.create("L", value: v, update: .modified)
            }
        }
        return realm
    }

    static func ids(_ realm: Realm, _ query: String) throws -> [Int64] {
        var ids: [Int64] = []
        try realm.objects("L", where: query).forEach { object in
            if case .int(let id) = try object.value(forKey: "id") { ids.append(id) }
        }
        return ids.sorted()
    }

    /// Each element's length in bytes, of every kind of list and set; `ANY` unless written.
    @Test(arguments: [
        ("s.length == 0", [1, 2]),
        ("s.length == 2", [3, 5]),
        ("s.length == 4", [4]),
        ("s.length > 3", [4, 5]),
        ("ALL s.length == 2", [0, 3]),
        ("NONE s.length == 0", [0, 3, 4, 5]),
        ("s.LENGTH == 2", [3, 5]),
        ("s.Length == 4", [4]),
        ("ss.length == 4", [4]),
        ("ALL ss.length >= 3", [0, 2, 4]),
        ("b.length == 0", [1, 4]),
        ("b.length == 3", [2]),
        ("ALL b.length < 4", [0, 1, 2, 3, 5]),
        ("m.length == 0", [2]),
        ("m.length == 4", [3]),
        ("m.length == 2", [4]),
        ("ALL m.length > 1", [0, 1, 3, 4, 5]),
        ("NONE m.length > 1", [0, 1, 2, 5]),
        ("ms.length == 4", [3]),
        ("ANY ms.length == 1", [3]),
        ("ALL ms.length == 2", [0, 1, 2, 4, 5]),
        ("s.length + 1 == 3", [3, 5]),
        ("ALL s.length * 2 == 4", [0, 3]),
        ("s.length == name.@size", [4, 5]),
        ("ALL s.length == name.@size", [0]),
        ("ANY s.length == ANY i", [1, 3, 4, 5]),
        ("m[0].length == 1", []),
        ("d.length == 'xyz'", [1]),
    ] as [(String, [Int64])])
    func lengthsOfEachElement(_ query: String, _ expected: [Int64]) throws {
        #expect(try Self.ids(Self.makeRealm(), query) == expected)
    }

    /// Against a list constant or another list, with no quantifier on either side: element by element,
    /// the sizes agreeing (a subscripted element is a list of one value or none); `IN` is `==`.
    @Test(arguments: [
        ("s.length == {3, 4}", [4]),
        ("s.length == {2, 2, 6}", [5]),
        ("s.length != {2, 2, 6}", [0, 1, 2, 3, 4]),
        ("m.length == {2, 3}", [4]),
        ("m.length == {}", [0, 1, 5]),
        ("s.length == i", [0, 1, 3, 4, 5]),
        ("s.length != i", [0, 2]),
        ("s.length IN i", [0, 1, 3, 4, 5]),
        ("i IN s.length", [0, 1, 3, 4, 5]),
        ("s.length == i[0]", [0, 1, 3]),
        ("s.length == m.length", [0, 2]),
    ] as [(String, [Int64])])
    func listsCompareElementByElement(_ query: String, _ expected: [Int64]) throws {
        #expect(try Self.ids(Self.makeRealm(), query) == expected)
    }

    /// Through links, backlinks and in a subquery: the lengths of every list reached are one list,
    /// quantified together (a null link reaches none).
    @Test(arguments: [
        ("friends.s.length == 2", [4, 5]),
        ("ALL friends.s.length <= 2", [0, 1, 2, 3, 4]),
        ("NONE friends.s.length == 0", [0, 1, 4, 5]),
        ("friends.m.length == 4", [4, 5]),
        ("friends.s.length == {3, 4, 2}", [5]),
        ("best.s.length == 2", [4]),
        ("ALL best.s.length == 2", [0, 1, 4, 5]),
        ("SUBQUERY(friends, $f, $f.s.length == 2).@count > 0", [4, 5]),
        ("SUBQUERY(friends, $f, ALL $f.s.length < 3).@count == 1", [2, 4, 5]),
        ("@links.L.friends.s.length == 3", [3]),
    ] as [(String, [Int64])])
    func lengthsThroughLinks(_ query: String, _ expected: [Int64]) throws {
        #expect(try Self.ids(Self.makeRealm(), query) == expected)
    }

    /// `BETWEEN` on `.length` reads the list itself in Realm Core 14.14 (its first visit of the
    /// property drops `length` from the path): `m >= 1 AND m <= 3`, so a list of strings against numbers
    /// is refused and against strings compared.
    @Test(arguments: [
        ("m.length BETWEEN {1, 3}", [5]),
        ("ALL m.length BETWEEN {1, 10}", [0]),
        ("s.length BETWEEN {'a', 'b'}", [4, 5]),
    ] as [(String, [Int64])])
    func betweenReadsTheListItself(_ query: String, _ expected: [Int64]) throws {
        #expect(try Self.ids(Self.makeRealm(), query) == expected)
    }

    /// `ALL … IN` a list of more than two constants, from a side of more than two values: Realm Core
    /// sorts both and walks them once, so the values, duplicates counted, must be among the constants
    /// (`[2, 2, 6]` fails `IN {2, 6, 0}` but holds for `IN {2, 2, 6}`, and for `IN {2, 6}`, where each value
    /// is looked up); lengths through links are one list, `[3, 4, 2]` for object 5.
    @Test(arguments: [
        ("ALL s.length IN {2, 6, 3}", [0, 3]),
        ("ALL s.length IN {2, 2, 6}", [0, 3, 5]),
        ("ALL s.length == ANY {2, 6, 0}", [0, 1, 2, 3]),
        ("ALL i IN {2, 6, 0}", [0, 1, 3]),
        ("ALL i IN {2, 2, 6}", [0, 3, 5]),
        ("ALL i IN {2, 6}", [0, 3, 5]),
        ("ALL ss IN {'ab', 'abcdef', 'x'}", [0, 5]),
        ("ALL friends.s.length IN {2, 3, 4}", [0, 1, 4, 5]),
    ] as [(String, [Int64])])
    func allAgainstMoreThanTwoConstantsCountsDuplicates(_ query: String, _ expected: [Int64]) throws {
        #expect(try Self.ids(Self.makeRealm(), query) == expected)
    }

    /// What Realm Core refuses: `.length` of a single string, of a list of other values, after a
    /// subscript, followed by anything, under `@count`/`@max`, in `SORT`/`DISTINCT`, BETWEEN numbers on
    /// a list of strings; and any other name straight after a mixed list.
    @Test(arguments: [
        "name.length == 1", "i.length == 1", "s[0].length == 1", "s[*].length == 1", "s.length.@count == 1",
        "s.length.@max == 1", "m.length.x == 1", "m.x == 1", "s.length BETWEEN {1, 3}",
        "TRUEPREDICATE SORT(s.length ASC)", "TRUEPREDICATE DISTINCT(s.length)", "s.length ==[c] 1", "s.length == 'abc'",
    ])
    func refusedAsRealmCoreRefuses(_ query: String) throws {
        let realm = try Self.makeRealm()
        #expect(throws: (any Error).self) { _ = try realm.objects("L", where: query) }
    }
}
