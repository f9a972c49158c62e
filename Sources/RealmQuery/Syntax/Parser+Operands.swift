import RealmModel

/// The operand rules: arithmetic, values, constants, lists, `obj(…)`, `bin(…)`,
/// subqueries, key paths and subscripts.
extension QueryParser {
    // MARK: - expr := term (('+' | '-') term)*

    mutating func parseExpression() throws -> Operand {
        let outerChain = arithmeticDepth
        defer { arithmeticDepth = outerChain }
        var left = try parseTerm()
        while (current.isSymbol(.plus) || current.isSymbol(.minus)) && !isSignGluedToNumber {
            let op: ArithmeticOperator = current.isSymbol(.plus) ? .add : .subtract
            try deepenArithmetic(at: current.range)
            advance()
            let right = try parseTerm()
            left = Operand(.arithmetic(op, left, right), range: left.range.merged(with: right.range))
        }
        return left
    }

    // MARK: - term := factor (('*' | '/') factor)*

    mutating func parseTerm() throws -> Operand {
        let outerChain = arithmeticDepth
        defer { arithmeticDepth = outerChain }
        var left = try parseFactor()
        while current.isSymbol(.star) || current.isSymbol(.slash) {
            let op: ArithmeticOperator = current.isSymbol(.star) ? .multiply : .divide
            try deepenArithmetic(at: current.range)
            advance()
            let right = try parseFactor()
            left = Operand(.arithmetic(op, left, right), range: left.range.merged(with: right.range))
        }
        return left
    }

    /// Each operator of an arithmetic chain nests the tree one level deeper
    /// (`a - b - c` is `(a - b) - c`, and cannot be rebalanced): chains count
    /// against the same bound as parentheses, so no later stage recurses
    /// past it (1,000 `+ 1`s crashed the resolver).
    mutating func deepenArithmetic(at range: SourceRange) throws {
        arithmeticDepth += 1
        guard depth + arithmeticDepth <= QueryParser.maximumDepth else { throw QueryError(.nestedTooDeeply, at: range) }
    }

    // MARK: - factor := '(' expr ')' | value

    mutating func parseFactor() throws -> Operand {
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

    mutating func parseValue() throws -> Operand {
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
            // Realm Core's grammar (query_bison.yy) takes ANY/ALL/NONE before a key path, with
            // @count, @size or @type at most: never before @min/@max/@sum/@avg or SUBQUERY(…).
            switch operand.kind {
            case .collectionOperator(_, let op, _) where op.isAggregate:
                throw QueryError(.unexpectedToken(found: spelling(start), expected: "no \(quantifier.rawValue) before \(op.rawValue)"), at: start)
            case .subqueryCount:
                throw QueryError(.unexpectedToken(found: spelling(start), expected: "no \(quantifier.rawValue) before SUBQUERY"), at: start)
            default: break
            }
            operand.quantifier = quantifier
            operand.range = start.merged(with: operand.range)
        }
        return operand
    }

    mutating func parseUnquantifiedValue() throws -> Operand {
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
        case .identifier(let word) where Self.objectKeyLiteral(word) != nil:
            return parseObjectKeyLiteral(Self.objectKeyLiteral(word)!)
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

    mutating func parseConstant() throws -> Operand? {
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
            // Binary here; the resolver reads it as a string wherever a string is expected (as Realm Core does).
            value = .constant(.data(bytes))
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
    mutating func parseSignedNumber() throws -> Operand {
        let sign = current
        advance()
        let negative = sign.isSymbol(.minus)
        let token = current
        let value: AnyRealmValue
        switch token.kind {
        case .integer where spelling(token).lowercased().hasPrefix("0x"):
            // Realm Core's grammar has no signed hexadecimal numbers.
            throw unexpected(expected: "a decimal number after '\(negative ? "-" : "+")' (hexadecimal numbers take no sign)")
        case .integer(let i):
            if negative {
                // `-9223372036854775808` is the one magnitude that only fits negated.
                value = i == Int64.min ? .int(i) : .int(-i)
            } else {
                value = .int(i)
            }
        case .number(let d, let isFloat):
            if negative, d == 9_223_372_036_854_775_808, spelling(token).allSatisfy(\.isNumber) {
                // `-9223372036854775808` written in digits is an int; `-9.2233720368547758e18` stays a double.
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

    mutating func parseList() throws -> Operand {
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
                } else if case .identifier(let word) = current.kind, let key = Self.objectKeyLiteral(word) {
                    item = parseObjectKeyLiteral(key)
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

    mutating func parseObjectReference() throws -> Operand {
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

    mutating func parseBinary() throws -> Operand {
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

    mutating func parseSubquery() throws -> Operand {
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

    mutating func parseProperty() throws -> Operand {
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

    mutating func parsePath(allowTrailingOperator: Bool = false) throws -> PropertyPath {
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

    mutating func parsePathElement() throws -> PathElement {
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
    func propertyName(_ token: Token) -> String? {
        switch token.kind {
        case .identifier(let name): return name
        case .keyword(let k) where k.canBePropertyName: return spelling(token)
        default: return nil
        }
    }

    // MARK: - subscript := '[' (integer | FIRST | LAST | '*' | string | $n) ']'

    mutating func parseSubscript() throws -> PathElement {
        let open = current.range
        advance()
        let value: Subscript
        switch current.kind {
        case .integer(let i) where i >= 0 && i <= Int64(Int32.max): value = .index(Int(i))
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
}
