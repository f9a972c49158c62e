/// `realmlens schema PATH [--format table|json|swift]`.
enum SchemaCommand {
    static let command: Command = Command(
        name: "schema",
        abstract: "Show the classes and properties of a store.",
        discussion: """
        'table' lists each class with its properties in RealmSwift spelling; 'json' prints the "schema"
        array of the canonical dump; 'swift' prints RealmSwift model classes that declare the schema.
        """,
        arguments: [ArgumentSpec("PATH", help: "A RealmLens store or a Realm file (or one of its auxiliary files).")],
        options: [.format(["table", "json", "swift"], "table"), .key],
        examples: ["realmlens schema default.realm", "realmlens schema default.realm --format swift > Models.swift"],
        run: run)

    static func run(_ context: inout CommandContext) throws {
        guard let path = context.arguments["PATH"] else { return }
        let store = try StoreOpener.open(path, context: context, keyText: context.arguments["--key"])
        switch context.arguments["--format"] {
        case "json": try context.stdout.write(SchemaText.json(store.schema))
        case "swift": try context.stdout.write(SchemaText.swift(store.schema))
        default: try context.stdout.write(SchemaText.table(store.schema))
        }
    }
}
