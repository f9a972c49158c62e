import RealmStore

extension StoreFiles.Resolution {
    /// The store's path as the user named it, before any symbolic link is
    /// followed: `x.realm` for `x.realm.lock`, `x.realm.management/ENTRY` or
    /// `x.realm` itself. `files.storePath` is the file a link leads to, so
    /// only this path shows that the store was reached through a link.
    public var namedStorePath: String {
        var path = givenPath
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        guard isAuxiliary else { return path }
        if !path.hasSuffix(kind.suffix), let slash = path.lastIndex(of: "/") {
            path = String(path[..<slash])  // an entry inside the management folder
        }
        return path.hasSuffix(kind.suffix) ? String(path.dropLast(kind.suffix.count)) : path
    }
}
