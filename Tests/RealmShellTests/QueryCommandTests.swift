import Foundation
@testable import RealmShell
import Testing

/// `realmlens query`: formats, arguments, diagnostics and exit codes, over
/// a store imported from a small canonical dump.
@Suite struct QueryCommandTests {
    static let dump = #"{"schema":[{"name":"Dog","embedded":false,"primaryKey":"id","properties":[{"name":"id","type":"int","optional":false,"indexed":true,"collection":null},{"name":"name","type":"string","optional":false,"indexed":false,"collection":null},{"name":"age","type":"int","optional":true,"indexed":false,"collection":null},{"name":"owner","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"Person"}]},{"name":"Person","embedded":false,"primaryKey":null,"properties":[{"name":"name","type":"string","optional":false,"indexed":false,"collection":null},{"name":"dogs","type":"object","optional":false,"indexed":false,"collection":"list","objectType":"Dog"}]}],"objects":{"Dog":[{"id":1,"name":"Rex","age":3,"owner":{"$index":0}},{"id":2,"name":"Fido, Jr.","age":null,"owner":null},{"id":3,"name":"Max","age":7,"owner":{"$index":0}}],"Person":[{"name":"Tim","dogs":[1,3]}]}}"# + "\n"

    func makeStore(_ scratch: ScratchDirectory) throws -> String {
        let dumpPath = scratch.path("dogs.json")
        try Self.dump.write(toFile: dumpPath, atomically: true, encoding: .utf8)
        let store = scratch.path("dogs.realm")
        let outcome = run(["import", store, "--canonical", dumpPath])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        return store
    }

    @Test func jsonIsAnArrayOfCanonicalObjects() throws {
        let scratch = try ScratchDirectory()
        let store = try makeStore(scratch)
        let outcome = run(["query", store, "Dog", "age > 2 SORT(age DESC)", "--format", "json"])
        #expect(outcome.exitCode == .success)
        #expect(outcome.stdout == #"[{"id":3,"name":"Max","age":7,"owner":{"$index":0}},{"id":1,"name":"Rex","age":3,"owner":{"$index":0}}]"# + "\n")
    }

    @Test func jsonlIsOneObjectPerLine() throws {
        let scratch = try ScratchDirectory()
        let store = try makeStore(scratch)
        let outcome = run(["query", store, "Person", "dogs.@count == 2", "--format", "jsonl"])
        #expect(outcome.stdout == #"{"name":"Tim","dogs":[1,3]}"# + "\n")
    }

    /// CSV carries data: a link by position is its canonical `{"$index":0}`, not `→ Person[0]`.
    @Test func csvHasAHeaderAndQuotes() throws {
        let scratch = try ScratchDirectory()
        let store = try makeStore(scratch)
        let outcome = run(["query", store, "Dog", "age == nil OR id == 1", "--format", "csv"])
        #expect(outcome.stdout == "id,name,age,owner\r\n1,Rex,3,\"{\"\"$index\"\":0}\"\r\n2,\"Fido, Jr.\",,\r\n")
    }

    @Test func argumentsBindInOrder() throws {
        let scratch = try ScratchDirectory()
        let store = try makeStore(scratch)
        let outcome = run(["query", store, "Dog", "name == $0 OR age == $1", "--arg", "'Rex'", "--arg", "7", "--format", "jsonl"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        #expect(outcome.stdout.split(separator: "\n").count == 2)
    }

    @Test func withoutPredicateEveryObjectInStoreOrder() throws {
        let scratch = try ScratchDirectory()
        let store = try makeStore(scratch)
        let outcome = run(["query", store, "Dog", "--format", "csv", "--limit", "2"])
        #expect(outcome.stdout == "id,name,age,owner\r\n1,Rex,3,\"{\"\"$index\"\":0}\"\r\n2,\"Fido, Jr.\",,\r\n")
    }

    @Test func tableShowsColumns() throws {
        let scratch = try ScratchDirectory()
        let store = try makeStore(scratch)
        let outcome = run(["query", store, "Dog", "id == 3"])
        #expect(outcome.stdout.contains("| Max "))
        #expect(outcome.stdout.contains("| id "))
    }

    @Test func badQueryExitsOneWithCaret() throws {
        let scratch = try ScratchDirectory()
        let store = try makeStore(scratch)
        let outcome = run(["query", store, "Dog", "agee > 3"])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == """
            error: no such property 'agee' on class 'Dog'
              agee > 3
              ^~~~
            Did you mean 'age'?

            """)
    }

    @Test func badArgumentAndBadLimit() throws {
        let scratch = try ScratchDirectory()
        let store = try makeStore(scratch)
        // A bad --arg is a usage error, as a bad --limit is (exit 2); a query missing its argument fails (exit 1).
        #expect(run(["query", store, "Dog", "age > $0", "--arg", "seven"]).exitCode == .usage)
        #expect(run(["query", store, "Dog", "age > $0"]).exitCode == .failure)
        #expect(run(["query", store, "Dog", "--limit", "many"]).exitCode == .usage)
        #expect(run(["query", store, "Cat"]).exitCode == .failure)
    }

    @Test func missingAndExtraArguments() throws {
        #expect(run(["query"]).exitCode == .usage)
        #expect(run(["query", "x.realm"]).exitCode == .usage)
        #expect(run(["query", "x.realm", "Dog", "age > 1", "extra"]).exitCode == .usage)
    }

    @Test(.requiresFixtures) func genuineRealmFileIsQueriedThroughATemporaryStore() throws {
        let dir = try #require(fixturesDirectory)
        let outcome = run(["query", dir.appendingPathComponent("links.realm").path, "City", "country.code == 'NO' SORT(name ASC)", "--format", "csv"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        #expect(outcome.stdout.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",")[1] } == ["Bergen", "Oslo", "Tromsø"])
    }
}
