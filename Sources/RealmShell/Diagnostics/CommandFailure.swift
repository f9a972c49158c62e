import RealmQuery

/// The one structured failure of the shell (exit code 1): one sentence
/// saying what went wrong, optionally where, and optionally what to try.
/// `Diagnostic` renders it; the failure never formats itself.
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

extension CommandFailure {
    /// A query's error under the query text it points into.
    public init(_ error: QueryError, in query: String) {
        self.init(error.message, at: .text(query, range: error.range.lowerBound..<error.range.upperBound), hint: error.hint)
    }

    /// `no such class 'Dgo'`, with a did-you-mean among `classNames` and a pointer to `.classes`.
    public static func noSuchClass(_ name: String, among classNames: some Sequence<String>, listedBy listing: String? = nil) -> CommandFailure {
        let hints = [Suggestion.didYouMean(name, among: classNames), listing.map { "\(quoted: $0) lists them." }]
        return CommandFailure("no such class \(quoted: name)", hint: Diagnostic.sentences(hints))
    }

    /// `no such property 'agee' on class 'Dog'`, with a did-you-mean among `propertyNames`: the
    /// one phrasing wherever a property is unknown (query, create, update, show, sort, schema change).
    public static func noSuchProperty(_ name: String, className: String, among propertyNames: some Sequence<String>) -> CommandFailure {
        CommandFailure("no such property \(quoted: name) on class \(quoted: className)",
                       hint: Suggestion.didYouMean(name, among: propertyNames))
    }
}
