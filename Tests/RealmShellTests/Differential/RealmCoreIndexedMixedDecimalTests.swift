import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// An indexed mixed property holding a decimal that is not whole, against an equal double: Realm Core
/// answers `m == 2.5` through the search index, which keys the decimal `2.50` by its own bytes and the
/// double by its own, so the lookup never reaches it — while `2.5 == m` (a column scan) and `m != 2.5`
/// compare as numbers. RealmLens counted a decimal never equal to a double in its model of the index
/// and so kept the general answer (seed 28100's `m2 == 2.5` on a generated store: Core none, RealmLens 1).
@Suite struct RealmCoreIndexedMixedDecimalTests {
    static let values = [#"{"$decimal":"2.50"}"#, #"{"$decimal":"-987.65"}"#, "3", #""a""#, #"{"$decimal":"7"}"#, "null"]

    static var dump: String {
        CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), DumpProperty("m", .mixed, optional: true, indexed: true)],
                      objects: values.enumerated().map { ["n": .int(Int64($0.offset)), "m": .json($0.element)] }),
        ]).json
    }

    /// Realm Core's answers on the file `from-canonical` writes of `dump` (`n` = position).
    static let answers: [(query: String, expected: [Int64])] = [
        ("m == 2.5", []),
        ("m == -987.65", []),
        ("m IN {2.5}", []),
        ("m == 7.0", [4]),
        ("2.5 == m", [0]),
        ("m != 2.5", [1, 2, 3, 4, 5]),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "indexed-mixed-decimal.realm", Self.answers)
    }
}
