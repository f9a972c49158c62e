#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmModel
import RealmStore

/// One of our stores holding a genuine Realm file's objects under the same
/// object keys and schema version: what the studio and `exec` read and
/// edit while a genuine file is open for writing.
///
/// A plain-text file's working copy is a temporary store beside the file
/// (`.NAME.edit-store-PID.tmp`), so memory stays flat as files grow; it is
/// removed when the session ends or the file is closed, on SIGINT/SIGTERM/
/// SIGHUP, and by the next run in the folder after a SIGKILL. An encrypted
/// file's working copy lives in memory only: its plain text never reaches
/// the disk. Where the file or its folder may not be written, the copy is
/// kept in memory too (reading still works; writing is refused anyway).
final class GenuineWorkingCopy {
    static let purpose = "edit-store"

    let realm: Realm
    private let storePath: String?
    private let cleanup: TemporaryFiles.Token?
    private var isClosed = false


    /// Copies `file` (at `path`) into a new working copy.
    init(of file: RealmFile, path: String, encryptionKey: [UInt8]?) throws {
        let schemaVersion = UInt64(max(0, file.info.schemaVersion ?? 0))
        var made: (Realm, String?, TemporaryFiles.Token?)?
        // Beside the file only where a commit could write anyway: a read-only
        // file (a fixture, a file in a read-only folder) is browsed from memory.
        if encryptionKey == nil, (try? GenuineCommit.requireWritableLocation(path)) != nil {
            made = try? Self.makeBeside(path, schemaVersion: schemaVersion)
        }
        if made == nil {
            var configuration = Realm.Configuration.privateInMemory("edit", schemaVersion: schemaVersion)
            configuration.displayPath = path  // its messages name the user's file, not `memory:edit-…`
            made = (try Realm(configuration: configuration), nil, nil)
        }
        guard let (realm, storePath, cleanup) = made else { preconditionFailure("a working copy is made on disk or in memory") }
        self.realm = realm
        self.storePath = storePath
        self.cleanup = cleanup
        do {
            try realm.importObjects(from: file)
            // Inserts and deletes move the file's clusters as Core's would, so a transaction's queries stop where Core's would.
            try realm.modelClusterChanges(of: file)
        } catch {
            close()
            throw error
        }
    }

    /// A new, empty store beside `path`, after removing what killed runs left there.
    private static func makeBeside(_ path: String, schemaVersion: UInt64) throws -> (Realm, String?, TemporaryFiles.Token?) {
        AtomicFile.removeStaleTemporaries(for: path, purpose: purpose)
        let storePath = AtomicFile.temporaryPath(for: path, purpose: purpose)
        AtomicFile.removeWithSideFiles(storePath)
        let cleanup = TemporaryFiles.register(storePath, isStore: true)
        do {
            var configuration = Realm.Configuration(path: storePath, schemaVersion: schemaVersion)
            configuration.isScratch = true  // thrown away after the session: no fsync per commit
            configuration.displayPath = path  // a full disk or damage under an edit names the user's file, not the copy
            let realm = try Realm(configuration: configuration)
            return (realm, storePath, cleanup)
        } catch {
            AtomicFile.removeWithSideFiles(storePath)
            TemporaryFiles.remove(cleanup)
            throw error
        }
    }

    /// Rolls back an open transaction and removes the copy's files.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        if realm.isInWriteTransaction { realm.cancelWrite() }
        realm.willCommit = nil
        realm.didCommit = nil
        guard let storePath, let cleanup else { return }
        realm.coordinator?.close()
        AtomicFile.removeWithSideFiles(storePath)
        TemporaryFiles.remove(cleanup)
    }
}
