extension RealmFile {
    /// The top ref and version the file on disk holds *now*, read again
    /// through this file's own mapping, or nil when that mapping cannot show
    /// them (an encrypted file is read from a decrypted copy).
    ///
    /// Why: an editor checks before every commit that nobody wrote the file
    /// since it was opened. Opening it again for that mapped the whole file
    /// a second time, so a file over half the memory the process may use
    /// (`ulimit -v`) could be read but never edited. Linux shows a
    /// `MAP_PRIVATE` mapping's untouched pages as the file is now (we never
    /// write into ours), so a writer that changed the file in place is seen
    /// here; the caller makes sure the name still leads to the same file of
    /// the same size (a file replaced or resized is opened anew).
    public func currentTopRefAndVersion() throws -> (topRef: Int, version: Int64?)? {
        guard !isEncrypted else { return nil }
        return try naming {
            let header = try FileHeader(reader, path: name)
            return (header.topRef, try Group(reader, topRef: header.topRef).version)
        }
    }
}
