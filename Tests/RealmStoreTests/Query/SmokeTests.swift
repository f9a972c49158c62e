import Testing
@testable import RealmStore

@Suite struct QuerySmokeTests {
    @Test func zooBuilds() throws {
        let realm = try makeZooRealm()
        check([
            QueryCase(className: "Person", query: "age > 26", expected: ["Alice", "carol", "Éve"]),
            QueryCase(className: "Person", query: "ANY dogs.name == 'Rex'", expected: ["Alice"]),
        ], on: realm)
    }
}
