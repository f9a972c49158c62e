/// A commit that failed and was rolled back. `Diagnostic` renders the
/// underlying error, then says what it means: nothing was changed.
struct CommitFailed: Error {
    var underlying: Error
}
