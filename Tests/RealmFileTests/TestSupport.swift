import Foundation
import RealmFile
import RealmModel
// The test-support targets every file here may use, imported once for the whole target.
@_exported import TestRealmCore
import Testing

/// Where the shared fixtures live: `../shared/fixtures/realm/` next to the package root.
enum Fixtures {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let folder: URL = packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/realm", isDirectory: true)

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("basic.realm").path)
    }

    static let names = ["basic", "alltypes", "links", "large", "churn", "compacted", "encrypted", "empty", "emptyclasses"]

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    static func key(for name: String) throws -> [UInt8]? {
        guard name == "encrypted" else { return nil }
        return try EncryptionKey.parse("@" + path("encrypted.key"))
    }

    static func open(_ name: String) throws -> RealmFile {
        try RealmFile(path: path(name + ".realm"), encryptionKey: try key(for: name))
    }

    /// The canonical dump of `source` as bytes.
    static func dump(_ source: RealmFile) throws -> [UInt8] {
        var out: [UInt8] = []
        try CanonicalDumpWriter.write(source) { out += $0 }
        return out
    }
}

/// What tests need from the machine, as traits: a test that cannot run here
/// is reported as skipped, with the reason, instead of passing silently.
extension Trait where Self == ConditionTrait {
    /// The shared Realm Core fixtures, `../shared/fixtures/realm`.
    static var requiresFixtures: Self {
        .enabled(if: Fixtures.isAvailable, "../shared/fixtures/realm is absent: no genuine Realm files to test with")
    }

    /// Realm Core itself, `../shared/tools/realm-core-check`: the judge of every file the writer produces.
    static var requiresRealmCoreCheck: Self {
        .enabled(if: RealmCoreCheck.isAvailable, "\(RealmCoreCheck.absentNote): no Realm Core to judge written files")
    }
}
