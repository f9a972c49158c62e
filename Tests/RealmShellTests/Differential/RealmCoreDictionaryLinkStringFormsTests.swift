import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// `[c]` and string operators on a dictionary of links: a value by key (`fav['summer']`, through to-many
/// links or backlinks too) and a property read through it (`fav['summer'].name`, `fav.@values.name`),
/// with every quantifier, constants of every kind on either side. Realm Core reads the value itself as a
/// mixed link or null (none where the dictionary is empty) and checks only the right side: `[c]` and a
/// string operator's needle there must be a string, binary or list constant, while a constant on the left
/// of the value (mixed) is always taken — `nil ==[c] fav['summer']` finds the null `summer`s,
/// `'' CONTAINS[c] fav['summer']` too (a null needle is in every string), `fav['summer'] LIKE[c] {}` the
/// empty dictionaries (two empty lists are equal). RealmLens refused the constant on the left and a `[c]`
/// list or to-many path, and answered the string operators against a list as if no empty group met it: 128
/// of 1,584 generated forms differed (all on the value itself; the `.name` forms agreed already). Realm
/// Core stops on `ALL`/`NONE` of one such value against one constant and on a property read through a
/// value after a link (`best.fav['summer'].name`, `friends.fav['summer'].name`: `mixed.hpp:190`), so those
/// are not asked. Answers: Realm Core 14.14 (`realm-core-check query`) on the file `from-canonical` writes.
@Suite struct RealmCoreDictionaryLinkStringFormsTests {
    /// C: Oslo, BERGEN, rome, Lima, oslo, ÄRHUS, ärhus, OsLo. T (`n` = position) holds `fav` (a dictionary
    /// of C), `friends`, `best`, `sd` (a dictionary of optional strings, empty ones never written), `dl`
    /// (a list of dates) and `s`.
    static let dump: String = {
        func day(_ date: String) -> DumpValue { .date(date + "T00:00:00.000000000Z") }
        return CanonicalDump([
            DumpClass("C", properties: [DumpProperty("name", .string, optional: true)],
                      objects: ["Oslo", "BERGEN", "rome", "Lima", "oslo", "ÄRHUS", "ärhus", "OsLo"].map { ["name": .string($0)] }),
            DumpClass("T", properties: [DumpProperty("n", .int), .link("fav", to: "C", .dictionary, optional: true), .link("friends", to: "T", .list),
                                        .link("best", to: "T"), DumpProperty("sd", .string, optional: true, .dictionary), DumpProperty("dl", .date, .list),
                                        DumpProperty("s", .string, optional: true)],
                      objects: [
                          ["n": 0, "fav": ["summer": nil], "friends": [.index(1)], "best": .index(1), "sd": ["a": "x"], "dl": [day("2020-01-01")], "s": "oslo"],
                          ["n": 1, "fav": ["summer": .index(0)], "friends": [.index(0), .index(2)], "best": nil, "sd": [:], "dl": [], "s": "Rome"],
                          ["n": 2, "fav": [:], "friends": [], "best": .index(0), "sd": ["K": nil], "dl": [day("2021-01-01"), day("2022-01-01")], "s": nil],
                          ["n": 3, "fav": ["winter": .index(1)], "friends": [.index(4), .index(4)], "best": .index(4), "sd": ["k": "y", "b": "z"],
                           "dl": [day("2023-01-01")], "s": "x"],
                          ["n": 4, "fav": ["summer": nil, "winter": .index(4)], "friends": [.index(0)], "best": nil, "sd": ["k": "A"], "dl": [], "s": "BERGEN"],
                          ["n": 5, "fav": ["summer": .index(2), "x": nil], "friends": [.index(7)], "best": .index(7), "sd": ["Summer": "x"],
                           "dl": [day("2024-01-01")], "s": ""],
                          ["n": 6, "fav": ["summer": .index(1), "winter": .index(1)], "friends": [.index(2), .index(3)], "best": .index(6), "sd": [:],
                           "dl": [day("2020-01-01"), day("2020-06-01")], "s": "lima"],
                          ["n": 7, "fav": ["a": nil, "b": nil], "friends": [.index(5), .index(0)], "best": nil, "sd": ["summer": nil, "k": "K"],
                           "dl": [day("2025-01-01")], "s": "OSLO"],
                          ["n": 8, "fav": ["summer": .index(4)], "friends": [], "best": .index(0), "sd": ["a": "b"], "dl": [], "s": "k"],
                          ["n": 9, "fav": [:], "friends": [.index(9), .index(8)], "best": .index(3), "sd": ["z": ""], "dl": [day("2026-01-01")], "s": "y"],
                          ["n": 10, "fav": ["summer": .index(5)], "friends": [.index(10), .index(11)], "best": .index(11), "sd": ["K": "k"],
                           "dl": [day("2021-01-01")], "s": "ärhus"],
                          ["n": 11, "fav": ["summer": .index(6), "winter": .index(7)], "friends": [.index(3)], "best": .index(10), "sd": [:], "dl": [], "s": "Oslo"],
                      ]),
        ]).json
    }()

