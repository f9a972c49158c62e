/// Starts the interactive studio (or runs it over a pipe): opens PATH if
/// given, then reads statements until the end of input or `.quit`.
public enum Studio {
    /// Runs one studio session over `reader` and returns its exit code: 0,
    /// unless a statement failed in a non-interactive session (or `.bail`
    /// stopped it), when that of the first failure (2 for a usage error, else
    /// 1). `openOptions` are passed to `.open PATH` as words, never re-quoted.
    /// `onSession` sees the session before the first statement (the
    /// executable's completion needs it).
    public static func run(path: String?, openOptions: [String] = [], reader: LineReader, stdout: OutputTarget, stderr: OutputTarget,
                           environment: [String: String], onSession: (Session) -> Void = { _ in }) -> ExitCode {
        let session = Session(stdout: stdout, stderr: stderr, environment: environment, isInteractive: reader.isInteractive)
        onSession(session)
        var processor = InputProcessor(session: session)
        if reader.isInteractive {
            try? stdout.line("RealmLens \(RealmLensVersion.current) — enter \".help\" for usage hints.")
        }
        if let path {
            // `realmlens PATH --compact-on-open SIZE,PERCENT` passes its options on to `.open`, as
            // words: argv is never turned back into text, so any path arrives as it was given.
            guard processor.execute(words: [".open", path] + openOptions, shownAs: ["realmlens"]) else {
                return reader.isInteractive ? runLoop(&processor, reader) : processor.firstFailure ?? .failure
            }
        }
        return runLoop(&processor, reader)
    }

    static func runLoop(_ processor: inout InputProcessor, _ reader: LineReader) -> ExitCode {
        let code = processor.run(reader)
        try? processor.session.output.flush()
        try? processor.session.stderr.flush()
        return code
    }
}
