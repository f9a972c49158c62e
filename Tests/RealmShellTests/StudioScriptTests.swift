import Foundation
@testable import RealmShell
import Testing

/// Runs `Scripts/*.txt` through the studio in-process, one statement at a time.
///
/// Format: `> STATEMENT` is typed input; the lines after it up to the next `>`
/// are what it must print: plain lines on standard output, lines starting
/// with `! ` on standard error. `#` lines are comments. `$DIR` is a scratch
/// folder holding `dogs.realm` (imported from a small canonical dump).
@Suite struct StudioScriptTests {
    static let scriptsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scripts")

    static var scriptNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scriptsDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".txt") }.sorted()
    }

    struct Step {
        var input: String
        var stdout: [String] = []
        var stderr: [String] = []
        var line: Int
    }

    static func parse(_ text: String) -> [Step] {
        var steps: [Step] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("> ") {
                steps.append(Step(input: String(line.dropFirst(2)), line: number + 1))
            } else if !steps.isEmpty {
                if line.hasPrefix("! ") { steps[steps.count - 1].stderr.append(String(line.dropFirst(2))) } else { steps[steps.count - 1].stdout.append(String(line)) }
            }
        }
        // Trailing blank lines of a block are layout, not output.
        for i in steps.indices {
            while steps[i].stdout.last == "" { steps[i].stdout.removeLast() }
        }
        return steps
    }

    @Test("studio script", arguments: scriptNames)
    func script(name: String) throws {
        let dir = try ScratchDirectory()
        try OneShotCommandTests.dogsDump.write(toFile: dir.path("dump.json"), atomically: true, encoding: .utf8)
        #expect(run(["import", dir.path("dogs.realm"), "--canonical", dir.path("dump.json")]).exitCode == .success)
        let text = try String(contentsOf: Self.scriptsDirectory.appendingPathComponent(name), encoding: .utf8)
            .replacing("$DIR", with: dir.url.path)
        let out = CapturedOutput(), err = CapturedOutput()
        let session = Session(stdout: out, stderr: err, environment: ["REALMLENS_CONFIG_DIR": dir.path("config")], isInteractive: false)
        session.bail = false
        var processor = InputProcessor(session: session)
        var outSeen = 0, errSeen = 0
        for step in Self.parse(text) {
            processor.execute(step.input)
            // CSV ends rows with CRLF (pinned in OutputFormatTests); scripts are plain text.
            let newOut = String(decoding: out.bytes[outSeen...], as: UTF8.self).replacing("\r\n", with: "\n")
            let newErr = String(decoding: err.bytes[errSeen...], as: UTF8.self)
            outSeen = out.bytes.count
            errSeen = err.bytes.count
            let expectedOut = step.stdout.isEmpty ? "" : step.stdout.joined(separator: "\n") + "\n"
            let expectedErr = step.stderr.isEmpty ? "" : step.stderr.joined(separator: "\n") + "\n"
            #expect(newOut == expectedOut, "\(name):\(step.line): > \(step.input)")
            #expect(newErr == expectedErr, "\(name):\(step.line): > \(step.input)")
        }
    }
}
