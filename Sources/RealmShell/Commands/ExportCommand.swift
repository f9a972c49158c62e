import RealmModel

/// `realmlens export PATH --canonical [-o FILE]`: the canonical dump.
enum ExportCommand {
    static let command: Command = Command(
        name: "export",
        abstract: "Write the canonical dump of a store or genuine Realm file.",
        discussion: """
        The canonical dump is one JSON document holding the schema and every object, in a fixed order
        and encoding: two stores hold the same data exactly when their dumps are byte-identical.
        'realmlens import' reads it back. With --output the file is written complete or not at all.
        """,
        arguments: [ArgumentSpec("PATH", help: "A RealmLens store or a Realm file (or one of its auxiliary files).")],
        options: [
            OptionSpec(["--canonical"], help: "Write the canonical dump (the default, and for now the only export format)."),
            .output,
            .key,
        ],
        examples: ["realmlens export default.realm --canonical > dump.json", "realmlens export app.realm --key @app.key -o dump.json"],
        run: run)

    static func run(_ context: inout CommandContext) throws {
        guard let path = context.arguments["PATH"] else { return }
        let store = try StoreOpener.open(path, context: context, keyText: context.arguments["--key"])
        if let outputPath = context.arguments["--output"] {
            try writeAtomically(to: outputPath) { output in try dump(store, to: output) }
        } else {
            try dump(store, to: context.stdout)
        }
    }

    static func dump(_ store: some InspectableStore, to output: OutputTarget) throws {
        try CanonicalDumpWriter.write(store) { chunk in try output.write(chunk) }
    }

    /// Writes a file through a temporary beside it, so readers never see half of it.
    static func writeAtomically(to path: String, _ body: (OutputTarget) throws -> Void) throws {
        let temporary = AtomicFile.temporaryPath(for: path, purpose: "export")
        do {
            let output = try FileDescriptorOutput.create(path: temporary)
            try body(output)
            try output.close()
            try AtomicFile.commit(temporary, to: path, replace: true)
        } catch {
            AtomicFile.removeWithSideFiles(temporary)
            throw error
        }
    }
}
