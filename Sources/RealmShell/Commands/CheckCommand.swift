import RealmFile
import RealmLifecycle
import RealmModel

/// `realmlens check PATH`: the integrity check (SQLite's `PRAGMA
/// integrity_check`, Realm Core's `Group::verify`).
enum CheckCommand {
    static let command: Command = Command(
        name: "check",
        abstract: "Check a store or Realm file from end to end: 'ok', or one line per problem.",
        discussion: """
        A genuine Realm file is walked as Realm Core's own check (Group::verify) walks it: every object of
        every class, the free lists, and every link against its backlink, all of which Realm Core refuses
        when damaged but a reader of values need not look at. A RealmLens store has every object read.
        Prints 'ok' and exits 0 when nothing is wrong; otherwise prints one sentence per problem, naming
        the byte where it is, and exits 1. Nothing is written.
        """,
        arguments: [.storePath],
        options: [.key, .snapshot],
        examples: ["realmlens check default.realm", "realmlens check app.realm --key @app.key"],
        run: run)

    static func run(_ context: inout CommandContext) throws {
        let path = ArgumentSpec.storePath.required(in: context.arguments)
        let store = try StoreOpener.open(path, context: context)
        let problems: [String]
        if let file = genuineFile(store) {
            problems = file.check().map { "\($0)" }
        } else {
            try readEveryObject(store)
            problems = []
        }
        guard !problems.isEmpty else {
            try context.stdout.line("ok")
            return
        }
        for problem in problems { try context.stdout.line(problem) }
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
