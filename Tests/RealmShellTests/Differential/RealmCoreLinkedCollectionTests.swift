import Foundation
import Testing
@testable import RealmStore

/// A list, set or dictionary of strings or dates after a to-many link, read whole or through one
/// subscript (`links.sd.@values`, `links.sd['k0']`, `links.sl[0]`, `links.sl[LAST]`), compared with a
/// constant, a list of constants, a property or another list side. Realm Core evaluates it one linked
/// object at a time (`ColumnsCollection`, `Columns<Dictionary>`: one sub-index per object the links reach),
/// so each object's collection is a group of its own — its values, or under a subscript its one element
/// (null for a missing key), none where it is empty — and an object matches when one group does; with
/// no quantifier a list of constants meets each group element by element (`links.sl == {'b'}`: some
/// linked object's list is exactly `['b']`). RealmLens took every value of every linked object at once
/// there (session 13 made `links.sl` against another list side and under a quantifier per object, not
/// the subscripted and dictionary forms nor the list constants): of 2,256 generated forms over the 30
/// objects of a generated file, 204 differed, and of 504 more of `<`/`<=`/`>`/`>=`/`==`/`!=` between such
/// sides, 51; now none. An index past the end of a non-empty list is left out: Core reads its previous
/// value there (see "Realm Core answers we do not reproduce"). Answers: Realm Core 14.14
/// (`realm-core-check query`) on the file `from-canonical` writes.
@Suite struct RealmCoreLinkedCollectionTests {
    static let dump: String = {
        func day(_ date: String) -> DumpValue { .date(date + "T00:00:00.000000000Z") }
        return CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), DumpProperty("name", .string, optional: true),
                                        DumpProperty("sl", .string, optional: true, .list), DumpProperty("sd", .string, optional: true, .dictionary),
                                        DumpProperty("dl", .date, optional: true, .list), .link("links", to: "T", .list)],
                      objects: [
                          ["n": 0, "name": "b", "sl": ["a", "zebra", "abc"], "sd": ["k0": "zz", "k1": "b"], "dl": [day("2020-01-02"), nil], "links": [.index(1), .index(2)]],
                          ["n": 1, "name": nil, "sl": ["m"], "sd": ["k0": "a"], "dl": [day("2020-01-17")], "links": [.index(0), .index(3)]],
                          ["n": 2, "name": "m", "sl": [], "sd": [:], "dl": [], "links": [.index(4)]],
                          ["n": 3, "name": "zz", "sl": ["b", nil, "q"], "sd": ["k0": nil, "k1": "q"], "dl": [nil, day("2020-01-20")], "links": [.index(3), .index(3)]],
                          ["n": 4, "name": "a", "sl": ["b"], "sd": ["k1": "m"], "dl": [day("2020-01-10")], "links": []],
                          ["n": 5, "name": "q", "sl": ["x", "b"], "sd": ["k0": "b", "k2": "x"], "dl": [day("2020-01-05"), day("2020-01-25")],
                           "links": [.index(2), .index(4)]],
                          ["n": 6, "name": "ab", "sl": ["m", "n", "o"], "sd": ["k0": "abc"], "dl": [day("2020-01-30")], "links": [.index(5), .index(0), .index(1)]],
                          ["n": 7, "name": "x", "sl": [nil], "sd": ["k0": "m", "k1": nil], "dl": [nil], "links": [.index(6), .index(7)]],
                          ["n": 8, "name": "b", "sl": ["b", "a"], "sd": [:], "dl": [], "links": [.index(2), .index(2)]],
                          ["n": 9, "name": "k", "sl": ["zz"], "sd": ["k0": "zz"], "dl": [day("2020-01-15")], "links": [.index(4), .index(8), .index(9)]],
                      ]),
        ]).json
    }()

    /// Realm Core's answers (`n` = position); what RealmLens answered before.
    static let answers: [(query: String, expected: [Int64])] = [
        ("'m' < ALL links.sd.@values", [0, 4, 5, 8, 9]),  // was 4, 8
        ("ALL links.sd['k0'] > 'b'", [0, 1, 4, 5, 6, 7, 8, 9]),  // was 4, 8
        ("NONE links.sd['k1'] == null", [0, 1, 2, 3, 4, 5, 6, 8, 9]),  // was 1, 2, 3, 4, 5, 8
        ("links.sd.@values == {'zz', 'b'}", [1, 6]),  // was also 9
        ("links.sd['k1'] != {}", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),  // was none
        ("name < ALL links.sd.@values", [0, 4, 5, 6, 8, 9]),  // was 4, 8, 9
        ("NONE links.name == links.sd.@values", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),  // was 0, 2, 3, 4, 7, 8, 9
        ("ALL links.sl[0] >= 'b'", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),  // was 0, 2, 3, 4, 5, 8, 9
        ("NONE links.sl[FIRST] < name", [0, 1, 4, 5, 6, 7, 8, 9]),  // was 0, 1, 4, 8
        ("links.sl == {'b'}", [2, 5, 9]),  // was also 1, 3, 6
        ("links.dl == {}", [0, 4, 5, 8, 9]),  // was 4, 8
        ("ALL links.dl[0] > 2020-01-09@00:00:00", [0, 2, 4, 5, 6, 7, 8, 9]),  // was 0, 2, 4, 5, 8, 9
        ("links.sd['k0'] == {'a'}", [0, 6]),
        ("ALL links.name <= links.sd['k0']", [1, 4, 9]),
        ("@links.T.links.sd['k0'] IN {'zz'}", [1, 2, 4, 8, 9]),
        ("links.sd.@values BEGINSWITH {'a'}", [0, 6, 7]),
    ]

    /// Every subscripted or dictionary shape against every kind of other side, in both orders, every
    /// operator, and no, `ANY`, `ALL` or `NONE` on the collection side: a fixed sample at co-prime strides.
    static var queries: [String] {
        let shapes = ["links.sd.@values", "links.sd['k0']", "links.sd['k1']", "links.sd[*]", "links.sd", "links.sl[0]",
                      "links.sl[LAST]", "links.sl", "links.links.sl[FIRST]", "@links.T.links.sd['k0']", "links.dl[0]", "links.dl"]
        let others = ["name", "'m'", "null", "links.name", "sl", "{'a', 'm'}", "{}", "{null}", "{'b'}", "links.sl",
                      "2020-01-10@00:00:00", "{2020-01-17@00:00:00}"]
        let operators = ["<", "<=", ">", ">=", "==", "!=", "BEGINSWITH", "IN"]
        let quantifiers = ["", "ANY ", "ALL ", "NONE "]
        var out: [String] = []
        var i = 0
        for shape in shapes {
            for other in others {
                for _ in 0..<3 {
                    var op = operators[i % operators.count]
                    let q = quantifiers[(i / 5) % quantifiers.count]
                    if op == "IN" && !other.hasPrefix("{") { op = "==" }
                    out.append(i % 2 == 0 || op == "IN" ? "\(q)\(shape) \(op) \(other)" : "\(other) \(op) \(q)\(shape)")
                    i += 1
                }
            }
        }
        return out
    }

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "linked-collections.realm", Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func generatedFormsAnswerAsRealmCore() throws {
        try PositionedAnswers.expectSameAnswers(dump: Self.dump, fileName: "linked-collection-forms.realm", queries: Self.queries)
    }
}
