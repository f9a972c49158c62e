import RealmModel
import RealmStore

/// `realmlens convert SRC OUT`: a genuine Realm file (or a store) into a new RealmLens store.
enum ConvertCommand {
    static let command: Command = Command(
        name: "convert",
        abstract: "Convert a genuine Realm file into a new RealmLens store that can be edited, compacted and bundled.",
        discussion: """
        The new store holds exactly the source's schema and objects: its canonical dump equals the
        source's. The source is only read, never changed. OUT is created complete or not at all.
        """,
        arguments: [
            ArgumentSpec("SRC", help: "A Realm file (or a RealmLens store, which is copied)."),
            ArgumentSpec("OUT", help: "The new store's file; must not exist."),
        ],
        options: [.key, .snapshot],
        examples: ["realmlens convert default.realm editable.realm", "realmlens convert secret.realm plain.realm --key @secret.key"],
        run: run)

    static func run(_ context: inout CommandContext) throws {
        guard let source = context.arguments["SRC"], let out = context.arguments["OUT"] else { return }
        try StoreOpener.requireNewStorePath(out)
        let store = try StoreOpener.open(source, context: context)
        // Objects go straight from the reader into the new store, keeping their
        // keys (so the store lists them in the file's order); memory stays flat.
        var objectCount = 0
        try StoreBuilder.build(at: out, purpose: "convert") { realm in
            try realm.importObjects(from: store)
            for objectSchema in realm.schema.objectSchemas where !objectSchema.isEmbedded {
                objectCount += try realm.objectCount(ofClass: objectSchema.className)
            }
        }
        try context.stdout.line("converted \(source) (\(store.formatName)) into \(out): \(objectCount) object\(objectCount == 1 ? "" : "s")")
    }
}
