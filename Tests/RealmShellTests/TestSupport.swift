import Foundation
import RealmShell
import Testing

/// What a one-shot run printed, and its exit code.
struct RunOutcome {
    var stdout: String
    var stderr: String
    var exitCode: ExitCode
}

/// Runs a command line in-process, capturing its output.
func run(_ arguments: [String], table: CommandTable = .standard) -> RunOutcome {
    let out = CapturedOutput(), err = CapturedOutput()
    let runner = CommandLineRunner(table: table, stdout: out, stderr: err, environment: [:])
    let code = runner.run(arguments)
    return RunOutcome(stdout: out.text, stderr: err.text, exitCode: code)
}

/// A scratch directory, removed when the test's scope ends.
final class ScratchDirectory {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("realmlens-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    deinit { try? FileManager.default.removeItem(at: url) }
}

/// The shared fixtures folder (`../shared/fixtures/realm` beside the package), or nil when absent.
let fixturesDirectory: URL? = {
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let dir = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/realm")
    return FileManager.default.fileExists(atPath: dir.path) ? dir : nil
}()

/// The canonical dump of a store as a Realm file holds it: without `linkingObjects`.
func persistedDump(_ text: String) throws -> String {
    let schemaEnd = try #require(text.range(of: ",\"objects\":"))
    let schema = String(text[..<schemaEnd.lowerBound])
    let withoutBacklinks = schema.replacingOccurrences(
        of: #",?\{"name":"[^"]*","type":"linkingObjects"[^}]*\}"#, with: "", options: .regularExpression)
        .replacingOccurrences(of: "\"properties\":[,", with: "\"properties\":[")
    return withoutBacklinks + text[schemaEnd.lowerBound...]
}
