import RealmLifecycle
import RealmModel

/// `realmlens schema PATH [--format table|json|swift|kotlin|java|typescript|javascript|csharp|dart]`.
enum SchemaCommand {
    static let command: Command = Command(
        name: "schema",
        abstract: "Show the classes and properties of a store.",
        discussion: """
        'table' lists each class with its properties in RealmSwift spelling; 'json' prints the "schema"
        array of the canonical dump. The other formats print model classes that declare the schema in
        each Realm SDK's documented style: 'swift' (RealmSwift @Persisted), 'kotlin' (Realm Kotlin),
        'java' (Realm Java; one class per file, each after a '// File: NAME.java' line), 'typescript' and
        'javascript' (realm-js classes with a static schema), 'csharp' (Realm .NET, source-generator
        partial classes) and 'dart' (realm-dart @RealmModel). Names that are not identifiers in the
        language get a legal name mapped to the stored one. A Realm file records no linkingObjects:
        classes that links point at get a comment naming those links instead.
        """,
        arguments: [.storePath],
        options: [format, .key, .snapshot],
        examples: ["realmlens schema default.realm", "realmlens schema default.realm --format swift > Models.swift",
                   "realmlens schema default.realm --format kotlin > Models.kt"],
        run: run)

    /// `table`, `json`, then every model-code language.
    static let formats = ["table", "json"] + ModelCodeLanguage.allCases.map(\.rawValue)

    static let format = OptionSpec.format(formats, "table")

    static func run(_ context: inout CommandContext) throws {
        let path = ArgumentSpec.storePath.required(in: context.arguments)
        let store = try StoreOpener.open(path, context: context)
        try context.stdout.write(render(store, schema: store.schema, format: Self.format.value(in: context.arguments) ?? "table"))
    }

    /// `schema` (all of `store`'s, or a part of it) in `format`: shared with the studio's `.schema`.
    static func render(_ store: InspectableStore, schema: Schema, format: String) -> String {
        if let language = ModelCodeLanguage(rawValue: format) {
            return language.render(schema, isGenuineFile: FileForm.of(store) == .realm, fileBaseName: fileBaseName(store.path))
        }
        return format == "json" ? SchemaText.json(schema) : SchemaText.table(schema)
    }

    /// `default` for `/a/b/default.realm`: the name model code files are named after.
    static func fileBaseName(_ path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".realm") { name.removeLast(".realm".count) }
        let legal = DartModelCode.names.identifier(for: name.lowercased())
        return legal.isEmpty ? "models" : legal
    }
}
