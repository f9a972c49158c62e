import RealmModel

/// Parses RQL text into a `Query`: a hand-written recursive-descent parser
/// with one method per grammar rule, in grammar order (Realm Core's
/// `query_bison.yy`). Precedence: `OR` < `AND` < `NOT` < comparison;
/// `*` `/` bind tighter than `+` `-`.
///
/// ```swift
/// let query = try QueryParser.parse("name BEGINSWITH[c] 'r' AND age < 2")
/// ```
public struct QueryParser {
    let text: String
    var tokens: [Token] = []
    var index = 0
    var depth = 0
    /// Operators in the arithmetic chains enclosing the current token (see `deepenArithmetic`).
    var arithmeticDepth = 0
    var matchingParenthesis: [Int: Int] = [:]
    /// The `( condition )` groups parsed, each from its `(` to its `)` (`conditionGroups`).
    var conditionGroups: [SourceRange] = []
    /// The `TRUEPREDICATE`/`FALSEPREDICATE` keywords parsed (`conditionLayout`).
    var predicateKeywords: [SourceRange] = []
    /// The comparisons parsed, and the `OR`/`NOT` tokens (`conditionLayout`).
    var comparisons: [SourceRange] = [], orAndNotTokens: [SourceRange] = []

    /// How deep parentheses, `NOT`s and subqueries may nest before the query is refused.
    public static let maximumDepth = 200

    /// Parses a whole query (condition plus `SORT`/`DISTINCT`/`LIMIT`); throws `QueryError`.
    public static func parse(_ text: String) throws -> Query {
        var parser = QueryParser(text: text)
        parser.tokens = try Lexer.tokenize(text)
        parser.matchingParenthesis = matchParentheses(parser.tokens)
        return try parser.parseQuery()
    }

    /// Parses one RQL literal and nothing else (`42`, `-1.5`, `'Rex'`,
    /// `oid(…)`, `T2024-01-31@12:30:00`, `{1, 2}`, `null`): the value a
    /// query argument (`$0`) is given as text. Throws `QueryError`
    /// pointing into `text`. See `parseLiteralValue()`.
    public static func parseLiteral(_ text: String) throws -> AnyRealmValue {
        var parser = QueryParser(text: text)
        parser.tokens = try Lexer.tokenize(text)
        return try parser.parseLiteralValue()
    }

    init(text: String) {
        self.text = text
    }

    // MARK: - query := condition orderingClause* END

    mutating func parseQuery() throws -> Query {
        if let k = current.keyword, [.sort, .distinct, .limit].contains(k), peek.isSymbol(.leftParen) {
            throw QueryError(.unexpectedToken(found: spelling(current), expected: "a condition first (write TRUEPREDICATE \(k.rawValue.uppercased())(…) to apply it to every object)"), at: current.range)
        }
        let condition = try parseOrCondition()
        var ordering: [OrderingClause] = []
        while let clause = try parseOrderingClause() {
            ordering.append(clause)
        }
        guard current.kind == .end else {
            if current.isSymbol(.rightParen) {
                throw QueryError(.unmatchedClosingParenthesis, at: current.range)
            }
            if let k = current.keyword, [.sort, .distinct, .limit].contains(k) {
                throw unexpected(expected: "'(' after \(k.rawValue.uppercased())")
            }
            throw unexpected(expected: "AND, OR, SORT, DISTINCT, LIMIT or the end of the query")
        }
        return Query(text: text, condition: condition, ordering: ordering)
    }

    // MARK: - condition := and (OR and)*

    // A chain `a OR b OR c …` becomes a balanced tree (see `Condition.balanced`),
    // so 50,000 terms nest 16 deep, not 50,000: the resolver, the SQL
    // generator and SQLite's parser never recurse through a long chain.
    mutating func parseOrCondition() throws -> Condition {
        var terms = [try parseAndCondition()]
        while current.keyword == .or || current.isSymbol(.doublePipe) {
            orAndNotTokens.append(current.range)
            advance()
            terms.append(try parseAndCondition())
        }
        return Condition.balanced(terms, .or)
    }

