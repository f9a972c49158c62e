import RealmFile
import RealmLifecycle
import RealmModel
import RealmStore

/// `realmlens check PATH`: the integrity check (SQLite's `PRAGMA
/// integrity_check`, Realm Core's `Group::verify`).
enum CheckCommand {
    static let command: Command = Command(
        name: "check",
        abstract: "Check a store or Realm file from end to end: 'ok', or one line per problem.",
        discussion: """
        A genuine Realm file is walked as Realm Core's own check (Group::verify) walks it: every object of
        every class, the free lists, and every link against its backlink, all of which Realm Core refuses
        when damaged but a reader of values need not look at. A RealmLens store has every object read,
        and every link held in a mixed value is checked against the object it names (older builds left
        links to deleted objects there; reads show them removed, as Realm Core's delete removes them).
        Prints 'ok' and exits 0 when nothing is wrong; otherwise prints one sentence per problem, naming
        the byte or object where it is, and exits 1. Nothing is written, except with --repair.
        """,
        arguments: [.storePath],
        options: [.key, .snapshot, repair],
        examples: ["realmlens check default.realm", "realmlens check app.realm --key @app.key", "realmlens check old.realm --repair"],
        run: run)

    static let repair = OptionSpec(["--repair"],
        help: "For a RealmLens store: first remove the links to deleted objects held in mixed values, as Realm Core's delete would have (writes the store).")

    static func run(_ context: inout CommandContext) throws {
        let path = ArgumentSpec.storePath.required(in: context.arguments)
        var store = try StoreOpener.open(path, context: context)
        if repair.isSet(in: context.arguments) {
            guard store is Realm else {
                throw CommandFailure("--repair mends a RealmLens store; \(quoted: path) is a genuine Realm file, where Realm Core leaves no such links")
            }
            let removed = try (store as? Realm)?.danglingMixedLinks().count ?? 0
            // Opened for writing, an unmarked store is repaired at once; a marked one here.
            store = try StoreOpener.open(path, context: context, readOnly: false)
            try (store as? Realm)?.removeDanglingMixedLinks()
            try context.stdout.line("removed \(removed) link\(removed == 1 ? "" : "s") to deleted objects held in mixed values")
        }
        let problems: [String]
        if let file = genuineFile(store) {
            problems = try file.check().map { "\($0)" }
        } else {
            problems = try (store as? Realm)?.danglingMixedLinks().map { "\($0)" } ?? []
            try readEveryObject(store)
        }
        guard !problems.isEmpty else {
            try context.stdout.line("ok")
            return
        }
        for problem in problems { try context.stdout.line(problem) }
        if genuineFile(store) == nil {
            try context.stdout.line("Realm Core removes such links when it deletes an object, and reads here show them removed; `realmlens check --repair` removes them from the store")
        }
        throw CommandFailure("\(quoted: store.path) is damaged: \(problems.count) problem\(problems.count == 1 ? "" : "s") found")
    }

    /// Throws the first problem `check` would report of a genuine file
    /// about to be written into a new file (`convert`, `copy`, `bundle`):
    /// nothing is written from a file Realm Core would refuse.
    static func requireWhole(_ store: InspectableStore) throws {
        try genuineFile(store)?.verify()
    }

    private static func readEveryObject(_ store: some InspectableStore) throws {
        try CanonicalDumpWriter.write(store) { _ in }
    }

    /// The genuine file `store` reads, if it is one (directly, or through
    /// a snapshot).
    private static func genuineFile(_ store: InspectableStore) -> RealmFile? {
        if let file = store as? RealmFile { return file }
        if let snapshot = store as? SnapshotStore { return genuineFile(snapshot.base) }
        return nil
    }
}
