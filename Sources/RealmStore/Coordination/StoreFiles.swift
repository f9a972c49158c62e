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
/// (`DB::get_core_file` in realm-core's `src/realm/db.cpp`).
public struct StoreFiles: Equatable, Hashable, Sendable {
    /// The store's own path, e.g. `default.realm`.
    public let storePath: String

    /// Names the files of the store at `storePath`.
    public init(storePath: String) {
        self.storePath = storePath
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
        var info = stat()
        return stat(storePath, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
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
            guard let info = PathInfo(path: path) else { return nil }
            guard info.isDirectory else {
                return ExistingFile(kind: kind, path: path, size: info.size, entryCount: nil)
            }
            let entries = directoryEntries(path)
            let total = entries.reduce(Int64(0)) { sum, name in
                sum + (PathInfo(path: path + "/" + name)?.size ?? 0)
            }
            return ExistingFile(kind: kind, path: path, size: total, entryCount: entries.count)
        }
    }
}
