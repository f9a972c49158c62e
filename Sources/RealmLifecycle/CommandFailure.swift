/// The one structured failure (exit code 1): one sentence
/// saying what went wrong, optionally where, and optionally what to try.
/// The shell's `Diagnostic` renders it; the failure never formats itself.
/// Declared here, under the shell, because many such sentences are the store
/// life cycle's refusals; the shell's commands throw it too.
///
/// ```
/// error: no such property 'agee' on class 'Dog'
///   agee < 2
///   ^~~~
/// Did you mean 'age'?
/// ```
///
/// The message is one sentence, names things with `Quoting` (`\(quoted:)`)
/// and carries no `error: ` prefix and no suggestion: a did-you-mean or a
/// pointer to help goes in `hint`.
public struct CommandFailure: Error, CustomStringConvertible {
    /// Where the failure is, when it has a place.
    public enum Position: Equatable, Sendable {
        /// A range of UTF-8 offsets in text the user typed (a query, a typed
        /// value): rendered as caret lines under it (`SourceCaret`).
        case text(String, range: Range<Int>)
        /// A byte offset in a file: `… at byte 8000`.
        case byteOffset(Int)
        /// A line of a file or script: `… on line 3`.
        case line(Int)
    }

    /// The one sentence, without `error: ` and without a final period.
    public var message: String
    public var position: Position?
    /// What to do next, in whole sentences (`Did you mean 'age'?`).
    public var hint: String?

    public init(_ message: String, at position: Position? = nil, hint: String? = nil) {
        self.message = message
        self.position = position
        self.hint = hint
    }

    /// The message alone; `Diagnostic.render(_:)` is how it is shown.
    public var description: String { message }
}

