import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// Realm Core's answers pinned by the position `n` of the objects of a dump's class `T`, asked of
/// an in-memory store that imports the dump (its objects in dump order, as Core's file lays them out)
/// and of Realm Core's own file of it where the tool is present.
enum PositionedAnswers {
    static func expectStoreAnswers(dump: String, _ answers: [(query: String, expected: [Int64])]) throws {
        let realm = try Realm(configuration: .init(inMemoryIdentifier: UUID().uuidString))
        try realm.importCanonicalDump(from: MemoryByteInput(Array(dump.utf8)))
        for (query, expected) in answers {
            var found: [Int64] = []
            try realm.objects("T", where: query).forEach { object in
                if case .int(let n) = try object.value(forKey: "n") { found.append(n) }
            }
            #expect(found.sorted() == expected, "\(query)")
        }
    }

    /// Each of `queries` on class `T` of an in-memory store importing `dump` is refused (as Realm Core refuses
    /// or stops on it).
    static func expectRefused(dump: String, _ queries: [String]) throws {
        let realm = try Realm(configuration: .init(inMemoryIdentifier: UUID().uuidString))
        try realm.importCanonicalDump(from: MemoryByteInput(Array(dump.utf8)))
        for query in queries {
            #expect(throws: (any Error).self, "\(query)") { try realm.objects("T", where: query).count }
        }
    }

    /// Realm Core and RealmLens asked each of `queries` on class `T` of Realm Core's own file of `dump`.
    static func expectSameAnswers(dump: String, fileName: String, queries: [String]) throws {
        #expect(queries.count > 400)
        try #require(RealmCoreOracle.shared).expectSameAnswers(dump: dump, fileName: fileName, queries: queries.map { ("T", $0) })
    }

    /// Every value path against every other side under every operator, each form one side and quantifier
    /// (none, `ANY`, `ALL`, `NONE`) in turn: the quantifier turns with each form, the side every four.
    static func forms(values: [String], others: [String], operators: [String]) -> [String] {
        let quantifiers = ["", "ANY ", "ALL ", "NONE "]
        var out: [String] = []
        var i = 0
        for value in values {
            for other in others {
                for op in operators {
                    let q = quantifiers[i % 4], onLeft = (i / 4) % 2 == 1
                    i += 1
                    out.append(onLeft ? "\(other) \(op) \(q)\(value)" : "\(q)\(value) \(op) \(other)")
                }
            }
        }
        return out
    }

    static func expectGenuineFileAnswers(dump: String, fileName: String, _ answers: [(query: String, expected: [Int64])]) throws {
        let oracle = try #require(RealmCoreOracle.shared)
        try oracle.expectSameAnswers(dump: dump, fileName: fileName, queries: answers.map { ("T", $0.query) })
    }
}
