import Foundation

/// A genuine file holding a canonical dump, written by Realm Core itself
/// (`realm-core-check from-canonical`) in a folder of its own, which goes
/// when the value does: the one way suites that pin Core's answers on a dump
/// make Core's file of it. Call only where the tool is present
/// (`.requiresRealmCoreCheck`).
///
/// ```swift
/// let file = try GenuineDumpFile(dump)
/// let (code, out, message) = try RealmCoreCheck.run(["query", file.path, "T", "n > 1"])
/// ```
final class GenuineDumpFile {
    /// The genuine file.
    let path: String
    private let folder: URL

    /// Throws, with Core's message, where `from-canonical` refuses the dump.
    init(_ dump: String) throws {
        folder = URL(fileURLWithPath: makeTemporaryPath()).deletingLastPathComponent()
        path = folder.appendingPathComponent("dump.realm").path
        try RealmCoreCheck.makeFile(fromDump: dump, at: path)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}
