#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmModel
import RealmStore

/// Compacts a genuine Realm file as Realm's `compact()` does: the file is
/// rewritten in the compacted form (no free space, no history) by our
/// writer beside the old one, read back and checked to hold the same
/// canonical dump, given the old file's owner, group and mode, and renamed
/// over it — all while holding Realm Core's own lock (`NAME.realm.lock`)
/// exclusively, so no app can open the file half-way. The file format, the
/// encryption key, the schema version and every object key are kept.
public enum GenuineCompactor {
    /// Why a file is not rewritten whatever the policy says (the wording
    /// edits share, see `GenuineWriteRefusal`).
    static func refusal(_ file: RealmFile, path: String, upgrade: Bool) -> String? {
        GenuineWriteRefusal.reason(file, path: path, upgrade: upgrade, action: .compacting)
    }

    /// `progress` (stderr) shows a bar while the objects are rewritten, when it is a terminal.
    public static func compact(path: String, keyText: String?, policy: CompactionPolicy, dryRun: Bool, upgrade: Bool,
                        progress progressOutput: (any ProgressDisplay)? = nil) throws -> Compactor.Outcome {
        let key = try keyText.map(EncryptionKey.parse)
        let lock = try RealmCoreLock.acquireExclusive(storePath: path)
        defer { lock?.release() }
        try GenuineEditors.refuse(path, "nothing was compacted")
        // A RealmLens commit under way finishes first: the file read below is its new version, not one it replaces.
        let turn = try GenuineWriterLock.acquire(path: path)
        defer { turn.release() }
        AtomicFile.removeStaleTemporaries(for: path, purpose: Compactor.purpose)
        var original = stat()
        guard stat(path, &original) == 0 else { throw StoreOpenError.notFound(path: path) }
        let file = try RealmFile(path: path, encryptionKey: key)
        let free = max(0, Int64(file.fileSize) - Int64(file.info.usedBytes))
        let before = Realm.StorageStatistics(fileSize: Int64(file.fileSize), freeListBytes: free, slackBytes: 0, pageSize: 4096)
        let (should, reason) = policy.decide(before)
        var outcome = Compactor.Outcome(before: before, shouldCompact: should, reason: reason, sizeAfter: nil)
        guard should, !dryRun else { return outcome }
        if let refusal = refusal(file, path: path, upgrade: upgrade) { throw CommandFailure(refusal) }
        // never rewrite a file Realm Core would refuse (its backlinks, free lists…)
        try file.verify()
        if let reason = GenuineFileReplacement.readOnlyReason(path, mode: original.st_mode) { throw CommandFailure("\(reason); nothing was compacted") }

        try GenuineFileReplacement.replace(path, original: original, with: file, encryptionKey: key, purpose: Compactor.purpose,
                                           verb: "compact", progressLabel: "compacting", progressOutput: progressOutput) { written in
            guard try StoreCopier.dumpDigest(of: written) == StoreCopier.dumpDigest(of: file) else {
                throw LifecycleError.verificationFailed(path: path, reason: "the compacted copy's canonical dump differs from the file's")
            }
        }
        var after = stat()
        outcome.sizeAfter = stat(path, &after) == 0 ? Int64(after.st_size) : nil
        if file.fileFormatVersion != Int(RealmFileWriter.fileFormatVersion) { outcome.upgradedFrom = file.fileFormatVersion }
        return outcome
    }
}
