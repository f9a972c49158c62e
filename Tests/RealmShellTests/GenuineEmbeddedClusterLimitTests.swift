import Foundation
@testable import RealmShell
import Testing

/// An embedded class queried directly, on a genuine file Realm Core wrote:
/// Realm Core lists its objects in their keys' order (the order it created
/// them: an owner's dictionary of 300 `Address`es before the owners' `home`
/// ones) and checks a `LIMIT` after a lone int `IN` list only between its
/// clusters of 256. RealmLens keeps the embedded objects' keys and the
/// class's cluster starts (`EmbeddedObject.key`,
/// `Realm.recordClusterStarts(of:)`); before, it numbered them afresh (the
/// `home`s first) and answered every match. The answers are Realm Core
/// 14.14's (`realm-core-check query`), pinned and asked again live.
@Suite(.requiresRealmCoreCheck) struct GenuineEmbeddedClusterLimitTests {
    /// `Owner` 0 holds `book`, a dictionary of 300 `Address`es (`n` 0…299,
    /// keys `k000`…`k299`), and every `Owner` j a `home` with `n` 1000 + j:
    /// Realm Core's clusters of `Address` hold `n` 0…255 | 256…299,
    /// 1000…1211 | 1212…1299.
    static let dump: String = {
        let book = (0..<300).map { (key: "k\(String(repeating: "0", count: 3 - String($0).count))\($0)", value: DumpValue.object(["n": .int(Int64($0))])) }
        let owners = (0..<300).map { j -> [String: DumpValue] in
            ["id": .int(Int64(j)), "book": .dictionary(j == 0 ? book : []), "home": .object(["n": .int(Int64(1000 + j))])]
        }
        return CanonicalDump([
            DumpClass("Address", embedded: true, properties: [DumpProperty("n", .int)]),
            DumpClass("Owner", primaryKey: "id", properties: [DumpProperty("id", .int, indexed: true), .link("book", to: "Address", .dictionary, optional: true),
                                                              .link("home", to: "Address")],
                      objects: owners),
        ]).json
    }()

    static let answers: [(predicate: String, ns: [Int])] = [
        ("n IN {0, 5, 299, 1001} LIMIT(2)", [0, 5]),  // stops after the first cluster
        ("n IN {0, 5, 299, 1001, 1299} LIMIT(4)", [0, 5, 299, 1001]),
        ("n IN {0, 300, 1000} LIMIT(1)", [0]),
        ("n IN {255, 256, 1211, 1212} LIMIT(2)", [255, 256, 1211, 1212]),  // passed inside the second: never stops
        ("n IN {255, 256, 1211, 1212} LIMIT(3)", [255, 256, 1211]),
        // The limit holds as written.
        ("n IN {0, 5} SORT(n DESC) LIMIT(1)", [5]),
        ("n IN {0, 5, 299} AND n > -1 LIMIT(1)", [0]),
    ]

    @Test func queryAnswersAsRealmCore() throws {
        let (file, scratch) = try makeFile()
        let oracle = try #require(RealmCoreOracle.shared)
        for (predicate, ns) in Self.answers {
            #expect(try coreNs(oracle, file, predicate) == ns, "Realm Core: \(predicate)")
            for extra in [[], ["--no-cache"]] {
                let outcome = run(["query", file, "Address", predicate, "--format", "jsonl"] + extra,
                                  environment: ["XDG_CACHE_HOME": scratch.path("cache")])
                #expect(try values(outcome) == ns, "\(predicate) \(extra)")
            }
        }
    }

    /// Unsorted, the objects come in the file's order: the dictionary's
    /// 300 first, then the `home`s.
    @Test func unsortedObjectsComeInTheFilesOrder() throws {
        let (file, scratch) = try makeFile()
        defer { withExtendedLifetime(scratch) {} }
        let oracle = try #require(RealmCoreOracle.shared)
        let expected = Array(0..<300) + Array(1000..<1300)
        #expect(try coreNs(oracle, file, "TRUEPREDICATE") == expected)
        #expect(try values(run(["query", file, "Address", "--format", "jsonl", "--no-cache"])) == expected)
    }

    /// In a session, before and inside a transaction (the working copy
    /// keeps the file's keys and clusters until the commit), and an update
    /// with such a `LIMIT` changes the objects Core's would.
    @Test func aSessionStopsWhereCoreDoes() throws {
        let (file, scratch) = try makeFile()
        defer { withExtendedLifetime(scratch) {} }
        let predicate = "n IN {0, 5, 299, 1001} LIMIT(2)"
        let outcome = run(["exec", file, "-c", """
            .mode jsonl
            Address where \(predicate)
            update Address where n == 1299 set n = 1299
            Address where \(predicate)
            update Address where \(predicate) set n = -7
            """])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        let printed = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("{") }.map(String.init)
        #expect(printed == ["{\"n\":0}", "{\"n\":5}", "{\"n\":0}", "{\"n\":5}"])
        let oracle = try #require(RealmCoreOracle.shared)
        #expect(try coreNs(oracle, file, "n == -7").count == 2)
    }

    // MARK: - Helpers

    func makeFile() throws -> (String, ScratchDirectory) {
        let scratch = try ScratchDirectory()
        let file = scratch.path("embedded.realm")
        try RealmCoreCheck.makeFile(fromDump: Self.dump, at: file)
        return (file, scratch)
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) -> RunOutcome {
        let out = CapturedOutput(), err = CapturedOutput()
        let code = CommandLineRunner(table: .standard, stdout: out, stderr: err, environment: environment).run(arguments)
        return RunOutcome(stdout: out.text, stderr: err.text, exitCode: code)
    }

    /// Realm Core's matches' `n`, in its order.
    func coreNs(_ oracle: RealmCoreOracle, _ file: String, _ predicate: String) throws -> [Int] {
        guard case .objects(let identities) = try oracle.answer(file: file, className: "Address", query: predicate) else { return [-1] }
        return try identities.map { identity in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(identity.utf8)) as? [String: Int])
            return try #require(object["n"])
        }
    }

    /// The `n` of each object a `--format jsonl` run printed, in order.
    func values(_ outcome: RunOutcome) throws -> [Int] {
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        return try outcome.stdout.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(object["n"] as? Int)
        }
    }
}
