import Glibc
import RealmModel

extension StoreFiles {
    /// What a path given by the user turned out to be: the store itself, or
    /// one of its auxiliary files.
    ///
    /// ```swift
    /// let resolved = StoreFiles.resolve(path: "default.realm.lock")
    /// resolved.kind              // .lock
    /// resolved.files.storePath   // "default.realm"
    /// ```
    public struct Resolution: Equatable, Sendable {
        /// The path as given.
        public var givenPath: String
        /// Which of the store's files the given path names.
        public var kind: StoreFileKind
        /// The files of the store the path belongs to.
        public var files: StoreFiles
        /// Whether that store's main file exists.
        public var storeExists: Bool

        /// Whether an auxiliary file, not the store, was given.
        public var isAuxiliary: Bool { kind != .store }

        /// For an auxiliary path, a sentence saying whose file it is, e.g.
        /// "'default.realm.lock' is the lock file of 'default.realm'".
        public var explanation: String? {
            guard isAuxiliary else { return nil }
            return "\(quoted: givenPath) is the \(kind.shortName) of \(quoted: files.storePath)"
        }

        /// The error to report when an auxiliary file was given whose store
        /// is missing; nil otherwise (a missing *store* path may be created).
        public var missingStoreError: CoordinationError? {
            guard isAuxiliary, !storeExists else { return nil }
            return .storeMissing(givenPath: givenPath, kind: kind, storePath: files.storePath)
        }

        /// The store's files, or `storeMissing` when an auxiliary file of a
        /// missing store was given.
        public func requireStore() throws(CoordinationError) -> StoreFiles {
            if let missingStoreError { throw missingStoreError }
            return files
        }
    }

    /// Maps any of a store's paths back to the store, so that
    /// `realmlens info default.realm.lock` shows `default.realm`.
    ///
    /// A path inside `PATH.management/` resolves to the management folder.
    /// When a suffix matches but the shortened path names no store, the
    /// given file is taken as a store itself if it starts like one (SQLite
    /// or Realm Core header); otherwise the resolution reports the missing
    /// store (`missingStoreError`).
    public static func resolve(path givenPath: String) -> Resolution {
        var path = givenPath
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }

        // A file inside the management folder stands for the folder.
        let parent = path.parentDirectory
        if parent.hasSuffix(StoreFileKind.management.suffix), PathInfo(path: parent)?.isDirectory == true {
            path = parent
        }

        var firstMatch: (kind: StoreFileKind, base: String)?
        for kind in StoreFileKind.bySuffixLength where path.hasSuffix(kind.suffix) {
            let base = String(path.dropLast(kind.suffix.count))
            if base.isEmpty || base.hasSuffix("/") { continue }
            let files = StoreFiles(storePath: base)
            if files.storeExists {
                return Resolution(givenPath: givenPath, kind: kind, files: files, storeExists: true)
            }
            if firstMatch == nil { firstMatch = (kind, base) }
        }

        let asStore = StoreFiles(storePath: path)
        if let firstMatch, !looksLikeStore(path) {
            return Resolution(
                givenPath: givenPath, kind: firstMatch.kind,
                files: StoreFiles(storePath: firstMatch.base), storeExists: false)
        }
        return Resolution(givenPath: givenPath, kind: .store, files: asStore, storeExists: asStore.storeExists)
    }

    /// Whether a file begins with an SQLite header or a Realm Core header
    /// (mnemonic `T-DB` at offset 16).
    ///
    /// Only called for paths named like auxiliary files, because closing a
    /// descriptor of a database file drops the classic POSIX locks SQLite
    /// holds on it in this process.
    static func looksLikeStore(_ path: String) -> Bool {
        let prefix = readPrefix(path, count: 20)
        let sqliteMagic = Array("SQLite format 3".utf8) + [0]
        if prefix.count >= 16 && Array(prefix[0..<16]) == sqliteMagic { return true }
        return prefix.count >= 20 && Array(prefix[16..<20]) == Array("T-DB".utf8)
    }
}
