import RealmModel

/// Why a lifecycle command (bundle, copy, compact, delete) refused or
/// failed, as one sentence that says what to do.
///
/// ```
/// 'notes.txt' is not a store (neither a RealmLens store nor a Realm file); nothing was deleted
/// ```
public enum LifecycleError: Error, CustomStringConvertible, Equatable {
    /// The path names a file that is not a store: deletion refuses it.
    case notAStore(path: String)
    /// A Realm Core process holds the genuine file's `.lock` (with `flock`).
    case heldByRealmCore(storePath: String, pids: [Int32])
    /// A bundle was about to be written to.
    case bundleIsReadOnly(path: String)
    /// The copy or compacted file does not hold the same data as its source.
    case verificationFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .notAStore(let path):
            return "\(quoted: path) is not a store (neither a RealmLens store nor a Realm file); nothing was deleted"
        case .heldByRealmCore(let storePath, let pids):
            let who = pids.isEmpty ? "another process" : (pids.count == 1 ? "pid " : "pids ") + pids.map(String.init).joined(separator: ", ")
            return "store \(quoted: storePath) is in use by \(who) (its lock file is locked); close it there and try again"
        case .bundleIsReadOnly(let path):
            return "\(quoted: path) is a read-only bundle; make a writable copy with \(quoted: "realmlens copy \(path) OUT.realm")"
        case .verificationFailed(let path, let reason):
            return "verification of \(quoted: path) failed: \(reason); nothing was replaced"
        }
    }
}
