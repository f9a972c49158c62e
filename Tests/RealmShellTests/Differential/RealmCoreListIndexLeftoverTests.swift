import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// An index past the end of a list read as Realm Core reads it (`LeftoverBuffer`), for a list of
/// mixed values and under `ALL`/`NONE` too. Realm Core leaves its buffer as it was for such an
/// object, so it reads the value the previous object left: the null buffer at the cluster's start
/// and after each match, a value that did not match otherwise. Under `NONE` the null buffer is a
/// list of one null (`NONE il[1] == 5` holds for it, `NONE il[1] != 9` does not), and an empty
/// list that matches under `ALL`/`NONE` ends that search too, so the next object starts with the
/// null buffer. Seed 13700's `NONE ml[1] >= "0000…"`: Core 32 objects, RealmLens 34 (every
/// object past the end); `ml[1] == nil` on `[1, 5]`, `[7]`: Core none, RealmLens every `[7]`.
@Suite struct RealmCoreListIndexLeftoverTests {
    static let lists = ["[1,5]", "[]", "[7]", "[7]", "[1,5]", "[7]", "[]", "[1,9]", "[7]"]

    static var dump: String {
        CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), DumpProperty("il", .int, .list), DumpProperty("ml", .mixed, optional: true, .list)],
                      objects: lists.enumerated().map { ["n": .int(Int64($0.offset)), "il": .json($0.element), "ml": .json($0.element)] }),
        ]).json
    }

    /// Realm Core 14.14's answers on the file `from-canonical` writes of `dump` (`n` = position).
    static let answers: [(query: String, expected: [Int64])] = [
        ("NONE il[1] == 5", [1, 2, 3, 6, 7, 8]),
        ("NONE ml[1] == 5", [1, 2, 3, 6, 7, 8]),
        ("NONE il[1] != 9", [1, 6, 7]),
        ("NONE ml[1] > 5", [0, 1, 2, 3, 4, 5, 6]),
        ("NONE ml[1] BEGINSWITH 'a'", [0, 1, 2, 3, 4, 5, 6, 7, 8]),
        ("ALL il[1] == 5", [0, 1, 4, 6]),
        ("ALL il[1] == nil", [1, 2, 3, 6]),
        ("ALL ml[1] == nil", [1, 2, 3, 6]),
        ("ALL ml[1] != 9", [0, 1, 2, 3, 4, 5, 6]),
        ("il[1] == nil", []),
        ("ml[1] == nil", []),
        ("ml[1] != 5", [7, 8]),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "list-index-leftover.realm", Self.answers)
    }
}
