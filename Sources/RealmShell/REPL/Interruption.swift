/// Ctrl-C while a statement runs: the signal handler (in the executable)
/// sets `requested`; long loops check it and stop with `Interrupted`.
public enum Interruption {
    /// Set asynchronously by the SIGINT handler; read and cleared by the shell.
    nonisolated(unsafe) public static var requested = false

    /// Throws `Interrupted` (and clears the request) if Ctrl-C was pressed.
    public static func check() throws {
        if requested {
            requested = false
            throw Interrupted()
        }
    }
}

/// A statement stopped by Ctrl-C.
public struct Interrupted: Error, CustomStringConvertible {
    public var description: String { "interrupted" }
}
