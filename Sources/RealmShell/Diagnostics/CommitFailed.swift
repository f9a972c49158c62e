/// A commit that failed and was rolled back. `Diagnostic` renders the
/// underlying error, then says what it means: nothing was changed.
struct CommitFailed: Error {
    var underlying: Error

    /// The line every failed `exec` that set out to write ends with, once.
    static let note = "note: nothing was changed (the transaction was rolled back)"
}
