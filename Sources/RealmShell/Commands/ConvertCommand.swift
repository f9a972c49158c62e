import RealmFile
import RealmLifecycle
import RealmModel
import RealmStore

/// `realmlens convert SRC OUT [--to realm|store|sqlite]`: a store, a genuine
/// Realm file or a canonical dump into the other form, or into a plain
/// SQLite database.
enum ConvertCommand {
    static let command: Command = Command(
        name: "convert",
        abstract: "Convert between a genuine Realm file, a RealmLens store and a canonical dump (.json).",
        discussion: """
        OUT holds exactly the source's schema and objects: its canonical dump equals the source's
        (a Realm file records no linkingObjects, so they are not carried into one). Object keys are
        kept, so objects keep their order and identity. Without --to, a genuine Realm file becomes a
        RealmLens store, and a store or a canonical dump becomes a genuine Realm file. A Realm file
        written from an encrypted one keeps its key unless --out-key or --decrypt says otherwise;
        a store cannot be encrypted, so writing one from an encrypted file needs --decrypt. The source
        is only read, never changed. OUT is created complete or not at all.

        --to sqlite writes an ordinary SQLite database for tools that know nothing of Realm: a table
        per class keyed by its primary key (or _key, the object key), columns of natural SQLite types
        (dates ISO-8601 text, decimals, object ids and uuids text, data blobs, mixed values canonical
        JSON), to-one links as foreign keys, lists, sets, dictionaries and embedded objects as child
        tables (_owner, _index or _mapKey), FOREIGN KEY constraints declared, indexes where Realm had
        them. The README shows the whole mapping.
        """,
        arguments: [
            source, out,
        ],
        options: [.toOrExport(default: "the other form than SRC's"), .key, .outKey, .decrypt, .snapshot,
                  schemaVersion],
        examples: [
            "realmlens convert default.realm editable.realm",
            "realmlens convert editable.realm default.realm --to realm",
            "realmlens convert dump.json seed.realm",
            "realmlens convert secret.realm plain.realm --key @secret.key --decrypt",
            "realmlens convert default.realm app.db --to sqlite",
        ],
        run: run)

    static let source = ArgumentSpec("SRC", help: "A Realm file, a RealmLens store, or a canonical dump (.json).", type: .path)
    static let out = ArgumentSpec("OUT", help: "The new file; must not exist.", type: .path)
    static let schemaVersion = OptionSpec.schemaVersion(help: "The schema version to record when SRC is a canonical dump (which has none).")

    static func run(_ context: inout CommandContext) throws {
        let source = Self.source.required(in: context.arguments), out = Self.out.required(in: context.arguments)
        try StoreOpener.requireNewStorePath(out)
        if try CanonicalDumpFile.isDump(source) {
            try convertDump(source, to: out, context: &context)
            return
        }
        let store = try StoreOpener.open(source, context: context)
        try CheckCommand.requireWhole(store)
        if ExportForm.chosen(in: context) == .sqlite {
            try exportSQLite(store, source: source, to: out, context: &context)
            return
        }
        let form = FileForm.chosen(in: context, default: FileForm.of(store) == .realm ? .store : .realm)
        let key = try OutputEncryption.key(for: form, sourceIsEncrypted: OutputEncryption.isEncrypted(store), context: context)
        let objectCount = try store.topLevelObjectCount()
        switch form {
        case .store:
            // Objects go straight from the reader into the new store, keeping
            // their keys (so the store lists them in the file's order); memory stays flat.
            try StoreBuilder.build(at: out, purpose: "convert", schemaVersion: store.schemaVersion) { realm in
                try realm.importObjects(from: store)
            }
        case .realm:
            try GenuineFileBuilder.build(at: out, purpose: "convert", from: try FileForm.keyOrderedSource(of: store),
                                         options: .init(encryptionKey: key, progress: context.stderr)) { nil }
        }
        try context.stdout.line("converted \(shown: source) (\(store.formatName)) into \(shown: out) (\(form.description(encrypted: key != nil))): \(counted(objectCount, "object"))")
    }

    /// A store or genuine file into a plain SQLite database.
    private static func exportSQLite(_ store: InspectableStore, source: String, to out: String, context: inout CommandContext) throws {
        if OptionSpec.outKey.value(in: context.arguments) != nil {
            throw UsageError.invalid("a plain SQLite database cannot be encrypted; --out-key is for --to realm.")
        }
        if OutputEncryption.isEncrypted(store) && !OptionSpec.decrypt.isSet(in: context.arguments) {
            throw CommandFailure("the source is encrypted and a plain SQLite database is not; add --decrypt to write its data in plain text")
        }
        let count = try SQLiteExportBuilder.build(at: out, purpose: "convert", from: store)
        try context.stdout.line("converted \(shown: source) (\(store.formatName)) into \(shown: out) (SQLite database): \(counted(count, "object"))")
    }

    /// A canonical dump into a Realm file (streamed, one pass per writer pass) or a store.
    private static func convertDump(_ source: String, to out: String, context: inout CommandContext) throws {
        let form = FileForm.chosen(in: context, default: .realm)
        let version = Int64(Self.schemaVersion.integer(in: context.arguments) ?? 0)
        if OptionSpec.key.value(in: context.arguments) != nil { throw UsageError.invalid("--key is for encrypted Realm files; \(quoted: source) is a canonical dump.") }
        if ExportForm.chosen(in: context) == .sqlite {
            if OptionSpec.outKey.value(in: context.arguments) != nil {
                throw UsageError.invalid("a plain SQLite database cannot be encrypted; --out-key is for --to realm.")
            }
            let count = try SQLiteExportBuilder.buildThroughStore(at: out, purpose: "convert", schemaVersion: UInt64(version)) { realm in
                try CanonicalDumpFile.namingFaults(of: source) { try realm.importCanonicalDump(from: SharedByteInput(try FileByteInput(path: source))) }
            }
            try context.stdout.line("converted \(shown: source) (canonical dump) into \(shown: out) (SQLite database): \(counted(count, "object"))")
            return
        }
        let key = try OutputEncryption.key(for: form, sourceIsEncrypted: false, context: context)
        switch form {
        case .store:
            try StoreBuilder.build(at: out, purpose: "convert", schemaVersion: UInt64(version)) { realm in
                try CanonicalDumpFile.namingFaults(of: source) { try realm.importCanonicalDump(from: SharedByteInput(try FileByteInput(path: source))) }
            }
        case .realm:
            let dump = try CanonicalDumpFile.objectSource(source, schemaVersion: version)
            try CanonicalDumpFile.namingFaults(of: source) {
                try GenuineFileBuilder.build(at: out, purpose: "convert", from: dump, options: .init(encryptionKey: key, progress: context.stderr)) { nil }
            }
        }
        try context.stdout.line("converted \(shown: source) (canonical dump) into \(shown: out) (\(form.description(encrypted: key != nil)))")
    }
}

extension FileForm {
    /// `Realm file` / `encrypted Realm file` / `RealmLens store`.
    func description(encrypted: Bool) -> String {
        switch self {
        case .realm: return encrypted ? "encrypted Realm file" : "Realm file"
        case .store: return "RealmLens store"
        }
    }
}
