import Foundation
import RealmModel
import RealmQuery
import Testing
@testable import RealmStore

/// An index past the end of a list after a link (`friends.dl[1] == nil`), read as Realm Core reads it
/// (`LeftoverBufferAfterLink`): a linked object whose list is shorter than the index but not empty
/// reads what the last linked object that reached the index left in Core's buffer, since its
/// `find_first` call began (one cluster, until a match); the initial null only when none did.
/// RealmLens read null there: 8 of the 12 objects below, where Core finds 3.
@Suite struct RealmCoreLinkedPastEndTests {
    /// The objects of `RealmCoreDictionaryLinkStringFormsTests.dump` (`friends`, `best`, `dl`).
    static var dump: String { RealmCoreDictionaryLinkStringFormsTests.dump }

    /// Realm Core 14.14's answers on the file `from-canonical` writes of `dump` (`n` = position).
    static let answers: [(query: String, expected: [Int64])] = [
        ("friends.dl[1] == nil", [1, 4, 5]),
        ("ANY friends.dl[1] == nil", [1, 4, 5]),
        ("nil == friends.dl[1]", [1, 4, 5]),
        ("friends.dl[1] IN {nil}", [1, 4, 5]),
        ("friends.dl[1] <= nil", [1, 4, 5]),
        ("best.dl[1] == nil", [2, 5]),
        ("@links.T.friends.dl[1] == nil", [0, 1]),
        ("@links.T.best.dl[1] == nil", []),
        // Nothing reaches index 2: every past-end read sees the initial null.
        ("friends.dl[2] == nil", [1, 4, 5, 6, 7, 9, 10, 11]),
        // Forms that already agreed and keep their answers.
        ("friends.dl[1] != nil", [1, 6]),
        ("NONE friends.dl[1] == nil", [0, 1, 2, 3, 6, 8, 9, 10]),
        ("friends.friends.dl[1] == nil", [0, 3, 5, 7, 9, 10]),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "linked-past-end.realm", Self.answers)
    }

    /// 600 objects, three clusters of 256 in key order: `il` of one int mostly, of two every 41st,
    /// empty every 6th; `friends` of 0, 1 or 2 objects, `best` null every 5th.
    static var manyObjectsDump: String {
        let count = 600
        let objects = (0..<count).map { i -> [String: DumpValue] in
            let length = i % 41 == 0 ? 2 : i % 6 == 0 ? 0 : 1
            let il = [i % 3, (i + 1) % 3].prefix(length).map(String.init).joined(separator: ",")
            let friends = [(i * 7 + 1) % count, (i * 13 + 5) % count].prefix(i % 3).map { #"{"$index":\#($0)}"# }
            let best: DumpValue = i % 5 == 0 ? nil : .json(#"{"$index":\#((i * 11 + 2) % count)}"#)
            return ["n": .int(Int64(i)), "friends": .json("[\(friends.joined(separator: ","))]"), "best": best, "il": .json("[\(il)]"),
                    "ml": .json("[\(il)]")]
        }
        return CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), .link("friends", to: "T", .list), .link("best", to: "T"),
                                        DumpProperty("il", .int, .list), DumpProperty("ml", .mixed, optional: true, .list)],
                      objects: objects),
        ]).json
    }

    /// Realm Core's counts on its file of `manyObjectsDump` (RealmLens read 392, 390, 585, 390, 392, 390).
    static let manyObjectsCounts: [(query: String, count: Int)] = [
        ("friends.il[1] == nil", 29), ("best.il[1] == nil", 19), ("@links.T.friends.il[1] == nil", 187),
        ("@links.T.best.il[1] IN {nil}", 95), ("friends.ml[1] == nil", 29), ("@links.T.best.ml[1] == nil", 95),
    ]

    @Test func storeWithoutClusterStartsAnswersAsRealmCoreOnItsFile() throws {
        try Self.expectManyObjectsCounts(Self.manyObjectsCounts)
    }

    /// Our store of `manyObjectsDump` (no cluster starts recorded) answers each query with `count` objects.
    static func expectManyObjectsCounts(_ counts: [(query: String, count: Int)]) throws {
        let realm = try Realm(configuration: .init(inMemoryIdentifier: UUID().uuidString))
        try realm.importCanonicalDump(from: MemoryByteInput(Array(manyObjectsDump.utf8)))
        for (query, count) in counts {
            var found = 0
            try realm.objects("T", where: query).forEach { _ in found += 1 }
            #expect(found == count, "\(query)")
        }
    }

    /// A grid of forms on Realm Core's own files, read natively (the many objects with their cluster starts).
    @Test(.requiresRealmCoreCheck) func genuineFilesAnswerAsRealmCoreOnAGridOfForms() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        var queries: [String] = []
        for path in ["friends", "best", "@links.T.friends", "@links.T.best"] {
            for index in [0, 1, 2] {
                for condition in ["== nil", "!= nil", "IN {nil}", "== T1577836800:0", "!= T1577836800:0", "IN {nil, T1577836800:0}"] {
                    queries.append("\(path).dl[\(index)] \(condition)")
                }
            }
        }
        try oracle.expectSameAnswers(dump: Self.dump, fileName: "linked-past-end-grid.realm", queries: queries.map { ("T", $0) })
        var many: [String] = []
        for path in ["friends", "best", "@links.T.friends", "@links.T.best"] {
            for index in [1, 2] {
                for condition in ["== nil", "!= nil", "IN {nil}", "== 1", "!= 1", ">= nil", "IN {nil, 1}"] {
                    many.append("\(path).il[\(index)] \(condition)")
                    many.append("\(path).ml[\(index)] \(condition)")
                }
            }
        }
        try oracle.expectSameAnswers(dump: Self.manyObjectsDump, fileName: "linked-past-end-many.realm", queries: many.map { ("T", $0) })
    }

    /// Only the forms read past the end change (alone, under `ALL`, beside other conditions:
    /// `RealmCoreLinkedPastEndBesideTests`); a query without one keeps its SQL.
    @Test func otherQueriesKeepTheirSQL() throws {
        let realm = try Realm(configuration: .init(inMemoryIdentifier: UUID().uuidString))
        try realm.importCanonicalDump(from: MemoryByteInput(Array(Self.dump.utf8)))
        func sql(_ text: String) throws -> String {
            let resolved = try QueryResolver(schema: realm.schema).resolve(text, className: "T", arguments: [])
            return try SQLGenerator(schema: realm.schema).generate(resolved).sql
        }
        // The leftover window, Core's scheduling, or the linked objects' states asked one object at a time.
        func readsLeftover(_ text: String) throws -> Bool {
            let query = try sql(text)
            return query.contains("rl$row") || query.contains("rl_leftover_and") || query.contains("BETWEEN 1 AND")
        }
        for text in ["friends.dl[1] != nil", "NONE friends.dl[1] == nil", "friends.dl[0] == nil", "friends.friends.dl[1] == nil", "n > 3"] {
            #expect(try !readsLeftover(text), "\(text)")
        }
        for text in ["friends.dl[1] == nil", "best.dl[1] IN {nil}", "@links.T.friends.dl[2] == nil", "ALL friends.dl[1] == nil",
                     "friends.dl[1] == nil AND n > 0", "NOT friends.dl[1] == nil", "friends.dl[1] == nil OR n == 0"] {
            #expect(try readsLeftover(text), "\(text)")
        }
    }
}
