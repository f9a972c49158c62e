import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// Counts Realm Core gives for queries (leftover-buffer suites), checked on RealmLens and, where the
/// tool is present, asked of Realm Core again.
enum PinnedLeftoverCounts {
    /// Each fixture query (`file` a fixture's name without `.realm`) as RealmLens answers it on the
    /// file read natively: `count` objects, the same Realm Core finds.
    static func expectOnFixtures(_ pinned: [(file: String, className: String, query: String, count: Int)]) throws {
        var engines: [String: LensQueryEngine] = [:]
        for pinned in pinned {
            let file = try #require(RealmCoreDifferentialTests.fixture(pinned.file + ".realm"))
            let lens = try engines[pinned.file] ?? LensQueryEngine(file: file)
            engines[pinned.file] = lens
            let ours = lens.answer(className: pinned.className, query: pinned.query)
            guard case .objects(let found) = ours else {
                Issue.record("\(pinned.query): \(ours)")
                continue
            }
            #expect(found.count == pinned.count, "\(pinned.query)")
            if let oracle = RealmCoreOracle.shared {
                let realm = try oracle.answer(file: file, className: pinned.className, query: pinned.query)
                #expect(realm.sortedIfObjects == ours.sortedIfObjects, "\(pinned.query): Realm Core \(realm), RealmLens \(ours)")
            }
        }
    }

    /// Each query on class `T` of a store imported from `dump` (no cluster starts recorded: runs of 256
    /// objects, as Realm Core lays out the file it writes of the dump) finds `count` objects.
    static func expectOnStore(dump: String, _ counts: [(query: String, count: Int)]) throws {
        let realm = try Realm(configuration: .init(inMemoryIdentifier: UUID().uuidString))
        try realm.importCanonicalDump(from: MemoryByteInput(Array(dump.utf8)))
        for (query, count) in counts {
            #expect(try realm.objects("T", where: query).count == count, "\(query)")
        }
    }
}

extension QueryAnswer {
    var sortedIfObjects: QueryAnswer {
        if case .objects(let ids) = self { return .objects(ids.sorted()) }
        return self
    }
}
