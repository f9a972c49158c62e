import RealmStore

/// Ctrl-C while a statement runs: the signal handler (in the executable)
/// calls `request()`; long loops check `requested` and stop with
/// `Interrupted`, and a query running inside SQLite is stopped there.
public enum Interruption {
    /// Asks the running statement to stop: sets a flag and interrupts a query
    /// running inside SQLite. Only that, so it is safe to call from the
    /// SIGINT handler.
    public static func request() {
        requested = true
        Realm.interruptRunningQuery()
    }

    /// Set asynchronously by the SIGINT handler; read and cleared by the shell.
    nonisolated(unsafe) static var requested = false

    /// Throws `Interrupted` (and clears the request) if Ctrl-C was pressed.
    static func check() throws {
        if requested {
            requested = false
            throw Interrupted()
        }
    }
}

/// A statement stopped by Ctrl-C.
struct Interrupted: Error, CustomStringConvertible {
    var description: String { "interrupted" }
}
