import Foundation
import Testing

/// The studio at a real (pseudo-)terminal: completion, history and Ctrl-C,
/// driven by `Support/pty_session.py` (python3's pty module).
@Suite struct TerminalSessionTests {
    @Test func completionHistoryAndCtrlCAtATerminal() throws {
        let dir = try ScratchDirectory()
        let store = try ProcessTests.makeStore(dir)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Support/pty_session.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path, ProcessTests.binary.path, store, dir.path("history")]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let result = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any], "\(String(decoding: output, as: UTF8.self))")
        for check in ["prompt", "class_completed", "property_completed", "query_ran", "after_ctrl_c", "abandoned_line_not_run",
                      "watch_started", "watch_stopped", "asked_to_commit", "committed", "quit", "history_recalled", "commit_kept", "quit_again"] {
            #expect(result[check] as? Bool == true, "\(check) failed: \(result)")
        }
        let history = try #require(result["history_file"] as? String)
        // Completion appends a space after each completed word, as readline does.
        #expect(history.contains("Person  where name  == 'Tim'\n"))
        #expect(history.contains("count Dog"))
        #expect(!history.contains("Dog wh"), "an abandoned line is not history")
    }
}
