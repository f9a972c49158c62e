#if canImport(Glibc)
import Glibc
#endif
import RealmLifecycle
import RealmQuery

/// The studio's read–dispatch loop (the SQLite shell's `process_input`):
/// accumulates lines into statements, runs dot commands and statements,
/// renders errors in one place, counts them and honours `.bail`.
struct InputProcessor {
    let session: Session
    let commands: CommandTable
    /// Lines read so far (for `line N:` prefixes in scripts).
    var lineNumber = 0
    private(set) var errorCount = 0
    /// The exit code of the first failure (2 for a usage error, else 1), if any.
    private(set) var firstFailure: ExitCode?

    init(session: Session, commands: CommandTable = .studio) {
        self.session = session
        self.commands = commands
    }

    /// Runs every statement `reader` yields; returns the exit code: when a
    /// statement failed while reading a script (or `.bail` stopped it), that
    /// of the first failure (2 for a usage error, as on the command line,
    /// else 1); otherwise 0.
    mutating func run(_ reader: LineReader) -> ExitCode {
        let stoppedByBail = !consume(reader)
        finishTransaction()
        if stoppedByBail || (errorCount > 0 && !session.isInteractive) { return firstFailure ?? .failure }
        return .success
    }

    /// Runs a nested script (`.read`) in this session; returns how many statements failed.
    mutating func runScript(_ reader: LineReader) -> Int {
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
    mutating func execute(_ text: String, line: Int? = nil) -> Bool {
        perform(text, line: line) { try $0.dispatch(text) }
    }

    /// Runs one dot command given as words already split (argv: `realmlens
    /// PATH …` opens PATH with `.open`), so no word is turned back into text
    /// and re-read: a path with quotes, spaces or backslashes arrives as it is.
    /// A usage error points at its word on the line `shownAs` then the
    /// arguments (`realmlens PATH --key`), or the command's own line.
    @discardableResult
    mutating func execute(words: [String], shownAs leading: [String]? = nil, line: Int? = nil) -> Bool {
        perform(words.joined(separator: " "), line: line) { processor in
            guard let name = words.first else { return }
            try processor.runDotCommand(name, arguments: Array(words.dropFirst()), rawArguments: words.dropFirst().joined(separator: " "),
                                        shownAs: leading)
        }
    }

    /// Echoes, times and runs `body`; reports its error. False if it failed.
    private mutating func perform(_ text: String, line: Int?, _ body: (InputProcessor) throws -> Void) -> Bool {
        if session.echo { try? session.output.line(text) }
        let started = Self.now()
        Interruption.requested = false
        do {
            try body(self)
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
        if firstFailure == nil { firstFailure = Diagnostic.exitCode(for: error) }
        try? session.output.flush()
        try? session.stderr.write(Diagnostic.render(error, lineNumber: session.isInteractive ? nil : line))
        try? session.stderr.flush()
    }

    /// Runs one dot command or statement, found in the command table.
    func dispatch(_ text: String) throws {
        if text.hasPrefix(".") {
            let words = try StatementScanner.words(text)
            guard let name = words.first else { return }
            try runDotCommand(name, arguments: Array(words.dropFirst()), rawArguments: String(text.dropFirst(name.count)).trimmingWhitespace())
            return
        }
        try runStatement(text)
    }

    /// Parses `arguments` against the dot command `name`'s declaration and runs it (or prints its help).
    func runDotCommand(_ name: String, arguments: [String], rawArguments: String, shownAs leading: [String]? = nil) throws {
        guard let command = commands.command(named: name) else {
            throw UsageError.unknownCommand(name, suggestion: commands.suggestion(for: name))
        }
        let outcome: ArgumentParser.Outcome
        do {
            outcome = try ArgumentParser.parseLocating(arguments, for: command)
        } catch {
            throw ArgumentUsageError(error.usage, leading: leading ?? [name], words: arguments, index: error.wordIndex)
        }
        switch outcome {
        case .help:
            try session.output.write(StudioHelp.help(command))
        case .run(let parsed):
            try run(command, arguments: parsed, rawArguments: rawArguments)
        }
    }

    /// A statement: by its first word (any case), else the class statement
    /// when the word is a class's name (`Dog where age > 2`).
    func runStatement(_ text: String) throws {
        let (word, rest) = StatementScanner.firstWord(text)
        if let statement = commands.statement(named: word) {
            if session.isExec && !statement.isAllowedInExec {
                throw CommandFailure("\(quoted: word) is not allowed in exec: everything already runs in one transaction")
            }
            try run(statement, arguments: ParsedArguments(), rawArguments: rest)
            return
        }
        let store = try session.requireStore()
        guard store.schema[word] != nil, let listing = commands.classStatement else {
            let candidates = commands.statementWords + store.schema.classNames
            throw UsageError.unknownStatement(word, suggestion: Suggestion.closest(to: word, among: candidates))
        }
        try run(listing, arguments: ParsedArguments(), rawArguments: text.trimmingWhitespace())
    }

    private func run(_ command: Command, arguments: ParsedArguments, rawArguments: String) throws {
        var context = CommandContext(arguments: arguments, stdout: session.output, stderr: session.stderr, environment: session.environment)
        context.session = session
        context.rawArguments = rawArguments
        try command.run(&context)
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
