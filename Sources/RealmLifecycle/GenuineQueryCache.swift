#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmModel
import RealmStore

/// What one-shot queries on genuine Realm files have converted so far, kept
/// in the user's cache folder so that the next query on the same, unchanged
/// file starts from it: `$XDG_CACHE_HOME/realmlens` (an absolute
/// `XDG_CACHE_HOME`), else `$HOME/.cache/realmlens`. Never beside the file.
///
/// - An entry is one of our stores (`HASH.realm`) holding the classes and
///   properties earlier queries read (`ImportSelection`) and where each
///   class's clusters begin in the file (`Realm.recordClusterStarts`), named by a hash of
///   the file's key and recording the key itself: device, inode, size,
///   modification time in nanoseconds, file format, top ref and version. A
///   file that changed in any of these has another key, so an entry is never
///   stale; an entry whose recorded key or schema does not match, that is no
///   store, or that is not a plain file of ours is removed and rebuilt.
/// - Encrypted files are never cached (no plain text of their data on disk).
/// - Entries are written under a temporary name and renamed into place, so
///   two processes racing never see half an entry (the last rename wins).
/// - The folder is made 0700; it, and every folder above it, must belong to
///   this user (or root) and be writable by nobody else (unless sticky, as
///   `/tmp`), or the cache is not used: as root, a folder of another user
///   could be swapped for a link between a check and a write.
/// - Bounded: after an entry is written, the oldest entries (by last use)
///   go until the total is at most `limit` (`REALMLENS_CACHE_LIMIT` bytes,
///   default 1 GiB or a quarter of the free space, whichever is smaller);
///   an entry beyond the bound by itself serves its query and goes.
public struct GenuineQueryCache {
    /// The cache folder (no trailing slash), checked as above.
    let directory: String
    /// Most bytes the entries may take together.
    let limit: Int64

