/// Space figures a genuine file reports (its free lists), for `info`: a
/// `RealmFile`, an `EditableRealmFile` and a snapshot of one all answer.
public protocol RealmFileFacts {
    /// Bytes in use by the file's current version.
    var usedByteCount: Int64 { get }
    /// Bytes on the file's free lists, reclaimed by `compact`.
    var freeByteCount: Int64 { get }
}
