import Foundation
import Testing
@testable import RealmStore

/// The fixtures' expected dumps imported once per test run and shared by the pinned
/// answers (`RealmCoreAnswerTests.answersAsRealmCore`, which ~960 cases in ~60 suites
/// call): importing `alltypes.expected.json` for every case was most of those suites'
/// ~200 CPU seconds in a debug build. Each use holds the lock (a `Realm` is one
/// connection, not for concurrent use) and starts with the compiled-query cache
/// emptied, so every case compiles its query afresh, as it did on its own import;
/// queries only read, so the store is the same for every case.
enum ImportedFixtures {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var realms: [String: Realm] = [:]

    static func withFixture<T>(_ name: String, _ body: (Realm) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        let realm = try realms[name] ?? FixtureQueryConformanceTests.importFixture(name)
        realms[name] = realm
        realm.compiledQueries.removeAll()
        return try body(realm)
    }
}
