import RealmStore

/// `realmlens delete PATH`: the store and all its auxiliary files, never
/// while another process has it open.
enum DeleteCommand {
    static let command: Command = Command(
        name: "delete",
        abstract: "Delete a store and every file that belongs to it (Realm's deleteFiles(for:)).",
        discussion: """
        Removes the main file, SQLite's side files, the .lock, .note and .management/ files, and the
        files Realm Core leaves beside a genuine Realm file (.fresh, .fresh.lock, .log, .log_a, .log_b,
        .tmp_compaction_space), reporting each one. Refuses, deleting nothing, while another process
        has the store open (naming its pids), and refuses a path that is not a store. A store with
        only some of its files left is deleted cleanly.
        """,
        arguments: [ArgumentSpec("PATH", help: "The store (or any of its files).")],
        examples: ["realmlens delete old.realm"],
        run: run)

    static func run(_ context: inout CommandContext) throws {
        guard let given = context.arguments["PATH"] else { return }
        let resolution = StoreFiles.resolve(path: given)
        if let error = resolution.missingStoreError { throw error }
        if let explanation = resolution.explanation {
            try context.note("\(explanation); deleting the files of \(resolution.files.storePath)")
        }
        let removed = try StoreDeleter.delete(storePath: resolution.files.storePath)
        for file in removed {
            let size = file.kind.isDirectory ? "" : ", \(file.size) bytes"
            try context.stdout.line("removed \(file.path) (\(file.kind.shortName)\(size))")
        }
        try context.stdout.line("deleted \(resolution.files.storePath): \(removed.count) file\(removed.count == 1 ? "" : "s")")
    }
}
