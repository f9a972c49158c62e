import Foundation
import TestChildProcesses
import RealmFile
import RealmModel
import Testing

/// `../shared/tools/realm-core-check` (Realm Core 14.14 itself), the judge of
/// every file the writer produces.
enum RealmCoreCheck {
    static let path: String = Fixtures.packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/tools/realm-core-check").path

    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: path) }

    struct Result {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String
    }

    /// Runs the tool with `arguments`.
    static func run(_ arguments: [String]) throws -> Result {
        // Both pipes read together and the tool killed if it hangs: never a stuck test run.
        let (process, drained) = try BoundedChild.run(URL(fileURLWithPath: path), arguments)
        return Result(status: process.terminationStatus, stdout: [UInt8](drained.stdout),
                      stderr: String(decoding: drained.stderr, as: UTF8.self))
    }

    /// `dump FILE --write`: Realm Core's check of every node, a write
    /// transaction, and the canonical dump.
    static func dumpAfterWrite(_ file: String) throws -> Result {
        try run(["dump", file, "--write"])
    }
}

/// A fresh temporary folder for written files, removed by the caller.
func makeTemporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("realmlens-writer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The first difference between two dumps, for a readable failure.
func dumpDifference(_ actual: [UInt8], _ expected: [UInt8]) -> String? {
    guard actual != expected else { return nil }
    let first = (0 ..< min(actual.count, expected.count)).first { actual[$0] != expected[$0] } ?? min(actual.count, expected.count)
    let from = max(0, first - 100)
    let mine = String(decoding: actual[from ..< min(actual.count, first + 100)], as: UTF8.self)
    let theirs = String(decoding: expected[from ..< min(expected.count, first + 100)], as: UTF8.self)
    return "dump differs at byte \(first) (of \(actual.count) vs \(expected.count))\n  ours:     \(mine)\n  expected: \(theirs)"
}