    // MARK: - and := not (AND not)*

    mutating func parseAndCondition() throws -> Condition {
        var terms = [try parseNotCondition()]
        while current.keyword == .and || current.isSymbol(.doubleAmpersand) {
            advance()
            terms.append(try parseNotCondition())
        }
        return Condition.balanced(terms, .and)
    }

    // MARK: - not := (NOT | !) not | primary

    mutating func parseNotCondition() throws -> Condition {
        if current.keyword == .not || current.isSymbol(.bang) {
            let start = current.range
            orAndNotTokens.append(start)
            advance()
            return try nested(at: start) { try .not($0.parseNotCondition()) }
        }
        return try parsePrimaryCondition()
    }

    // MARK: - primary := TRUEPREDICATE | FALSEPREDICATE | '(' condition ')' | comparison

    mutating func parsePrimaryCondition() throws -> Condition {
        switch current.kind {
        case .keyword(.truePredicate):
            defer { advance() }
            predicateKeywords.append(current.range)
            return .truePredicate(current.range)
        case .keyword(.falsePredicate):
            defer { advance() }
            predicateKeywords.append(current.range)
            return .falsePredicate(current.range)
        case .symbol(.leftParen) where parenthesisEnclosesCondition():
            let open = current.range
            advance()
            let condition = try nested(at: open) { try $0.parseOrCondition() }
            guard current.isSymbol(.rightParen) else {
                if current.kind == .end { throw QueryError(.missingClosingParenthesis, at: open) }
                throw unexpected(expected: "')' to close the '(' at offset \(open.lowerBound)")
            }
            conditionGroups.append(SourceRange(lowerBound: open.lowerBound, upperBound: current.range.upperBound))
            advance()
            return condition
        default:
            let start = current.range.lowerBound
            let comparison = try parseComparison()
            comparisons.append(SourceRange(lowerBound: start, upperBound: max(start, tokens[index - 1].range.upperBound)))
            return comparison
        }
    }

    /// Whether the `(` at the current token opens a condition (`(a > 1 OR b)`)
    /// rather than an arithmetic operand (`(a + 1) > 2`): it does unless the
    /// token after its matching `)` continues a comparison.
    func parenthesisEnclosesCondition() -> Bool {
        guard let close = matchingParenthesis[index] else { return true }
        return !(close + 1 < tokens.count && continuesComparison(tokens[close + 1].kind))
    }

    /// For each `(` token, the index of its matching `)`; computed once so deep nesting stays linear.
    static func matchParentheses(_ tokens: [Token]) -> [Int: Int] {
        var open: [Int] = []
        var matches: [Int: Int] = [:]
        for (i, token) in tokens.enumerated() {
            if token.isSymbol(.leftParen) {
                open.append(i)
            } else if token.isSymbol(.rightParen), let o = open.popLast() {
                matches[o] = i
            }
        }
        return matches
    }

    func continuesComparison(_ kind: TokenKind) -> Bool {
        switch kind {
        case .symbol(let s):
            switch s {
            case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .plus, .minus, .star, .slash:
                return true
            default: return false
            }
        case .keyword(let k):
            return [.beginsWith, .endsWith, .contains, .like, .text, .between, .in, .geoWithin].contains(k)
        case .stringOptions: return true
        default: return false
        }
    }

    // MARK: - comparison := expr (compareOp [options] expr | stringOp [options] expr | TEXT expr | BETWEEN list | IN expr | GEOWITHIN shape)

