// MARK: - Messages

extension QueryError.Kind: CustomStringConvertible {
    /// The one-line message, without the `error: ` prefix.
    public var description: String {
        switch self {
        case .invalidCharacter(let c): return "invalid character '\(c)'"
        case .unterminatedString: return "unterminated string literal"
        case .invalidEscape(let e): return "invalid escape sequence '\(e)' in string"
        case .invalidNumber(let t): return "invalid number '\(t)'"
        case .invalidDate(let t): return "invalid date '\(t)' (expected YYYY-MM-DD@HH:MM:SS[:NANOS] or Tseconds:nanoseconds)"
        case .invalidObjectId(let t): return "invalid object id '\(t)' (expected oid(<24 hex digits>))"
        case .invalidUUID(let t): return "invalid UUID '\(t)' (expected uuid(xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx))"
        case .invalidBase64(let t): return "invalid base64 text '\(t)'"
        case .unknownCollectionOperator(let t):
            return "unknown collection operator '\(t)' (expected one of \(AtKeyword.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .unexpectedEndOfQuery(let expected): return "unexpected end of query, expected \(expected)"
        case .unexpectedToken(let found, let expected): return "unexpected '\(found)', expected \(expected)"
        case .missingClosingParenthesis: return "unbalanced parentheses: this '(' is never closed"
        case .unmatchedClosingParenthesis: return "unbalanced parentheses: this ')' has no matching '('"
        case .unknownOperator(let op, let suggestion): return "unknown operator '\(op)'" + didYouMean(suggestion)
        case .nestedTooDeeply: return "query is nested too deeply"
        case .invalidSubqueryVariable(let v):
            return "invalid subquery variable '\(v)' (it must start with '$' followed by a letter, like '$dog')"
        case .unknownClass(let name, let suggestion): return "class '\(name)' does not exist" + didYouMean(suggestion)
        case .unknownProperty(let name, let className, let suggestion):
            return "property '\(name)' does not exist on class '\(className)'" + didYouMean(suggestion)
        case .missingArgument(let index, let count):
            let given = count == 0 ? "no arguments were given" : count == 1 ? "only 1 argument ($0) was given" : "only \(count) arguments ($0…$\(count - 1)) were given"
            return "no value for argument '$\(index)': \(given)"
        case .typeMismatch(let left, let right): return "cannot compare \(left) with \(right)"
        case .unsupportedOperation(let op, let type): return "'\(op)' is not supported on values of type '\(type)'"
        case .notACollection(let path, let op): return "'\(op)' needs a collection, but '\(path)' is not a list, set, dictionary or to-many relationship"
        case .notAnObject(let path): return "'\(path)' is not a link to an object, so it has no properties"
        case .invalidSubscript(let sub, let on): return "subscript '\(sub)' cannot be used on '\(on)'"
        case .noBacklink(let className, let propertyName, let target):
            return "property '\(className).\(propertyName)' does not link to class '\(target)'"
        case .constantComparison: return "comparison between two constants is not supported; one side must be a property"
        case .expectedList(let what): return "'\(what)' must be followed by a list, such as {1, 2, 3}, a list argument or a collection property"
        case .invalidBetween(let reason): return "invalid BETWEEN: \(reason)"
        case .unknownTypeName(let name):
            return "unknown type name '\(name)' for @type (expected one of \(TypeNames.all.joined(separator: ", ")))"
        case .notFullTextIndexed(let path): return "TEXT needs a full-text index, but '\(path)' has none"
        case .invalidQuery(let message): return message
        }
    }

    private func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}

// MARK: - Caret diagnostic

extension QueryError: CustomStringConvertible {
    /// The message alone, `error: ` included (use `render(query:)` for the caret lines).
    public var description: String { "error: \(kind)" }

    /// The full diagnostic: the message, the query line indented by two
    /// spaces, and a caret line under the offending range.
    ///
    /// ```
    /// error: property 'agee' does not exist on class 'Dog' (did you mean 'age'?)
    ///   agee < 2
    ///   ^~~~
    /// ```
    public func render(query: String) -> String {
        let bytes = Array(query.utf8)
        let start = min(max(range.lowerBound, 0), bytes.count)
        let end = min(max(range.upperBound, start), bytes.count)
        // Show only the line the range starts on; a multi-line query keeps its other lines out of the way.
        var lineStart = start
        while lineStart > 0 && bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        var lineEnd = start
        while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        let line = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
            .replacingTabs()
        let column = characterCount(bytes[lineStart..<start])
        let width = max(1, characterCount(bytes[start..<min(end, lineEnd)]))
        let caret = String(repeating: " ", count: column) + "^" + String(repeating: "~", count: width - 1)
        return "error: \(kind)\n  \(line)\n  \(caret)"
    }

    private func characterCount(_ slice: ArraySlice<UInt8>) -> Int {
        String(decoding: slice, as: UTF8.self).unicodeScalars.count
    }
}

extension String {
    fileprivate func replacingTabs() -> String {
        String(unicodeScalars.map { $0 == "\t" ? " " : Character($0) })
    }
}
