import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// `@sum`/`@avg` of a property of the objects a to-many link reaches (`items.@avg.age`), added as
/// Realm Core 14.14 adds them: `SubColumnAggregate::evaluate` sorts the linked objects' keys (keeping
/// duplicates) and adds one by one in a double, so `[Int64.max, 10, Int64.min]` averages 0 in key
/// order whatever the list's order; RealmLens added in the list's order (seed 26500's
/// `things.owners.@avg.age < 1` on a generated store: Core 4 owners, RealmLens 3). A list of numbers
/// itself (`dl.@sum`) is added in its own order, in both.
@Suite struct RealmCoreLinkAggregateOrderTests {
    /// (age, d, items, dl) per object `n`.
    static let rows: [(String, String, [Int], String)] = [
        ("9223372036854775807", "1e+20", [], "[]"), ("10", "1", [], "[]"), ("-9223372036854775808", "-1e+20", [], "[]"),
        ("null", "null", [0, 2, 1], "[1e+20,-1e+20,1]"), ("null", "null", [2, 0, 1], "[1e+20,1,-1e+20]"),
        ("null", "null", [1, 1, 0], "[]"), ("null", "null", [], "[]"),
    ]

    static var dump: String {
        let objects = rows.enumerated().map { row -> [String: DumpValue] in
            let (age, d, items, dl) = row.element
            return ["n": .int(Int64(row.offset)), "age": .json(age), "d": .json(d), "items": .list(items.map(DumpValue.index)), "dl": .json(dl)]
        }
        return CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), DumpProperty("age", .int, optional: true), DumpProperty("d", .double, optional: true),
                                        .link("items", to: "T", .list), DumpProperty("dl", .double, .list)],
                      objects: objects),
        ]).json
    }

    /// Realm Core's answers on the file `from-canonical` writes of `dump` (`n` = position).
    static let answers: [(query: String, expected: [Int64])] = [
        ("items.@avg.age == 0", [3, 4]),
        ("items.@avg.age > 1", [5]),
        ("items.@sum.d == 0", [0, 1, 2, 3, 4, 6]),
        ("items.@sum.d == 1", []),
        ("items.@avg.d == 0", [3, 4]),
        ("items.@sum.age == 9", [3, 4]),
        ("items.@avg.age == nil", [0, 1, 2, 6]),
        ("dl.@sum == 1", [3]),
        ("dl.@avg == 0", [4]),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "link-aggregate-order.realm", Self.answers)
    }
}
