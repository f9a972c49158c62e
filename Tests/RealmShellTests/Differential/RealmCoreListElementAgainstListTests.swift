import Foundation
import RealmModel
import RealmQuery
import Testing
@testable import RealmStore

/// One element of a list of values, on the object or after to-one links (`best.dl[0]`, `dl[LAST]`,
/// `best.best.il[1]`), against a list constant with no quantifier: Realm Core holds the element as a
/// list of one value or none (`ColumnsCollection` with an index) and compares it with the constant
/// list element by element (`Value::compare`), so against two constants or more only `!=` holds, and
/// it holds for every object; against `{}` an empty list or a null link matches (and `!=` always);
/// against one constant `!=` also holds where the element is missing. RealmLens asked membership
/// (`best.dl[0] IN {T1577836800:0, T1609459200:0}`: 4 objects, Core none) and read `{a, b} == dl[0]`
/// and `dl[0] > {a, b}` as membership too. Past the end of a list after a link (`best.dl[1] != {x}`)
/// Core reads a leftover buffer (`RealmCoreLinkedPastEndBesideTests`).
@Suite struct RealmCoreListElementAgainstListTests {
    /// The objects of `RealmCoreDictionaryLinkStringFormsTests.dump` (`best`, `dl`, `n` = position).
    static var dump: String { RealmCoreDictionaryLinkStringFormsTests.dump }

