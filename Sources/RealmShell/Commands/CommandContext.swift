/// Everything a running command may use: its parsed arguments, where to
/// write, and the environment. Commands never print or exit by themselves.
public struct CommandContext {
    public var arguments: ParsedArguments
    public var stdout: OutputTarget
    public var stderr: OutputTarget
    public var environment: [String: String]
    /// The exit code to return when the command finishes without throwing.
    public var exitCode: ExitCode = .success
    /// The REPL session, for commands run inside the studio (`nil` for one-shot commands).
    public var session: Session?
    /// In the studio: the text after the command word, quotes intact: what
    /// a statement reads with its own grammar (`update`, `create`, …; the
    /// whole line for the class statement), and what commands whose
    /// argument is itself a statement or literal read (`.save`, `.run`).
    public var rawArguments = ""

    public init(arguments: ParsedArguments, stdout: OutputTarget, stderr: OutputTarget, environment: [String: String]) {
        self.arguments = arguments
        self.stdout = stdout
        self.stderr = stderr
        self.environment = environment
    }

    /// A note for the user on standard error (`note: …`), e.g. which store an auxiliary file belongs to.
    public func note(_ text: String) throws {
        try stderr.line("note: " + text)
    }
}
