/// A file another program shortens while it is open.
extension RealmFile {
    /// Throws `RealmFileError.shrunk` when the file this reader maps is now
    /// shorter than when it was opened: reading on would touch pages that are
    /// gone and raise `SIGBUS`, which can only end the process. One `fstat`,
    /// cheap enough to ask before every statement of a studio session, which
    /// then refuses the statement in one sentence and stays usable (the file
    /// is reopened or closed). A large encrypted file, read page by page
    /// (`DecryptedPages`), is asked too: a page past its new end would be
    /// `shrunk` only when read. A file read from memory (decrypted whole) or
    /// not mapped never shrinks. A truncation *during* a read is still caught by
    /// the `SIGBUS` handler (`LiveMappings`), the last resort.
    public func requireUnshrunk() throws {
        if let mapped = reader.owner as? MappedFile, mapped.hasShrunk { throw RealmFileError.shrunk(path: name) }
        if let pages = reader.owner as? DecryptedPages, pages.hasShrunk { throw RealmFileError.shrunk(path: name) }
    }
}
