#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmModel
import RealmStore

/// Opens the store a command names: resolves auxiliary paths to their store
/// (saying so), tells the formats apart, and applies the encryption key.
public enum StoreOpener {
    /// The store's main path for a user-given path, with a note on standard
    /// error when an auxiliary file was given. Throws when that file's store is missing.
    public static func resolvePath(_ givenPath: String, context: CommandContext) throws -> String {
        let resolution = StoreFiles.resolve(path: givenPath)
        if let error = resolution.missingStoreError { throw error }
        if let explanation = resolution.explanation {
            try context.note("\(explanation); using \(resolution.files.storePath)")
        }
        return resolution.files.storePath
    }

    /// Opens an existing store of either format. Genuine Realm files are always read-only.
    public static func open(_ givenPath: String, context: CommandContext, readOnly: Bool = true, keyText: String? = nil) throws -> InspectableStore {
        let path = try resolvePath(givenPath, context: context)
        try requireExistingFile(path)
        let format = try StoreFormat.detect(path: path)
        switch format {
        case .realmLens:
            // A bundle opens read-only whatever was asked, so writes fail with LifecycleError.bundleIsReadOnly's hint.
            // What a compaction killed half-way left behind goes on the next open (a no-op on a read-only folder).
            AtomicFile.removeStaleTemporaries(for: path, purpose: Compactor.purpose)
            let realm = try Realm(configuration: configuration(path: path, readOnly: true, environment: context.environment))
            if readOnly || realm.isBundle { return realm }
            return try Realm(configuration: configuration(path: path, readOnly: false, environment: context.environment))
        case .realmCore, .unknown:
            let key = try keyText.map(EncryptionKey.parse)
            if format == .unknown && key == nil {
                // Let the reader decide: it recognises encrypted files and says a key is needed.
                do { return try RealmFile(path: path) } catch RealmFileError.notARealmFile {
                    throw StoreOpenError.unrecognized(path: path)
                }
            }
            return try RealmFile(path: path, encryptionKey: key)
        case .empty:
            throw StoreOpenError.emptyFile(path: path)
        }
    }

    /// How the shell opens one of our stores: `REALMLENS_BUSY_TIMEOUT` (milliseconds)
    /// overrides how long a writer waits for another process's write lock.
    public static func configuration(path: String, readOnly: Bool, environment: [String: String]) -> Realm.Configuration {
        var configuration = Realm.Configuration(path: path, readOnly: readOnly)
        if let text = environment["REALMLENS_BUSY_TIMEOUT"], let ms = Int32(text), ms >= 0 {
            configuration.busyTimeoutMilliseconds = ms
        }
        return configuration
    }

    /// Throws unless `path` is an existing regular file.
    public static func requireExistingFile(_ path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { throw StoreOpenError.notFound(path: path) }
            throw StoreOpenError.cannotRead(path: path, reason: String(cString: strerror(errno)))
        }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw StoreOpenError.isDirectory(path: path) }
    }

    /// Throws if anything exists at `path` (new stores never overwrite).
    public static func requireAbsent(_ path: String) throws {
        var info = stat()
        if lstat(path, &info) == 0 { throw StoreOpenError.alreadyExists(path: path) }
    }
}
