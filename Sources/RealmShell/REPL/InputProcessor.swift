#if canImport(Glibc)
import Glibc
#endif

/// The studio's read–dispatch loop (the SQLite shell's `process_input`):
/// accumulates lines into statements, runs dot commands and statements,
/// renders errors in one place, counts them and honours `.bail`.
public struct InputProcessor {
    public let session: Session
    public let commands: CommandTable
    /// Lines read so far (for `line N:` prefixes in scripts).
    var lineNumber = 0
    public private(set) var errorCount = 0

    public init(session: Session, commands: CommandTable = .studio) {
        self.session = session
        self.commands = commands
    }

    /// Runs every statement `reader` yields; returns the exit code: 1 if a
    /// statement failed while reading a script (or `.bail` stopped it), else 0.
    public mutating func run(_ reader: LineReader) -> ExitCode {
        let stoppedByBail = !consume(reader)
        finishTransaction()
        if stoppedByBail { return .failure }
        return errorCount > 0 && !session.isInteractive ? .failure : .success
    }

    /// Runs a nested script (`.read`) in this session; returns how many statements failed.
    public mutating func runScript(_ reader: LineReader) -> Int {
        _ = consume(reader)
        return errorCount
    }

    /// Reads lines into statements and runs them until the input ends or
    /// `.quit`; false when `.bail` stopped it at a failure. Dot commands are
    /// one line; other statements continue while a quote or bracket is open.
    private mutating func consume(_ reader: LineReader) -> Bool {
        var pending = ""
        var startLine = 0
        while !session.shouldQuit {
            let prompt = pending.isEmpty ? session.prompt : String(repeating: " ", count: max(0, session.prompt.count - 5)) + "...> "
            guard let line = reader.readLine(prompt: reader.isInteractive ? prompt : "") else { break }
            lineNumber += 1
            if reader.takeInterruption() {
                pending = ""  // Ctrl-C: the statement being continued is dropped
                continue
            }
            if pending.isEmpty {
                let trimmed = line.trimmingWhitespace()
                if trimmed.isEmpty || trimmed.hasPrefix("--") || trimmed.hasPrefix("#") { continue }
                startLine = lineNumber
                if trimmed.hasPrefix(".") {
                    reader.addHistory(trimmed)
                    if !execute(trimmed, line: startLine) && session.bail { return false }
                    continue
                }
            }
            pending += pending.isEmpty ? line : "\n" + line
            guard StatementScanner.isComplete(pending) else { continue }
            reader.addHistory(pending)
            let statements = StatementScanner.split(pending)
            pending = ""
            for statement in statements {
                if !execute(statement, line: startLine) && session.bail { return false }
            }
        }
        if !pending.trimmingWhitespace().isEmpty {
            report(CommandFailure("incomplete statement at the end of the input (an unclosed quote or bracket): \(pending.trimmingWhitespace())"), line: startLine)
        }
        return true
    }

    /// Runs one statement or dot command; false if it failed.
    @discardableResult
    public mutating func execute(_ text: String, line: Int? = nil) -> Bool {
        if session.echo { try? session.output.line(text) }
        let started = Self.now()
        Interruption.requested = false
        do {
            try dispatch(text)
            try session.statementFinished()
            if session.timer {
                try session.stderr.line("time: \(Self.formatDuration(Self.now() - started))")
            }
            return true
        } catch {
            try? session.statementFinished()
            report(error, line: line)
            return false
        }
    }

    mutating func report(_ error: Error, line: Int?) {
        errorCount += 1
        try? session.output.flush()
        try? session.stderr.write(Diagnostic.render(error, lineNumber: session.isInteractive ? nil : line))
        try? session.stderr.flush()
    }

    func dispatch(_ text: String) throws {
        if text.hasPrefix(".") {
            let words = try StatementScanner.words(text)
            guard let name = words.first else { return }
            guard let command = commands.command(named: name) else {
                throw UsageError.unknownCommand(name, suggestion: commands.suggestion(for: name))
            }
            switch try ArgumentParser.parse(Array(words.dropFirst()), for: command) {
            case .help:
                try session.output.write(HelpRenderer.help(command, program: "").replacing("USAGE:  ", with: "USAGE: "))
            case .run(let parsed):
                var context = CommandContext(arguments: parsed, stdout: session.output, stderr: session.stderr, environment: session.environment)
                context.session = session
                context.rawArguments = String(text.dropFirst(name.count)).trimmingWhitespace()
                try command.run(&context)
            }
            return
        }
        try StatementRunner(session: session).run(text)
    }

    /// At the end of input an open write transaction is rolled back, and the
    /// user is told; a person at a terminal is asked first whether to commit.
    mutating func finishTransaction() {
        guard !session.isExec, let realm = session.realm, realm.isInWriteTransaction else { return }
        if session.isInteractive {
            if session.confirm("a write transaction is open: commit it before leaving?") {
                do {
                    try realm.commitWrite()
                    try? session.stderr.line("committed")
                    return
                } catch {
                    report(error, line: nil)
                }
            }
        }
        realm.cancelWrite()
        try? session.stderr.line("note: the open write transaction was rolled back (left without commit)")
    }

    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    static func formatDuration(_ seconds: Double) -> String {
        if seconds < 1 { return "\(Int((seconds * 1000).rounded())) ms" }
        return "\((seconds * 100).rounded() / 100) s"
    }
}
