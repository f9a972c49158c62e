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
        guard (try? StoreFormat.detect(path: path)) == .realmLens, !BundleCheck.isBundle(path: path) else { return }
        do {
            let outcome = try Compactor.compact(path: path, policy: policy, dryRun: false, environment: context.environment)
            if let after = outcome.sizeAfter {
                try context.note("compacted \(path) before opening: \(outcome.before.fileSize) → \(after) bytes")
            }
        } catch let error as CoordinationError {
            try context.note("not compacted: \(error)")
        }
    }
}
