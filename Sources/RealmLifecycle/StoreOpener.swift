#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmModel
import RealmStore

/// Opens the store a command names: resolves auxiliary paths to their store
/// (saying so), tells the formats apart, and applies the encryption key.
/// (The shell opens with a command's options in `StoreOpener+Context.swift`.)
public enum StoreOpener {
    /// What a command says about opening a store: its `--key`, `--snapshot`
    /// and `--upgrade` options, the environment, where notes and progress go.
    public struct Options {
        /// The encryption key as the user wrote it (`--key`), parsed here.
        public var keyText: String?
        /// Read a genuine file through a private copy taken first (`--snapshot`).
        public var snapshot: Bool
        /// Let a commit upgrade an older genuine file's format (`--upgrade`).
        public var upgrade: Bool
        /// The process environment (`REALMLENS_BUSY_TIMEOUT`).
        public var environment: [String: String]
        /// Where a commit to a genuine file shows its progress.
        public var progress: (any ProgressDisplay)?
        /// Tells the user something on the way (`note: …` on standard error).
        public var note: (String) throws -> Void
        /// Register in the store's `.management/` as a holder (the studio, a
        /// writer); a one-shot read holds the lock without registering.
        public var registersHolder: Bool

        public init(keyText: String? = nil, snapshot: Bool = false, upgrade: Bool = false, environment: [String: String] = [:],
                    progress: (any ProgressDisplay)? = nil, registersHolder: Bool = true, note: @escaping (String) throws -> Void = { _ in }) {
            self.keyText = keyText
            self.snapshot = snapshot
            self.upgrade = upgrade
            self.environment = environment
            self.progress = progress
            self.note = note
            self.registersHolder = registersHolder
        }
    }

    /// The store's main path for a user-given path, with a note when an
    /// auxiliary file was given. Throws when that file's store is missing.
    public static func resolvePath(_ givenPath: String, note: (String) throws -> Void) throws -> String {
        let resolution = StoreFiles.resolve(path: givenPath)
        if let error = resolution.missingStoreError { throw error }
        if let explanation = resolution.explanation {
            try note("\(explanation); using \(quoted: resolution.files.storePath)")
        }
        return resolution.files.storePath
    }

    /// Opens an existing store of either format, with the command's `--key` and
    /// `--snapshot` options. A genuine Realm file opened `readOnly` (or as a
    /// snapshot) never gets a file created beside it; opened for writing it
    /// is an `EditableRealmFile` (with `--upgrade` from the command).
    public static func open(_ givenPath: String, options: Options, readOnly: Bool = true) throws -> InspectableStore {
        let path = try resolvePath(givenPath, note: options.note)
        try requireExistingFile(path)
        let format = try StoreFormat.detect(path: path)
        let keyText = options.keyText
        if keyText != nil {
            switch format {
            case .realmLens: throw StoreOpenError.notEncrypted(path: path, format: "a RealmLens store")
            case .realmCore: throw StoreOpenError.notEncrypted(path: path, format: "a Realm file stored in plain text")
            default: break
            }
        }
        if format != .realmLens {
            let snapshot = options.snapshot
            let store = try openGenuine(path, format: format, keyText: keyText, snapshot: snapshot, note: options.note)
            guard !readOnly, !snapshot, let file = store as? RealmFile else { return store }
            let editable = try EditableRealmFile(file: file, path: path, encryptionKey: try keyText.map(EncryptionKey.parse),
                                                 upgrade: options.upgrade)
            editable.progressOutput = options.progress
            return editable
        }
        // Another program's SQLite database is refused before anything is created beside it
        // (a read-only `Realm` does so itself, on the connection it then reads with).
        if !readOnly, case .otherDatabase = StoreRecognition.recognize(path: path) {
            throw RealmError.notARealmStore(path: path)
        }
        // A bundle opens read-only whatever was asked, so writes fail with LifecycleError.bundleIsReadOnly's hint.
        // What a compaction killed half-way left behind goes on the next open for writing (a no-op on a
        // read-only folder); reading does not list the folder, which costs ~40 ms in one of thousands of files.
        if !readOnly { AtomicFile.removeStaleTemporaries(for: path, purpose: Compactor.purpose) }
        var readConfiguration = configuration(path: path, readOnly: readOnly, environment: options.environment)
        // A one-shot read is over in milliseconds: it holds the lock without registering in `.management/`.
        readConfiguration.registersHolder = options.registersHolder
        let realm = try Realm(configuration: readConfiguration)
        guard !readOnly && realm.isBundle else { return realm }
        // Opening read-write writes nothing by itself; only a bundle needs a second, read-only open.
        return try Realm(configuration: configuration(path: path, readOnly: true, environment: options.environment))
    }

    /// A genuine Realm file: says when an app has it open, and with `snapshot`
    /// reads a private copy taken first (so the app's writes cannot change it mid-read).
    static func openGenuine(_ path: String, format: StoreFormat, keyText: String?, snapshot: Bool, note: (String) throws -> Void) throws -> InspectableStore {
        if let pids = RealmCoreLock.holders(of: path) {
            let who = pids.isEmpty ? "another process" : "pid " + pids.map(String.init).joined(separator: ", ")
            try note("\(quoted: path) is open in \(who)" + (snapshot ? "; reading a private snapshot of it" : "; reading it as it is now (use --snapshot for a private copy)"))
        }
        guard snapshot else { return try openGenuineFile(path, format: format, keyText: keyText) }
        let (copy, cleanup) = try Snapshot.take(of: path)
        defer { TemporaryFiles.remove(cleanup) }  // the reader maps the file, so the name can go at once
        // The copy's name means nothing to the user: the reader names the user's
        // file in every error, at opening and at any later read that finds damage.
        return SnapshotStore(base: try openGenuineFile(copy, shownAs: path, format: format, keyText: keyText), path: path)
    }

