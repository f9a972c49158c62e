import Foundation
@testable import RealmShell
import Synchronization
import Testing

/// `realmlens query` on genuine files reads only what the query needs, and
/// keeps it in the user's cache folder: every answer (every output format)
/// must be the one the full conversion gives — the same query on a store
/// converted from the file — without the cache, on a cache miss, on a hit,
/// and after the cache widened for another query.
@Suite(.requiresFixtures) struct GenuineQueryTests {
    /// Queries per fixture and class: links, embedded objects, collections,
    /// mixed values, SORT/DISTINCT/LIMIT through links, `@count`,
    /// `SUBQUERY`, backlinks.
    static let cases: [(file: String, className: String, predicate: String)] = [
        ("links", "City", "country.code == 'NO' SORT(name ASC)"),
        ("links", "City", "TRUEPREDICATE SORT(country.name DESC, name ASC) LIMIT(4)"),
        ("links", "City", "TRUEPREDICATE DISTINCT(country.code)"),
        ("links", "City", "neighbors.@count > 1"),
        ("links", "City", "SUBQUERY(neighbors, $n, $n.id < 0).@count > 0"),
        ("links", "City", "@links.Person.homeCity.@count > 0"),
        ("links", "City", "ANY tags.label BEGINSWITH[c] 'a' OR landmarks.@count > 0"),
        ("links", "Person", "TRUEPREDICATE"),
        ("links", "Person", "address.city.name == 'Oslo'"),
        ("links", "Person", "address.geo.lat > 0 OR ANY previousAddresses.zip != nil"),
        ("links", "Person", "friends.@count > 1 SORT(address.street DESC)"),
        ("links", "Person", "SUBQUERY(friends, $f, $f.age > 30).@count > 0"),
        ("links", "Person", "ANY visitedCities.country.code == 'NO' OR favoriteCities.@count > 0"),
        ("links", "Person", "@links.Person.friends.@count > 0 OR addressBook.@count > 1"),
        ("links", "Person", "bestFriend.bestFriend.name != nil SORT(homeCity.name ASC) LIMIT(3)"),
        ("links", "Person", "anything.@type == 'link' OR anything == nil"),
        ("links", "Note", "attachments.@count > 0 OR about != nil"),
        ("links", "Landmark", "location.lat > 0"),
        ("links", "StringKeyNullable", "flag == true SORT(key DESC)"),
        ("alltypes", "AllTypes", "anyValue.@type == 'string' OR intList.@count > 3"),
        ("alltypes", "AllTypes", "ANY mixedList == 1 OR mixedDict.@count > 0 SORT(doubleReq DESC)"),
        ("alltypes", "AllTypes", "decimalOpt == nil AND stringSet.@count > 0"),
        ("alltypes", "AllTypes", "TRUEPREDICATE DISTINCT(boolReq) LIMIT(5)"),
        ("basic", "Dog", "owner.name BEGINSWITH 'T' SORT(owner.birthdate ASC, name DESC)"),
        ("basic", "Person", "dogs.@count >= 2 OR picture == nil"),
        ("basic", "Person", "@links.Dog.owner.@count == 0"),
        ("churn", "Event", "record.tags.@count > 1 SORT(record.name ASC) LIMIT(5)"),
        ("churn", "Record", "id >= 100000 SORT(updated DESC) LIMIT(7)"),
        ("emptyclasses", "Alpha", "parts.@count > 0 OR beta.value > 1"),
    ]

