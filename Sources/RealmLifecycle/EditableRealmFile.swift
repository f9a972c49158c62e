#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmModel
import RealmStore

/// A genuine Realm file opened for editing (the studio's `.open`, its
/// command line, `exec`). Reads go to the file itself until something needs
/// a query or an edit; from then on they go to a working copy in our store
/// that holds the same objects under the same object keys
/// (`GenuineWorkingCopy`), so a transaction sees its own changes. Every
/// commit of the working copy — a statement's own, `commit`, `exec`'s one
/// transaction, a migration, `.import`, yes on leaving — first writes the
/// file's new version through `GenuineCommit` (its `willCommit` hook), so
/// the file on disk stays a genuine Realm file an app opens.
///
/// `info` still describes the genuine file (its format, encryption, top
/// ref) as of the last commit.
public final class EditableRealmFile: InspectableStore {
    public let path: String
    /// The file as of the last commit (or the open).
    private(set) var file: RealmFile
    let encryptionKey: [UInt8]?
    /// Whether a file in format 20–23 may be written in format 24.
    let upgrade: Bool
    /// Where notes go (the upgrade is announced once).
    public var note: (String) -> Void = { _ in }
    /// Where a long commit draws its progress bar (standard error; only a terminal shows one).
    var progressOutput: (any ProgressDisplay)?
    /// The working copy, once something needed it.
    private var workingCopy: GenuineWorkingCopy?
    /// The file version the working copy holds.
    private(set) var fingerprint: FileFingerprint
    /// Set between the rename of a new version and the working copy's own
    /// COMMIT; still set afterwards means that COMMIT failed, so the working
    /// copy no longer matches the file and is made again.
    private var committedFile: (RealmFile, FileFingerprint)?
    /// The file `check` last found whole (an edit is refused before
    /// anything is typed when it is not).
    private var verifiedFile: RealmFile?
    private var hasAnnouncedUpgrade = false
    /// Whether a read has removed what killed runs left beside the file.
    private var hasSweptBeside = false

    init(file: RealmFile, path: String, encryptionKey: [UInt8]?, upgrade: Bool) throws {
        self.file = file
        self.path = path
        self.encryptionKey = encryptionKey
        self.upgrade = upgrade
        fingerprint = try FileFingerprint.of(path: path, file: file)
    }

    /// The working copy's store, made now if not yet (a query or an edit needs it).
    func workingRealm() throws -> Realm {
        if committedFile != nil, let copy = workingCopy, !copy.realm.isInWriteTransaction {
            // The file got a new version but the working copy's own commit failed.
            workingCopy = nil
            committedFile = nil
            copy.close()
        }
        if let copy = workingCopy { return copy.realm }
        // What the working copy holds must be the file as it is now.
        try refreshIfChanged()
        let copy = try GenuineWorkingCopy(of: file, path: path, encryptionKey: encryptionKey)
        copy.realm.willCommit = { [unowned self] in try self.writeNewVersion() }
        copy.realm.didCommit = { [unowned self] in self.finishCommit() }
        workingCopy = copy
        return copy.realm
    }

    /// The working copy, if made.
    public var workingRealmIfMade: Realm? { workingCopy?.realm }

    /// A file another program shortened is read again when no transaction
    /// is open, as after any other program's write (`refreshIfChanged`), or
    /// refused in `RealmFileError.shrunk`'s sentence when it cannot be (cut
    /// mid-way, it is no Realm file any more). Inside a transaction every
    /// read goes to the working copy, never the old mapping, and the commit
    /// finds the file changed under it: nothing to refuse, and `rollback`
    /// must still work.
    public func requireUnshrunk() throws {
        do {
            try file.requireUnshrunk()
        } catch let shrunk {
            if workingCopy?.realm.isInWriteTransaction == true { return }
            do { try refreshIfChanged() } catch { throw shrunk }
        }
    }

    /// The file as it is on disk now, for a query that reads it directly
    /// (`GenuineQuery`), or nil once the working copy exists: from then on
    /// every read goes through it, so a transaction sees its own changes.
    /// A file another process changed is read again first, as the working
    /// copy would be made from what is on disk now. The first such read
    /// removes what killed runs left beside the file, as making the working
    /// copy does: a session that only reads still sweeps them.
    public func fileForReading() throws -> RealmFile? {
        guard workingCopy == nil else { return nil }
        if !hasSweptBeside {
            hasSweptBeside = true
            if encryptionKey == nil, (try? GenuineCommit.requireWritableLocation(path)) != nil {
                AtomicFile.removeStaleTemporaries(for: path, purpose: GenuineWorkingCopy.purpose)
            }
        }
        try refreshIfChanged()
        return file
    }

