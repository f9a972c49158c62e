import Foundation
import TestChildProcesses

// Test support shared by the test targets that ask Realm Core itself; not part of RealmLens.

/// `../shared/tools/realm-core-check` (Realm Core 14.14 itself): the judge of
/// the files RealmLens writes and the oracle of its query answers. The one
/// place tests find and run it: within a bound (`BoundedChild`, both pipes
/// read together and a hung tool killed), so no test can hang on it. The tool
/// is a test oracle only (the product never runs it): tests skip without it,
/// saying so (`absentNote`).
///
/// ```swift
/// let (status, out, message) = try RealmCoreCheck.run(["query", file, "T", "n > 1"])
/// #expect(status == 0, "\(message)")
/// ```
public enum RealmCoreCheck {
    /// The tool beside the package: `../shared/tools/realm-core-check`.
    public static let path: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/tools/realm-core-check").path

    /// Whether the tool is here; tests that need it skip otherwise.
    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// What a skipped test says: the tool is absent.
    public static let absentNote = "../shared/tools/realm-core-check is absent"

    /// What the tool did: its exit status and what it printed.
    public typealias Result = (status: Int32, stdout: [UInt8], stderr: String)

    /// Runs the tool with `arguments`, within `seconds` (a hung tool is killed, and `stderr` says so).
    public static func run(_ arguments: [String], within seconds: Double = BoundedChild.defaultSeconds) throws -> Result {
        let (process, drained) = try BoundedChild.run(URL(fileURLWithPath: path), arguments, within: seconds)
        var stderr = String(decoding: drained.stderr, as: UTF8.self)
        if drained.hung { stderr += "\nrealm-core-check did not end within \(Int(seconds)) s and was killed" }
        return (process.terminationStatus, [UInt8](drained.stdout), stderr)
    }

    /// `dump FILE --write [--key HEX]`: Realm Core's check of every node, a write
    /// transaction, and the canonical dump.
    public static func dumpAfterWrite(_ file: String, key: String? = nil) throws -> Result {
        try run(["dump", file, "--write"] + (key.map { ["--key", $0] } ?? []))
    }

    /// A genuine file at `path` holding `dump` (canonical JSON), written by Realm Core's
    /// `from-canonical`; throws `Refusal` with Core's message where Core does not write it.
    public static func makeFile(fromDump dump: String, at path: String) throws {
        let dumpPath = path + ".dump.json"
        try dump.write(toFile: dumpPath, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: dumpPath) }
        let made = try run(["from-canonical", dumpPath, path])
        guard made.status == 0 else {
            throw Refusal(message: "from-canonical failed: \(made.stderr)", realmCoreStopped: stoppedOnFailedCheck(made.stderr))
        }
    }

    /// Whether the tool's message says Realm Core's own debug checks stopped it (not that it refused the input).
    public static func stoppedOnFailedCheck(_ message: String) -> Bool {
        message.contains("Assertion failed") || message.contains("stopped on a failed check")
    }

    /// Realm Core did not do what a test asked of it.
    public struct Refusal: Error, CustomStringConvertible {
        public var message: String
        /// Realm Core stopped on a failed internal check (an assertion) rather than refusing the input.
        public var realmCoreStopped: Bool

        public init(message: String, realmCoreStopped: Bool = false) {
            self.message = message
            self.realmCoreStopped = realmCoreStopped
        }

        public var description: String { message }
    }
}