    @Test func partialAndCachedAnswersEqualTheFullConversion() throws {
        let dir = try #require(fixturesDirectory)
        let scratch = try ScratchDirectory()
        let environment = ["XDG_CACHE_HOME": scratch.path("cache")]
        var converted: [String: String] = [:]
        for (name, className, predicate) in Self.cases {
            let file = dir.appendingPathComponent(name + ".realm").path
            if converted[name] == nil {
                let store = scratch.path(name + ".store.realm")
                let outcome = run(["convert", file, store, "--to", "store"])
                #expect(outcome.exitCode == .success, "\(outcome.stderr)")
                converted[name] = store
            }
            for format in ["json", "table", "csv"] {
                let expected = run(["query", converted[name] ?? "", className, predicate, "--format", format])
                #expect(expected.exitCode == .success, "\(name) \(className) \(predicate): \(expected.stderr)")
                let uncached = run(["query", file, className, predicate, "--format", format, "--no-cache"])
                let first = run(["query", file, className, predicate, "--format", format], environment: environment)
                let again = run(["query", file, className, predicate, "--format", format], environment: environment)
                for (label, outcome) in [("--no-cache", uncached), ("cache", first), ("cache hit", again)] {
                    #expect(outcome.stdout == expected.stdout, "\(label): \(name) \(className) '\(predicate)' --format \(format)")
                    #expect(outcome.exitCode == .success, "\(label): \(outcome.stderr)")
                }
            }
        }
        // One entry per file, widened by each new query, never beside the fixtures.
        let entries = try cacheEntries(scratch.path("cache"))
        #expect(entries.count == Set(Self.cases.map(\.file)).count)
    }

    /// A repeated query runs on the entry as it is; one that reads more widens it (a new entry).
    @Test func repeatedQueriesRunOnTheEntryAndNewColumnsWidenIt() throws {
        let dir = try #require(fixturesDirectory)
        let scratch = try ScratchDirectory()
        let environment = ["XDG_CACHE_HOME": scratch.path("cache")]
        let file = dir.appendingPathComponent("links.realm").path
        func entryInode() throws -> Int? {
            guard let entry = try cacheEntries(scratch.path("cache")).first else { return nil }
            return try FileManager.default.attributesOfItem(atPath: entry)[.systemFileNumber] as? Int
        }
        #expect(run(["query", file, "Person", "age > 3"], environment: environment).exitCode == .success)
        let first = try entryInode()
        #expect(first != nil)
        #expect(run(["query", file, "Person", "age > 30 SORT(age DESC)"], environment: environment).exitCode == .success)
        #expect(try entryInode() == first)
        #expect(run(["query", file, "Person", "homeCity.name == 'Oslo'"], environment: environment).exitCode == .success)
        let widened = try entryInode()
        #expect(widened != first)
        #expect(run(["query", file, "Person", "age > 3 AND homeCity.name != 'Oslo'"], environment: environment).exitCode == .success)
        #expect(try entryInode() == widened)
        #expect(try cacheEntries(scratch.path("cache")).count == 1)
    }

