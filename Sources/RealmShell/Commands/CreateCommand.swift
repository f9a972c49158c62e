import RealmLifecycle
import RealmModel
import RealmStore

/// `realmlens create PATH --schema FILE`: a new, empty store with a schema.
enum CreateCommand {
    static let command: Command = Command(
        name: "create",
        abstract: "Create a new, empty store whose schema is the \"schema\" of a canonical dump.",
        discussion: """
        FILE is a canonical dump (see 'realmlens export --help'); only its "schema" array is used, so a
        file holding just {"schema":[…]} works. The store is created complete or not at all, and an
        existing PATH is never overwritten.
        """,
        arguments: [path],
        options: [schema, schemaVersion, .to(default: "store"), .outKey],
        examples: ["realmlens create dogs.realm --schema dogs-schema.json"],
        run: run)

    static let path = ArgumentSpec("PATH", help: "The new store's file (e.g. default.realm).", type: .path)
    static let schema = OptionSpec(["--schema"], valueName: "FILE", help: "Canonical dump whose schema to use ('-' for standard input).",
                                   type: .path, isRequired: true)
    static let schemaVersion = OptionSpec.schemaVersion(help: "The schema version to record.")

    static func run(_ context: inout CommandContext) throws {
        let path = Self.path.required(in: context.arguments), schemaPath = Self.schema.required(in: context.arguments)
        let version = UInt64(Self.schemaVersion.integer(in: context.arguments) ?? 0)
        var reader = CanonicalDumpReader(input: SharedByteInput(try FileByteInput(path: schemaPath)))
        let schema: Schema
        schema = try CanonicalDumpFile.namingFaults(of: schemaPath) { try reader.readSchema() }
        let form = FileForm.chosen(in: context, default: .store)
        let key = try OutputEncryption.key(for: form, sourceIsEncrypted: false, context: context)
        switch form {
        case .store:
            try StoreBuilder.build(at: path, purpose: "create", schema: schema, schemaVersion: version)
        case .realm:
            let empty = EmptyObjectSource(schema: schema, persistedSchemaVersion: Int64(version))
            try GenuineFileBuilder.build(at: path, purpose: "create", from: empty, options: .init(encryptionKey: key))
        }
        try context.stdout.line("created \(shown: path) (\(form.description(encrypted: key != nil))) with \(counted(schema.objectSchemas.count, "class", plural: "classes")) (schema version \(version))")
    }
}
