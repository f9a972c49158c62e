import Foundation
import RealmModel
@testable import RealmStore

/// The objects a query finds on a canonical dump, by their integer primary key `id`: RealmLens's answer
/// from an in-memory store holding the dump, and Realm Core's from a genuine file `realm-core-check
/// from-canonical` builds of it (for suites that pin Core's answers and ask Core again where the tool is).
enum DumpQueryAnswers {
    /// RealmLens's answer, sorted.
    static func realmLens(_ dump: String, className: String, query: String) throws -> [Int64] {
        let realm = try makeInMemoryRealm()
        try realm.importCanonicalDump(from: MemoryByteInput(Array(dump.utf8)))
        var ids: [Int64] = []
        try realm.objects(className, where: query).forEach { object in
            if case .int(let id) = try object.value(forKey: "id") { ids.append(id) }
        }
        return ids.sorted()
    }

    /// Realm Core's answer to each query, sorted; nil where Core refuses it (`message` says why).
    static func realmCore(_ dump: String, queries: [(className: String, query: String)]) throws
        -> [(ids: [Int64]?, message: String)] {
        let genuine = try GenuineDumpFile(dump)
        return try queries.map { asked in
            let (code, out, message) = try RealmCoreCheck.run(["query", genuine.path, asked.className, asked.query])
            guard code == 0 else { return (nil, message) }
            let json = try JSONSerialization.jsonObject(with: Data(out)) as? [String: Any]
            return ((json?["keys"] as? [NSNumber])?.map(\.int64Value).sorted(), message)
        }
    }
}
