import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// A null needle against a binary property, as Realm Core 14.14 answers it: `CONTAINS[c] null` finds
/// every value but null (Core's `ContainsIns` reads both binaries as strings; an empty needle is in every
/// string, a null subject is none), while `CONTAINS null`, `BEGINSWITH[c] null` and `ENDSWITH[c] null`
/// find every object, null included, and `LIKE[c] null` only the nulls. RealmLens found every object for
/// `CONTAINS[c] null` too (seed 32900's studio file: `Book: cover CONTAINS[c] null`, Core 52 books,
/// RealmLens 470).
@Suite struct RealmCoreBinaryNullNeedleTests {
    /// `a` per object `n`; nil is null.
    static let rows: [[UInt8]?] = [Array("abc".utf8), nil, [], [0xFF, 0x00], nil, Array("ÄB".utf8)]

    static var dump: String {
        CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), DumpProperty("a", .data, optional: true)],
                      objects: rows.enumerated().map { ["n": .int(Int64($0.offset)), "a": $0.element.map(DumpValue.data) ?? .null] }),
        ]).json
    }

    /// Realm Core's answers on the file `from-canonical` writes of `dump` (`n` = position).
    static let answers: [(query: String, expected: [Int64])] = [
        ("a CONTAINS[c] null", [0, 2, 3, 5]),
        ("a CONTAINS[c] nil", [0, 2, 3, 5]),
        ("NOT a CONTAINS[c] null", [1, 4]),
        ("a CONTAINS null", [0, 1, 2, 3, 4, 5]),
        ("a BEGINSWITH[c] null", [0, 1, 2, 3, 4, 5]),
        ("a ENDSWITH[c] null", [0, 1, 2, 3, 4, 5]),
        ("a LIKE[c] null", [1, 4]),
        ("a CONTAINS[c] null AND n > 2", [3, 5]),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "binary-null-needle.realm", Self.answers)
    }
}
