import RealmModel

extension QueryParser {
    // MARK: - literal := constant | signedNumber | binary | list  END   (no $n, no property)

    /// One literal filling the whole text: a constant, a signed number,
    /// `bin(…)`, or a list of those. Arguments (`$0`) and object references
    /// (`obj(…)`) are not values by themselves, so they are refused.
    mutating func parseLiteralValue() throws -> AnyRealmValue {
        let operand: Operand
        if current.isSymbol(.leftBrace) {
            operand = try parseList()
        } else if current.isSymbol(.minus) || current.isSymbol(.plus) {
            operand = try parseSignedNumber()
        } else if (current.keyword == .bin || current.keyword == .binary) && peek.isSymbol(.leftParen) {
            operand = try parseBinary()
        } else if let constant = try parseConstant() {
            operand = constant
        } else {
            throw unexpectedOrEnd(expected: "a literal (a number, 'text', true, null, oid(…), a date, {…})")
        }
        guard current.kind == .end else { throw unexpected(expected: "the end of the literal") }
        guard let value = Self.literalValue(operand) else {
            throw QueryError(.unexpectedToken(found: spelling(operand.range), expected: "a literal value"), at: operand.range)
        }
        return value
    }

    /// The value of a constant operand, or of a list of them.
    static func literalValue(_ operand: Operand) -> AnyRealmValue? {
        switch operand.kind {
        case .constant(let value): return value
        case .list(let items):
            var values: [AnyRealmValue] = []
            for item in items {
                guard let value = literalValue(item) else { return nil }
                values.append(value)
            }
            return .list(values)
        default: return nil
        }
    }
}
