import Foundation
import Testing
@testable import RealmStore

/// A list of strings or dates after a to-many link (`links.sl`, `links.links.dl`) against another side
/// Realm Core holds as a list (`links.name`, `links.links.name`): Core's `ColumnsCollection` evaluates it
/// one linked object at a time, each object's list a group of its own compared with the other side
/// (sorted ends and all), an empty list an empty group and no linked object one empty group; an object
/// matches when one group does. RealmLens compared every value of every linked object at once and
/// differed on 50 of 1,302 generated forms over this store (`<`, `<=`, `>`, `>=`, `==`, `!=` under every
/// quantifier on either side); now on none. Answers: Realm Core 14.14 (`realm-core-check query`) on the
/// file `from-canonical` writes.
@Suite struct RealmCoreLinkedListGroupsTests {
    static let names: [String?] = ["b", nil, "c", "d", "a", "zz", nil, "m", "k", nil]
    static let days: [Int?] = [10, nil, 20, 28, 5, 27, nil, 15, 12, nil]
    static let stringLists: [[String?]] = [["a", "zebra", "abc"], ["a", "zebra", "abc"], ["abcdef", "x", "abc"], ["a"],
                                           [nil, "ab", "abc"], ["m", nil, "n", "o"], [], ["q", "r", "s"], ["zz", "a", nil, "b"], ["b"]]
    static let dateLists: [[Int?]] = [[1, 25, 20], [1, 25, 20], [26, nil, 2, 8], [3], [nil, 5, 15], [22, nil, 23, 24], [],
                                      [19, nil, 10], [30, 1, nil, 2], [7]]
    /// Each object's `links`, by position: object 8 links to none, object 9 twice to itself.
    static let links: [[Int]] = [[0, 1, 2, 3], [0, 2, 3], [1, 0, 2], [1, 0, 2], [4, 0, 2], [4, 6, 5], [0, 2, 3], [5, 7, 4, 6], [], [9, 9, 3]]

    static var dump: String {
        RealmCoreSortedEndsStringDateTests.dump(names: names, days: days, stringLists: stringLists, dateLists: dateLists, links: links)
    }

    /// Realm Core's answers (`n` = position); what RealmLens answered before, where it differed.
    static let answers: [(query: String, expected: [Int64])] = [
        ("ANY links.name < links.sl", [0, 1, 2, 3, 4, 6]),  // was also 5, 7
        ("NONE links.name <= links.sl", [0, 1, 5, 6, 7, 8, 9]),  // was 8, 9
        ("links.name < ANY links.links.sl", [0, 1, 2, 3, 4, 6, 9]),  // was also 5, 7
        ("links.links.name < ALL links.sl", [5, 7]),  // was also 4
        ("ALL links.links.name <= links.sl", [8]),  // was also 4
        ("NONE links.links.name == links.sl", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),  // was 0, 1, 2, 3, 6, 8
        ("ANY links.d < links.dl", [1, 2, 3, 4, 6]),  // was also 0, 5, 7
        ("ALL links.d >= links.dl", [0, 1, 4, 5, 6, 7, 8]),  // was also 2, 3
        ("NONE links.d == links.dl", [0, 1, 4, 5, 6, 7, 8, 9]),  // was 8, 9
        ("ALL links.sl > links.name", [4, 5, 7, 8]),
        ("links.sl == links.name", [8]),
        ("ALL links.sl BEGINSWITH links.name", [5, 7, 8]),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "linked-list-groups.realm", Self.answers)
    }
}
