#if canImport(Glibc)
import Glibc
#endif
import CReadline
import RealmShell

/// Line editing and history through GNU readline, with Tab completion from the
/// session. readline itself is loaded by `ReadlineLibrary` when the studio
/// starts on a terminal.
final class ReadlineLineReader: LineReader {
    let isInteractive = true
    let historyPath: String?
    private let readline: ReadlineLibrary

    /// Readline's completion callback cannot capture context, so the session lives here.
    nonisolated(unsafe) static var session: Session?
    /// Whether readline is waiting for input (Ctrl-C then clears the line instead of interrupting).
    nonisolated(unsafe) static var isReading = false

    init(readline: ReadlineLibrary, historyPath: String?) {
        self.readline = readline
        self.historyPath = historyPath
        // Signals are ours: readline must not install handlers of its own.
        readline.catchSignals.pointee = 0
        readline.catchSigwinch.pointee = 1
        readline.readlineName.pointee = UnsafePointer(strdup("realmlens"))
        readline.attemptedCompletionFunction.pointee = { text, start, _ in
            guard let text, let session = ReadlineLineReader.session else { return nil }
            let word = String(cString: text)
            guard let readline = ReadlineLineReader.library else { return nil }
            let line = readline.lineBuffer.pointee.map { String(cString: $0) } ?? ""
            let prefix = String(decoding: Array(line.utf8).prefix(Int(start) + word.utf8.count), as: UTF8.self)
            let candidates = Completion.candidates(session: session, line: prefix, word: word)
            let first = line.split(separator: " ").first.map(String.init) ?? ""
            if candidates.isEmpty && [".open", ".read", ".output", ".once"].contains(first) {
                return nil  // readline falls back to completing file names
            }
            readline.attemptedCompletionOver.pointee = 1
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
        ReadlineLineReader.library = readline
        if let historyPath { _ = readline.readHistory(historyPath) }
    }

    /// Readline's completion callback cannot capture context: the library for it.
    nonisolated(unsafe) private static var library: ReadlineLibrary?

    /// Set by the completion of a line in readline's callback interface.
    nonisolated(unsafe) static var finishedLine: String?
    nonisolated(unsafe) static var isLineFinished = false
    /// Set by the SIGINT handler while a line is being typed.
    nonisolated(unsafe) static var interruptedLine = false

    /// Reads a line through readline's callback interface, so that Ctrl-C can
    /// abandon the line cleanly: the signal only sets a flag, `poll` returns
    /// with EINTR, and the line state is reset here, outside the handler.
    func readLine(prompt: String) -> String? {
        ReadlineLineReader.isLineFinished = false
        ReadlineLineReader.finishedLine = nil
        ReadlineLineReader.interruptedLine = false
        ReadlineLineReader.isReading = true
        defer { ReadlineLineReader.isReading = false }
        readline.callbackHandlerInstall(prompt) { line in
            ReadlineLineReader.finishedLine = line.map { String(cString: $0) }
            ReadlineLineReader.isLineFinished = true
            if let line { free(line) }
            ReadlineLineReader.library?.callbackHandlerRemove()
        }
        var request = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        while !ReadlineLineReader.isLineFinished {
            // A Ctrl-C that lands between two polls interrupts no poll: the flag is
            // checked before each one, and a poll waits at most 100 ms, so it is seen
            // at once rather than at the next key press.
            let ready = ReadlineLineReader.interruptedLine ? 0 : poll(&request, 1, 100)
            if ReadlineLineReader.interruptedLine {
                // Ctrl-C: drop what was typed; the studio also drops a statement
                // being continued and prompts afresh (takeInterruption).
                ReadlineLineReader.interruptedLine = false
                readline.freeLineState()
                readline.callbackSigcleanup()
                readline.callbackHandlerRemove()
                print("^C")
                wasInterrupted = true
                return ""
            }
            if ready <= 0 { continue }  // nothing typed yet, or another signal (a window resize)
            readline.callbackReadChar()
        }
        guard let line = ReadlineLineReader.finishedLine else {
            print("")
            return nil
        }
        return line
    }

    /// Set when Ctrl-C ended the last `readLine`.
    private var wasInterrupted = false

    func takeInterruption() -> Bool {
        defer { wasInterrupted = false }
        return wasInterrupted
    }

    func addHistory(_ statement: String) {
        readline.addHistory(statement)
        if let historyPath {
            // append_history needs an existing file; the first statement ever creates it.
            if access(historyPath, F_OK) == 0 { _ = readline.appendHistory(1, historyPath) } else { _ = readline.writeHistory(historyPath) }
            _ = readline.historyTruncateFile(historyPath, 5000)
        }
    }
}

extension String {
    func commonPrefix(with other: String) -> String {
        String(zip(self, other).prefix(while: { $0 == $1 }).map(\.0))
    }
}
