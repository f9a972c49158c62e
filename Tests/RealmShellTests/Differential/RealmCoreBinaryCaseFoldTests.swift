import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// `[c]` operators between two binary properties, as Realm Core 14.14 answers them: it maps one side's
/// bytes as UTF-8 (`case_map`), and bytes that are no UTF-8 map to "" (`IgnoreErrors`), so such a needle
/// matches almost nothing (its first byte compares as a NUL). The needle is the right side of
/// `BEGINSWITH`/`ENDSWITH`/`CONTAINS`/`LIKE` and the left side of `==`/`!=`. RealmLens decoded both
/// as UTF-8, replacing those bytes, and found them everywhere (seed 26500's `dataReq CONTAINS[c]
/// dataSet` on alltypes.realm: Core 10 objects, RealmLens 17).
@Suite struct RealmCoreBinaryCaseFoldTests {
    /// (a, b) per object `n`; nil is null.
    static let rows: [([UInt8]?, [UInt8]?)] = [
        ([0], [0xFF]), ([0xFF, 0xFE, 0xFD], [0xFF, 0xFE, 0xFD]), (Array("héllo".utf8), Array("HÉLLO".utf8)),
        ([0x78, 0, 0x79], [0xFF]), ([0x78, 0xFF, 0x79], [0xFF]), ([], [0xFF, 0xFE]), (nil, nil), (Array("abc".utf8), nil),
        ([0xC3, 0x41], Array("á".utf8)),
    ]

    static var dump: String {
        func data(_ bytes: [UInt8]?) -> DumpValue { bytes.map(DumpValue.data) ?? .null }
        return CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), DumpProperty("a", .data, optional: true), DumpProperty("b", .data, optional: true)],
                      objects: rows.enumerated().map { ["n": .int(Int64($0.offset)), "a": data($0.element.0), "b": data($0.element.1)] }),
        ]).json
    }

    /// Realm Core's answers on the file `from-canonical` writes of `dump` (`n` = position).
    static let answers: [(query: String, expected: [Int64])] = [
        ("a ==[c] b", [2, 6]),
        ("b ==[c] a", [0, 2, 6]),
        ("a !=[c] b", [0, 1, 3, 4, 5, 7, 8]),
        ("a CONTAINS[c] b", [0, 2, 3, 7]),
        ("a BEGINSWITH[c] b", [0, 2]),
        ("a ENDSWITH[c] b", [0, 2]),
        ("a LIKE[c] b", [2, 5, 6]),
        ("b LIKE[c] a", [2, 6]),
        ("a == b", [1, 6]),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "binary-case-fold.realm", Self.answers)
    }

    /// The rule itself: which needles `case_map` maps, and what one it cannot map matches.
    @Test func needlesCoreCannotMapMatchAsInCore() {
        #expect(CoreCaseFold.maps(Array("héllo 東京".utf8)))
        #expect(!CoreCaseFold.maps([0xFF]))
        #expect(!CoreCaseFold.maps([0xC3, 0x41]))
        #expect(!CoreCaseFold.maps([0xE6, 0x9D]))
        #expect(CoreCaseFold.unmappedNeedle(3, Array("abc".utf8), Array("b".utf8)) == nil)
        #expect(CoreCaseFold.unmappedNeedle(3, [0x78, 0, 0x79], [0xFF]) == true)
        #expect(CoreCaseFold.unmappedNeedle(3, [0x78, 0, 0x79], [0xFF, 0xFE]) == false)
        #expect(CoreCaseFold.unmappedNeedle(4, [], [0xFF, 0xFE]) == true)
        #expect(RealmSQLFunctions.stringOperation(3, [0x78, 0xFF, 0x79], [0xFF], fold: true) == false)
    }
}
