import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// `@sum`/`@avg` of doubles whose additions make a NaN (`inf + -inf`), as Realm Core 14.14 computes
/// them: `Sum<double>`/`Average<double>` add one value at a time and keep the NaN, which orders below
/// every number, so `items.@avg.d <= 100` holds for it (seed 29300's `things.@avg.d <= 100.0` over
/// `[-1.5, inf, -inf]` on a generated store: Core 4 owners, RealmLens 3). SQLite's `sum()`/`avg()`
/// turned that NaN into NULL (the average no answer, the sum 0). A stored NaN is still skipped
/// (`valid_for_agg`), so `[NaN, 1]` sums to 1.
@Suite struct RealmCoreDoubleAggregateNaNTests {
    /// (d, items, dl) per object `n`.
    static let rows: [(String, [Int], String)] = [
        ("-1.5", [], "[]"), (#""inf""#, [], "[]"), (#""-inf""#, [], "[]"), (#""NaN""#, [], "[]"), ("1", [], "[]"),
        ("null", [0, 1, 2], #"[-1.5,"inf","-inf"]"#), ("null", [3, 4], #"["NaN",1]"#), ("null", [1, 4], #"["inf",1]"#),
        ("null", [], "[]"),
    ]

    static var dump: String {
        let objects = rows.enumerated().map { row -> [String: DumpValue] in
            let (d, items, dl) = row.element
            return ["n": .int(Int64(row.offset)), "d": .json(d), "items": .list(items.map(DumpValue.index)), "dl": .json(dl)]
        }
        return CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), DumpProperty("d", .double, optional: true), .link("items", to: "T", .list),
                                        DumpProperty("dl", .double, .list)],
                      objects: objects),
        ]).json
    }

    /// Realm Core's answers on the file `from-canonical` writes of `dump` (`n` = position).
    static let answers: [(query: String, expected: [Int64])] = [
        ("items.@avg.d <= 100.0", [5, 6]),
        ("items.@avg.d < -1e300", [5]),
        ("items.@sum.d < -1e300", [5]),
        ("items.@sum.d == 0", [0, 1, 2, 3, 4, 8]),
        ("items.@sum.d == 1", [6]),
        ("items.@avg.d == nil", [0, 1, 2, 3, 4, 8]),
        ("items.@avg.d > 1e300", [7]),
        ("dl.@avg <= 100.0", [5, 6]),
        ("dl.@sum < -1e300", [5]),
        ("dl.@sum == 1", [6]),
        ("dl.@sum == 0", [0, 1, 2, 3, 4, 8]),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "double-aggregate-nan.realm", Self.answers)
    }
}
