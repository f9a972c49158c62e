import RealmModel

// MARK: - Messages

extension QueryError.Kind: CustomStringConvertible {
    /// The one sentence saying what is wrong, without a suggestion (that is
    /// `QueryError.hint`) and without any `error: ` prefix (the shell adds it).
    public var description: String {
        switch self {
        case .invalidCharacter(let c): return "invalid character \(quoted: c)"
        case .unterminatedString: return "unterminated string literal"
        case .invalidEscape(let e): return "invalid escape sequence \(quoted: e) in string"
        case .invalidNumber(let t): return "invalid number \(quoted: t)"
        case .invalidDate(let t): return "invalid date \(quoted: t) (expected YYYY-MM-DD@HH:MM:SS[:NANOS] or Tseconds:nanoseconds)"
        case .invalidObjectId(let t): return "invalid object id \(quoted: t) (expected oid(<24 hex digits>))"
        case .invalidUUID(let t): return "invalid UUID \(quoted: t) (expected uuid(xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx))"
        case .invalidBase64(let t): return "invalid base64 text \(quoted: t)"
        case .unknownCollectionOperator(let t):
            return "unknown collection operator \(quoted: t) (expected one of \(AtKeyword.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .unexpectedEndOfQuery(let expected): return "unexpected end of query, expected \(expected)"
        case .unexpectedToken(let found, let expected): return "unexpected \(quoted: found), expected \(expected)"
        case .missingClosingParenthesis: return "unbalanced parentheses: this '(' is never closed"
        case .unmatchedClosingParenthesis: return "unbalanced parentheses: this ')' has no matching '('"
        case .unknownOperator(let op, _): return "unknown operator \(quoted: op)"
        case .nestedTooDeeply: return "query is nested too deeply"
        case .invalidSubqueryVariable(let v):
            return "invalid subquery variable \(quoted: v) (it must start with '$' followed by a letter, like '$dog')"
        case .unknownClass(let name, _): return "no such class \(quoted: name)"
        case .unknownProperty(let name, let className, _):
            return "no such property \(quoted: name) on class \(quoted: className)"
        case .missingArgument(let index, let count):
            let given = count == 0 ? "no arguments were given" : count == 1 ? "only 1 argument ($0) was given" : "only \(count) arguments ($0…$\(count - 1)) were given"
            return "no value for argument '$\(index)': \(given)"
        case .typeMismatch(let left, let right): return "cannot compare \(left) with \(right)"
        case .unsupportedOperation(let op, let type): return "\(quoted: op) is not supported on values of type \(type)"
        case .notACollection(let path, let op): return "\(quoted: op) needs a collection, but \(quoted: path) is not a list, set, dictionary or to-many relationship"
        case .notAnObject(let path): return "\(quoted: path) is not a link to an object, so it has no properties"
        case .invalidSubscript(let sub, let on): return "subscript \(quoted: sub) cannot be used on \(quoted: on)"
        case .noBacklink(let className, let propertyName, let target):
            return "property \(quoted: className + "." + propertyName) does not link to class \(quoted: target)"
        case .constantComparison: return "comparison between two constants is not supported; one side must be a property"
        case .expectedList(let what): return "\(quoted: what) must be followed by a list, such as {1, 2, 3}, a list argument or a collection property"
        case .invalidBetween(let reason): return "invalid BETWEEN: \(reason)"
        case .unknownTypeName(let name):
            return "unknown type name \(quoted: name) for @type (expected one of \(TypeNames.all.joined(separator: ", ")))"
        case .notFullTextIndexed(let path): return "TEXT needs a full-text index, but \(quoted: path) has none"
        case .invalidQuery(let message): return message
        }
    }

    /// The name a did-you-mean offers, for the kinds that carry one.
    var suggestion: String? {
        switch self {
        case .unknownOperator(_, let suggestion), .unknownClass(_, let suggestion), .unknownProperty(_, _, let suggestion):
            return suggestion
        default: return nil
        }
    }
}

// MARK: - Message and hint

extension QueryError: CustomStringConvertible {
    /// The one sentence: `no such property 'agee' on class 'Dog'`.
    public var message: String { kind.description }

    /// What to try instead, if anything: `Did you mean 'age'?`.
    public var hint: String? { kind.suggestion.map(Suggestion.sentence) }

    /// The message, as the shell prints it for an error it has no query text for.
    public var description: String { message }
}
