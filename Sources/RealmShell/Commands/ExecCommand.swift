import RealmLifecycle
import RealmStore

/// `realmlens exec PATH -c 'STATEMENT; …'` or `realmlens exec PATH FILE`:
/// studio statements run non-interactively, all in one transaction.
enum ExecCommand {
    static let command: Command = Command(
        name: "exec",
        abstract: "Run studio statements against a store in one transaction: all of them apply or none does.",
        discussion: """
        Statements are those of the interactive studio (create, upsert, update, delete, CLASS [where …],
        count, show, and dot commands such as .mode). The first failing statement stops the run, rolls
        everything back and exits 1 (2 for a usage error, such as a statement missing its class). begin, commit and rollback are not needed (and not allowed).
        On a genuine Realm file the commit writes its new version beside it and renames it over the
        file, keeping its format, encryption key and object keys; nothing is written while an app has
        the file open.
        """,
        arguments: [path, file],
        options: [statements, .key, .upgrade],
        examples: [
            "realmlens exec dogs.realm -c \"create Dog {name: 'Rex', age: 1}; update Dog where name == 'Rex' set age = 2\"",
            "realmlens exec dogs.realm changes.rlens",
        ],
        run: run)

    static let path = ArgumentSpec("PATH", help: "The store.", type: .path)
    static let file = ArgumentSpec("FILE", help: "A file of statements ('-' for standard input).", isOptional: true, type: .path)
    static let statements = OptionSpec(["--command", "-c"], valueName: "STATEMENTS", help: "The statements, separated by ';' or newlines.")

    /// Whether `file` is no file but reads as statements typed without `-c`
    /// (`realmlens exec x.realm 'delete Dog'`): a missing path holding a space
    /// or a `;`. A path that exists is always read as a file.
    static func readsAsStatements(_ file: String) -> Bool {
        file != "-" && file.contains(where: { $0 == " " || $0 == ";" }) && !FileSystemEntry(path: file).exists
    }

    static func run(_ context: inout CommandContext) throws {
        let path = Self.path.required(in: context.arguments)
        let text: String
        switch (Self.statements.value(in: context.arguments), Self.file.value(in: context.arguments)) {
        case (let statements?, nil):
            text = statements
        case (nil, let file?):
            if Self.readsAsStatements(file) {
                throw UsageError.invalid("there is no file of statements named \(quoted: file); statements typed on the command line go after -c (realmlens exec PATH -c 'STATEMENTS').")
            }
            text = try StatementFile.read(file)
        case (nil, nil):
            throw UsageError.invalid("'exec' needs statements: -c 'STATEMENTS' or a FILE.")
        case (_?, _?):
            throw UsageError.invalid("'exec' takes either -c 'STATEMENTS' or a FILE, not both.")
        }
        let session = Session(stdout: context.stdout, stderr: context.stderr, environment: context.environment, isInteractive: false)
        session.bail = true
        session.mode = .list
        var processor = InputProcessor(session: session)
        let store = try StoreOpener.open(path, context: context, readOnly: false)
        session.store = store
        session.displayName = store.path
        (store as? EditableRealmFile)?.note = { [stderr = context.stderr] text in try? stderr.line(text) }
        session.isExec = true
        // Reads need no lock; the first edit opens the one write transaction (see StatementRunner.edit).
        let code = processor.run(ScriptLineReader(text))
        // A failed statement is already reported; its exit code (2 for a usage error) is exec's.
        context.exitCode = code
        guard code == .success else {
            // Every run that set out to write says so once, whether its transaction
            // was open or refused before it began (a genuine file's working copy that
            // could not be made, a read-only folder); a run that only read says nothing.
            let realm = session.realm
            let hadTransaction = realm?.isInWriteTransaction == true
            if hadTransaction { realm?.cancelWrite() }
            if hadTransaction || session.hasAskedToWrite { try context.stderr.line(CommitFailed.note) }
            return
        }
        guard let realm = session.realm, realm.isInWriteTransaction else { return }
        do {
            try realm.commitWrite()  // rolled back, the store left as it was, when it fails (a full disk)
        } catch {
            // A genuine file's commit refused before writing keeps the transaction: exec drops it.
            if realm.isInWriteTransaction { realm.cancelWrite() }
            throw CommitFailed(underlying: error)
        }
    }
}
