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
            let width = names.map { TableFormat.displayWidth($0.className) }.max() ?? 0
            for objectSchema in names {
                let pad = String(repeating: " ", count: width - TableFormat.displayWidth(objectSchema.className))
                if objectSchema.isEmbedded {
                    try context.stdout.line("\(objectSchema.className)\(pad)  embedded")
                } else {
                    let count = try store.objectCount(ofClass: objectSchema.className)
                    try context.stdout.line("\(objectSchema.className)\(pad)  \(count) object\(count == 1 ? "" : "s")")
                }
            }
        })

    static let schema: Command = Command(
        name: ".schema", abstract: "Show the schema of every class, or of one.",
        arguments: [ArgumentSpec("CLASS", help: "Only this class.", isOptional: true)],
        options: [OptionSpec(["--format", "-f"], valueName: "FORMAT",
                             help: "table, json, or model classes for an SDK: \(ModelCodeLanguage.allCases.map(\.rawValue).joined(separator: ", ")).",
                             allowedValues: SchemaCommand.formats, defaultValue: "table"),
                  OptionSpec(["--swift"], help: "Print RealmSwift model classes (@Persisted style); same as --format swift."),
                  OptionSpec(["--json"], help: "Print the canonical schema JSON; same as --format json.")],
        examples: [".schema", ".schema Dog", ".schema --swift", ".schema --format kotlin", ".schema Dog --format csharp"],
        run: { context in
            let store = try context.requireSession().requireStore()
            var schema = store.schema
            if let name = context.arguments["CLASS"] {
                guard let objectSchema = schema[name] else {
                    throw CommandFailure.noSuchClass(name, among: schema.classNames, listedBy: ".classes")
                }
                schema = Schema([objectSchema])
            }
            var format = context.arguments["--format"] ?? "table"
            if context.arguments.flag("--swift") { format = "swift" } else if context.arguments.flag("--json") { format = "json" }
            try context.stdout.write(SchemaCommand.render(store, schema: schema, format: format))
        })
}
