/// `realmlens exec PATH -c 'STATEMENT; …'` or `realmlens exec PATH FILE`:
/// studio statements run non-interactively, all in one transaction.
enum ExecCommand {
    static let command: Command = Command(
        name: "exec",
        abstract: "Run studio statements against a store in one transaction: all of them apply or none does.",
        discussion: """
        Statements are those of the interactive studio (create, upsert, update, delete, CLASS [where …],
        count, show, and dot commands such as .mode). The first failing statement stops the run, rolls
        everything back and exits 1. begin, commit and rollback are not needed (and not allowed).
        On a genuine Realm file the commit writes its new version beside it and renames it over the
        file, keeping its format, encryption key and object keys; nothing is written while an app has
        the file open.
        """,
        arguments: [
            ArgumentSpec("PATH", help: "The store."),
            ArgumentSpec("FILE", help: "A file of statements ('-' for standard input).", isOptional: true),
        ],
        options: [OptionSpec(["--command", "-c"], valueName: "STATEMENTS", help: "The statements, separated by ';' or newlines."),
                  .key,
                  OptionSpec(["--upgrade"], help: "For a genuine file in format 20–23: write it in format 24 (Realm Core 14), which older SDKs cannot open.")],
        examples: [
            "realmlens exec dogs.realm -c \"create Dog {name: 'Rex', age: 1}; update Dog where name == 'Rex' set age = 2\"",
            "realmlens exec dogs.realm changes.rlens",
        ],
        run: run)

    static func run(_ context: inout CommandContext) throws {
        guard let path = context.arguments["PATH"] else { return }
        let text: String
        switch (context.arguments["--command"], context.arguments["FILE"]) {
        case (let statements?, nil):
            text = statements
        case (nil, let file?):
            let input = try FileByteInput(path: file)
            var bytes: [UInt8] = []
            while let chunk = try input.readChunk() { bytes += chunk }
            text = String(decoding: bytes, as: UTF8.self)
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
        guard let realm = session.realm, realm.isInWriteTransaction else {
            if code != .success { throw ExecFailed() }
            return
        }
        guard code == .success else {
            realm.cancelWrite()
            try context.stderr.line("note: nothing was changed (the transaction was rolled back)")
            throw ExecFailed()
        }
        do {
            try realm.commitWrite()  // rolled back, the store left as it was, when it fails (a full disk)
        } catch {
            // A genuine file's commit refused before writing keeps the transaction: exec drops it.
            if realm.isInWriteTransaction { realm.cancelWrite() }
            throw CommitFailed(underlying: error)
        }
    }
}
