#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmModel
import RealmStore

/// The one path by which an edit reaches a genuine Realm file: called from
/// the working copy's `willCommit`, so every kind of commit goes through it.
///
/// 1. Realm Core's lock (`NAME.realm.lock`, which every app creates when it
///    opens the file) is taken exclusively, or the commit is refused naming
///    who has the file open; without a lock file nobody has it open;
/// 1b. RealmLens's own turn (`GenuineWriterLock`) is taken, so another
///    RealmLens commit or compaction of the file is never between 2 and 4;
/// 2. the file must still be the version the working copy was made from
///    (`FileFingerprint`), or the commit is refused: another process wrote to it;
/// 3. the working copy's state — the transaction's changes included, read
///    on its own connection — is written by `RealmFileWriter` to a temporary
///    file beside, with the same encryption key and the working copy's schema
///    version, given the old file's owner, group and mode, synced, and read
///    back by our reader;
/// 4. the temporary file is renamed over the file and the folder synced;
///    only then does the lock go.
///
/// A failure before 4 leaves the file untouched (and the temporary gone); a
/// kill at any moment leaves the old file or the new one, whole, and the
/// next run in the folder removes the temporary.
enum GenuineCommit {
    static let purpose = "edit"

    /// Writes `source` as the new version of the file at `path`, which must
    /// still have `fingerprint` (taken when `opened` was opened, whose
    /// mapping the check reads again rather than mapping the file twice);
    /// returns the new file and its fingerprint.
    static func write(_ source: Realm, over path: String, expecting fingerprint: FileFingerprint, of opened: RealmFile,
                      encryptionKey: [UInt8]?, progressOutput: (any ProgressDisplay)? = nil) throws -> (RealmFile, FileFingerprint) {
        let lock = try RealmCoreLock.acquireExclusive(storePath: path)
        defer { lock?.release() }
        // Another RealmLens commit or compaction of the file finishes first (then the check below refuses).
        let turn = try GenuineWriterLock.acquire(path: path)
        defer { turn.release() }
        let now: FileFingerprint
        do {
            now = try FileFingerprint.current(path: path, encryptionKey: encryptionKey, opened: opened, previous: fingerprint)
        } catch {
            throw CommandFailure("\(quoted: path) changed since the transaction began (it can no longer be read: \(error)); nothing was written to it")
        }
        guard now == fingerprint else {
            throw CommandFailure("\(quoted: path) changed since the transaction began (another process wrote to it); nothing was written to it")
        }
        var original = stat()
        guard stat(path, &original) == 0 else { throw StoreOpenError.cannotRead(path: path, reason: SystemErrorReason.text(errno)) }

        AtomicFile.removeStaleTemporaries(for: path, purpose: purpose)
        let written = try GenuineFileReplacement.replace(path, original: original, with: source, encryptionKey: encryptionKey,
                                                         purpose: purpose, verb: "write", progressLabel: "committing",
                                                         progressOutput: progressOutput)
        // Renamed: from here on nothing may fail the commit. The file read
        // back is the file now at `path` (its mapping followed the rename), so
        // it is not mapped a third time beside the old version and itself (a
        // full file needed three times its size of address space). Should the
        // new file not be found again, an empty fingerprint makes the next
        // commit refuse (the file changed) rather than write over someone else's.
        return (written, (try? FileFingerprint.of(path: path, file: written)) ?? .unknown)
    }

    /// Throws unless the file and its folder may be written (a new version
    /// is written beside the file and renamed over it) and the name is the
    /// file's own, not a symbolic link's.
    static func requireWritableLocation(_ path: String) throws {
        // The new version is renamed over the name: over a link it would replace the link, not the file.
        if FileSystemEntry(path: path).kind == .symbolicLink {
            throw CommandFailure("\(quoted: path) is a symbolic link; to edit the Realm file, open the file it leads to")
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw StoreOpenError.notFound(path: path) }
        if let reason = GenuineFileReplacement.readOnlyReason(path, mode: info.st_mode) { throw CommandFailure("\(reason); nothing can be written to it") }
        let (folder, _) = AtomicFile.split(path)
        if access(folder.isEmpty ? "." : folder, W_OK) != 0 {
            let reason = errno == EROFS ? "is on a read-only file system" : "is not writable"
            throw CommandFailure("cannot write \(quoted: path): its folder \(quoted: folder.isEmpty ? "." : folder) \(reason) (a new version of the file is written beside it)")
        }
    }
}
