/// A failed operation described in one sentence (exit code 1).
///
/// ```
/// dogs.realm is read-only (mode 444); compact rewrites the file, so make it writable first (chmod u+w)
/// ```
///
/// Declared here, under the shell, because most such sentences are the
/// store life cycle's refusals; the shell's commands throw it too.
public struct CommandFailure: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
