import Foundation
import RealmModel
import RealmQuery
import Testing
@testable import RealmStore

/// An index past the end of a list after a link beyond the lone condition (`LeftoverBufferAfterLink` as a
/// `LeftoverBuffer`): under `ALL`/`NONE`, where an empty list or no linked object matches at once; beside
/// other conditions, where Core's scheduling (`LeftoverBufferQuery`) decides which objects one
/// `Compare::find_first` call scans (`AND`, `OR`) or asks each object alone (`NOT`: the initial null);
/// `ANY … IN {nil, x}`, which searches the list; and `!= {x}` with no quantifier, where an empty list and a
/// null link are unequal. RealmLens read null past the end there (`ALL friends.dl[1] == nil`: 12 objects,
/// Core 10; `friends.dl[1] == nil AND n > 0` 8, Core 7; `… OR n == 0` 9, Core 4; `NOT …` 4, Core 5).
@Suite struct RealmCoreLinkedPastEndBesideTests {
    /// The objects of `RealmCoreDictionaryLinkStringFormsTests.dump` (`friends`, `best`, `dl`, `n` = position).
    static var dump: String { RealmCoreDictionaryLinkStringFormsTests.dump }

    /// Realm Core 14.14's answers on the file `from-canonical` writes of `dump`.
    static let answers: [(query: String, expected: [Int64])] = [
        ("ALL friends.dl[1] == nil", [0, 1, 2, 3, 4, 5, 8, 9, 10, 11]),
        ("ALL @links.T.best.dl[1] IN {nil}", [0, 1, 2, 3, 4, 5, 8, 9, 10, 11]),
        ("NONE best.dl[1] != nil", [0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11]),
        ("friends.dl[1] == nil AND n > 0", [1, 4, 5, 7, 9, 10, 11]),
        ("friends.dl[1] == nil OR n == 0", [0, 1, 4, 5]),
        ("NOT friends.dl[1] == nil", [0, 2, 3, 6, 8]),
        ("n > 3 AND friends.dl[1] == nil", [4, 5, 7, 9, 10, 11]),
        ("(best.dl[1] == nil OR n == 2) AND n < 9", [2, 5, 8]),
        ("ANY best.dl[1] IN {nil, T1577836800:0}", [2, 5]),
        ("friends.dl[1] != {T1577836800:0}", Array(0...11)),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "linked-past-end-beside.realm", Self.answers)
    }

    /// Realm Core's counts on its file of `RealmCoreLinkedPastEndTests.manyObjectsDump` (three clusters); RealmLens
    /// read 594, 385, 394, 471, 597, 15, 293, 299.
    static let manyObjectsCounts: [(query: String, count: Int)] = [
        ("ALL friends.il[1] == nil", 588), ("friends.il[1] == nil AND n > 10", 264), ("ANY best.il[1] IN {nil, 1}", 128),
        ("il[1] != {1}", 576), ("@links.T.best.il[1] != {0} OR n < 100", 591), ("NOT @links.T.friends.ml[1] == nil", 15),
        ("best.best.il[1] == nil", 54), ("best.best.il[1] != {1}", 596),
    ]

    @Test func storeWithoutClusterStartsAnswersAsRealmCoreOnItsFile() throws {
        try RealmCoreLinkedPastEndTests.expectManyObjectsCounts(Self.manyObjectsCounts)
    }

    /// 40 objects linking through a set (`fs`), a dictionary (`fd`), an embedded object (`emb`) and a list of
    /// them (`embl`), each holding `il` of 0, 1 or 2 optional ints.
    static var linkKindsDump: String {
        let count = 40
        func il(_ i: Int, _ values: [Int]) -> String {
            "[" + values.prefix(i % 7 == 0 ? 2 : i % 4 == 0 ? 0 : 1).map(String.init).joined(separator: ",") + "]"
        }
        let objects = (0..<count).map { i -> [String: DumpValue] in
            let set = Set([(i * 3 + 1) % count, (i * 5 + 2) % count].prefix(i % 3)).sorted().map { #"{"$index":\#($0)}"# }
            let dictionary = ["a", "b"].prefix(i % 3).enumerated().map { #""\#($1)":{"$index":\#((i * 7 + $0) % count)}"# }
            let embedded: DumpValue = i % 6 == 0 ? nil : .json(#"{"il":\#(il(i, [i % 3, (i + 1) % 3]))}"#)
            let list = [#"{"il":\#(il(i, [i % 2, 1]))}"#, #"{"il":[]}"#].prefix(i % 3)
            return ["n": .int(Int64(i)), "fs": .json("[\(set.joined(separator: ","))]"), "fd": .json("{\(dictionary.joined(separator: ","))}"),
                    "emb": embedded, "embl": .json("[\(list.joined(separator: ","))]"), "il": .json(il(i, [i % 3, (i + 1) % 3]))]
        }
        return CanonicalDump([
            DumpClass("E", embedded: true, properties: [DumpProperty("il", .int, optional: true, .list)], objects: []),
            DumpClass("T", properties: [DumpProperty("n", .int), .link("fs", to: "T", .set), .link("fd", to: "T", .dictionary, optional: true),
                                        .link("emb", to: "E", optional: true), .link("embl", to: "E", .list), DumpProperty("il", .int, optional: true, .list)],
                      objects: objects),
        ]).json
    }

    /// Sets of links, embedded objects and backlinks from a set or dictionary: RealmLens read null past the end
    /// there (81 of 672 forms differed; the 22 left are a dictionary of links, `fd.il[1]`, not a leftover read).
    @Test(.requiresRealmCoreCheck) func otherLinkKindsAnswerAsRealmCore() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        var queries: [String] = []
        for path in ["fs", "@links.T.fs", "@links.T.fd", "emb", "embl"] {
            for index in ["[1]", "[LAST]", "[2]"] {
                for condition in ["== nil", "IN {nil}", "!= 1", "IN {nil, 1}", "!= {1}"] {
                    let lone = "\(path).il\(index) \(condition)"
                    queries += [lone, "ALL \(lone)", "ANY \(lone)", "\(lone) AND n > 3", "NOT \(lone)"]
                }
            }
        }
        try oracle.expectSameAnswers(dump: Self.linkKindsDump, fileName: "linked-past-end-link-kinds.realm", queries: queries.map { ("T", $0) })
    }

    /// Every link kind the lone condition takes (and a chain of to-one links), under each quantifier and beside other conditions, on both files.
    @Test(.requiresRealmCoreCheck) func genuineFilesAnswerAsRealmCoreOnAGridOfForms() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        func forms(_ list: String, conditions: [String], others: (String, String, String)) -> [String] {
            var queries: [String] = []
            for path in ["friends.", "best.", "@links.T.friends.", "@links.T.best.", "best.best."] {
                for index in [1, 2] {
                    for condition in conditions {
                        let lone = "\(path)\(list)[\(index)] \(condition)"
                        queries += ["ALL \(lone)", "NONE \(lone)", "ANY \(lone)", "\(lone) AND \(others.0)", "\(lone) OR \(others.1)",
                                    "NOT \(lone)", "\(others.0) AND \(lone)", "(\(lone) OR n == 2) AND \(others.2)", "NOT \(lone) AND n > 1"]
                    }
                    queries.append("ANY \(path)\(list)[\(index)] IN {nil, 1}")
                    queries.append("\(path)\(list)[\(index)] != {1}")
                }
            }
            return queries
        }
        let small = forms("dl", conditions: ["== nil", "IN {nil}", "!= T1577836800:0", "<= nil"], others: ("n > 0", "n == 0", "n < 9"))
            .map { $0.replacingOccurrences(of: "{nil, 1}", with: "{nil, T1577836800:0}").replacingOccurrences(of: "!= {1}", with: "!= {T1577836800:0}") }
        try oracle.expectSameAnswers(dump: Self.dump, fileName: "linked-past-end-beside.realm", queries: small.map { ("T", $0) })
        let many = forms("il", conditions: ["== nil", "!= 1"], others: ("n > 10", "n < 100", "n < 500"))
            + forms("ml", conditions: ["== nil", "IN {nil}"], others: ("n > 300", "n < 100", "n < 500")) + ["il[1] != {1}", "{0} != ml[1]", "ALL il[1] IN {nil}"]
        try oracle.expectSameAnswers(dump: RealmCoreLinkedPastEndTests.manyObjectsDump, fileName: "linked-past-end-beside-many.realm",
                                     queries: many.map { ("T", $0) })
    }
}
