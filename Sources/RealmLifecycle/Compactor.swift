#if canImport(Glibc)
import Glibc
#endif
import RealmModel
import RealmStore

/// Compacts a store safely: the compacted file is written beside the old
/// one (`.NAME.compact-PID.tmp`), synced, verified (integrity check and the
/// row count of every table) and renamed over the old one in one step,
/// while this process holds the store exclusively. Killed at any moment,
/// the store is either the old file or the new one, whole; the leftover
/// temporary file is removed by the next compaction or open.
///
/// ```swift
/// let outcome = try Compactor.compact(path: "dogs.realm", policy: CompactionPolicy(), dryRun: false)
/// outcome.sizeAfter   // 409600
/// ```
public enum Compactor {
    /// The temporary-file purpose, shared with the cleanup on open.
    static let purpose = "compact"

    /// What a compaction found and did.
    public struct Outcome: Equatable, Sendable {
        /// The statistics before.
        public var before: Realm.StorageStatistics
        /// Whether the policy asked for a compaction.
        public var shouldCompact: Bool
        /// The policy's reasoning, in words.
        public var reason: String
        /// The file size after compacting; nil when nothing was done.
        public var sizeAfter: Int64?
        /// For a genuine file rewritten in a newer format (`--upgrade`): its old format.
        public var upgradedFrom: Int? = nil
    }

    /// Checks the policy and compacts when it says so (unless `dryRun`).
    ///
    /// Throws `CoordinationError.storeInUse` (doing nothing) when any other
    /// process, or another open in this one, has the store open.
    /// A genuine Realm file is rewritten by `GenuineCompactor` (with its key,
    /// `keyText`; a format older than 24 only with `upgrade`), with a
    /// progress bar on `progress` (stderr) when it is a terminal.
    public static func compact(path: String, policy: CompactionPolicy, dryRun: Bool, environment: [String: String] = [:],
                               keyText: String? = nil, upgrade: Bool = false, progress: (any ProgressDisplay)? = nil) throws -> Outcome {
        switch try StoreFormat.detect(path: path) {
        case .realmLens: break
        case .empty: throw StoreOpenError.emptyFile(path: path)
        case .realmCore, .unknown:
            return try GenuineCompactor.compact(path: path, keyText: keyText, policy: policy, dryRun: dryRun, upgrade: upgrade,
                                               progress: progress)
        }
        if case .otherDatabase = StoreRecognition.recognize(path: path) { throw RealmError.notARealmStore(path: path) }
        if let reason = FolderRefusal.readOnlyFileSystem(path) { throw CommandFailure("\(reason); nothing was compacted") }
        AtomicFile.removeStaleTemporaries(for: path, purpose: purpose)
        var realm: Realm? = try Realm(configuration: StoreOpener.configuration(path: path, readOnly: false, environment: environment))
        defer { realm = nil }
        guard let store = realm, let coordinator = store.coordinator else { preconditionFailure("a file store has a coordinator") }
        try coordinator.tryExclusive()
        let before = try store.storageStatistics()
        let (should, reason) = policy.decide(before)
        var outcome = Outcome(before: before, shouldCompact: should, reason: reason, sizeAfter: nil)
        guard should, !dryRun else { return outcome }
        if store.isBundle { throw LifecycleError.bundleIsReadOnly(path: path) }
        // Root may write anything; a file nobody may write is still not ours to rewrite.
        let original = FileSystemEntry(followingLinksAt: path)
        if original.permissions & 0o222 == 0 {
            throw CommandFailure("\(quoted: path) is read-only (mode \(String(original.permissions, radix: 8))); compact rewrites the file, so make it writable first (chmod u+w)")
        }

        // Beside the real file (a store reached through a link is compacted where it is).
        let realPath = store.coordinator?.files.storePath ?? path
        let temporary = AtomicFile.temporaryPath(for: realPath, purpose: purpose)
        AtomicFile.removeWithSideFiles(temporary)
        let cleanup = TemporaryFiles.register(temporary, isStore: true)
        defer { TemporaryFiles.remove(cleanup) }
        do {
            try store.writeCompactedCopy(toPath: temporary)
            let expected = try store.tableRowCounts()
            let actual = try Realm.verifiedTableRowCounts(path: temporary)
            guard actual == expected else {
                throw LifecycleError.verificationFailed(path: temporary, reason: "its tables do not hold the same rows as \(quoted: path)")
            }
            try keepOwnership(of: original, on: temporary, path: path)
            try AtomicFile.commit(temporary, to: realPath, replace: true)
        } catch {
            AtomicFile.removeWithSideFiles(temporary)
            throw StoreBuilder.naming(error, temporary: temporary, as: path)
        }
        var info = stat()
        outcome.sizeAfter = stat(path, &info) == 0 ? Int64(info.st_size) : nil
        return outcome
    }

    /// Gives the compacted file the original's owner, group and mode, so a
    /// compaction run by root leaves another user's store theirs; refuses
    /// (replacing nothing) when the owner cannot be kept.
    static func keepOwnership(of original: FileSystemEntry, on temporary: String, path: String) throws {
        let compacted = FileSystemEntry(path: temporary)
        if compacted.owner != original.owner || compacted.group != original.group {
            guard chown(temporary, original.owner, original.group) == 0 else {
                let code = errno
                throw CommandFailure("cannot give the compacted \(quoted: path) its owner back (\(SystemErrorReason.text(code))); nothing was replaced")
            }
        }
        guard chmod(temporary, original.permissions) == 0 else {
            throw OutputError(path: path, errno: errno)
        }
    }
}
