/// The one error type of RealmQuery: what went wrong (`kind`) and where in
/// the query text (`range`, UTF-8 offsets). The shell renders it: `error: `,
/// the message, the caret lines under the range (`SourceCaret`), the hint.
///
/// ```
/// error: no such property 'agee' on class 'Dog'
///   agee < 2
///   ^~~~
/// Did you mean 'age'?
/// ```
public struct QueryError: Error, Hashable, Sendable {
    /// Everything that can be wrong with a query, from a stray character to a type mismatch.
    public enum Kind: Hashable, Sendable {
        // MARK: - Lexical
        case invalidCharacter(String)
        case unterminatedString
        case invalidEscape(String)
        case invalidNumber(String)
        case invalidDate(String)
        case invalidObjectId(String)
        case invalidUUID(String)
        case invalidBase64(String)
        case unknownCollectionOperator(String)

        // MARK: - Syntax
        /// The query ended where `expected` was needed.
        case unexpectedEndOfQuery(expected: String)
        /// `found` (as written) stands where `expected` was needed.
        case unexpectedToken(found: String, expected: String)
        case missingClosingParenthesis
        case unmatchedClosingParenthesis
        case unknownOperator(String, suggestion: String?)
        case nestedTooDeeply
        case invalidSubqueryVariable(String)

        // MARK: - Resolution
        case unknownClass(String, suggestion: String?)
        case unknownProperty(String, className: String, suggestion: String?)
        case missingArgument(index: Int, count: Int)
        /// The two sides of a comparison cannot be compared.
        case typeMismatch(left: String, right: String)
        /// `operation` (`BEGINSWITH`, `@sum`, `<`, `[c]`, …) does not apply to values of `type`.
        case unsupportedOperation(String, type: String)
        case notACollection(String, operation: String)
        case notAnObject(String)
        case invalidSubscript(String, on: String)
        case noBacklink(className: String, propertyName: String, target: String)
        case constantComparison
        case expectedList(String)
        case invalidBetween(String)
        case unknownTypeName(String)
        case notFullTextIndexed(String)
        case invalidQuery(String)
    }

    public var kind: Kind
    public var range: SourceRange

    public init(_ kind: Kind, at range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}
