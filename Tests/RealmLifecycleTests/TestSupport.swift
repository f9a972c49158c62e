import Foundation
import Testing

/// A scratch directory, removed when the test's scope ends.
final class ScratchDirectory {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("realmlens-lifecycle-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    deinit { try? FileManager.default.removeItem(at: url) }
}

/// Where the shared fixtures live: `../shared/fixtures/realm/` next to the package root.
enum Fixtures {
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/fixtures/realm", isDirectory: true)

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("basic.realm").path)
    }

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
}

/// Whether fixture tests can run: a trait condition with the reason shown.
let fixturesAvailable = ConditionTrait.enabled(
    if: Fixtures.isAvailable, "fixtures folder ../shared/fixtures/realm is absent: Realm Core fixture tests skipped")
