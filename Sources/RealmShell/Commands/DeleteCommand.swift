#if canImport(Glibc)
import Glibc
#endif
import RealmLifecycle
import RealmStore

/// `realmlens delete PATH [--yes] [--dry-run]`: the store and all its
/// auxiliary files, never while another process has it open.
enum DeleteCommand {
    static let command: Command = Command(
        name: "delete",
        abstract: "Delete a store and every file that belongs to it (Realm's deleteFiles(for:)).",
        discussion: """
        Removes the main file, SQLite's side files, the .lock, .note and .management/ files, and the
        files Realm Core leaves beside a genuine Realm file (.fresh, .fresh.lock, .log, .log_a, .log_b,
        .tmp_compaction_space), reporting each one. Refuses, deleting nothing, while another process
        has the store open (naming its pids), and refuses a path that is not a store. A symbolic link,
        device or pipe where one of the store's files should be is reported and left alone. On a
        terminal it lists every file that goes and asks first. Without a terminal the store's own
        path proceeds, but a path naming one of its auxiliary files (x.realm.lock) needs --yes: it
        deletes the whole store, not just that file.
        """,
        arguments: [path],
        options: [yes, dryRun],
        examples: ["realmlens delete old.realm", "realmlens delete old.realm --dry-run"],
        run: run)

    static let path = ArgumentSpec("PATH", help: "The store (or any of its files).", type: .path)
    static let yes = OptionSpec(["--yes", "-y"], help: "Do not ask, even for a path naming an auxiliary file.")
    static let dryRun = OptionSpec(["--dry-run"], help: "List the files that would go; delete nothing.")

    static func run(_ context: inout CommandContext) throws {
        let given = Self.path.required(in: context.arguments)
        try StoreDeleter.refuseSymbolicLink(given)
        let resolution = StoreFiles.resolve(path: given)
        if let error = resolution.missingStoreError { throw error }
        // `x.realm.lock` of a link `x.realm` named the link's target: it was deleted where `x.realm` was refused.
        try StoreDeleter.refuseSymbolicLink(resolution.namedStorePath)
        let storePath = resolution.files.storePath
        // Recognised first: a note never calls a file that is no store (a link's target) one to delete.
        let plan = try StoreDeleter.plan(storePath: storePath)
        if let explanation = resolution.explanation {
            try context.note("\(explanation); deleting it means deleting every file of \(shown: storePath)")
        }
        let dryRun = Self.dryRun.isSet(in: context.arguments)
        let yes = Self.yes.isSet(in: context.arguments)
        let onTerminal = isatty(0) == 1 && context.stderr.isTerminal
        if dryRun || (onTerminal && !yes) {
            let output = dryRun ? context.stdout : context.stderr
            for file in plan.files { try output.line("would remove \(describe(file))") }
            for file in plan.leftAlone { try output.line("would leave \(shown: file.path) alone: it is \(file.found.name), not a \(file.kind.shortName)") }
            if dryRun {
                try context.stdout.line("nothing was deleted (--dry-run)")
                return
            }
            try context.stderr.write("delete \(shown: storePath) and these \(plan.files.count) file\(plan.files.count == 1 ? "" : "s")? [y/N] ")
            try context.stderr.flush()
            guard let answer = Swift.readLine(), answer.lowercased().hasPrefix("y") else {
                try context.stderr.line("nothing was deleted")
                return
            }
        } else if resolution.isAuxiliary && !yes {
            throw CommandFailure("\(quoted: given) is the \(resolution.kind.shortName) of \(quoted: storePath): deleting it deletes the whole store; add --yes to delete \(quoted: storePath) and all its files (to remove only that file, use rm); nothing was deleted")
        }
        let outcome = try StoreDeleter.delete(storePath: storePath)
        for file in outcome.removed {
            let size = file.kind.isDirectory ? "" : ", \(file.size) bytes"
            try context.stdout.line("removed \(shown: file.path) (\(file.kind.shortName)\(size))")
        }
        let count = outcome.removed.count
        if outcome.leftAlone.isEmpty {
            try context.stdout.line("deleted \(shown: storePath): \(count) file\(count == 1 ? "" : "s")")
            return
        }
        for (path, reason) in outcome.leftAlone { try context.note("left \(quoted: path) alone: \(reason)") }
        throw CommandFailure("\(quoted: storePath) was only partly deleted: \(count) file\(count == 1 ? "" : "s") removed, \(outcome.leftAlone.count) left alone (see above)")
    }

    static func describe(_ file: StoreFiles.ExistingFile) -> String {
        let size = file.kind.isDirectory ? "" : ", \(file.size) bytes"
        return "\(shown: file.path) (\(file.kind.shortName)\(size))"
    }
}