    /// The cache for `environment`, or nil when there is no safe folder for it.
    public static func open(environment: [String: String]) -> GenuineQueryCache? {
        let base: String
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = home + "/.cache"
        } else {
            return nil
        }
        // As the XDG spec asks, a missing cache folder is made with 0700 (its parent must exist).
        if mkdir(base, 0o700) != 0 && errno != EEXIST { return nil }
        guard let real = realpath(base, nil) else { return nil }
        let realBase = String(cString: real)
        free(real)
        guard isSafeChain(realBase) else { return nil }
        let directory = (realBase == "/" ? "" : realBase) + "/realmlens"
        if mkdir(directory, 0o700) != 0 && errno != EEXIST { return nil }
        var info = stat()
        guard lstat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid(),
              info.st_mode & 0o077 == 0 else { return nil }
        return GenuineQueryCache(directory: directory, limit: limit(for: directory, environment: environment))
    }

    /// Whether `path` (no links in it) and every folder above it belong to
    /// this user or root and are writable by nobody else, unless sticky.
    private static func isSafeChain(_ path: String) -> Bool {
        var current = path
        while true {
            var info = stat()
            guard lstat(current.isEmpty ? "/" : current, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return false }
            guard info.st_uid == geteuid() || info.st_uid == 0 else { return false }
            if info.st_mode & 0o022 != 0 && info.st_mode & S_ISVTX == 0 { return false }
            guard let slash = current.lastIndex(of: "/"), !current.isEmpty else { return true }
            current = String(current[..<slash])
        }
    }

    private static func limit(for directory: String, environment: [String: String]) -> Int64 {
        if let text = environment["REALMLENS_CACHE_LIMIT"], let bytes = Int64(text), bytes >= 0 { return bytes }
        var fs = statvfs()
        let oneGiB: Int64 = 1 << 30
        guard statvfs(directory, &fs) == 0 else { return oneGiB }
        return min(oneGiB, Int64(fs.f_bavail) * Int64(fs.f_frsize) / 4)
    }

    // MARK: - Keys

    /// The key of the genuine file at `path` as `file` read it, or nil when
    /// it must not be cached (encrypted) or cannot be identified.
    static func key(path: String, file: RealmFile) -> String? {
        guard !file.isEncrypted else { return nil }
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "realmlens-query-cache 3; device \(info.st_dev); inode \(info.st_ino); size \(info.st_size); "
            + "mtime \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec); format \(file.fileFormatVersion); "
            + "top ref \(file.topRef); version \(file.info.version.map(String.init) ?? "none")"
    }

    /// The entry's path for `key`: a hash of it, so paths never leak into names.
    func entryPath(for key: String) -> String {
        directory + "/" + String(SHA256.hash(Array(key.utf8)).description.prefix(32)) + ".realm"
    }

    // MARK: - Entries

    /// The entry for `key`, opened read-only, when it is valid for a file of
    /// `schema`; an invalid one is removed (and nil returned).
    func openEntry(key: String, schema: Schema) -> (realm: Realm, selection: ImportSelection)? {
        let path = entryPath(for: key)
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(), info.st_nlink == 1 else {
            remove(path)
            return nil
        }
        do {
            var configuration = Realm.Configuration(path: path, readOnly: true)
            configuration.registersHolder = false  // held for one query: no `.management/` made and removed in the cache
            let realm = try Realm(configuration: configuration)
            // An entry without the file's cluster starts would answer a LIMIT Core checks between clusters wrongly
            // (and one without its emptied dictionaries a lone `@keys` condition).
            guard let recorded = try realm.partialImport(), recorded.sourceTag == key, realm.schema == schema,
                  recorded.selection.properties.keys.allSatisfy({ schema[$0] != nil }), try realm.recordsClusterStarts,
                  try realm.recordsEmptiedDictionaries else {
                remove(path)
                return nil
            }
            _ = utimensat(AT_FDCWD, path, nil, AT_SYMLINK_NOFOLLOW)  // now: its last use, for eviction
            return (realm, recorded.selection)
        } catch {
            remove(path)
            return nil
        }
    }

    /// Writes the entry for `key` holding `selection` of `file`, atomically
    /// (temporary name, then rename), then evicts the oldest entries beyond
    /// the bound. `prepare` runs on the new store after its classes exist and
    /// before objects are read, and may widen the selection (the query
    /// compiles there). `isUnchanged` is asked after the import: when the
    /// file changed meanwhile the entry is not kept.
    /// Returns whether the entry alone is beyond the bound (then the caller
    /// removes it once open: this query still uses it, no other will).
    @discardableResult
    func write(key: String, file: RealmFile, selection: ImportSelection,
               prepare: (Realm) throws -> ImportSelection = { _ in ImportSelection() },
               isUnchanged: () -> Bool) throws -> Bool {
        let path = entryPath(for: key)
        AtomicFile.removeStaleTemporaries(for: path)
        // "import": the entry is a partial import, and the sweep above knows that purpose.
        let temporary = AtomicFile.temporaryPath(for: path, purpose: "import")
        AtomicFile.removeWithSideFiles(temporary)
        let cleanup = TemporaryFiles.register(temporary, isStore: true)
        defer {
            AtomicFile.removeWithSideFiles(temporary)
            TemporaryFiles.remove(cleanup)
        }
        do {
            let realm = try Realm(configuration: Realm.Configuration(path: temporary))
            chmod(temporary, 0o600)  // the file's data, for this user only
            try realm.disableJournalForScratchStore()  // a failure discards the file; it is synced once, before the rename
            try GenuineQueryCache.createClasses(of: file, in: realm)
            let wanted = selection.union(try prepare(realm))
            try GenuineQueryCache.importSelection(wanted, of: file, into: realm, key: key)
        }  // closed: every byte is in the main file before it moves
        guard isUnchanged() else { return false }
        try AtomicFile.commit(temporary, to: path, replace: true)
        return evict(keeping: path)
    }

    /// Creates `file`'s classes in the new store `realm`, with where each
    /// class's clusters begin (`Realm.recordClusterStarts`), before any
    /// query compiles there. A class whose cluster tree cannot be walked
    /// (a damaged file) records none: a query on another class still runs,
    /// and one on it fails at the import, as before.
    static func createClasses(of file: RealmFile, in realm: Realm) throws {
        try realm.createClasses(file.schema)
        try realm.recordClusterStarts(of: file)
    }

    /// Copies `selection` of `file` into `realm` (see `Realm.importObjects(selection:…)`).
    static func importSelection(_ selection: ImportSelection, of file: RealmFile, into realm: Realm, key: String) throws {
        try realm.importObjects(selection: selection, sourceTag: key) { className, properties, body in
            try file.forEachClusterInKeyOrder(ofClass: className, selecting: properties, body)
        }
    }

    /// Removes the least recently used entries until the total is within
    /// `limit`, never `keeping`; returns whether the total is still beyond it.
    @discardableResult
    func evict(keeping: String) -> Bool {
        guard let handle = opendir(directory) else { return false }
        var entries: [(path: String, used: Int, size: Int64)] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard name.hasSuffix(".realm"), !name.hasPrefix(".") else { continue }
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            entries.append((path, info.st_mtim.tv_sec, Int64(info.st_size)))
        }
        closedir(handle)
        var total = entries.reduce(0) { $0 + $1.size }
        for entry in entries.sorted(by: { $0.used < $1.used }) where total > limit && entry.path != keeping {
            remove(entry.path)
            total -= entry.size
        }
        return total > limit
    }

    /// Removes an entry's file. Its `.lock`/`.note`/`.management` stay for a
    /// process that may be reading it (a reader keeps its open file); the
    /// last reader removes them on close, as for any store.
    func remove(_ path: String) {
        unlink(path)
    }
}
