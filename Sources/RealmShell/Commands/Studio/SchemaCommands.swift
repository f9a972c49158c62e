import RealmLifecycle
import RealmModel

/// `.classes` (`.tables`), `.schema`.
enum SchemaCommands {
    static let classes: Command = Command(
        name: ".classes", aliases: [".tables"], abstract: "List the classes with their object counts.",
        examples: [".classes"],
        run: { context in
            let store = try context.requireSession().requireStore()
            let names = store.schema.objectSchemas
            if names.isEmpty { try context.stdout.line("(no classes)"); return }
            // A name with a newline or a terminal escape is quoted, never printed raw.
            let width = names.map { TableFormat.displayWidth(Quoting.shown($0.className)) }.max() ?? 0
            for objectSchema in names {
                let name = Quoting.shown(objectSchema.className)
                let pad = String(repeating: " ", count: width - TableFormat.displayWidth(name))
                if objectSchema.isEmbedded {
                    try context.stdout.line("\(name)\(pad)  embedded")
                } else {
                    let count = try store.objectCount(ofClass: objectSchema.className)
                    try context.stdout.line("\(name)\(pad)  \(count) object\(count == 1 ? "" : "s")")
                }
            }
        })

    static let schemaClass = ArgumentSpec("CLASS", help: "Only this class.", isOptional: true, type: .className)
    static let schemaFormat = OptionSpec(["--format", "-f"], valueName: "FORMAT",
                                         help: "table, json, or model classes for an SDK: \(ModelCodeLanguage.allCases.map(\.rawValue).joined(separator: ", ")).",
                                         allowedValues: SchemaCommand.formats, defaultValue: "table")
    static let swift = OptionSpec(["--swift"], help: "Print RealmSwift model classes (@Persisted style); same as --format swift.")
    static let json = OptionSpec(["--json"], help: "Print the canonical schema JSON; same as --format json.")

    static let schema: Command = Command(
        name: ".schema", abstract: "Show the schema of every class, or of one.",
        arguments: [schemaClass],
        options: [schemaFormat, swift, json],
        examples: [".schema", ".schema Dog", ".schema --swift", ".schema --format kotlin", ".schema Dog --format csharp"],
        run: { context in
            let store = try context.requireSession().requireStore()
            var schema = store.schema
            if let name = schemaClass.value(in: context.arguments) {
                guard let objectSchema = schema[name] else {
                    throw CommandFailure.noSuchClass(name, among: schema.classNames, listedBy: ".classes")
                }
                schema = Schema([objectSchema])
            }
            var format = schemaFormat.value(in: context.arguments) ?? "table"
            if swift.isSet(in: context.arguments) { format = "swift" } else if json.isSet(in: context.arguments) { format = "json" }
            try context.stdout.write(SchemaCommand.render(store, schema: schema, format: format))
        })
}
