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
    private let text: String
    private var tokens: [Token] = []
    private var index = 0
    private var depth = 0
    private var matchingParenthesis: [Int: Int] = [:]

    /// How deep parentheses, `NOT`s and subqueries may nest before the query is refused.
    public static let maximumDepth = 200

    /// Parses a whole query (condition plus `SORT`/`DISTINCT`/`LIMIT`); throws `QueryError`.
    public static func parse(_ text: String) throws -> Query {
        var parser = QueryParser(text: text)
        parser.tokens = try Lexer.tokenize(text)
        parser.matchingParenthesis = matchParentheses(parser.tokens)
        return try parser.parseQuery()
    }

    private init(text: String) {
        self.text = text
    }

    // MARK: - query := condition orderingClause* END

    private mutating func parseQuery() throws -> Query {
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

    private mutating func parseOrCondition() throws -> Condition {
        var condition = try parseAndCondition()
        while current.keyword == .or || current.isSymbol(.doublePipe) {
            advance()
            condition = .or(condition, try parseAndCondition())
        }
        return condition
    }

    // MARK: - and := not (AND not)*

    private mutating func parseAndCondition() throws -> Condition {
        var condition = try parseNotCondition()
        while current.keyword == .and || current.isSymbol(.doubleAmpersand) {
            advance()
            condition = .and(condition, try parseNotCondition())
        }
        return condition
    }

    // MARK: - not := (NOT | !) not | primary

    private mutating func parseNotCondition() throws -> Condition {
        if current.keyword == .not || current.isSymbol(.bang) {
            let start = current.range
            advance()
            return try nested(at: start) { try .not($0.parseNotCondition()) }
        }
        return try parsePrimaryCondition()
    }

    // MARK: - primary := TRUEPREDICATE | FALSEPREDICATE | '(' condition ')' | comparison

    private mutating func parsePrimaryCondition() throws -> Condition {
        switch current.kind {
        case .keyword(.truePredicate):
            defer { advance() }
            return .truePredicate(current.range)
        case .keyword(.falsePredicate):
            defer { advance() }
            return .falsePredicate(current.range)
        case .symbol(.leftParen) where parenthesisEnclosesCondition():
            let open = current.range
            advance()
            let condition = try nested(at: open) { try $0.parseOrCondition() }
            guard current.isSymbol(.rightParen) else {
                if current.kind == .end { throw QueryError(.missingClosingParenthesis, at: open) }
                throw unexpected(expected: "')' to close the '(' at offset \(open.lowerBound)")
            }
            advance()
            return condition
        default:
            return try parseComparison()
        }
    }

    /// Whether the `(` at the current token opens a condition (`(a > 1 OR b)`)
    /// rather than an arithmetic operand (`(a + 1) > 2`): it does unless the
    /// token after its matching `)` continues a comparison.
    private func parenthesisEnclosesCondition() -> Bool {
        guard let close = matchingParenthesis[index] else { return true }
        return !(close + 1 < tokens.count && continuesComparison(tokens[close + 1].kind))
    }

    /// For each `(` token, the index of its matching `)`; computed once so deep nesting stays linear.
    private static func matchParentheses(_ tokens: [Token]) -> [Int: Int] {
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

    private func continuesComparison(_ kind: TokenKind) -> Bool {
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

    private mutating func parseComparison() throws -> Condition {
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

    private func missingOperator(after left: Operand) -> QueryError {
        if current.kind == .end {
            return QueryError(.unexpectedEndOfQuery(expected: "an operator (==, !=, <, >, BEGINSWITH, IN, …)"), at: current.range)
        }
        return unexpected(expected: "an operator (==, !=, <, >, BEGINSWITH, IN, …) after '\(left)'")
    }

    private mutating func parseOptions() -> StringOptions {
        if case .stringOptions(let options) = current.kind {
            advance()
            return options
        }
        return []
    }

    // MARK: - between := BETWEEN '{' value ',' value '}'

    private mutating func parseBetween(_ value: Operand, operatorRange: SourceRange) throws -> Condition {
        let bounds = try parseValue()
        guard case .list(let items) = bounds.kind else {
            throw QueryError(.expectedList("BETWEEN"), at: bounds.range)
        }
        guard items.count == 2 else {
            throw QueryError(.invalidBetween("the list must hold exactly two values, {lower, upper}, not \(items.count)"), at: bounds.range)
        }
        return .between(value, lower: items[0], upper: items[1], operatorRange: operatorRange)
    }

    // MARK: - expr := term (('+' | '-') term)*

    private mutating func parseExpression() throws -> Operand {
        var left = try parseTerm()
        while current.isSymbol(.plus) || current.isSymbol(.minus) {
            let op: ArithmeticOperator = current.isSymbol(.plus) ? .add : .subtract
            advance()
            let right = try parseTerm()
            left = Operand(.arithmetic(op, left, right), range: left.range.merged(with: right.range))
        }
        return left
    }

    // MARK: - term := factor (('*' | '/') factor)*

    private mutating func parseTerm() throws -> Operand {
        var left = try parseFactor()
        while current.isSymbol(.star) || current.isSymbol(.slash) {
            let op: ArithmeticOperator = current.isSymbol(.star) ? .multiply : .divide
            advance()
            let right = try parseFactor()
            left = Operand(.arithmetic(op, left, right), range: left.range.merged(with: right.range))
        }
        return left
    }

    // MARK: - factor := '(' expr ')' | value

    private mutating func parseFactor() throws -> Operand {
        guard current.isSymbol(.leftParen) else { return try parseValue() }
        let open = current.range
        advance()
        var inner = try nested(at: open) { try $0.parseExpression() }
        guard current.isSymbol(.rightParen) else {
            if current.kind == .end { throw QueryError(.missingClosingParenthesis, at: open) }
            throw unexpected(expected: "')' to close the '(' at offset \(open.lowerBound)")
        }
        inner.range = open.merged(with: current.range)
        advance()
        return inner
    }

    // MARK: - value := [ANY|SOME|ALL|NONE] (constant | list | subquery | property)

    private mutating func parseValue() throws -> Operand {
        let start = current.range
        var quantifier: Quantifier?
        switch current.keyword {
        case .any?, .some?: quantifier = .any
        case .all?: quantifier = .all
        case .none?: quantifier = Quantifier.none
        default: break
        }
        if quantifier != nil { advance() }
        var operand = try parseUnquantifiedValue()
        if let quantifier {
            if case .constant = operand.kind {
                throw QueryError(.unexpectedToken(found: spelling(start), expected: "no \(quantifier.rawValue) before a constant"), at: start)
            }
            operand.quantifier = quantifier
            operand.range = start.merged(with: operand.range)
        }
        return operand
    }

    private mutating func parseUnquantifiedValue() throws -> Operand {
        let token = current
        switch token.kind {
        case .symbol(.leftBrace):
            return try parseList()
        case .symbol(.minus), .symbol(.plus):
            return try parseSignedNumber()
        case .keyword(.subquery):
            return try parseSubquery()
        case .keyword(.obj) where peek.isSymbol(.leftParen):
            return try parseObjectReference()
        case .keyword(.bin) where peek.isSymbol(.leftParen):
            return try parseBinary()
        case .keyword(.binary) where peek.isSymbol(.leftParen):
            return try parseBinary()
        case .identifier, .atKeyword(.links):
            return try parseProperty()
        case .keyword(let k) where k.canBePropertyName:
            return try parseProperty()
        case .end:
            throw QueryError(.unexpectedEndOfQuery(expected: "a value or a property"), at: token.range)
        case .symbol(.rightParen):
            throw QueryError(.unexpectedToken(found: ")", expected: "a value or a property"), at: token.range)
        default:
            if let constant = try parseConstant() { return constant }
            throw unexpected(expected: "a value or a property")
        }
    }

    // MARK: - constant := null | true | false | string | B64"…" | number | inf | nan | date | oid | uuid | $n

    private mutating func parseConstant() throws -> Operand? {
        let token = current
        let value: Operand.Kind
        switch token.kind {
        case .keyword(.null), .keyword(.nil): value = .constant(.null)
        case .keyword(.true): value = .constant(.bool(true))
        case .keyword(.false): value = .constant(.bool(false))
        case .keyword(.inf), .keyword(.infinity): value = .constant(.double(.infinity))
        case .keyword(.nan): value = .constant(.double(.nan))
        case .string(let s): value = .constant(.string(s))
        case .base64(let b64):
            guard let bytes = Base64.decode(b64) else { throw QueryError(.invalidBase64(b64), at: token.range) }
            value = .constant(.string(String(decoding: bytes, as: UTF8.self)))
        case .integer(let i): value = .constant(.int(i))
        case .number(let d, let isFloat): value = .constant(isFloat ? .float(Float(d)) : .double(d))
        case .timestamp(let t): value = .constant(.date(t))
        case .objectId(let o): value = .constant(.objectId(o))
        case .uuid(let u): value = .constant(.uuid(u))
        case .argument(let n): value = .argument(n)
        default: return nil
        }
        advance()
        return Operand(value, range: token.range)
    }

    /// `-3`, `+2.5`, `-inf`: a sign directly before a number.
    private mutating func parseSignedNumber() throws -> Operand {
        let sign = current
        advance()
        let negative = sign.isSymbol(.minus)
        let token = current
        let value: AnyRealmValue
        switch token.kind {
        case .integer(let i):
            if negative {
                // `-9223372036854775808` is the one magnitude that only fits negated.
                value = i == Int64.min ? .int(i) : .int(-i)
            } else {
                value = .int(i)
            }
        case .number(let d, let isFloat):
            if negative, d == 9_223_372_036_854_775_808 {
                value = .int(Int64.min)
            } else {
                let v = negative ? -d : d
                value = isFloat ? .float(Float(v)) : .double(v)
            }
        case .keyword(.inf), .keyword(.infinity): value = .double(negative ? -.infinity : .infinity)
        case .keyword(.nan): value = .double(.nan)
        case .end:
            throw QueryError(.unexpectedEndOfQuery(expected: "a number after '\(negative ? "-" : "+")'"), at: token.range)
        default:
            throw unexpected(expected: "a number after '\(negative ? "-" : "+")'")
        }
        advance()
        return Operand(.constant(value), range: sign.range.merged(with: token.range))
    }

    // MARK: - list := '{' [constant (',' constant)*] '}'

    private mutating func parseList() throws -> Operand {
        let open = current.range
        advance()
        var items: [Operand] = []
        if !current.isSymbol(.rightBrace) {
            repeat {
                if current.isSymbol(.comma) { advance() }
                let item: Operand
                if current.isSymbol(.minus) || current.isSymbol(.plus) {
                    item = try parseSignedNumber()
                } else if current.keyword == .obj && peek.isSymbol(.leftParen) {
                    item = try parseObjectReference()
                } else if (current.keyword == .bin || current.keyword == .binary) && peek.isSymbol(.leftParen) {
                    item = try parseBinary()
                } else if let constant = try parseConstant() {
                    item = constant
                } else if current.kind == .end {
                    throw QueryError(.unexpectedEndOfQuery(expected: "a constant or '}'"), at: current.range)
                } else {
                    throw unexpected(expected: "a constant (lists hold constants only)")
                }
                items.append(item)
            } while current.isSymbol(.comma)
        }
        guard current.isSymbol(.rightBrace) else {
            if current.kind == .end { throw QueryError(.unexpectedEndOfQuery(expected: "'}' to close the list"), at: current.range) }
            throw unexpected(expected: "',' or '}'")
        }
        let close = current.range
        advance()
        return Operand(.list(items), range: open.merged(with: close))
    }

    // MARK: - objectReference := OBJ '(' string ',' primaryKey ')'

    private mutating func parseObjectReference() throws -> Operand {
        let start = current.range
        advance()
        try expect(.leftParen, "'(' after obj")
        guard case .string(let className) = current.kind else {
            throw unexpectedOrEnd(expected: "a class name in quotes, as in obj('Dog', 'Rex')")
        }
        advance()
        try expect(.comma, "',' after the class name")
        let key: Operand
        if current.isSymbol(.minus) || current.isSymbol(.plus) {
            key = try parseSignedNumber()
        } else if let constant = try parseConstant() {
            key = constant
        } else {
            throw unexpectedOrEnd(expected: "a primary key value")
        }
        let close = current.range
        try expect(.rightParen, "')' to close obj(")
        return Operand(.objectReference(className: className, primaryKey: key), range: start.merged(with: close))
    }

    // MARK: - binary := (BIN | BINARY) '(' (string | B64"…") ')'

    private mutating func parseBinary() throws -> Operand {
        let start = current.range
        advance()
        try expect(.leftParen, "'(' after bin")
        let bytes: [UInt8]
        switch current.kind {
        case .string(let s): bytes = Array(s.utf8)
        case .base64(let b64):
            guard let decoded = Base64.decode(b64) else { throw QueryError(.invalidBase64(b64), at: current.range) }
            bytes = decoded
        default:
            throw unexpectedOrEnd(expected: "a string or B64\"…\" inside bin(…)")
        }
        advance()
        let close = current.range
        try expect(.rightParen, "')' to close bin(")
        return Operand(.constant(.data(bytes)), range: start.merged(with: close))
    }

    // MARK: - subquery := SUBQUERY '(' path ',' $variable ',' condition ')' '.' (@count | @size)

    private mutating func parseSubquery() throws -> Operand {
        let start = current.range
        advance()
        try expect(.leftParen, "'(' after SUBQUERY")
        let collection = try parsePath()
        try expect(.comma, "',' after the subquery's collection")
        let variable: String
        switch current.kind {
        case .identifier(let name) where name.hasPrefix("$") && name.utf8.count > 1:
            variable = name
        case .end:
            throw QueryError(.unexpectedEndOfQuery(expected: "a subquery variable such as $dog"), at: current.range)
        default:
            throw QueryError(.invalidSubqueryVariable(spelling(current)), at: current.range)
        }
        advance()
        try expect(.comma, "',' after the subquery variable")
        let condition = try nested(at: start) { try $0.parseOrCondition() }
        try expect(.rightParen, "')' to close SUBQUERY(")
        try expect(.dot, "'.@count' after SUBQUERY(…)")
        let end = current.range
        switch current.kind {
        case .atKeyword(.count), .atKeyword(.size): advance()
        default: throw unexpectedOrEnd(expected: "@count or @size after SUBQUERY(…).")
        }
        let subquery = Subquery(collection: collection, variable: variable, condition: condition)
        return Operand(.subqueryCount(subquery), range: start.merged(with: end))
    }

    // MARK: - property := path ['.' @count | '.' @size | '[' SIZE ']' | '.' @type | '.' aggregate ['.' id]]

    private mutating func parseProperty() throws -> Operand {
        let path = try parsePath(allowTrailingOperator: true)
        if current.isSymbol(.dot), case .atKeyword(let at) = peek.kind {
            let op: CollectionOperator
            switch at {
            case .count, .size: op = .count
            case .type: op = .type
            case .min: op = .min
            case .max: op = .max
            case .sum: op = .sum
            case .avg: op = .avg
            case .keys, .values, .links:
                preconditionFailure("parsePath consumes @keys, @values and @links")
            }
            advance()
            var end = current.range
            advance()
            var member: PathElement?
            if op.isAggregate, current.isSymbol(.dot) {
                advance()
                guard let name = propertyName(current) else { throw unexpectedOrEnd(expected: "a property name after '\(at.rawValue).'") }
                member = PathElement(.property(name), range: current.range)
                end = current.range
                advance()
            }
            return Operand(.collectionOperator(path, op, member: member), range: path.range.merged(with: end))
        }
        if current.isSymbol(.leftBracket), peek.keyword == .size, token(after: 2).isSymbol(.rightBracket) {
            advance(); advance()
            let end = current.range
            advance()
            return Operand(.collectionOperator(path, .count, member: nil), range: path.range.merged(with: end))
        }
        return Operand(.property(path), range: path.range)
    }

    // MARK: - path := id ('.' id | '.' @keys | '.' @values | '[' subscript ']')*

    private mutating func parsePath(allowTrailingOperator: Bool = false) throws -> PropertyPath {
        var elements = [try parsePathElement()]
        while true {
            if current.isSymbol(.dot) {
                if case .atKeyword(let at) = peek.kind, ![.keys, .values, .links].contains(at) {
                    guard allowTrailingOperator else { throw QueryError(.unexpectedToken(found: at.rawValue, expected: "a property name"), at: peek.range) }
                    break
                }
                advance()
                elements.append(try parsePathElement())
            } else if current.isSymbol(.leftBracket) {
                if peek.keyword == .size, token(after: 2).isSymbol(.rightBracket) {
                    guard allowTrailingOperator else { throw QueryError(.unexpectedToken(found: "SIZE", expected: "an index or key"), at: peek.range) }
                    break
                }
                elements.append(try parseSubscript())
            } else {
                break
            }
        }
        return PropertyPath(elements)
    }

    private mutating func parsePathElement() throws -> PathElement {
        let token = current
        switch token.kind {
        case .atKeyword(.keys):
            advance()
            return PathElement(.keys, range: token.range)
        case .atKeyword(.values):
            advance()
            return PathElement(.values, range: token.range)
        case .atKeyword(.links):
            advance()
            guard current.isSymbol(.dot), let className = propertyName(peek) else {
                return PathElement(.allBacklinks, range: token.range)
            }
            advance(); advance()
            try expect(.dot, "'.' and a property name after @links.\(className)")
            guard let propertyName = propertyName(current) else {
                throw unexpectedOrEnd(expected: "the linking property's name after @links.\(className).")
            }
            let end = current.range
            advance()
            return PathElement(.backlinks(className: className, propertyName: propertyName), range: token.range.merged(with: end))
        default:
            guard let name = propertyName(token) else { throw unexpectedOrEnd(expected: "a property name") }
            advance()
            return PathElement(.property(name), range: token.range)
        }
    }

    /// The spelling of a token that may stand for a property name.
    private func propertyName(_ token: Token) -> String? {
        switch token.kind {
        case .identifier(let name): return name
        case .keyword(let k) where k.canBePropertyName: return spelling(token)
        default: return nil
        }
    }

    // MARK: - subscript := '[' (integer | FIRST | LAST | '*' | string | $n) ']'

    private mutating func parseSubscript() throws -> PathElement {
        let open = current.range
        advance()
        let value: Subscript
        switch current.kind {
        case .integer(let i) where i <= Int64(Int32.max): value = .index(Int(i))
        case .keyword(.first): value = .first
        case .keyword(.last): value = .last
        case .symbol(.star): value = .all
        case .string(let s): value = .key(s)
        case .argument(let n): value = .argument(n)
        default: throw unexpectedOrEnd(expected: "an index, FIRST, LAST, SIZE, '*', a 'key' or an argument inside [ ]")
        }
        advance()
        let close = current.range
        try expect(.rightBracket, "']'")
        return PathElement(.subscript(value), range: open.merged(with: close))
    }

    // MARK: - geoShape := geoBox(point, point) | geoCircle(point, coordinate) | geoPolygon({points}, …) | $n

    private mutating func parseGeoShape() throws -> GeoShape {
        let token = current
        switch token.kind {
        case .argument(let n):
            advance()
            return .argument(n)
        case .keyword(.geoBox):
            advance()
            try expect(.leftParen, "'(' after geoBox")
            let a = try parseGeoPoint()
            try expect(.comma, "',' between the corners of geoBox")
            let b = try parseGeoPoint()
            try expect(.rightParen, "')' to close geoBox(")
            return .box(a, b)
        case .keyword(.geoCircle):
            advance()
            try expect(.leftParen, "'(' after geoCircle")
            let center = try parseGeoPoint()
            try expect(.comma, "',' before the radius of geoCircle")
            let radius = try parseCoordinate()
            try expect(.rightParen, "')' to close geoCircle(")
            return .circle(center, radius: radius)
        case .keyword(.geoPolygon):
            advance()
            try expect(.leftParen, "'(' after geoPolygon")
            var rings: [[GeoPoint]] = []
            repeat {
                if current.isSymbol(.comma) { advance() }
                try expect(.leftBrace, "'{' to start a ring of points")
                var ring = [try parseGeoPoint()]
                while current.isSymbol(.comma) {
                    advance()
                    ring.append(try parseGeoPoint())
                }
                try expect(.rightBrace, "',' or '}' in a ring of points")
                rings.append(ring)
            } while current.isSymbol(.comma)
            try expect(.rightParen, "')' to close geoPolygon(")
            return .polygon(rings)
        default:
            throw unexpectedOrEnd(expected: "geoBox(…), geoCircle(…), geoPolygon(…) or an argument")
        }
    }

    private mutating func parseGeoPoint() throws -> GeoPoint {
        try expect(.leftBracket, "'[' to start a point [longitude, latitude]")
        let longitude = try parseCoordinate()
        try expect(.comma, "',' between longitude and latitude")
        let latitude = try parseCoordinate()
        var altitude: GeoCoordinate?
        if current.isSymbol(.comma) {
            advance()
            altitude = try parseCoordinate()
        }
        try expect(.rightBracket, "']' to close the point")
        return GeoPoint(longitude: longitude, latitude: latitude, altitude: altitude)
    }

    private mutating func parseCoordinate() throws -> GeoCoordinate {
        if case .argument(let n) = current.kind {
            defer { advance() }
            return .argument(n, range: current.range)
        }
        let operand: Operand
        if current.isSymbol(.minus) || current.isSymbol(.plus) {
            operand = try parseSignedNumber()
        } else {
            switch current.kind {
            case .integer, .number: operand = try parseSignedNumberless()
            default: throw unexpectedOrEnd(expected: "a coordinate (a number)")
            }
        }
        switch operand.kind {
        case .constant(.int(let i)): return .value(Double(i))
        case .constant(.double(let d)): return .value(d)
        case .constant(.float(let f)): return .value(Double(f))
        default: throw QueryError(.unexpectedToken(found: spelling(operand.range), expected: "a coordinate (a number)"), at: operand.range)
        }
    }

    private mutating func parseSignedNumberless() throws -> Operand {
        guard let constant = try parseConstant() else { throw unexpectedOrEnd(expected: "a number") }
        return constant
    }

    // MARK: - orderingClause := SORT '(' path direction, … ')' | DISTINCT '(' path, … ')' | LIMIT '(' integer ')'

    private mutating func parseOrderingClause() throws -> OrderingClause? {
        guard peek.isSymbol(.leftParen) else { return nil }
        switch current.keyword {
        case .sort?:
            advance(); advance()
            var keys: [SortKey] = []
            repeat {
                if current.isSymbol(.comma) { advance() }
                let path = try parsePath()
                let ascending: Bool
                switch current.keyword {
                case .asc?, .ascending?: ascending = true
                case .desc?, .descending?: ascending = false
                default: throw unexpectedOrEnd(expected: "ASC or DESC after '\(path)'")
                }
                advance()
                keys.append(SortKey(path: path, ascending: ascending))
            } while current.isSymbol(.comma)
            try expect(.rightParen, "',' or ')' in SORT(…)")
            return .sort(keys)
        case .distinct?:
            advance(); advance()
            var paths: [PropertyPath] = []
            repeat {
                if current.isSymbol(.comma) { advance() }
                paths.append(try parsePath())
            } while current.isSymbol(.comma)
            try expect(.rightParen, "',' or ')' in DISTINCT(…)")
            return .distinct(paths)
        case .limit?:
            advance(); advance()
            guard case .integer(let n) = current.kind, n <= Int64(Int32.max),
                  !spelling(current).lowercased().hasPrefix("0x") else {
                throw unexpectedOrEnd(expected: "a whole number inside LIMIT(…)")
            }
            let range = current.range
            advance()
            try expect(.rightParen, "')' to close LIMIT(")
            return .limit(Int(n), range: range)
        default:
            return nil
        }
    }

    // MARK: - Token access

    private var current: Token { tokens[index] }
    private var peek: Token { token(after: 1) }
    private func token(after offset: Int) -> Token { tokens[min(index + offset, tokens.count - 1)] }

    private mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    private mutating func expect(_ symbol: Symbol, _ expected: String) throws {
        guard current.isSymbol(symbol) else { throw unexpectedOrEnd(expected: expected) }
        advance()
    }

    private mutating func nested<T>(at range: SourceRange, _ body: (inout QueryParser) throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= QueryParser.maximumDepth else { throw QueryError(.nestedTooDeeply, at: range) }
        return try body(&self)
    }

    private func unexpected(expected: String) -> QueryError {
        QueryError(.unexpectedToken(found: spelling(current), expected: expected), at: current.range)
    }

    private func unexpectedOrEnd(expected: String) -> QueryError {
        if current.kind == .end { return QueryError(.unexpectedEndOfQuery(expected: expected), at: current.range) }
        return unexpected(expected: expected)
    }

    private func spelling(_ token: Token) -> String { spelling(token.range) }

    private func spelling(_ range: SourceRange) -> String {
        let bytes = text.utf8
        let lower = bytes.index(bytes.startIndex, offsetBy: range.lowerBound)
        let upper = bytes.index(bytes.startIndex, offsetBy: range.upperBound)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}
