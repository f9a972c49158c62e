/// Errors about a private copy told under the name the user gave.
extension RealmFileError {
    /// This error with the file `copy` it names replaced by `original`: how
    /// `--snapshot`, which reads a copy in the temporary folder, still
    /// names the user's file.
    ///
    /// ```swift
    /// RealmFileError.wrongKey(path: "/tmp/realmlens-snapshot-7-a.realm")
    ///     .renamingFile("/tmp/realmlens-snapshot-7-a.realm", to: "a.realm")
    /// // the encryption key does not match 'a.realm'
    /// ```
    public func renamingFile(_ copy: String, to original: String) -> RealmFileError {
        func renamed(_ path: String) -> String { path == copy ? original : path }
        switch self {
        case .cannotOpen(let path, let reason): return .cannotOpen(path: renamed(path), reason: reason)
        case .notARealmFile(let path): return .notARealmFile(path: renamed(path))
        case .encrypted(let path): return .encrypted(path: renamed(path))
        case .wrongKey(let path): return .wrongKey(path: renamed(path))
        case .damaged(let path, let reason, let offset): return .damaged(path: renamed(path), reason: reason, offset: offset)
        case .shrunk(let path): return .shrunk(path: renamed(path))
        case .unsupportedFileFormat, .invalidKey, .corrupt, .noSuchClass, .libcryptoUnavailable: return self
        }
    }
}
