// MARK: - Naming the damaged file

extension RealmFile {
    /// Runs `body`, turning a `corrupt` structure found inside into
    /// `damaged`, which names the file: every public method of the reader
    /// goes through here (the initialisers catch the same way), so a user
    /// reads
    /// `'x.realm' is damaged: … (at byte 0x1A40)` whatever command met it.
    static func naming<T>(_ path: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch RealmFileError.corrupt(let reason, let offset) {
            throw RealmFileError.damaged(path: path, reason: reason, offset: offset)
        }
    }

    /// `naming(_:_:)` for this file's `name` (the user's path, also when a
    /// private copy is read).
    func naming<T>(_ body: () throws -> T) throws -> T {
        try RealmFile.naming(name, body)
    }
}
