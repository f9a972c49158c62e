import Foundation
import Testing

/// Realm Core 14.14's own answer to a query (`../shared/tools/realm-core-check
/// query`, run by `RealmCoreCheck`): the matching objects' identities in Realm's
/// result order, or Realm Core's refusal. The tool is a test oracle only; tests
/// skip without it.
struct RealmCoreOracle: Sendable {
    /// The oracle, or nil when the tool is absent.
    static let shared: RealmCoreOracle? = RealmCoreCheck.isAvailable ? RealmCoreOracle() : nil

    /// Realm Core's answer to `query` on `file`'s `className`.
    func answer(file: String, className: String, query: String) throws -> QueryAnswer {
        let (code, out, err) = try RealmCoreCheck.run(["query", file, className, query])
        guard code == 0 else { return .refused(err.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard let json = try JSONSerialization.jsonObject(with: Data(out), options: [.fragmentsAllowed]) as? [String: Any],
              let keys = json["keys"] as? [Any] else {
            return .refused("unreadable answer: " + String(decoding: out, as: UTF8.self))
        }
        return .objects(keys.map(ObjectIdentity.text(ofJSON:)))
    }

    /// Writes `dump` with Realm Core and asks Realm Core and RealmLens each of `queries` (class, query) on
    /// it, recording an issue unless both refuse or both find the same objects (in the same order where
    /// the query sorts or keeps distinct values).
    func expectSameAnswers(dump: String, fileName: String, queries: [(String, String)]) throws {
        let scratch = try ScratchDirectory()
        let path = scratch.path(fileName)
        try RealmCoreCheck.makeFile(fromDump: dump, at: path)
        let lens = try LensQueryEngine(file: path)
        for (className, query) in queries {
            let realm = try answer(file: path, className: className, query: query)
            let ours = lens.answer(className: className, query: query)
            switch (realm, ours) {
            case (.refused, .refused): continue
            case (.objects(let a), .objects(let b)):
                let ordered = query.contains("SORT(") || query.contains("DISTINCT(")
                #expect(ordered ? a == b : a.sorted() == b.sorted(), "\(query)\n    Realm Core: \(realm)\n    RealmLens:  \(ours)")
            default:
                Issue.record("\(query)\n    Realm Core: \(realm)\n    RealmLens:  \(ours)")
            }
        }
    }
}

struct OracleError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// What one engine says about a query.
enum QueryAnswer: Equatable, CustomStringConvertible {
    /// The matching objects' identities, in result order.
    case objects([String])
    /// The query is invalid; the engine's message.
    case refused(String)

    var description: String {
        switch self {
        case .objects(let ids): return "\(ids.count) [" + ids.prefix(12).joined(separator: ", ") + (ids.count > 12 ? ", …" : "") + "]"
        case .refused(let message): return "refused: " + message
        }
    }
}

/// An object's identity as the oracle prints it: the primary key's canonical
/// JSON, or `{"$index":N}` (position in the class's canonical order).
enum ObjectIdentity {
    static func text(ofJSON value: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]) else {
            return "\(value)"
        }
        return String(decoding: data, as: UTF8.self)
    }
}