    mutating func parseComparison() throws -> Condition {
        let left = try parseExpression()
        let opToken = current
        switch current.kind {
        case .symbol(let s):
            let op: ComparisonOperator
            switch s {
            case .equal: op = .equal
            case .notEqual: op = .notEqual
            case .less: op = .less
            case .lessOrEqual: op = .lessOrEqual
            case .greater: op = .greater
            case .greaterOrEqual: op = .greaterOrEqual
            default: throw missingOperator(after: left)
            }
            advance()
            let options = parseOptions()
            let right = try parseExpression()
            return .comparison(left: left, op: op, options: options, right: right, operatorRange: opToken.range)
        case .keyword(let k):
            switch k {
            case .beginsWith, .endsWith, .contains, .like:
                let op: StringOperator = k == .beginsWith ? .beginsWith : k == .endsWith ? .endsWith : k == .contains ? .contains : .like
                advance()
                let options = parseOptions()
                let right = try parseExpression()
                return .stringComparison(left: left, op: op, options: options, right: right, operatorRange: opToken.range)
            case .text:
                advance()
                return .text(left, try parseExpression(), operatorRange: opToken.range)
            case .in:
                advance()
                let options = parseOptions()
                return .in(left, options: options, list: try parseExpression(), operatorRange: opToken.range)
            case .between:
                advance()
                return try parseBetween(left, operatorRange: opToken.range)
            case .geoWithin:
                advance()
                return .geoWithin(left, try parseGeoShape(), operatorRange: opToken.range)
            default:
                throw missingOperator(after: left)
            }
        case .stringOptions:
            throw QueryError(.unexpectedToken(found: spelling(current), expected: "an operator before it, such as ==[c] or CONTAINS[c]"), at: current.range)
        case .identifier(let word):
            throw QueryError(.unknownOperator(word, suggestion: Suggestion.closest(to: word, among: QueryParser.operatorWords)), at: current.range)
        default:
            throw missingOperator(after: left)
        }
    }

    static let operatorWords = ["BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "TEXT", "BETWEEN", "IN", "GEOWITHIN"]

    func missingOperator(after left: Operand) -> QueryError {
        if current.kind == .end {
            return QueryError(.unexpectedEndOfQuery(expected: "an operator (==, !=, <, >, BEGINSWITH, IN, …)"), at: current.range)
        }
        return unexpected(expected: "an operator (==, !=, <, >, BEGINSWITH, IN, …) after '\(left)'")
    }

    mutating func parseOptions() -> StringOptions {
        if case .stringOptions(let options) = current.kind {
            advance()
            return options
        }
        return []
    }

    // MARK: - between := BETWEEN '{' value ',' value '}'

    mutating func parseBetween(_ value: Operand, operatorRange: SourceRange) throws -> Condition {
        let bounds = try parseValue()
        guard case .list(let items) = bounds.kind else {
            throw QueryError(.expectedList("BETWEEN"), at: bounds.range)
        }
        guard items.count == 2 else {
            throw QueryError(.invalidBetween("the list must hold exactly two values, {lower, upper}, not \(items.count)"), at: bounds.range)
        }
        return .between(value, lower: items[0], upper: items[1], operatorRange: operatorRange)
    }

    // MARK: - Token access

    var current: Token { tokens[index] }
    var peek: Token { token(after: 1) }
    func token(after offset: Int) -> Token { tokens[min(index + offset, tokens.count - 1)] }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    mutating func expect(_ symbol: Symbol, _ expected: String) throws {
        guard current.isSymbol(symbol) else { throw unexpectedOrEnd(expected: expected) }
        advance()
    }

    mutating func nested<T>(at range: SourceRange, _ body: (inout QueryParser) throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= QueryParser.maximumDepth else { throw QueryError(.nestedTooDeeply, at: range) }
        return try body(&self)
    }

    func unexpected(expected: String) -> QueryError {
        QueryError(.unexpectedToken(found: spelling(current), expected: expected), at: current.range)
    }

    func unexpectedOrEnd(expected: String) -> QueryError {
        if current.kind == .end { return QueryError(.unexpectedEndOfQuery(expected: expected), at: current.range) }
        return unexpected(expected: expected)
    }

    func spelling(_ token: Token) -> String { spelling(token.range) }

    func spelling(_ range: SourceRange) -> String {
        let bytes = text.utf8
        let lower = bytes.index(bytes.startIndex, offsetBy: range.lowerBound)
        let upper = bytes.index(bytes.startIndex, offsetBy: range.upperBound)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}
