/// A failure already reported on standard error (a statement of `exec`
/// failed): only the exit code remains, so `Diagnostic` prints nothing.
struct ExecFailed: Error {}

/// A commit that failed and was rolled back. `Diagnostic` renders the
/// underlying error, then says what it means: nothing was changed.
struct CommitFailed: Error {
    var underlying: Error
}
