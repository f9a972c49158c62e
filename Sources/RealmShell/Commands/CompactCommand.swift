import RealmFile
import RealmLifecycle
import RealmStore

/// `realmlens compact PATH [--if-larger-than SIZE] [--if-used-below PERCENT] [--dry-run]`:
/// Realm's `shouldCompactOnLaunch` as a command.
enum CompactCommand {
    static let command: Command = Command(
        name: "compact",
        abstract: "Give a store's free space back to the file system, safely (Realm's shouldCompactOnLaunch as a command).",
        discussion: """
        Reports the file's total and used bytes and what it will do; compacts when the conditions
        hold (always, without options) and prints the sizes before and after. The compacted file is
        written beside the old one, verified, and swapped in atomically: interrupted at any moment,
        the store is either the old or the new one, complete. Does nothing, and exits 1, while any
        other process has the store open. A genuine Realm file is rewritten in the compacted form
        Realm's own compact() writes, keeping its file format, encryption key, schema version and
        object keys; while an app has it open (Realm Core's lock file) nothing is done. A file in an
        older format (20–23) is compacted only with --upgrade, which writes format 24.
        """,
        arguments: [ArgumentSpec("PATH", help: "The store to compact.")],
        options: [
            OptionSpec(["--if-larger-than"], valueName: "SIZE", help: "Only when the file is larger than SIZE (bytes, or 100KB, 10MB, 1GiB)."),
            OptionSpec(["--if-used-below"], valueName: "PERCENT", help: "Only when less than PERCENT of the file holds data."),
            OptionSpec(["--dry-run"], help: "Report what would be done, without doing it."),
            .key,
            OptionSpec(["--upgrade"], help: "For a genuine file in format 20–23: write it in format 24 (Realm Core 14), which older SDKs cannot open."),
        ],
        examples: ["realmlens compact default.realm", "realmlens compact default.realm --if-larger-than 100MB --if-used-below 50"],
        run: run)

    static func run(_ context: inout CommandContext) throws {
        guard let given = context.arguments["PATH"] else { return }
        let path = try StoreOpener.resolvePath(given, context: context)
        try StoreOpener.requireExistingFile(path)
        let policy = try CompactionPolicy(ifLargerThan: context.arguments["--if-larger-than"], ifUsedBelow: context.arguments["--if-used-below"])
        let dryRun = context.arguments.flag("--dry-run")
        let outcome = try Compactor.compact(path: path, policy: policy, dryRun: dryRun, environment: context.environment,
                                            keyText: context.arguments["--key"], upgrade: context.arguments.flag("--upgrade"),
                                            progress: context.stderr)
        try report(outcome, path: path, dryRun: dryRun, to: context.stdout)
    }

    static func report(_ outcome: Compactor.Outcome, path: String, dryRun: Bool, to output: OutputTarget) throws {
        let stats = outcome.before
        let percent = CompactionPolicy.percentText(stats.fileSize == 0 ? 100 : Double(stats.usedBytes) * 100 / Double(stats.fileSize))
        try output.line("\(path): \(ByteCount(stats.fileSize)) total, \(ByteCount(stats.usedBytes)) used (\(percent)), \(ByteCount(stats.freeBytes)) free")
        let verb = outcome.shouldCompact ? (dryRun ? "would compact" : "compacting") : (dryRun ? "would not compact" : "not compacting")
        try output.line("\(verb): \(outcome.reason)")
        if let after = outcome.sizeAfter {
            try output.line("compacted \(path): \(stats.fileSize) → \(after) bytes (saved \(stats.fileSize - after) bytes)")
        }
        if let format = outcome.upgradedFrom {
            try output.line("upgraded \(path) from Realm file format \(format) to \(RealmFileWriter.fileFormatVersion): apps need Realm Core 14 (RealmSwift 10.49+) to open it")
        }
    }
}