    /// The working copy for an edit. Outside a transaction, first refuses
    /// what must never be written (Device Sync history, an old format
    /// without `--upgrade`, a read-only file or folder) and a file another
    /// process has open, before anything is typed into a transaction.
    /// A file another process changed while no transaction was open is
    /// read again first, so the edit starts from what is on disk now.
    public func requireWritable() throws -> Realm {
        if let realm = workingCopy?.realm, realm.isInWriteTransaction { return realm }
        try refreshIfChanged()
        if let refusal = GenuineWriteRefusal.reason(file, path: path, upgrade: upgrade, action: .editing) {
            throw CommandFailure(refusal)
        }
        // never rewrite a file Realm Core would refuse (its backlinks, free lists…)
        if verifiedFile !== file {
            try file.verify()
            verifiedFile = file
        }
        try GenuineCommit.requireWritableLocation(path)
        try RealmCoreLock.requireUsableLockFile(of: path)
        if let pids = RealmCoreLock.holders(of: path) {
            throw LifecycleError.heldByRealmCore(storePath: path, pids: pids)
        }
        return try workingRealm()
    }

    /// Drops the working copy and reads the file again when its fingerprint
    /// moved (another process wrote it); only between transactions.
    private func refreshIfChanged() throws {
        let now = try FileFingerprint.current(path: path, encryptionKey: encryptionKey, opened: file, previous: fingerprint)
        guard now != fingerprint else { return }
        close()
        committedFile = nil
        file = try RealmFile(path: path, encryptionKey: encryptionKey)
        fingerprint = try FileFingerprint.of(path: path, file: file)
    }

    /// Drops the working copy (an open transaction in it is rolled back).
    public func close() {
        workingCopy?.close()
        workingCopy = nil
    }

    deinit { close() }

    // MARK: - Committing

    /// `willCommit`: the working copy's state, about to be committed, becomes the file's new version.
    private func writeNewVersion() throws {
        guard let realm = workingCopy?.realm else { return }
        committedFile = nil
        // An edit that matched nothing leaves the file as it is (no rewrite of a big file for nothing).
        guard realm.writeTransactionMayHaveChanges else { return }
        let written = try GenuineCommit.write(realm, over: path, expecting: fingerprint, of: file, encryptionKey: encryptionKey,
                                               progressOutput: progressOutput)
        committedFile = written
    }

    /// `didCommit`: the working copy and the file agree again.
    private func finishCommit() {
        guard let (newFile, newFingerprint) = committedFile else { return }
        committedFile = nil
        let oldFile = file
        let oldFormat = file.fileFormatVersion
        file = newFile
        fingerprint = newFingerprint
        // The new version's clusters are our writer's, not the old file's: later queries stop where Core would on it.
        // The writer numbered embedded objects afresh; the copy takes those keys (else its embedded classes follow no clusters).
        // A failure leaves the old starts (a query still answers; only a LIMIT Core checks between clusters may differ).
        let embeddedKeysAgree = (try? workingCopy?.realm.adoptEmbeddedKeys(of: EmbeddedLinksOfFile(file: newFile))) ?? false
        try? workingCopy?.realm.modelClusterChanges(of: newFile, embeddedKeysAgree: embeddedKeysAgree)
        if oldFormat != newFile.fileFormatVersion && !hasAnnouncedUpgrade {
            hasAnnouncedUpgrade = true
            note("note: \(quoted: path) was in Realm file format \(oldFormat) and is now written in format \(newFile.fileFormatVersion) (--upgrade)")
        }
        // Tables no SDK sees (the core API's, in old test files) are not part of the working copy.
        let dropped = oldFile.info.tableNames.filter { !$0.hasPrefix("class_") && $0 != "metadata" && $0 != "pk" }
        if !dropped.isEmpty {
            note("note: \(quoted: path) held tables outside Realm's object schema (\(dropped.joined(separator: ", "))), which no Realm SDK reads; they were not kept")
        }
    }

    // MARK: - InspectableStore

    /// What reads use: the working copy once made, the file before.
    private var source: InspectableStore { workingCopy?.realm ?? file }

    public var schema: Schema { source.schema }
    public var formatName: String { file.formatName }
    public var isReadOnly: Bool { false }
    public var schemaVersion: UInt64 { source.schemaVersion }
    public func objectCount(ofClass className: String) throws -> Int { try source.objectCount(ofClass: className) }
    public func formatFacts() throws -> [(String, String)] { try file.formatFacts() }
    public func forEachObject(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {
        try source.forEachObject(ofClass: className, body)
    }
    public func canonicalLinkValue(className: String, key: ObjectKey) throws -> CanonicalLinkValue {
        try source.canonicalLinkValue(className: className, key: key)
    }
    public func read<T>(_ body: () throws -> T) throws -> T { try source.read(body) }
}

extension EditableRealmFile: RealmFileFacts {
    public var usedByteCount: Int64 { Int64(file.info.usedBytes) }
    public var freeByteCount: Int64 { Int64(file.info.freeBytes) }
}
