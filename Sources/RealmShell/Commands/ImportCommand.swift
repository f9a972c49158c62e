import RealmLifecycle
import RealmModel
import RealmStore

/// `realmlens import PATH --canonical FILE`: a new store from a canonical dump.
enum ImportCommand {
    static let command: Command = Command(
        name: "import",
        abstract: "Create a new store holding exactly the schema and objects of a canonical dump.",
        discussion: """
        The import is all or nothing: the store is built under a temporary name and moved into place
        when complete, so an interrupted import leaves no PATH behind and can simply be run again.
        The dump is streamed, so dumps far larger than memory import fine. An existing PATH is never
        overwritten.
        """,
        arguments: [path],
        options: [canonical, .to(default: "store"), .outKey, schemaVersion],
        examples: ["realmlens import copy.realm --canonical dump.json", "realmlens import seed.realm --canonical dump.json --to realm", "realmlens export a.realm | realmlens import b.realm --canonical -"],
        run: run)

    static let path = ArgumentSpec("PATH", help: "The new store's file.", type: .path)
    static let canonical = OptionSpec(["--canonical"], valueName: "FILE", help: "The canonical dump to import ('-' for standard input).",
                                      type: .path, isRequired: true)
    static let schemaVersion = OptionSpec.schemaVersion(help: "The schema version to record (a dump has none).")

    static func run(_ context: inout CommandContext) throws {
        let path = Self.path.required(in: context.arguments), dumpPath = Self.canonical.required(in: context.arguments)
        try StoreOpener.requireNewStorePath(path)
        let version = UInt64(Self.schemaVersion.integer(in: context.arguments) ?? 0)
        let form = FileForm.chosen(in: context, default: .store)
        let key = try OutputEncryption.key(for: form, sourceIsEncrypted: false, context: context)
        let input = try FileByteInput(path: dumpPath)
        let progress = ProgressBar(label: "importing", total: input.size ?? 0, output: context.stderr)
        if input.size != nil { input.onProgress = progress.update }
        defer { progress.finish() }
        var objectCount = 0
        var classCount = 0
        // The dump is read once, into a store; a Realm file is then written from that store
        // (which also checks the dump whole before anything appears at PATH).
        let fill = { (realm: Realm) in
            try CanonicalDumpFile.namingFaults(of: dumpPath) { try realm.importCanonicalDump(from: SharedByteInput(input)) }
            classCount = realm.schema.objectSchemas.count
            objectCount = try realm.topLevelObjectCount()
        }
        switch form {
        case .store: try StoreBuilder.build(at: path, purpose: "import", schemaVersion: version, fill)
        case .realm: try GenuineFileBuilder.buildThroughStore(at: path, purpose: "import", schemaVersion: version, options: .init(encryptionKey: key, progress: context.stderr), fill)
        }
        progress.finish()
        try context.stdout.line("imported \(counted(objectCount, "object")) of \(counted(classCount, "class", plural: "classes")) into \(shown: path) (\(form.description(encrypted: key != nil)))")
    }
}
