import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// A dictionary's `@keys` after a to-many link or backlink (`friends.sd.@keys`, `@links.T.friends.sd.@keys`,
/// `friends.friends.sd.@keys`, and of a dictionary of links, `friends.fav.@keys`) with every quantifier and
/// operator. Realm Core evaluates it one linked object at a time (`ColumnDictionaryKeys::evaluate` over the link map's keys: one sub-index per object the links
/// reach), so each object's keys are a group of their own — none for an empty or never-written dictionary,
/// which through links reads no leftover buffer — and the condition holds where some group holds (`ALL
/// friends.sd.@keys == 'K'`: a friend whose keys are all `K`, or one with none); with no linked object one
/// empty group. A list of constants meets each group element by element (`friends.sd.@keys IN {'k', 'a'}`:
/// no friend's keys are exactly those). RealmLens took every friend's keys at once: 40 of 400 generated
/// forms differed, and 4 of 5 `friends.fav.@keys` ones (`LinkedCollection` now takes `@keys`). Answers:
/// Realm Core 14.14 (`realm-core-check query`).
@Suite struct RealmCoreLinkedKeysTests {
    static var dump: String { RealmCoreDictionaryLinkStringFormsTests.dump }

    /// Realm Core's answers (`n` = position); RealmLens's before in the comments.
    static let answers: [(query: String, expected: [Int64])] = [
        ("ALL friends.sd.@keys == 'K'", [0, 1, 2, 6, 8, 10]),  // [0, 2, 8, 10]
        ("friends.sd.@keys == {}", [0, 2, 8, 10]),  // []
        ("NONE friends.sd.@keys BEGINSWITH[c] 's'", [0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11]),  // without 7
        ("ANY friends.sd.@keys ==[c] 'k'", [1, 3, 5, 6, 10, 11]),
        ("friends.sd.@keys IN {'k', 'a'}", []),  // [1, 3, 4, 5, 6, 7, 9, 11]
        ("@links.T.friends.sd.@keys == {'k'}", [0]),  // [0, 4, 5]
        ("ALL friends.sd.@keys <= 'k'", [0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11]),  // without 9
        ("friends.fav.@keys IN {'summer'}", [0, 1, 4, 7, 9, 10]),  // and 3
        ("ALL friends.fav.@keys == 'summer'", [0, 1, 2, 4, 6, 7, 8, 9, 10]),  // [0, 1, 2, 4, 8, 9]
    ]

    /// Paths × quantifiers × operators and constants, with a property and `@size` (refused by both).
    static var queries: [String] {
        let paths = ["friends.sd.@keys", "@links.T.friends.sd.@keys", "friends.friends.sd.@keys", "best.sd.@keys", "friends.fav.@keys"]
        let conditions = ["== 'k'", "== 'K'", "==[c] 'k'", "!= 'k'", "!=[c] 'k'", "BEGINSWITH 'S'", "BEGINSWITH[c] 's'",
                          "CONTAINS[c] 'UMM'", "LIKE[c] '?'", "== nil", "!= nil", "IN {'k', 'a'}", "IN[c] {'K', 'z'}",
                          "> 'a'", "<= 'k'", "== {'k'}", "== {}", "ENDSWITH ''", "== s", "!=[c] s", "ENDSWITH[c] 'MER'",
                          "== 'summer'", "!= {}", "LIKE 'S*'", ">= nil"]
        var out: [String] = []
        for path in paths {
            for q in ["", "ANY ", "ALL ", "NONE "] {
                out += conditions.map { "\(q)\(path) \($0)" }
            }
            out += ["'k' IN \(path)", "s IN \(path)", "\(path).@size > 1", "\(path).@count == 0"]
        }
        return out
    }

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "linked-keys.realm", Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func generatedFormsAnswerAsRealmCore() throws {
        try PositionedAnswers.expectSameAnswers(dump: Self.dump, fileName: "linked-keys-forms.realm", queries: Self.queries)
    }
}
