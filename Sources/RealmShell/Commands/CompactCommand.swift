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
        arguments: [path],
        options: [ifLargerThan, ifUsedBelow, dryRun, .key, .upgrade],
        examples: ["realmlens compact default.realm", "realmlens compact default.realm --if-larger-than 100MB --if-used-below 50"],
        run: run)

    static let path = ArgumentSpec("PATH", help: "The store to compact.", type: .path)
    static let ifLargerThan = OptionSpec(["--if-larger-than"], valueName: "SIZE", help: "Only when the file is larger than SIZE (bytes, or 100KB, 10MB, 1GiB).")
    static let ifUsedBelow = OptionSpec(["--if-used-below"], valueName: "PERCENT", help: "Only when less than PERCENT of the file holds data.")
    static let dryRun = OptionSpec(["--dry-run"], help: "Report what would be done, without doing it.")

    static func run(_ context: inout CommandContext) throws {
        let given = Self.path.required(in: context.arguments)
        let path = try StoreOpener.resolvePath(given, context: context)
        try StoreOpener.requireExistingFile(path)
        let policy = try CompactionPolicy(ifLargerThan: Self.ifLargerThan.value(in: context.arguments),
                                          ifUsedBelow: Self.ifUsedBelow.value(in: context.arguments))
        let dryRun = Self.dryRun.isSet(in: context.arguments)
        let outcome = try Compactor.compact(path: path, policy: policy, dryRun: dryRun, environment: context.environment,
                                            keyText: OptionSpec.key.value(in: context.arguments), upgrade: OptionSpec.upgrade.isSet(in: context.arguments),
                                            progress: context.stderr)
        try report(outcome, path: path, dryRun: dryRun, to: context.stdout)
    }

    static func report(_ outcome: Compactor.Outcome, path: String, dryRun: Bool, to output: OutputTarget) throws {
        let stats = outcome.before
        let percent = CompactionPolicy.percentText(stats.fileSize == 0 ? 100 : Double(stats.usedBytes) * 100 / Double(stats.fileSize))
        try output.line("\(shown: path): \(ByteCount(stats.fileSize)) total, \(ByteCount(stats.usedBytes)) used (\(percent)), \(ByteCount(stats.freeBytes)) free")
        let verb = outcome.shouldCompact ? (dryRun ? "would compact" : "compacting") : (dryRun ? "would not compact" : "not compacting")
        try output.line("\(verb): \(outcome.reason)")
        if let after = outcome.sizeAfter {
            try output.line("compacted \(shown: path): \(stats.fileSize) → \(after) bytes (saved \(stats.fileSize - after) bytes)")
        }
        if let format = outcome.upgradedFrom {
            try output.line("upgraded \(shown: path) from Realm file format \(format) to \(RealmFileWriter.fileFormatVersion): apps need Realm Core 14 (RealmSwift 10.49+) to open it")
        }
    }
}
