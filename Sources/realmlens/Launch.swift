#if canImport(Glibc)
import Glibc
#endif
import RealmLifecycle
import RealmShell

/// The thin executable: environment in, exit code out. All behaviour lives
/// in RealmShell.
///
/// Not in `main.swift`, whose top-level code Swift 6 isolates to the main
/// actor: its closures then carry run-time checks of the executor
/// (`swift_task_isCurrentExecutor`), which link the concurrency runtime and,
/// through it, libdispatch, whose tables the loader relocated at every start.
enum Launch {
    static func run() -> Never {
        signal(SIGPIPE, SIG_IGN)
        Signals.installCleanupHandlers(for: [SIGTERM, SIGHUP, SIGINT])
        Signals.installMappedFileFaultHandler()

        var environment: [String: String] = [:]
        var envp = environ
        while let entry = envp.pointee {
            let pair = String(cString: entry)
            // Split on the first "=" by bytes: searching Characters costs ~6,000 instructions a variable.
            if let eq = pair.utf8.firstIndex(of: UInt8(ascii: "=")) {
                environment[String(pair[..<eq])] = String(pair[pair.utf8.index(after: eq)...])
            }
            envp += 1
        }

        let arguments = Array(CommandLine.arguments.dropFirst())
        let stdout = FileDescriptorOutput.standardOutput()
        let stderr = FileDescriptorOutput.standardError()

        if startsStudio(arguments) {
            // Only the studio needs a locale (readline's multibyte input); no one-shot command calls a
            // locale-dependent C function, and loading one costs ~40 system calls at every start.
            setlocale(LC_ALL, "C.UTF-8")
            let reader: LineReader
            if isatty(0) == 1 {
                switch ReadlineLibrary.load(environment: environment) {
                case .success(let readline):
                    let history = environment["REALMLENS_HISTORY"] ?? environment["HOME"].map { $0 + "/.realmlens_history" }
                    reader = ReadlineLineReader(readline: readline, historyPath: history?.isEmpty == true ? nil : history)
                    Signals.installInteractiveHandlers()
                case .failure(let unavailable):
                    try? stderr.write("warning: \(unavailable)\n")
                    try? stderr.flush()
                    reader = FileLineReader(fd: 0)
                }
            } else {
                reader = FileLineReader(fd: 0)
            }
            let code = Studio.run(path: arguments.first, openOptions: Array(arguments.dropFirst()), reader: reader, stdout: stdout, stderr: stderr, environment: environment, onSession: { session in
                ReadlineLineReader.session = session
            })
            // Let the session go, so the open store closes and its last user's files are removed.
            ReadlineLineReader.session = nil
            Signals.endQuietlyIfStandardOutputWasClosed()
            exit(code.rawValue)
        }

        let runner = CommandLineRunner(stdout: stdout, stderr: stderr, environment: environment)
        let code = runner.run(arguments)
        Signals.endQuietlyIfStandardOutputWasClosed()
        exit(code.rawValue)
    }

    /// `realmlens` and `realmlens PATH [OPTION…]` start the studio, where the
    /// options are `.open`'s (`--key KEY`, `--readonly`, `--compact-on-open
    /// SIZE,PERCENT`, …, read from its declaration) and are passed on to it;
    /// anything else is a command.
    static func startsStudio(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return true }
        if first.hasPrefix("-") || CommandTable.standard.command(named: first) != nil || first == "help" { return false }
        guard first.contains(".") || first.contains("/") else { return false }
        let openOptions = CommandTable.studio.command(named: ".open")?.options ?? []
        var i = 1
        while i < arguments.count {
            guard let option = openOptions.first(where: { $0.names.contains(arguments[i]) }) else { return false }
            i += option.isFlag ? 1 : 2  // a missing value is `.open`'s usage error to report
        }
        return true
    }
}
