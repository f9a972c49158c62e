import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// `@min`/`@max` of a dictionary of binary values, as Realm Core 14.14 answers them: a dictionary's
/// values are mixed to Core, which takes the least or greatest of any type (`Minimum<Mixed>`), binary
/// compared bytewise, nulls left out (an empty or all-null dictionary gives null), as RealmLens already
/// did for dictionaries of strings. RealmLens refused it ("'@max' is not supported on values of type
/// data"; seed 33300's generated store: `Thing: bind.@values.@max > null`, Core none).
@Suite struct RealmCoreBinaryDictionaryMinMaxTests {
    /// `b` and `bd` per object `n`; nil is null.
    static let rows: [(b: [UInt8]?, bd: [(String, [UInt8]?)])] = [
        (Array("abc".utf8), []), (Array("abc".utf8), [("a", Array("abc".utf8)), ("b", Array("ABC".utf8))]), (nil, [("a", nil)]),
        ([0xFF], [("a", [0xFF]), ("b", [])]), (Array("hello".utf8), [("a", Array("hello".utf8)), ("b", Array("abc".utf8)), ("c", nil)]),
    ]

    static var dump: String {
        let data = { (bytes: [UInt8]?) in bytes.map(DumpValue.data) ?? .null }
        return CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), DumpProperty("b", .data, optional: true),
                                        DumpProperty("bd", .data, optional: true, .dictionary)],
                      objects: rows.enumerated().map { row in
                          ["n": .int(Int64(row.offset)), "b": data(row.element.b),
                           "bd": .dictionary(row.element.bd.map { (key: $0.0, value: data($0.1)) })]
                      }),
        ]).json
    }

    /// Realm Core's answers on the file `from-canonical` writes of `dump` (`n` = position).
    static let answers: [(query: String, expected: [Int64])] = [
        ("bd.@max == null", [0, 2]),
        ("bd.@values.@min == null", [0, 2]),
        ("bd.@values.@max != null", [1, 3, 4]),
        ("bd.@max > null", []),
        ("bd.@max == b", [1, 2, 3, 4]),
        ("bd.@min == b", [2]),
        ("bd.@min != bd.@max", [1, 3, 4]),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "binary-dictionary-min-max.realm", Self.answers)
    }
}
