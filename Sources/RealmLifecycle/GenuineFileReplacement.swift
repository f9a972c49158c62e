#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmModel

/// Replaces a genuine Realm file by a new version of itself, the one way
/// `compact` and a commit of an edit both do it: the writer's bytes go to a
/// temporary file beside it (registered, so a signal removes it, and
/// `flock`ed, so another process's sweep leaves it), which gets the old
/// file's owner, group and mode, is synced, read back by our reader and
/// checked, and only then renamed over the file. Any failure removes the
/// temporary and leaves the file untouched; a kill at any moment leaves the
/// old file or the new one, whole. The caller holds Realm Core's lock.
enum GenuineFileReplacement {
    /// Why the file at `path` (of `mode`) may not be rewritten, or nil: on a
    /// read-only file system (it said "read-only (mode 644)", which a user
    /// cannot fix with chmod), or a mode nobody may write (root may write anything).
    /// A commit and `compact` both ask before replacing the file.
    static func readOnlyReason(_ path: String, mode: mode_t) -> String? {
        let writable = access(path, W_OK) == 0
        if !writable && errno == EROFS { return "\(quoted: path) is on a read-only file system" }
        guard !writable || mode & 0o222 == 0 else { return nil }
        return "\(quoted: path) is read-only (mode \(String(mode & 0o777, radix: 8)))"
    }

    /// Writes `source` as the new version of the file at `path` (whose
    /// `stat` is `original`), with `encryptionKey`; `check` sees the written
    /// file before the rename. `verb` names the operation in errors
    /// ("cannot compact PATH: …"), `progressLabel` its progress bar.
    /// Returns the new file as read back, under `path`'s name: its mapping
    /// follows the file through the rename, so it serves as the file now at
    /// `path` without mapping it a second time.
    @discardableResult
    static func replace(_ path: String, original: stat, with source: some KeyOrderedObjectSource, encryptionKey: [UInt8]?,
                        purpose: String, verb: String, progressLabel: String, progressOutput: (any ProgressDisplay)?,
                        check: (RealmFile) throws -> Void = { _ in }) throws -> RealmFile {
        let temporary = AtomicFile.temporaryPath(for: path, purpose: purpose)
        unlink(temporary)
        let cleanup = TemporaryFiles.register(temporary)  // removed on SIGINT/SIGTERM/SIGHUP too
        defer { TemporaryFiles.remove(cleanup) }
        do {
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                let reason = FolderRefusal.reason(errno)
                throw CommandFailure("cannot \(verb) \(quoted: path): \(reason)")
            }
            do {
                defer { close(descriptor) }
                AtomicFile.markInUse(descriptor)
                let progress = GenuineWriteProgress(label: progressLabel, source: source, output: progressOutput)
                defer { progress.finish() }
                try RealmFileWriter.write(source, toFileDescriptor: descriptor, path: path,
                                          options: .init(encryptionKey: encryptionKey, progress: progress.writerProgress))
                _ = fchown(descriptor, original.st_uid, original.st_gid)
                guard fchmod(descriptor, original.st_mode & 0o7777) == 0, fsync(descriptor) == 0 else {
                    throw CommandFailure("cannot \(verb) \(quoted: path): \(SystemErrorReason.text(errno, .writing))")
                }
            }
            // A file our own reader cannot open never replaces the user's.
            let written = try RealmFile(path: temporary, shownAs: path, encryptionKey: encryptionKey)
            try check(written)
            try AtomicFile.commit(temporary, to: path, replace: true)
            return written
        } catch {
            unlink(temporary)
            throw StoreBuilder.naming(error, temporary: temporary, as: path)
        }
    }
}
