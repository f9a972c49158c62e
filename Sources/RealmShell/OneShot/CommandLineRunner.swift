/// Runs one command line (`realmlens export a.realm --canonical`) against the
/// command table and returns the exit code. Never exits and never prints
/// except through the given outputs.
public struct CommandLineRunner {
    var table: CommandTable
    var stdout: OutputTarget
    var stderr: OutputTarget
    var environment: [String: String]

    /// A runner over `table` (the one-shot commands unless a test passes its
    /// own) whose commands print only to `stdout` and `stderr` and see
    /// `environment` as theirs.
    public init(table: CommandTable = .standard, stdout: OutputTarget, stderr: OutputTarget, environment: [String: String]) {
        self.table = table
        self.stdout = stdout
        self.stderr = stderr
        self.environment = environment
    }

    /// Runs `arguments` (without the program name) and returns its exit code.
    /// Errors never escape: each is rendered once on `stderr` and exits 2 for a
    /// usage error, 1 otherwise (a failed write to `stdout` included). Both
    /// outputs are flushed before it returns.
    public func run(_ arguments: [String]) -> ExitCode {
        var code = runCatching(arguments)
        do {
            try stdout.flush()
        } catch {
            // Output that fit the buffer fails only here (`info > /dev/full`): said like any other failure.
            try? stderr.write(Diagnostic.render(error))
            code = .failure
        }
        try? stderr.flush()
        return code
    }

    private func runCatching(_ arguments: [String]) -> ExitCode {
        guard let name = arguments.first else {
            try? stdout.write(HelpRenderer.overview(table))
            return .success
        }
        if name == "--help" || name == "-h" || name == "help" {
            if arguments.count > 1, let command = table.command(named: arguments[1]) {
                try? stdout.write(HelpRenderer.help(command))
            } else {
                try? stdout.write(HelpRenderer.overview(table))
            }
            return .success
        }
        if name == "--version" {
            try? stdout.line("realmlens \(RealmLensVersion.current)")
            return .success
        }
        do {
            guard let command = table.command(named: name) else {
                throw UsageError.unknownCommand(name, suggestion: table.suggestion(for: name))
            }
            let outcome: ArgumentParser.Outcome
            do {
                outcome = try ArgumentParser.parseLocating(Array(arguments.dropFirst()), for: command)
            } catch {
                throw ArgumentUsageError(error.usage, leading: ["realmlens", name], words: Array(arguments.dropFirst()), index: error.wordIndex)
            }
            switch outcome {
            case .help:
                try stdout.write(HelpRenderer.help(command))
                return .success
            case .run(let parsed):
                var context = CommandContext(arguments: parsed, stdout: stdout, stderr: stderr, environment: environment)
                try command.run(&context)
                return context.exitCode
            }
        } catch {
            try? stdout.flush()
            try? stderr.write(Diagnostic.render(error))
            return Diagnostic.exitCode(for: error)
        }
    }
}

/// The tool's version.
enum RealmLensVersion {
    static let current = "0.1.0"
}
