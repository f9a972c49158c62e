import RealmFile
import RealmModel
import RealmStore

/// The two forms of file RealmLens writes, named by `--to`: a genuine Realm
/// file (what the Realm SDKs open) or our own store on SQLite. (The shell
/// reads `--to` in `FileForm+Options.swift`.)
public enum FileForm: String, CaseIterable, Sendable {
    case realm
    case store

    /// The form `store` already has.
    public static func of(_ store: InspectableStore) -> FileForm {
        underlyingSource(of: store) is RealmFile ? .realm : .store
    }

    /// The object source behind an opened store (a snapshot reads its copy).
    public static func underlyingSource(of store: InspectableStore) -> InspectableStore {
        (store as? SnapshotStore)?.base ?? store
    }

    /// `store` as what the genuine-file writer reads.
    public static func keyOrderedSource(of store: InspectableStore) throws -> any KeyOrderedObjectSource {
        guard let source = underlyingSource(of: store) as? any KeyOrderedObjectSource else {
            throw CommandFailure("\(quoted: store.path) cannot be written as a Realm file")
        }
        return source
    }
}
