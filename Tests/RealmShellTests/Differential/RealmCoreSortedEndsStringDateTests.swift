import Foundation
import Testing
@testable import RealmStore

/// `RealmCoreSortedEndsTests` for strings and dates: `<`, `<=`, `>`, `>=` between two sides Realm
/// Core holds as lists, under a quantifier, with more than two values on both, compare only each
/// side's first and last value (`Value::compare`), so a null among them (sorted first, ordered
/// against nothing) decides: `links.name < ANY sl` fails for the names ["a", null, "zz"] against
/// ["m", null, "n", "o"] (the ends null, "zz" against null, "o"), where comparing every value found
/// "a" < "m". Two lists of strings or dates themselves are refused by Core ("Ordered comparison
/// between two primitive lists is not implemented yet"), so one side is a path through a to-many
/// link. Answers: Realm Core 14.14 (`realm-core-check query`) on the file `from-canonical` writes.
@Suite struct RealmCoreSortedEndsStringDateTests {
    static let names: [String?] = ["b", nil, "c", "d", "a", "zz", nil, "m"]
    static let days: [Int?] = [10, nil, 20, 28, 5, 27, nil, 15]
    static let stringLists: [[String?]] = [["a", "zebra", "abc"], ["a", "zebra", "abc"], ["abcdef", "x", "abc"], ["a"],
                                           [nil, "ab", "abc"], ["m", nil, "n", "o"], [], ["q", "r", "s"]]
    static let dateLists: [[Int?]] = [[1, 25, 20], [1, 25, 20], [26, nil, 2, 8], [3], [nil, 5, 15], [22, nil, 23, 24], [], [19, nil, 10]]
    /// Each object's `links`, by position.
    static let links: [[Int]] = [[0, 1, 2, 3], [0, 2, 3], [1, 0, 2], [1, 0, 2], [4, 0, 2], [4, 6, 5], [0, 2, 3], [5, 7, 4, 6]]

    static var dump: String { dump(names: names, days: days, stringLists: stringLists, dateLists: dateLists, links: links) }

    /// A class `T` of objects `n` (position), `name`, `d` (a day of January 2020), lists `sl` and `dl`,
    /// and `links` to other objects by position.
    static func dump(names: [String?], days: [Int?], stringLists: [[String?]], dateLists: [[Int?]], links: [[Int]]) -> String {
        func string(_ s: String?) -> DumpValue { s.map(DumpValue.string) ?? .null }
        func date(_ day: Int?) -> DumpValue { day.map { DumpValue.date("2020-01-\($0 < 10 ? "0" : "")\($0)T00:00:00.000000000Z") } ?? .null }
        let objects = (0..<names.count).map { i -> [String: DumpValue] in
            ["n": .int(Int64(i)), "name": string(names[i]), "d": date(days[i]), "sl": .list(stringLists[i].map(string)),
             "dl": .list(dateLists[i].map(date)), "links": .list(links[i].map(DumpValue.index))]
        }
        return CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), DumpProperty("name", .string, optional: true), DumpProperty("d", .date, optional: true),
                                        DumpProperty("sl", .string, optional: true, .list), DumpProperty("dl", .date, optional: true, .list),
                                        .link("links", to: "T", .list)],
                      objects: objects),
        ]).json
    }

    /// Realm Core's answers (`n` = position); RealmLens compared every value before, and differed on
    /// the ones marked.
    static let answers: [(query: String, expected: [Int64])] = [
        ("links.name > NONE sl", [0, 2, 3, 4, 5, 6, 7]),
        ("ALL links.name < sl", [1]),
        ("links.name < ANY sl", [0, 1, 2, 4]),  // was also 5, 7
        ("ALL links.name >= sl", [1, 5]),  // was 1
        ("NONE links.name <= sl", [3, 6, 7]),  // was 3, 6
        ("sl > ALL links.name", [1]),
        ("links.d < ANY dl", [1, 2, 4]),  // was 0, 1, 2, 4, 5, 7
        ("ALL links.d > dl", [1]),
        ("dl >= NONE links.d", [0, 1, 3, 4, 5, 7]),  // was 0, 1, 2, 3, 4
        ("NONE links.d < dl", [0, 3, 5, 6, 7]),  // was 3, 6
        ("links.d <= ALL dl", [6]),
        ("ALL links.name > links.name", []),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "sorted-ends-strings.realm", Self.answers)
    }
}
