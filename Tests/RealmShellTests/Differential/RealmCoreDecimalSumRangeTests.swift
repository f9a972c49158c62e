import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// `@sum`/`@avg` of decimals whose exact sum leaves 128 bits, as Realm Core 14.14 adds them
/// (`Sum<Decimal128>`: `bid128_add`, rounded to 34 digits): `9.99…E6144 + 1E-6176` is `9.99…E6144` and
/// its average `5E6144`. RealmLens fell back to a double sum there, infinity for so large a decimal
/// (seed 25700's `(decimalReq + intReq) / decimalDict.@avg = 2` on alltypes.realm: Core 1 object, RealmLens 0).
@Suite struct RealmCoreDecimalSumRangeTests {
    static let rows = [#"["9999999999999999999999999999999999E+6111","1E-6176"]"#, #"["1","1E-6176"]"#, #"["-1E+6000","1E+6000","1"]"#, "[]"]

    static var dump: String {
        let objects = rows.enumerated().map { row -> [String: DumpValue] in
            let items = ((try? JSONSerialization.jsonObject(with: Data(row.element.utf8)) as? [String]) ?? []).map(DumpValue.decimal)
            return ["n": .int(Int64(row.offset)), "dl": .list(items), "dd": .dictionary(items.enumerated().map { (key: "k\($0.offset)", value: $0.element) })]
        }
        return CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), DumpProperty("dl", .decimal, .list), DumpProperty("dd", .decimal, .dictionary)],
                      objects: objects),
        ]).json
    }

    /// Realm Core's answers on the file `from-canonical` writes of `dump` (`n` = position).
    static let answers: [(query: String, expected: [Int64])] = [
        ("dd.@sum == 9999999999999999999999999999999999E+6111", [0]),
        ("dl.@sum == 9999999999999999999999999999999999E+6111", [0]),
        ("dd.@avg == 5E6144", [0]),
        ("dl.@avg == 5E6144", [0]),
        ("dd.@sum == inf", []),
        ("dd.@sum == 1", [1, 2]),
        ("dl.@sum > 1", [0]),
        ("dd.@avg > 1e300", [0]),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "decimal-sum-range.realm", Self.answers)
    }
}