    /// Regression: the in-memory stores of queries on several threads of one
    /// process were numbered by an unguarded counter, so two could get one
    /// name (SQLite's shared cache: one store) and fail with "store is busy".
    @Test func queriesOnManyThreadsNeverShareAStore() throws {
        let dir = try #require(fixturesDirectory)
        let links = dir.appendingPathComponent("links.realm").path
        let cases = [["query", links, "Person", "age > 3 SORT(name ASC)", "--no-cache"], ["query", links, "Address", "city != nil"]]
        let expected = cases.map { run($0).stdout }
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<40 {
                let index = (thread + round) % cases.count
                let outcome = run(cases[index])
                if outcome.stdout != expected[index] || outcome.exitCode != .success {
                    failures.withLock { $0.append("\(cases[index][2]): \(outcome.stderr)") }
                }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 }.prefix(3))")
    }

    @Test func queriesOfEmbeddedClassesStillAnswer() throws {
        let dir = try #require(fixturesDirectory)
        let scratch = try ScratchDirectory()
        let file = dir.appendingPathComponent("links.realm").path
        let store = scratch.path("links.store.realm")
        #expect(run(["convert", file, store, "--to", "store"]).exitCode == .success)
        let expected = run(["query", store, "Address", "city.name == 'Oslo'", "--format", "json"])
        let outcome = run(["query", file, "Address", "city.name == 'Oslo'", "--format", "json"], environment: ["XDG_CACHE_HOME": scratch.path("cache")])
        #expect(outcome.exitCode == .success)
        #expect(outcome.stdout == expected.stdout)
    }

    @Test func errorsAreTheSameAndLeaveNoEntry() throws {
        let dir = try #require(fixturesDirectory)
        let scratch = try ScratchDirectory()
        let file = dir.appendingPathComponent("basic.realm").path
        let outcome = run(["query", file, "Dog", "agee > 3"], environment: ["XDG_CACHE_HOME": scratch.path("cache")])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.stderr == """
            error: no such property 'agee' on class 'Dog'
              agee > 3
              ^~~~
            Did you mean 'age'?

            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("cache/realmlens")).isEmpty)
    }

    @Test func cacheFolderIsPrivateAndNothingIsWrittenBesideTheFile() throws {
        let dir = try #require(fixturesDirectory)
        let scratch = try ScratchDirectory()
        let file = try copyFixture(dir, "basic", into: scratch)
        let outcome = run(["query", file, "Dog", "age > 3"], environment: ["XDG_CACHE_HOME": scratch.path("cache")])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.path("cache/realmlens"))
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
        #expect(try cacheEntries(scratch.path("cache")).count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted() == ["basic.realm", "cache"])
    }

    @Test func noCacheWritesNothing() throws {
        let dir = try #require(fixturesDirectory)
        let scratch = try ScratchDirectory()
        let file = dir.appendingPathComponent("basic.realm").path
        let outcome = run(["query", file, "Dog", "age > 3", "--no-cache"], environment: ["XDG_CACHE_HOME": scratch.path("cache")])
        #expect(outcome.exitCode == .success)
        #expect(!FileManager.default.fileExists(atPath: scratch.path("cache")))
    }

    @Test func encryptedFilesAreNeverCached() throws {
        let dir = try #require(fixturesDirectory)
        let scratch = try ScratchDirectory()
        let file = dir.appendingPathComponent("encrypted.realm").path
        let key = "@" + dir.appendingPathComponent("encrypted.key").path
        let expected = run(["query", file, "Secret", "id > 3 SORT(title ASC)", "--key", key, "--format", "json", "--no-cache"])
        let outcome = run(["query", file, "Secret", "id > 3 SORT(title ASC)", "--key", key, "--format", "json"], environment: ["XDG_CACHE_HOME": scratch.path("cache")])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        #expect(outcome.stdout == expected.stdout)
        #expect(!outcome.stdout.isEmpty)
        #expect(try cacheEntries(scratch.path("cache")).isEmpty)
    }

    /// A changed file (here: a new modification time) gets a new entry: never a stale answer.
    @Test func aChangedFileIsNeverAnsweredFromTheOldEntry() throws {
        let dir = try #require(fixturesDirectory)
        let scratch = try ScratchDirectory()
        let file = try copyFixture(dir, "basic", into: scratch)
        let environment = ["XDG_CACHE_HOME": scratch.path("cache")]
        let before = run(["query", file, "Dog", "TRUEPREDICATE", "--format", "json"], environment: environment)
        // Another genuine file in the same place: the answer is the new file's.
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.copyItem(atPath: dir.appendingPathComponent("links.realm").path, toPath: file)
        let after = run(["query", file, "Person", "TRUEPREDICATE", "--format", "json"], environment: environment)
        let expected = run(["query", file, "Person", "TRUEPREDICATE", "--format", "json", "--no-cache"])
        #expect(before.exitCode == .success && after.exitCode == .success)
        #expect(after.stdout == expected.stdout)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: file)
        #expect(run(["query", file, "Person", "TRUEPREDICATE", "--format", "json"], environment: environment).stdout == expected.stdout)
        #expect(try cacheEntries(scratch.path("cache")).count == 3)
    }

    /// A damaged or foreign entry is ignored and replaced, never trusted.
    @Test func damagedAndForeignEntriesAreReplaced() throws {
        let dir = try #require(fixturesDirectory)
        let scratch = try ScratchDirectory()
        let environment = ["XDG_CACHE_HOME": scratch.path("cache")]
        let basic = try copyFixture(dir, "basic", into: scratch)
        let links = try copyFixture(dir, "links", into: scratch)
        let expected = run(["query", basic, "Dog", "age > 3 SORT(name ASC)", "--format", "json", "--no-cache"]).stdout
        #expect(run(["query", basic, "Dog", "age > 3 SORT(name ASC)"], environment: environment).exitCode == .success)
        let entry = try #require(try cacheEntries(scratch.path("cache")).first)
        for damage in [Data("not a store at all".utf8), Data(repeating: 0, count: 8192)] {
            try damage.write(to: URL(fileURLWithPath: entry))
            let outcome = run(["query", basic, "Dog", "age > 3 SORT(name ASC)", "--format", "json"], environment: environment)
            #expect(outcome.exitCode == .success, "\(outcome.stderr)")
            #expect(outcome.stdout == expected)
            #expect(try Data(contentsOf: URL(fileURLWithPath: entry)) != damage)
        }
        // The entry of another file, put in this file's place.
        #expect(run(["query", links, "Person", "age > 3"], environment: environment).exitCode == .success)
        let other = try #require(try cacheEntries(scratch.path("cache")).first { $0 != entry })
        try FileManager.default.removeItem(atPath: entry)
        try FileManager.default.copyItem(atPath: other, toPath: entry)
        let outcome = run(["query", basic, "Dog", "age > 3 SORT(name ASC)", "--format", "json"], environment: environment)
        #expect(outcome.stdout == expected)
        #expect(try Data(contentsOf: URL(fileURLWithPath: entry)) != (try Data(contentsOf: URL(fileURLWithPath: other))))
    }

    /// A link planted where the cache folder should be is never followed.
    @Test func aPlantedLinkIsNotFollowed() throws {
        let dir = try #require(fixturesDirectory)
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(atPath: scratch.path("cache"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch.path("victim"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("cache/realmlens"), withDestinationPath: scratch.path("victim"))
        let file = dir.appendingPathComponent("basic.realm").path
        let outcome = run(["query", file, "Dog", "age > 3"], environment: ["XDG_CACHE_HOME": scratch.path("cache")])
        #expect(outcome.exitCode == .success)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("victim")).isEmpty)
    }

    /// Beyond the bound, the least recently used entries go.
    @Test func theCacheIsBounded() throws {
        let dir = try #require(fixturesDirectory)
        let scratch = try ScratchDirectory()
        let basic = dir.appendingPathComponent("basic.realm").path
        let links = dir.appendingPathComponent("links.realm").path
        var environment = ["XDG_CACHE_HOME": scratch.path("cache")]
        #expect(run(["query", links, "Person", "age > 3"], environment: environment).exitCode == .success)
        let first = try cacheEntries(scratch.path("cache"))
        let firstEntry = try #require(first.first)
        let size = try #require(FileManager.default.attributesOfItem(atPath: firstEntry)[.size] as? Int)
        // Room for the (larger) links entry alone: the next entry pushes it out.
        environment["REALMLENS_CACHE_LIMIT"] = String(size + 100)
        #expect(run(["query", basic, "Dog", "age > 3"], environment: environment).exitCode == .success)
        let second = try cacheEntries(scratch.path("cache"))
        #expect(second.count == 1 && second != first)
        environment["REALMLENS_CACHE_LIMIT"] = "0"
        #expect(run(["query", links, "Person", "age > 3"], environment: environment).exitCode == .success)
        #expect(try cacheEntries(scratch.path("cache")).isEmpty)
    }

    // MARK: - Helpers

    func run(_ arguments: [String], environment: [String: String] = [:]) -> RunOutcome {
        let out = CapturedOutput(), err = CapturedOutput()
        let code = CommandLineRunner(table: .standard, stdout: out, stderr: err, environment: environment).run(arguments)
        return RunOutcome(stdout: out.text, stderr: err.text, exitCode: code)
    }

    /// The entries (`*.realm`) in the cache folder under `base`.
    func cacheEntries(_ base: String) throws -> [String] {
        let folder = base + "/realmlens"
        guard FileManager.default.fileExists(atPath: folder) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".realm") && !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
    }

    func copyFixture(_ dir: URL, _ name: String, into scratch: ScratchDirectory) throws -> String {
        let path = scratch.path(name + ".realm")
        try FileManager.default.copyItem(atPath: dir.appendingPathComponent(name + ".realm").path, toPath: path)
        // Fixtures are read-only; a copy the test replaces must be writable.
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        return path
    }
}
