import Foundation
import TestChildProcesses
import Testing

/// Realm Core 14.14's own answer to a query (`../shared/tools/realm-core-check
/// query`): the matching objects' identities in Realm's result order, or
/// Realm Core's refusal. The tool is a test oracle only; tests skip without it.
struct RealmCoreOracle: Sendable {
    let executable: URL

    /// The tool beside the package (`../shared/tools/realm-core-check`), or nil when absent.
    static let shared: RealmCoreOracle? = {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let tool = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/tools/realm-core-check")
        return FileManager.default.isExecutableFile(atPath: tool.path) ? RealmCoreOracle(executable: tool) : nil
    }()

    /// Runs the tool with `arguments`: (exit code, stdout, stderr).
    func run(_ arguments: [String]) throws -> (Int32, Data, String) {
        // Both pipes are read together, so a large answer cannot block the tool; a hung tool is killed.
        let (process, drained) = try BoundedChild.run(executable, arguments)
        return (process.terminationStatus, drained.stdout, String(decoding: drained.stderr, as: UTF8.self))
    }

    /// Realm Core's answer to `query` on `file`'s `className`.
    func answer(file: String, className: String, query: String) throws -> QueryAnswer {
        let (code, out, err) = try run(["query", file, className, query])
        guard code == 0 else { return .refused(err.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard let json = try JSONSerialization.jsonObject(with: out, options: [.fragmentsAllowed]) as? [String: Any],
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
        try makeFile(fromDump: dump, at: path)
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

    /// A genuine file holding `dump` (canonical JSON), written by Realm Core's `from-canonical`.
    func makeFile(fromDump dump: String, at path: String) throws {
        let dumpPath = path + ".dump.json"
        try dump.write(toFile: dumpPath, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: dumpPath) }
        let (code, _, err) = try run(["from-canonical", dumpPath, path])
        guard code == 0 else {
            throw OracleError(message: "from-canonical failed: \(err)", realmCoreStopped: Self.stoppedOnFailedCheck(err))
        }
    }

    /// Whether the tool's message says Realm Core's own debug checks stopped it (not that it refused the input).
    static func stoppedOnFailedCheck(_ message: String) -> Bool {
        message.contains("Assertion failed") || message.contains("stopped on a failed check")
    }
}

struct OracleError: Error, CustomStringConvertible {
    var message: String
    /// Realm Core stopped on a failed internal check (an assertion) rather than refusing the input.
    var realmCoreStopped = false
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