    /// Realm Core 14.14's answers on the file `from-canonical` writes of `dump`.
    static let answers: [(query: String, expected: [Int64])] = [
        ("best.dl[0] IN {T1577836800:0, T1609459200:0}", []),
        ("best.best.dl[0] IN {nil, T1577836800:0}", []),
        ("best.dl[0] == {}", [0, 1, 3, 4, 7, 10]),
        ("best.dl[1] IN {}", [0, 1, 3, 4, 7, 10]),
        ("best.dl[0] != {T1577836800:0}", [0, 1, 3, 4, 5, 7, 9, 10, 11]),
        ("best.dl[LAST] != {}", Array(0...11)),
        ("{T1577836800:0, T1609459200:0} != best.dl[FIRST]", Array(0...11)),
        ("dl[0] > {T1577836800:0, T1609459200:0}", []),
        ("{T1577836800:0, T1609459200:0} == dl[0]", []),
        ("best.dl[1] != {T1577836800:0}", Array(0...11)),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "list-element-against-list.realm", Self.answers)
    }

    /// 14 objects with a to-one `best` (null every 5th from the 4th) and a list of every value type, of 0 to 3 elements.
    static var typesDump: String {
        let pools: [(String, DumpProperty.Kind, [String])] = [
            ("il", .int, ["1", "2", "3", "-5"]),
            ("sl", .string, [#""a""#, #""B""#, #""b""#, #""abc""#]),
            ("ml", .mixed, ["1", #""a""#, "2.5", "null"]),
            ("bl", .bool, ["true", "false", "true", "false"]),
            ("dbl", .double, ["1.5", "2.5", "-1.0", "0.0"]),
            ("fl", .float, ["1.5", "2.5", "-1.0", "0.0"]),
            ("decl", .decimal, ["1", "2.5", "-3", "0"].map { #"{"$decimal":"\#($0)"}"# }),
            ("oidl", .objectId, (1...4).map { #"{"$oid":"00000000000000000000000\#($0)"}"# }),
            ("ul", .uuid, (1...4).map { #"{"$uuid":"00000000-0000-0000-0000-00000000000\#($0)"}"# }),
            ("dl", .date, ["2020", "2021", "2022", "2023"].map { #"{"$date":"\#($0)-01-01T00:00:00.000000000Z"}"# }),
        ]
        let lengths = [1, 0, 2, 1, 3, 0, 1, 2, 1, 1, 0, 2, 1, 3]
        let count = 14
        let objects = (0..<count).map { i -> [String: DumpValue] in
            let best: DumpValue = i % 5 == 3 ? nil : .json(#"{"$index":\#((i * 5 + 1) % count)}"#)
            var object: [String: DumpValue] = ["n": .int(Int64(i)), "best": best]
            for (j, (name, _, values)) in pools.enumerated() {
                var items = (0..<lengths[(i + j) % count]).map { values[(i + j + $0) % 4] }
                if name == "sl", i % 4 == 1, !items.isEmpty { items[0] = "null" }
                object[name] = .json("[\(items.joined(separator: ","))]")
            }
            return object
        }
        let lists = pools.map { DumpProperty($0.0, $0.1, optional: $0.1 == .mixed || $0.1 == .string, .list) }
        return CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), .link("best", to: "T")] + lists, objects: objects),
        ]).json
    }

    /// Every value type, on the object and through one or two to-one links, at `[0]`, `[1]`, `[LAST]`,
    /// against lists of two, one and no constants, either side, and with `[c]` or a string operator.
    static var typesQueries: [String] {
        let constants: [(String, String, String)] = [
            ("il", "1", "2"), ("sl", "'a'", "'b'"), ("ml", "1", "'a'"), ("bl", "true", "false"), ("dbl", "1.5", "2.5"),
            ("fl", "1.5", "2.5"), ("decl", "1", "2.5"), ("oidl", "oid(000000000000000000000001)", "oid(000000000000000000000002)"),
            ("ul", "uuid(00000000-0000-0000-0000-000000000001)", "uuid(00000000-0000-0000-0000-000000000002)"),
            ("dl", "T1577836800:0", "T1609459200:0"),
        ]
        var queries: [String] = []
        for (list, a, b) in constants {
            for prefix in ["best.", ""] {
                for index in ["[0]", "[LAST]"] {
                    let p = "\(prefix)\(list)\(index)"
                    for condition in ["IN {\(a), \(b)}", "IN {nil, \(a)}", "IN {}", "IN {\(a)}", "!= {\(a), \(b)}", "!= {\(a)}", "!= {}", "== {}", "> {\(a), \(b)}"] {
                        queries.append("\(p) \(condition)")
                    }
                    queries += ["{\(a), \(b)} == \(p)", "{\(a)} != \(p)", "ANY \(p) IN {\(a), \(b)}", "NONE \(p) != {\(a), \(b)}"]
                }
            }
        }
        for p in ["best.sl[0]", "sl[0]", "best.sl[1]", "best.best.sl[0]"] {
            for condition in ["IN[c] {'a', 'b'}", "==[c] {'A', 'b'}", "!=[c] {'a', 'b'}", "!=[c] {'A'}", "!=[c] {}", "BEGINSWITH {'a', 'b'}",
                              "BEGINSWITH {}", "CONTAINS[c] {'A'}", "LIKE {'a*', 'b'}"] {
                queries.append("\(p) \(condition)")
            }
        }
        return queries
    }

    @Test(.requiresRealmCoreCheck) func generatedFormsAnswerAsRealmCore() throws {
        try PositionedAnswers.expectSameAnswers(dump: Self.typesDump, fileName: "list-element-types.realm", queries: Self.typesQueries)
    }

    /// Only an element of a list of values on the object or after to-one links is taken; `==`/`IN` one
    /// constant, a quantifier, a to-many step, a dictionary key or a whole list keep the comparison they had.
    @Test func otherFormsAreNotTaken() throws {
        let realm = try Realm(configuration: .init(inMemoryIdentifier: UUID().uuidString))
        try realm.importCanonicalDump(from: MemoryByteInput(Array(Self.dump.utf8)))
        let generator = SQLGenerator(schema: realm.schema)
        func taken(_ text: String) throws -> Bool {
            let resolved = try QueryResolver(schema: realm.schema).resolve(text, className: "T", arguments: [])
            guard case .comparison(let l, let op, let r, let options) = resolved.condition else {
                if case .in(let v, let list, _) = resolved.condition {
                    return try generator.listElementAgainstList(v, list, unequal: false, in: SQLScope()) { _, _ in "1" } != nil
                }
                return false
            }
            return try generator.listElementAgainstList(l, r, unequal: op == .notEqual && options.isEmpty, in: SQLScope()) { _, _ in "1" } != nil
        }
        for text in ["best.dl[0] IN {T1577836800:0, T1609459200:0}", "{T1577836800:0} != best.dl[LAST]", "dl[0] > {T1577836800:0, T1609459200:0}",
                     "best.best.dl[1] == {}"] {
            #expect(try taken(text), "\(text)")
        }
        for text in ["best.dl[0] IN {T1577836800:0}", "best.dl[0] == {T1577836800:0}", "ANY best.dl[0] IN {T1577836800:0, T1609459200:0}",
                     "friends.dl[0] IN {T1577836800:0, T1609459200:0}", "best.dl == {T1577836800:0, T1609459200:0}",
                     "best.sd['a'] IN {'x', 'y'}", "best.dl[0] == T1577836800:0", "@links.T.best.dl[0] IN {T1577836800:0, T1609459200:0}"] {
            #expect(try !taken(text), "\(text)")
        }
    }
}
