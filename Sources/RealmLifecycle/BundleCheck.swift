import RealmStore

/// Whether a path is a read-only bundle, for error messages.
public enum BundleCheck {
    /// True when `path` is one of our stores marked as a bundle.
    public static func isBundle(path: String) -> Bool {
        guard (try? StoreFormat.detect(path: path)) == .realmLens,
            let realm = try? Realm(configuration: Realm.Configuration(path: path, readOnly: true))
        else { return false }
        return realm.isBundle
    }
}
