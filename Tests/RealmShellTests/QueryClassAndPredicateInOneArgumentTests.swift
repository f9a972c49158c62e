import Foundation
@testable import RealmShell
import Testing

/// `realmlens query x.realm 'Dog where age > 3'` (class and query in one
/// argument) says to give them apart, where it offered only the class list.
@Suite struct QueryClassAndPredicateInOneArgumentTests {
    @Test func classFollowedByQueryIsToldToSplit() throws {
        let scratch = try ScratchDirectory()
        let store = scratch.path("dogs.realm")
        #expect(run(["demo", store, "--template", "dogs", "--objects", "3", "--seed", "1", "--to", "store"]).exitCode == .success)

        let joined = run(["query", store, "Dog where age > 3"])
        #expect(joined.exitCode == .failure)
        #expect(joined.stderr == "error: no such class 'Dog where age > 3'. Give the class and the query as separate arguments: 'Dog' 'age > 3'.\n")
        #expect(run(["query", store, "Dog age > 3"]).stderr.hasSuffix("separate arguments: 'Dog' 'age > 3'.\n"))
        // A first word that is no class keeps the usual hint.
        #expect(run(["query", store, "Cat where age > 3"]).stderr.hasSuffix("lists them.\n"))
    }
}
