import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// `<`, `<=`, `>`, `>=` between two sides Realm Core holds as lists, under a quantifier, where both
/// hold more than two values: `Value::compare` sorts each side and keeps its first and last value
/// only. Numbers of one type give the answer comparing every value gives, unless a null is among
/// them: it sorts first and is ordered against no number, so `sl.length > NONE idict` holds for the
/// lengths [1, 5, 3] against {-100, null, 1, 7} (the ends 1, 5 against null, 7; seed 14900's
/// difference: Core 15 objects, RealmLens 14, which compared every value).
@Suite struct RealmCoreSortedEndsTests {
    static let rows: [(sl: String, idict: String)] = [
        (#"["a","zebra","abc"]"#, #"{"a":-100,"b":null,"c":1,"d":7}"#),
        (#"["a","zebra","abc"]"#, #"{"a":-100,"c":1,"d":7}"#),
        (#"["abcdef","x","abc"]"#, #"{"a":null,"b":2,"c":3}"#),
        (#"["a"]"#, #"{"a":null,"b":2,"c":3}"#),
        (#"[null,"ab","abc"]"#, #"{"a":1,"b":2,"c":0}"#),
    ]

    static var dump: String {
        CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), DumpProperty("sl", .string, optional: true, .list),
                                        DumpProperty("idict", .int, optional: true, .dictionary)],
                      objects: rows.enumerated().map { ["n": .int(Int64($0.offset)), "sl": .json($0.element.sl), "idict": .json($0.element.idict)] }),
        ]).json
    }

    /// Realm Core's answers on the file `from-canonical` writes of `dump` (`n` = position).
    static let answers: [(query: String, expected: [Int64])] = [
        ("sl.length > NONE idict", [0, 2, 3, 4]),
        ("sl.length > ALL idict", [4]),
        ("ALL sl.length < idict", [0, 1, 3]),
        ("NONE sl.length <= idict", []),
        ("ALL idict >= sl.length", [4]),
        ("sl.length < ANY idict", [0, 1, 2, 3, 4]),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "sorted-ends.realm", Self.answers)
    }
}
