import RealmLifecycle
import RealmModel

/// `realmlens export PATH --canonical [-o FILE]`: the canonical dump.
enum ExportCommand {
    static let command: Command = Command(
        name: "export",
        abstract: "Write the canonical dump of a store or genuine Realm file.",
        discussion: """
        The canonical dump is one JSON document holding the schema and every object, in a fixed order
        and encoding: two stores hold the same data exactly when their dumps are byte-identical.
        'realmlens import' reads it back. With --output the file is written complete or not at all,
        keeping an existing file's mode and owner; a device or pipe is written into, a symbolic link
        written through. The output is never the source, and never a store unless --force is given.
        """,
        arguments: [.storePath],
        options: [canonical, .output, force, .key, .snapshot],
        examples: ["realmlens export default.realm --canonical > dump.json", "realmlens export app.realm --key @app.key -o dump.json"],
        run: run)

    static let canonical = OptionSpec(["--canonical"], help: "Write the canonical dump (the default, and for now the only export format).")
    static let force = OptionSpec(["--force"], help: "Let --output replace another store (never the source, never a store any process has open).")

    static func run(_ context: inout CommandContext) throws {
        let path = ArgumentSpec.storePath.required(in: context.arguments)
        let store = try StoreOpener.open(path, context: context)
        // A damaged link would be dumped as a link to another object, silently.
        try QueryCommand.genuineFile(store)?.verifyLinks()
        if let outputPath = OptionSpec.output.value(in: context.arguments) {
            let force = Self.force.isSet(in: context.arguments)
            try writeAtomically(to: outputPath, protecting: [store.path], force: force) { output in try dump(store, to: output) }
        } else {
            try dump(store, to: context.stdout)
        }
    }

    static func dump(_ store: some InspectableStore, to output: OutputTarget) throws {
        try CanonicalDumpWriter.write(store) { chunk in try output.write(chunk) }
    }

    /// Writes a file the user named through a temporary beside it, so
    /// readers never see half of it; the rules on what may be written are
    /// `OutputDestination`'s (never `protecting`, never a store unless `force`).
    static func writeAtomically(to path: String, protecting: [String] = [], force: Bool = false,
                                _ body: (OutputTarget) throws -> Void) throws {
        try OutputDestination.write(to: path, protecting: protecting, force: force, body)
    }
}
