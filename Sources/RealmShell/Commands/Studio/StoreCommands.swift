import RealmLifecycle
import RealmModel
import RealmStore

/// `.open`, `.close`, `.info`, `.files`.
enum StoreCommands {
    static let openPath = ArgumentSpec("PATH", help: "The store to open.", type: .path)
    static let readOnly = OptionSpec(["--readonly"], help: "Open without ever writing.")
    static let create = OptionSpec(["--create"], help: "Create a new, empty store when PATH does not exist.")

    static let open: Command = Command(
        name: ".open", abstract: "Open a store (a RealmLens store or a genuine Realm file) for reading and editing.",
        discussion: "PATH may be an auxiliary file (default.realm.lock opens default.realm). A PATH that does not exist is created as a new, empty store only with --create (on a terminal, .open asks).",
        arguments: [openPath],
        options: [readOnly, create, .key, .snapshot, CompactOnOpen.option,
                  OptionSpec(["--upgrade"], help: "For a genuine file in format 20–23: let commits write it in format 24 (Realm Core 14), which older SDKs cannot open.")],
        examples: [".open dogs.realm", ".open app.realm --key @app.key", ".open app.realm --compact-on-open 100MB,50"],
        run: { context in
            let session = try context.requireSession()
            let path = openPath.required(in: context.arguments)
            let readOnly = Self.readOnly.isSet(in: context.arguments)
            let resolved = try StoreOpener.resolvePath(path, context: context)
            try session.settleTransaction(before: "opening \(path)")
            let store: InspectableStore
            if !readOnly && !FileSystemEntry(path: resolved).exists && OptionSpec.key.value(in: context.arguments) == nil {
                // A mistyped name must not become an empty store: ask, or need --create.
                try StoreOpener.confirmCreation(of: resolved, create: Self.create.isSet(in: context.arguments), session: session, context: context)
                try StoreOpener.requireNewStorePath(resolved)
                store = try Realm(configuration: StoreOpener.configuration(path: resolved, readOnly: false, environment: context.environment))
                try context.note("created a new, empty store at \(shown: resolved)")
            } else {
                if let policy = CompactOnOpen.option.value(in: context.arguments), !readOnly {
                    try CompactOnOpen.run(policy, path: resolved, context: context)
                }
                store = try StoreOpener.open(resolved, context: context, readOnly: readOnly)
            }
            session.closeStore()
            session.store = store
            session.displayName = resolved
            let classes = store.schema.objectSchemas.filter { !$0.isEmbedded }.count
            try session.status("opened \(shown: resolved): \(store.formatName), \(classes) class\(classes == 1 ? "" : "es")\(store.isReadOnly ? ", read-only" : "")")
        })

    static let close: Command = Command(
        name: ".close", abstract: "Close the open store (with a write transaction open: asks at a terminal whether to commit, refuses otherwise).",
        examples: [".close"],
        run: { context in
            let session = try context.requireSession()
            guard session.store != nil else { throw CommandFailure("no store is open") }
            try session.settleTransaction(before: "closing the store")
            session.closeStore()
        })

    static let info: Command = Command(
        name: ".info", abstract: "Describe the open store (as 'realmlens info').",
        options: [InfoCommand.format],
        examples: [".info"],
        run: { context in
            let store = try context.requireSession().requireStore()
            let report = try InfoCommand.gather(store)
            try context.stdout.write(InfoCommand.format.value(in: context.arguments) == "json" ? InfoCommand.json(report) : InfoCommand.text(report))
        })

    static let files: Command = Command(
        name: ".files", abstract: "List the open store's main and auxiliary files, their sizes, what each is for, and who holds the lock.",
        examples: [".files"],
        run: { context in
            let store = try context.requireSession().requireStore()
            let files = StoreFiles(storePath: store.path)
            var rows: [ResultRow] = []
            for file in files.existingFiles() {
                rows.append(ResultRow(cells: [file.path, DisplayText.byteCount(Int(file.size)), file.kind.purpose],
                                      nulls: [false, false, false], numeric: [false, true, false]))
            }
            var writer = TableFormat(output: context.stdout, style: .ascii, showHeaders: true, terminalWidth: 0)
            try writer.begin(columns: ["file", "size", "purpose"])
            for row in rows { try writer.write(row) }
            try writer.finish()
            let holders = InfoCommand.holders(of: store.path, files: files)
            try context.stdout.line("open by: " + (holders.isEmpty ? "no process" : holders.map(\.description).joined(separator: ", ")))
        })
}
