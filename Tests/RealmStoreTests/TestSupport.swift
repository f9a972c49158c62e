import Foundation
import RealmModel
// The test-support targets every file here may use, imported once for the whole target.
@_exported import TestCanonicalDumps
@_exported import TestRealmCore
import Testing
@testable import RealmStore

/// A fresh in-memory store with `schema` (unique per call).
func makeInMemoryRealm(_ schema: Schema = Schema(), version: UInt64 = 0) throws -> Realm {
    try Realm(configuration: .init(inMemoryIdentifier: UUID().uuidString, schema: schema, schemaVersion: version))
}

/// A path in a fresh temporary directory.
func makeTemporaryPath(_ name: String = "test.realm") -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("realmstore-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent(name).path
}

/// The package root, from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `../shared/fixtures/realm` relative to the package root, if present.
var fixturesDirectory: URL? {
    let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/realm")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
}

/// What tests need from the machine, as traits: a test that cannot run here
/// is reported as skipped, with the reason, instead of passing silently.
extension Trait where Self == ConditionTrait {
    /// The shared Realm Core fixtures, `../shared/fixtures/realm`.
    static var requiresFixtures: Self {
        .enabled(if: fixturesDirectory != nil, "../shared/fixtures/realm is absent: no genuine Realm files or their dumps to test with")
    }

    /// Realm Core itself, `../shared/tools/realm-core-check`: the judge of the genuine files we write.
    static var requiresRealmCoreCheck: Self {
        .enabled(if: RealmCoreCheck.isAvailable, "\(RealmCoreCheck.absentNote): no Realm Core to judge written files")
    }

    /// `/usr/bin/python3`, which plays another process speaking the coordination protocol.
    static var requiresPython3: Self {
        .enabled(if: PythonHelper.isAvailable, "/usr/bin/python3 is absent: no other process to coordinate with")
    }
}

/// The dog/person schema of the RealmSwift docs, with embedded addresses.
let dogsSchema = Schema([
    ObjectSchema(className: "Dog", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "name", type: .string),
        Property(name: "age", type: .int, isOptional: true),
        Property(name: "owner", type: .object, isOptional: true, objectClassName: "Person"),
    ]),
    ObjectSchema(className: "Person", properties: [
        Property(name: "name", type: .string, isIndexed: true),
        Property(name: "dogs", type: .object, collection: .list, objectClassName: "Dog"),
        Property(name: "favorites", type: .object, collection: .set, objectClassName: "Dog"),
        Property(name: "byNickname", type: .object, collection: .dictionary, isOptional: true, objectClassName: "Dog"),
        Property(name: "address", type: .object, isOptional: true, objectClassName: "Address"),
        Property(name: "oldAddresses", type: .object, collection: .list, objectClassName: "Address"),
        Property(name: "anything", type: .mixed, isOptional: true),
        Property(name: "pets", type: .linkingObjects, objectClassName: "Dog", linkOriginPropertyName: "owner"),
    ]),
    ObjectSchema(className: "Address", isEmbedded: true, properties: [
        Property(name: "street", type: .string),
        Property(name: "geo", type: .object, isOptional: true, objectClassName: "Geo"),
    ]),
    ObjectSchema(className: "Geo", isEmbedded: true, properties: [
        Property(name: "lat", type: .double),
        Property(name: "lon", type: .double),
    ]),
])

/// Counts rows of a store table directly (checks that nothing is left behind).
func rowCount(_ realm: Realm, table: String) throws -> Int64 {
    if case .integer(let n) = try realm.connection.fetchValue(sql: "SELECT count(*) FROM \"\(table)\"") { return n }
    return -1
}
