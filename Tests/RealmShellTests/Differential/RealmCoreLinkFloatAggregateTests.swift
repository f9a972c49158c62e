import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// `@sum`/`@avg` of a float property through a link (`bs.@avg.f`, `@links.T.bs.@sum.f`) is a double to
/// Realm Core 14.14 (`SubColumnAggregate`), and a constant against it is read as a double: one float 1.8
/// averages 1.7999999523…, which is not `>= 1.8`. RealmLens read the constant as a float there, as Core
/// does for a list of floats itself (`fl.@avg == 1.8` holds): seed 30100's demo studio file,
/// `Author: @links.Book.authors.@avg.rating >= 1.8`, Core 92 authors, RealmLens 93.
@Suite struct RealmCoreLinkFloatAggregateTests {
    /// (f, bs, fl) per object `n`.
    static let rows: [(String, [Int], String)] = [
        ("1.8", [0], "[1.8]"), ("0.2", [1, 1], "[0.2,0.2]"), ("2.5", [2], "[2.5]"), ("0.5", [], "[]"),
    ]

    static var dump: String {
        let objects = rows.enumerated().map { row -> [String: DumpValue] in
            let (f, bs, fl) = row.element
            return ["n": .int(Int64(row.offset)), "f": .json(f), "bs": .list(bs.map(DumpValue.index)), "fl": .json(fl)]
        }
        return CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), DumpProperty("f", .float),
                                        .link("bs", to: "T", .list), DumpProperty("fl", .float, .list)],
                      objects: objects),
        ]).json
    }

    /// Realm Core's answers on the file `from-canonical` writes of `dump` (`n` = position).
    static let answers: [(query: String, expected: [Int64])] = [
        ("bs.@avg.f >= 1.8", [2]),
        ("bs.@avg.f == 0.2", []),
        ("bs.@sum.f == 0.4", []),
        ("bs.@avg.f >= 1.79999995", [0, 2]),
        ("bs.@avg.f == 2.5", [2]),
        ("@links.T.bs.@avg.f >= 1.8", [2]),
        ("@links.T.bs.@sum.f == 0.4", []),
        ("@links.T.bs.@sum.f > 0.4", [0, 1, 2]),
        ("bs.@max.f >= 1.8", [0, 2]),
        ("fl.@avg == 1.8", [0]),
        ("fl.@avg == 0.2", [1]),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "link-float-aggregate.realm", Self.answers)
    }
}