    /// Realm Core's answers; RealmLens refused the first five and the to-many ones and answered
    /// `LIKE[c] {}` and `BEGINSWITH {}` with no object.
    static let answers: [(query: String, expected: [Int64])] = [
        ("fav['summer'] ==[c] {'oslo', nil}", [0, 3, 4, 7]),
        ("nil ==[c] fav['summer']", [0, 3, 4, 7]),
        ("31 !=[c] fav['summer']", [0, 1, 3, 4, 5, 6, 7, 8, 10, 11]),
        ("'' CONTAINS[c] fav['summer']", [0, 3, 4, 7]),
        ("nil LIKE[c] fav['summer']", [0, 3, 4, 7]),
        ("fav['summer'] LIKE[c] {}", [2, 9]),
        ("'' CONTAINS[c] ALL friends.fav['summer']", [1, 2, 3, 4, 5, 6, 7, 8, 9, 11]),
        ("friends.fav['summer'] BEGINSWITH {}", [1, 2, 6, 8, 9]),
        ("nil ==[c] friends.fav['summer']", [1, 3, 4, 5, 6, 7, 11]),
        ("fav['summer'].name ==[c] 'OSLO'", [1, 8]),
        ("fav.@values.name CONTAINS[c] 'SL'", [1, 4, 8, 11]),
        ("ALL fav.@values.name BEGINSWITH[c] 'o'", [0, 1, 2, 4, 7, 8, 9]),
        ("fav['summer'] !=[c] s", [0, 1, 3, 4, 5, 6, 7, 8, 10, 11]),
        ("s CONTAINS[c] fav['summer']", [0, 3, 4, 7]),
        ("ALL fav BEGINSWITH[c] 'oslo'", [0, 2, 7, 9]),
        ("friends.fav['summer'] !=[c] {}", [1, 2, 6, 8, 9]),
    ]

    /// Value paths and property paths × `[c]` and string operators × constants and the string property `s`,
    /// the quantifier and the side turning with each form; `ALL`/`NONE` of one value against one constant or
    /// property (Core stops) left out.
    static var queries: [String] {
        let values = ["fav['summer']", "fav.summer", "fav['zz']", "friends.fav['summer']", "@links.T.friends.fav['summer']"]
        let names = ["fav['summer'].name", "fav.@values.name", "fav[*].name", "friends.fav.@values.name"]
        let operators = ["==[c]", "!=[c]", "BEGINSWITH", "BEGINSWITH[c]", "ENDSWITH[c]", "CONTAINS", "CONTAINS[c]", "LIKE[c]", "IN[c]"]
        let constants = ["'oslo'", "'ÄRHUS'", "nil", "''", "'o*'", "{'oslo', 'ROME'}", "{}", "{'', nil}", "31", "{31}", "s"]
        let quantifiers = ["", "ANY ", "ALL ", "NONE "]
        var out: [String] = []
        var i = 0
        for path in values + names {
            for op in operators {
                for constant in constants {
                    let q = quantifiers[i % 4], onLeft = (i / 4) % 2 == 1, isList = constant.hasPrefix("{")
                    i += 1
                    if values.prefix(3).contains(path), q == "ALL " || q == "NONE ", !isList { continue }
                    if op == "IN[c]" {
                        out.append(isList ? "\(q)\(path) IN[c] \(constant)" : "\(constant) IN[c] \(q)\(path)")
                    } else {
                        out.append(onLeft ? "\(constant) \(op) \(q)\(path)" : "\(q)\(path) \(op) \(constant)")
                    }
                }
            }
        }
        return out
    }

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test func formsRealmCoreRefusesOrStopsOnAreRefused() throws {
        try PositionedAnswers.expectRefused(dump: Self.dump, ["ALL fav['summer'] BEGINSWITH 'x'", "'x' ==[c] ALL fav['summer']",
                                                              "nil LIKE NONE fav['summer']", "fav['summer'] ==[c] nil",
                                                              "fav['summer'] BEGINSWITH[c] 31", "ALL fav['summer'] == s",
                                                              "fav CONTAINS[c] {nil}", "NONE fav ==[c] {}"])
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "dictionary-link-strings.realm", Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func generatedFormsAnswerAsRealmCore() throws {
        try PositionedAnswers.expectSameAnswers(dump: Self.dump, fileName: "dictionary-link-string-forms.realm", queries: Self.queries)
    }
}
