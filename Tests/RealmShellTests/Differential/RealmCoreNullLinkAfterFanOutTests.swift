import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// A to-one link at the end of a to-many path or after a collection's element (`owners.best`,
/// `owners[0].best`, `od['a'].best`, `od.best`), compared with an object, as Realm Core 14.14 answers it:
/// its link map leaves a null link out, so an owner with no best is no value there (`owners.best != O2`
/// does not hold for it, `ALL owners.best == O2` does), while along to-one links only a null link reads
/// as null (`best.best != O2` holds for it). Against null such an element path is refused, as a
/// to-many one is ("Cannot compare linklist ('owners[FIRST].best') with NULL"). RealmLens took the null
/// links as null values (seed 32900's generated store: `Thing: O5 != owners.best`, Core 24 things,
/// RealmLens 33) and answered the element path against null.
@Suite struct RealmCoreNullLinkAfterFanOutTests {
    /// Per object `n` (positions are Core's object keys): `best`, `owners`, `od`.
    static let rows: [(best: Int?, owners: [Int], od: [(String, Int?)])] = [
        (2, [], []), (nil, [0], [("a", 0)]), (2, [1], [("a", 1)]), (nil, [1, 3], [("a", nil)]), (0, [2, 1], [("b", 2)]),
        (1, [4], [("a", 4)]),
    ]

    static var dump: String {
        let link = { (p: Int?) in p.map(DumpValue.index) ?? .null }
        let objects = rows.enumerated().map { row -> [String: DumpValue] in
            ["n": .int(Int64(row.offset)), "best": link(row.element.best), "owners": .list(row.element.owners.map(DumpValue.index)),
             "od": .dictionary(row.element.od.map { (key: $0.0, value: link($0.1)) })]
        }
        return CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), .link("best", to: "T"), .link("owners", to: "T", .list),
                                        .link("od", to: "T", .dictionary, optional: true)], objects: objects),
        ]).json
    }

    /// Realm Core's answers on the file `from-canonical` writes of `dump` (`n` = position).
    static let answers: [(query: String, expected: [Int64])] = [
        ("owners.best != O2", [5]),
        ("O2 != owners.best", [5]),
        ("owners.best == O2", [1, 4]),
        ("ALL owners.best == O2", [0, 1, 2, 3, 4]),
        ("NONE owners.best == O2", [0, 2, 3, 5]),
        ("ANY owners.best IN {O0, O2}", [1, 4, 5]),
        ("owners[0].best != O2", [5]),
        ("owners[0].best == O0", [5]),
        ("od['a'].best != O2", [5]),
        ("od.best != O2", [5]),
        ("best != O2", [1, 3, 4, 5]),
        ("best.best != O2", [1, 3, 5]),
        ("owners.best.best != O2", []),
    ]

    /// Refused by Realm Core, and so by RealmLens.
    static let refusals = ["owners[0].best == nil", "nil == owners[0].best", "od['a'].best != nil", "owners.best == nil"]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "null-link-after-fan-out.realm", Self.answers)
    }

    @Test func refusedAsRealmCoreRefuses() throws {
        let realm = try Realm(configuration: .init(inMemoryIdentifier: UUID().uuidString))
        try realm.importCanonicalDump(from: MemoryByteInput(Array(Self.dump.utf8)))
        for query in Self.refusals {
            #expect(throws: (any Error).self, "\(query)") { try realm.objects("T", where: query) }
        }
    }

    @Test(.requiresRealmCoreCheck) func realmCoreRefusesThemToo() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        let scratch = try ScratchDirectory()
        let path = scratch.path("null-link-refusals.realm")
        try RealmCoreCheck.makeFile(fromDump: Self.dump, at: path)
        for query in Self.refusals {
            guard case .refused = try oracle.answer(file: path, className: "T", query: query) else {
                Issue.record("Realm Core answers \(query)")
                continue
            }
        }
    }
}
