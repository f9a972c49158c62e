import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// A to-many path ending at a to-one link (`owners.best`, `oset.best`) against a list of objects with no
/// quantifier, as Realm Core 14.14 answers it: its `LinkMap` is a list (null links left out), met by the
/// constant list element by element (`Value::compare`), as lists of values are (`pairwiseComparison`):
/// the sizes must agree and every pair hold, `!=` holds for other sizes or where every pair differs; unlike
/// values through links, one constant is no `ANY` (`owners.best == {O2}` fails for `[O2, O1]`). RealmLens
/// took every such comparison as `ANY` (seed 32900's generated store: `owners.best IN {O6, O9}`, Core 0
/// things, RealmLens 3; `owners.best != {O5}`, Core 40, RealmLens 24). Two such paths are two lists too
/// (`owners.best == owners.best` holds for every object; RealmLens held it only where a link was set).
@Suite struct RealmCoreLinkPathAgainstListTests {
    /// Per object `n` (positions are Core's object keys): `best`, `owners` (a list), `oset` (a set).
    /// `owners.best` is then [], [2], [], [], [2], [0], [2, 1], [1, 1]; `oset.best` [], [2], [], [], [2], [0], [1], [].
    static let rows: [(best: Int?, owners: [Int], oset: [Int])] = [
        (2, [], []), (nil, [0], [0]), (2, [1], [1]), (nil, [1, 3], [1, 3]), (0, [2, 1], [2, 1]),
        (1, [4], [4]), (3, [0, 5], [5]), (4, [5, 5], []),
    ]

    static var dump: String {
        let link = { (p: Int?) in p.map(DumpValue.index) ?? .null }
        let objects = rows.enumerated().map { row -> [String: DumpValue] in
            ["n": .int(Int64(row.offset)), "best": link(row.element.best), "owners": .list(row.element.owners.map(DumpValue.index)),
             "oset": .list(row.element.oset.map(DumpValue.index))]
        }
        return CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), .link("best", to: "T"), .link("owners", to: "T", .list),
                                        .link("oset", to: "T", .set)], objects: objects),
        ]).json
    }

    /// Realm Core's answers on the file `from-canonical` writes of `dump` (`n` = position).
    static let answers: [(query: String, expected: [Int64])] = [
        ("owners.best == {}", [0, 2, 3]),
        ("owners.best == {O1}", []),
        ("owners.best == {O2}", [1, 4]),
        ("{O2} == owners.best", [1, 4]),
        ("owners.best == {O1, O2}", []),
        ("owners.best == {O2, O1}", [6]),
        ("owners.best == {O0, O0}", []),
        ("owners.best != {}", [0, 1, 2, 3, 4, 5, 6, 7]),
        ("owners.best != {O1}", [0, 1, 2, 3, 4, 5, 6, 7]),
        ("owners.best != {O2}", [0, 2, 3, 5, 6, 7]),
        ("owners.best != {O1, O2}", [0, 1, 2, 3, 4, 5, 6]),
        ("{O1, O2} != owners.best", [0, 1, 2, 3, 4, 5, 6]),
        ("owners.best != {O2, O1}", [0, 1, 2, 3, 4, 5]),
        ("owners.best IN {}", [0, 2, 3]),
        ("owners.best IN {O2}", [1, 4]),
        ("owners.best IN {O2, O1}", [6]),
        ("oset.best == {}", [0, 2, 3, 7]),
        ("oset.best == {O1}", [6]),
        ("oset.best == {O2}", [1, 4]),
        ("oset.best == {O2, O1}", []),
        ("oset.best != {O1}", [0, 1, 2, 3, 4, 5, 7]),
        ("oset.best != {O1, O2}", [0, 1, 2, 3, 4, 5, 6, 7]),
        ("oset.best IN {O1}", [6]),
        ("oset.best IN {}", [0, 2, 3, 7]),
        // Two such paths: two lists, element by element (null links left out).
        ("owners.best == owners.best", [0, 1, 2, 3, 4, 5, 6, 7]),
        ("owners.best != owners.best", [0, 2, 3]),
        ("owners.best == oset.best", [0, 1, 2, 3, 4, 5]),
        ("oset.best != owners.best", [0, 2, 3, 6, 7]),
        ("oset.best != oset.best", [0, 2, 3, 7]),
        // Against one link: any of the list (unchanged).
        ("owners.best == best.best", [4]),
        ("owners.best != best", [1, 4, 5, 6, 7]),
        // Along to-one links only, one value: `IN` any of the constants (unchanged).
        ("best.best == {O1, O2}", [0, 2, 4]),
        ("best.best != {O2}", [1, 3, 5, 6, 7]),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "link-path-against-list.realm", Self.answers)
    }
}
