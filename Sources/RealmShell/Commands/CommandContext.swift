/// Everything a running command may use: its parsed arguments, where to
/// write, and the environment. Commands never print or exit by themselves.
struct CommandContext {
    var arguments: ParsedArguments
    var stdout: OutputTarget
    var stderr: OutputTarget
    var environment: [String: String]
    /// The exit code to return when the command finishes without throwing.
    var exitCode: ExitCode = .success
    /// The REPL session, for commands run inside the studio (`nil` for one-shot commands).
    var session: Session?
    /// In the studio: the text after the command word, quotes intact: what
    /// a statement reads with its own grammar (`update`, `create`, …; the
    /// whole line for the class statement), and what commands whose
    /// argument is itself a statement or literal read (`.save`, `.run`).
    var rawArguments = ""

    init(arguments: ParsedArguments, stdout: OutputTarget, stderr: OutputTarget, environment: [String: String]) {
        self.arguments = arguments
        self.stdout = stdout
        self.stderr = stderr
        self.environment = environment
    }

    /// A note for the user on standard error (`note: …`), e.g. which store an auxiliary file belongs to.
    func note(_ text: String) throws {
        try stderr.line("note: " + text)
    }
}
