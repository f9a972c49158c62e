#if canImport(Glibc)
import Glibc
#endif
import CReadline
import RealmShell

/// Line editing and history through GNU readline, with Tab completion from the
/// session. The only file that imports CReadline.
final class ReadlineLineReader: LineReader {
    let isInteractive = true
    let historyPath: String?

    /// Readline's completion callback cannot capture context, so the session lives here.
    nonisolated(unsafe) static var session: Session?
    /// Whether readline is waiting for input (Ctrl-C then clears the line instead of interrupting).
    nonisolated(unsafe) static var isReading = false

    init(historyPath: String?) {
        self.historyPath = historyPath
        realmlens_rl_configure(strdup("realmlens")) { text, start, _ in
            guard let text, let session = ReadlineLineReader.session else { return nil }
            let word = String(cString: text)
            let line = realmlens_rl_line_buffer().map { String(cString: $0) } ?? ""
            let prefix = String(decoding: Array(line.utf8).prefix(Int(start) + word.utf8.count), as: UTF8.self)
            let candidates = Completion.candidates(session: session, line: prefix, word: word)
            let first = line.split(separator: " ").first.map(String.init) ?? ""
            if candidates.isEmpty && [".open", ".read", ".output", ".once"].contains(first) {
                return nil  // readline falls back to completing file names
            }
            realmlens_rl_completion_over(1)
            guard let common = candidates.first.map({ first in candidates.dropFirst().reduce(first) { $0.commonPrefix(with: $1) } }) else {
                return nil
            }
            // readline wants [replacement, alternatives…, NULL]; a single match has no alternatives.
            let alternatives = candidates.count == 1 ? [] : candidates
            guard let array = realmlens_rl_match_array(Int32(alternatives.count + 1)) else { return nil }
            array[0] = strdup(common)
            for (i, candidate) in alternatives.enumerated() { array[i + 1] = strdup(candidate) }
            return array
        }
        if let historyPath { read_history(historyPath) }
    }

    func readLine(prompt: String) -> String? {
        ReadlineLineReader.isReading = true
        defer { ReadlineLineReader.isReading = false }
        guard let line = readline(prompt) else {
            print("")
            return nil
        }
        defer { free(line) }
        return String(cString: line)
    }

    func addHistory(_ statement: String) {
        add_history(statement)
        if let historyPath {
            append_history(1, historyPath)
            history_truncate_file(historyPath, 5000)
        }
    }
}

extension String {
    func commonPrefix(with other: String) -> String {
        String(zip(self, other).prefix(while: { $0 == $1 }).map(\.0))
    }
}