    /// Opens the genuine file at `path`; errors name it `shownAs` (the
    /// user's file, when `path` is a private copy of it), else `path`.
    static func openGenuineFile(_ path: String, shownAs name: String? = nil, format: StoreFormat, keyText: String?) throws -> InspectableStore {
        let name = name ?? path
        switch format {
        case .realmLens:
            throw StoreOpenError.unrecognized(path: name)
        case .realmCore, .unknown:
            let key = try keyText.map(EncryptionKey.parse)
            if format == .unknown && key == nil {
                // Let the reader decide: it recognises encrypted files and says a key is needed.
                do { return try RealmFile(path: path, shownAs: name) } catch RealmFileError.notARealmFile {
                    throw StoreOpenError.unrecognized(path: name)
                }
            }
            return try RealmFile(path: path, shownAs: name, encryptionKey: key)
        case .empty:
            throw StoreOpenError.emptyFile(path: name)
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

    /// Throws unless `path` is an existing regular file (or a link to one):
    /// a pipe, a device or a folder is never opened as a store.
    public static func requireExistingFile(_ path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT {
                if FileSystemEntry(path: path).kind == .symbolicLink {
                    throw StoreOpenError.notAFile(path: path, found: "a symbolic link that leads nowhere")
                }
                throw StoreOpenError.notFound(path: path)
            }
            throw StoreOpenError.cannotRead(path: path, reason: SystemErrorReason.text(errno))
        }
        let target = FileSystemEntry(followingLinksAt: path)
        switch target.kind {
        case .regular: return
        case .directory: throw StoreOpenError.isDirectory(path: path)
        default: throw StoreOpenError.notAFile(path: path, found: target.kindName)
        }
    }

    /// Throws if anything exists at `path` (new stores never overwrite).
    public static func requireAbsent(_ path: String) throws {
        var info = stat()
        if lstat(path, &info) == 0 { throw StoreOpenError.existing(at: path) }
    }

    /// Throws unless `path` can name a new store: nothing there (not even a
    /// link), not a folder's name (`adir/`), and its folder exists.
    public static func requireNewStorePath(_ path: String) throws {
        if path.isEmpty || path.hasSuffix("/") || path.hasSuffix("/.") || path.hasSuffix("/..") || path == "." || path == ".." {
            throw CommandFailure("\(quoted: path) names a folder; give the new store's file name (e.g. \(quoted: (path.hasSuffix("/") ? path : path + "/") + "default.realm"))")
        }
        if FileSystemEntry(path: path).kind == .directory {
            throw CommandFailure("\(quoted: path) is a folder; give the new store's file name (e.g. \(quoted: path + "/default.realm"))")
        }
        try requireAbsent(path)
        let (folder, _) = AtomicFile.split(path)
        let parent = FileSystemEntry(followingLinksAt: folder.isEmpty ? "." : folder)
        guard parent.kind == .directory else {
            throw CommandFailure("cannot create \(quoted: path): its folder \(quoted: folder) \(parent.exists ? "is \(parent.kindName)" : "does not exist")")
        }
        if access(folder.isEmpty ? "." : folder, W_OK) != 0 {
            let reason = errno == EROFS ? "is on a read-only file system" : "is not writable"
            throw CommandFailure("cannot create \(quoted: path): its folder \(quoted: folder.isEmpty ? "." : folder) \(reason)")
        }
        try requireRoomForSideFiles(path, folder: folder.isEmpty ? "." : folder)
    }

    /// Throws when a file named `path` would fit the file system but the
    /// files made beside it would not: its `.lock` and `.management`, the
    /// temporary stores it is written through (`.NAME.demo-store-PID.tmp`)
    /// and their side files. It said "cannot open lock file
    /// 'NAME.lock': its name is too long for the file system", of a file the
    /// user never named, and only once the writing had begun.
    static func requireRoomForSideFiles(_ path: String, folder: String) throws {
        let name = AtomicFile.split(path).1
        // a command's own temporary (`GenuineFileBuilder`'s intermediate store) was checked as the user's name
        guard AtomicFile.parseTemporaryName(name) == nil else { return }
        let limit = pathconf(folder, Int32(_PC_NAME_MAX))
        let nameMax = limit > 0 ? limit : 255
        // What the longest of those names adds to the user's (`.NAME.demo-store-PID.tmp` and the
        // temporaries made beside that, with their `.management`): by hand, every command wrote a
        // 206-byte name on a 255-byte file system and failed on some at 210; 55 leaves 200.
        let extra = 55
        guard name.utf8.count + extra > nameMax else { return }
        let allowed = max(0, nameMax - extra)
        throw CommandFailure("cannot create \(quoted: path): its name is too long for the files made beside it "
            + "(\(name.utf8.count) bytes; at most \(allowed) here)")
    }
}
