import Foundation
import TestChildProcesses
import Testing

/// The studio at a real (pseudo-)terminal: completion, history and Ctrl-C,
/// driven by `Support/pty_session.py` (python3's pty module).
@Suite(.requiresPython3) struct TerminalSessionTests {
    @Test func completionHistoryAndCtrlCAtATerminal() throws {
        let dir = try ScratchDirectory()
        let store = try ProcessTests.makeStore(dir)
        let output = try terminalDriver("pty_session.py", [ProcessTests.binary.path, store, dir.path("history")])
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

    /// Issue 10 at a terminal: Ctrl-C at `...>` drops the pending statement,
    /// Tab completes `.mode` values and RQL operators, and `.open` with a
    /// write transaction open asks whether to commit.
    @Test func continuationCompletionAndOpenWithATransactionAtATerminal() throws {
        let dir = try ScratchDirectory()
        let store = try ProcessTests.makeStore(dir)
        let other = dir.path("other.realm")
        #expect(try ProcessTests.realmlens(["import", other, "--canonical", dir.path("dump.json")]).status == 0)
        let output = try terminalDriver("pty_first_day.py", [ProcessTests.binary.path, store, other, dir.path("history")])
        let result = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any], "\(String(decoding: output, as: UTF8.self))")
        for check in ["prompt", "continuation_prompt", "back_to_prompt", "next_statement_ran", "pending_dropped", "mode_value_listed",
                      "operator_completed", "completed_query_ran", "asked_before_open", "committed_before_open", "other_opened", "quit"] {
            #expect(result[check] as? Bool == true, "\(check) failed: \(result)")
        }
        let dump = try ProcessTests.realmlens(["query", store, "Dog", "age == 7", "--format", "jsonl"])
        #expect(dump.stdout == #"{"name":"Rex","age":7,"owner":"Tim"}"# + "\n", "the update was committed before .open")
    }

    /// readline is loaded when the studio starts at a terminal; when it
    /// cannot be, one warning says so and the studio still reads statements.
    @Test func withoutReadlineTheStudioWarnsOnceAndStillReads() throws {
        let output = try terminalDriver("pty_no_readline.py", [ProcessTests.binary.path, "librealmlens-missing-readline.so.8"])
        let result = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any], "\(String(decoding: output, as: UTF8.self))")
        let text = try #require(result["output"] as? String)
        #expect(text.hasPrefix("warning: line editing needs librealmlens-missing-readline.so.8, which could not be loaded: "
            + "librealmlens-missing-readline.so.8: cannot open shared object file"))
        #expect(text.contains("; reading lines without editing or history\r\n"))
        #expect(text.components(separatedBy: "warning:").count == 2, "one warning: \(text)")
        #expect(result["status"] as? Int == 0, "'.quit' was read: \(result)")
    }
}
