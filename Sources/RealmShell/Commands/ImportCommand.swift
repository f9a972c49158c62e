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
        arguments: [ArgumentSpec("PATH", help: "The new store's file.")],
        options: [OptionSpec(["--canonical"], valueName: "FILE", help: "The canonical dump to import ('-' for standard input).")],
        examples: ["realmlens import copy.realm --canonical dump.json", "realmlens export a.realm | realmlens import b.realm --canonical -"],
        run: run)

    static func run(_ context: inout CommandContext) throws {
        guard let path = context.arguments["PATH"] else { return }
        guard let dumpPath = context.arguments["--canonical"] else {
            throw UsageError.invalid("'import' needs --canonical FILE (the canonical dump to import).")
        }
        try StoreOpener.requireNewStorePath(path)
        let input = try FileByteInput(path: dumpPath)
        let progress = ProgressBar(label: "importing", total: input.size ?? 0, output: context.stderr)
        if input.size != nil { input.onProgress = progress.update }
        defer { progress.finish() }
        var objectCount = 0
        var classCount = 0
        try StoreBuilder.build(at: path, purpose: "import") { realm in
            try realm.importCanonicalDump(from: SharedByteInput(input))
            classCount = realm.schema.objectSchemas.count
            for objectSchema in realm.schema.objectSchemas where !objectSchema.isEmbedded {
                objectCount += try realm.objectCount(ofClass: objectSchema.className)
            }
        }
        progress.finish()
        try context.stdout.line("imported \(objectCount) object\(objectCount == 1 ? "" : "s") of \(classCount) class\(classCount == 1 ? "" : "es") into \(path)")
    }
}
