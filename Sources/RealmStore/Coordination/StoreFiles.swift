import Glibc

/// The names of a store's files, derived from the store's path.
///
/// ```swift
/// let files = StoreFiles(storePath: "default.realm")
/// files.path(for: .lock)        // "default.realm.lock"
/// files.existingFiles()         // what is on disk now, with sizes
/// ```
///
/// Every name is the store path plus a suffix, as Realm Core names them
/// (`DB::get_core_file` in realm-core's `src/realm/db.cpp`). A store
/// reached through a symbolic link has its files beside the real file (as
/// SQLite puts its journal there), so two names of one database share one
/// lock file and see each other's users.
public struct StoreFiles: Equatable, Hashable, Sendable {
    /// The store's own path, e.g. `default.realm`; for a path that is a
    /// symbolic link, the real file's path.
    public let storePath: String

    /// Names the files of the store at `storePath`, resolving a symbolic
    /// link there to the file it leads to.
    public init(storePath: String) {
        self.storePath = FileSystemEntry.linkTarget(of: storePath) ?? storePath
    }

    /// The path of one of the store's files.
    public func path(for kind: StoreFileKind) -> String {
        storePath + kind.suffix
    }

    /// `PATH.lock`.
    public var lockPath: String { path(for: .lock) }
    /// `PATH.note`.
    public var notePath: String { path(for: .note) }
    /// `PATH.management`.
    public var managementPath: String { path(for: .management) }

    /// Whether the store file itself exists (as a file, or a symlink to one).
    public var storeExists: Bool {
        FileSystemEntry(followingLinksAt: storePath).kind == .regular
    }

    // MARK: - What exists

    /// One of the store's files found on disk.
    public struct ExistingFile: Equatable, Sendable {
        /// Its role.
        public var kind: StoreFileKind
        /// Its path.
        public var path: String
        /// Its size in bytes; for the management folder, the total of the
        /// files in it.
        public var size: Int64
        /// For the management folder, how many entries it holds.
        public var entryCount: Int?
        /// What is actually at the path (a symbolic link or a device where
        /// a store's file should be is shown, never followed).
        public var found: FileSystemEntry.Kind = .regular

        /// Whether what is there is what this kind of file should be: a
        /// folder for `.management`, a regular file or pipe for `.note`, a
        /// regular file for everything else.
        public var isExpectedKind: Bool {
            switch kind {
            case .management: found == .directory
            case .note: found == .fifo || found == .regular
            default: found == .regular
            }
        }
    }

    /// The store's files that exist now, in `StoreFileKind` order, with
    /// their sizes.
    ///
    /// ```swift
    /// StoreFiles(storePath: "default.realm").existingFiles().map(\.kind)
    /// // [.store, .lock, .note, .management]
    /// ```
    public func existingFiles() -> [ExistingFile] {
        StoreFileKind.allCases.compactMap { kind in
            let path = path(for: kind)
            let entry = FileSystemEntry(path: path)
            guard entry.exists else { return nil }
            guard entry.kind == .directory, kind == .management, let folder = try? AuxiliaryFolder.open(path) else {
                return ExistingFile(kind: kind, path: path, size: entry.size, entryCount: nil, found: entry.kind)
            }
            let entries = folder.entries()
            let total = entries.reduce(Int64(0)) { sum, name in sum + folder.entry(name).size }
            return ExistingFile(kind: kind, path: path, size: total, entryCount: entries.count, found: .directory)
        }
    }

    // MARK: - Removing

    /// Removes one of the store's files found by `existingFiles()`, never
    /// following a link: a file is unlinked only while it is still of the
    /// kind it was found to be, and the management folder is emptied
    /// through its own descriptor (`unlinkat`), never descending into a
    /// subfolder. Returns nil once the path is gone, or why it is still
    /// there.
    public func remove(_ file: ExistingFile) -> String? {
        let now = FileSystemEntry(path: file.path)
        guard now.exists else { return nil }
        guard now.kind == file.found, file.isExpectedKind else {
            return "it is \(now.kindName), not a \(file.kind.shortName)"
        }
        if now.kind == .directory {
            let folder: AuxiliaryFolder?
            do { folder = try AuxiliaryFolder.open(file.path) } catch { return error.description }
            let left = folder?.removeContentsAndSelf() ?? []
            if !left.isEmpty { return "it still holds " + left.joined(separator: ", ") }
        } else if unlink(file.path) != 0 && errno != ENOENT {
            return errnoText(errno)
        }
        return FileSystemEntry(path: file.path).exists ? "it is still there" : nil
    }
}
