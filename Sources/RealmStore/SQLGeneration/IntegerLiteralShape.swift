import RealmModel
import RealmQuery

/// A query text that ends in a plain integer literal (`id == 5`, `age >= 30`),
/// split into its *shape* (the text before the literal) and the literal's
/// value, so that `id == 5` and `id == 6` can share one compiled query, as a
/// prepared statement serves every value of its parameter.
///
/// Only the narrowest form is taken: 1 to 15 decimal digits (below 2^53, far
/// from the ±2^63 edges where Realm drops a comparison, and exact as a
/// double), no leading zero, no sign, after a space or an operator character
/// (so the lexer starts a new token at the first digit whatever digits
/// follow). Whether the compiled query really depends on the value only
/// through one bound parameter is decided on the compiled query itself
/// (`CompiledQueryCache.ShapedEntry.init?`), not here.
struct IntegerLiteralShape {
    /// The text before the literal.
    var shape: Substring
    var value: Int64
    /// The literal's UTF-8 offsets in the whole text.
    var range: SourceRange

    static let maximumDigits = 15

    init?(_ text: String) {
        let utf8 = text.utf8
        var start = utf8.endIndex
        var digits = 0
        while start > utf8.startIndex {
            let before = utf8.index(before: start)
            let byte = utf8[before]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
            digits += 1
            guard digits <= Self.maximumDigits else { return nil }
            start = before
        }
        guard digits > 0, start > utf8.startIndex else { return nil }
        if digits > 1, utf8[start] == UInt8(ascii: "0") { return nil }
        switch utf8[utf8.index(before: start)] {
        case UInt8(ascii: " "), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"): break
        default: return nil
        }
        var value: Int64 = 0
        for byte in utf8[start...] { value = value * 10 + Int64(byte - UInt8(ascii: "0")) }
        let offset = utf8.distance(from: utf8.startIndex, to: start)
        self.shape = text[..<start]
        self.value = value
        self.range = SourceRange(lowerBound: offset, upperBound: offset + digits)
    }
}

extension CompiledQueryCache {
    /// A compiled `property op literal` whose SQL is the same for every value
    /// of the literal: the value is its one bound argument.
    struct ShapedEntry {
        /// The property side, as resolved.
        var property: TypedOperand
        var op: ComparisonOperator
        /// The literal side, as resolved (its value and range are replaced).
        var literal: TypedOperand
        var query: ResolvedQuery
        var fragment: SQLFragment

        /// The entry for `query` compiled to `fragment`, if its SQL provably does
        /// not depend on the literal's value: a plain int column of the class
        /// itself (no link, no collection, no mixed) compared with the int
        /// literal at `shape.range` (no `[c]`, no quantifier, no list), nothing
        /// else in the query, and the literal's value the statement's only
        /// argument. The SQL generator compiles that comparison natively
        /// (`column op ?1`) for every such value; a value that changes the SQL —
        /// null, a double, a string, a list, an edge of the 64-bit range — is
        /// not an `IntegerLiteralShape` at all.
        init?(query: ResolvedQuery, fragment: SQLFragment, shape: IntegerLiteralShape) {
            guard query.ordering.isEmpty, case .comparison(let l, let op, let r, let options) = query.condition,
                  options.isEmpty else { return nil }
            guard case .property(let path) = l.kind, path.isPlainColumn, !path.isMultiple, !path.mayBeAbsent,
                  case .property(let property) = path.hops[0].kind, property.type == .int,
                  l.type == .int, !l.isMultiple, l.quantifier == nil else { return nil }
            guard case .constant(.int(shape.value)) = r.kind, r.type == .int, !r.isMultiple, r.quantifier == nil,
                  r.range == shape.range else { return nil }
            guard fragment.arguments == [.integer(shape.value)] else { return nil }
            self.property = l
            self.op = op
            self.literal = r
            self.query = query
            self.fragment = fragment
        }

        /// The compiled query for the same shape with the literal `shape.value`.
        func instantiate(_ shape: IntegerLiteralShape) -> Entry {
            var literal = self.literal
            literal.kind = .constant(.int(shape.value))
            literal.range = shape.range
            var fragment = self.fragment
            fragment.arguments = [.integer(shape.value)]
            var query = self.query
            query.condition = .comparison(property, op, literal, options: [])
            return Entry(query: query, fragment: fragment)
        }
    }

    struct ShapeKey: Hashable {
        var className: String
        var shape: Substring
        var arguments: [AnyRealmValue]
    }
}
