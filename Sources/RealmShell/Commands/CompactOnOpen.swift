import RealmFile
import RealmLifecycle
import RealmStore

/// `--compact-on-open SIZE,PERCENT` (on `.open` and `realmlens PATH`):
/// Realm's `shouldCompactOnLaunch`, checked as the store is opened.
///
/// ```
/// .open app.realm --compact-on-open 100MB,50
/// note: compacted app.realm before opening: 157286400 → 4194304 bytes
/// ```
///
/// Either part may be left empty (`100MB,` or `,50`). When another process
/// has the store open, it is opened uncompacted, with a note saying so.
///
/// A genuine Realm file is compacted as `realmlens compact` does it
/// (`GenuineCompactor`, with `--key`): under Realm Core's `.lock`, in the
/// same file format, keeping key, schema version and object keys. What
/// `compact` refuses — a file with Device Sync history, a file in a format
/// older than 24 without `--upgrade`, a read-only file — and an app holding
/// the file open (its `.lock`) leave the file as it was, opened
/// uncompacted, with a note saying why.
enum CompactOnOpen {
    static let option = OptionSpec(["--compact-on-open"], valueName: "SIZE,PERCENT",
        help: "First compact the store if it is larger than SIZE and less than PERCENT of it is used (either may be empty).")

    /// Parses `SIZE,PERCENT` into a policy.
    static func policy(_ text: String) throws -> CompactionPolicy {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !(parts[0].isEmpty && parts[1].isEmpty) else {
            throw UsageError.invalidValue(option: option.name, value: text, expected: ["SIZE,PERCENT such as 100MB,50 (either part may be empty)"])
        }
        return try CompactionPolicy(ifLargerThan: parts[0].isEmpty ? nil : parts[0], ifUsedBelow: parts[1].isEmpty ? nil : parts[1],
                                    sizeOption: option.name, percentOption: option.name)
    }

    /// Compacts the store at `path` if the policy says so; notes what happened.
    static func run(_ text: String, path: String, context: CommandContext) throws {
        let policy = try policy(text)
        switch try? StoreFormat.detect(path: path) {
        case .realmCore?: return try runGenuine(policy, path: path, context: context)
        // an encrypted Realm file has no readable header; with its key it is read (and refused, if it is not one) as compact does
        case .unknown? where context.arguments["--key"] != nil: return try runGenuine(policy, path: path, context: context)
        case .realmLens?: break
        default: return
        }
        guard !BundleCheck.isBundle(path: path) else { return }
        do {
            let outcome = try Compactor.compact(path: path, policy: policy, dryRun: false, environment: context.environment)
            if let after = outcome.sizeAfter {
                try context.note("compacted \(shown: path) before opening: \(outcome.before.fileSize) → \(after) bytes")
            }
        } catch let error as CoordinationError {
            try context.note("not compacted: \(error)")
        } catch RealmError.coordination(let error) {  // the store's own open refused (held by another compaction)
            try context.note("not compacted: \(error)")
        }
    }

    /// `run` for a genuine Realm file.
    private static func runGenuine(_ policy: CompactionPolicy, path: String, context: CommandContext) throws {
        let outcome: Compactor.Outcome
        do {
            outcome = try GenuineCompactor.compact(path: path, keyText: context.arguments["--key"], policy: policy, dryRun: false,
                                                   upgrade: context.arguments.flag("--upgrade"), progress: context.stderr)
        } catch let error as LifecycleError {
            guard case .heldByRealmCore = error else { throw error }
            return try context.note("not compacted: \(error)")
        } catch let error as CommandFailure {
            // compact's refusals (sync history, an older format, a read-only file or folder): the file is untouched
            return try context.note("not compacted: \(error)")
        } catch let error as CoordinationError {
            return try context.note("not compacted: \(error)")
        }
        guard let after = outcome.sizeAfter else { return }
        let upgraded = outcome.upgradedFrom.map { ", upgraded from Realm file format \($0) to \(RealmFileWriter.fileFormatVersion)" } ?? ""
        try context.note("compacted \(shown: path) before opening: \(outcome.before.fileSize) → \(after) bytes\(upgraded)")
    }
}
