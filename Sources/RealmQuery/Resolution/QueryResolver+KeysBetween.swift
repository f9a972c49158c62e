extension Context {
    /// `dict.@keys BETWEEN {lower, upper}` (also `dict['@keys']`) as Realm Core's `BetweenNode::visit`
    /// answers it: the two comparisons it makes (`>= lower AND <= upper`) read `dict['']`, the value
    /// under the empty key, because its first visit of the property moves the `@keys` element out of
    /// the path (`stringOptDict.@keys BETWEEN {0, 10}` holds for no object, `… {'a', 'z'}` where that
    /// value is a string between them; `@keys` alone is no list to it, so no `ALL` is asked for).
    /// `ALL`/`NONE` there stop Core on an assertion (query_expression.hpp:432): refused. Nil for
    /// any other path.
    mutating func keysBetween(_ value: Operand, _ v: TypedOperand, lower: Operand, upper: Operand,
                              operatorRange: SourceRange) throws -> ResolvedCondition? {
        guard case .property(let written) = value.kind, case .property(let path) = v.kind else { return nil }
        guard case .keys? = path.hops.last?.kind, path.hops.count >= 2,
              case .property(let dictionary) = path.hops[path.hops.count - 2].kind, dictionary.collection == .dictionary
        else { return nil }
        if let quantifier = v.quantifier, quantifier != .any {
            throw QueryError(.invalidBetween("\(quantifier.rawValue) on a dictionary's @keys is not supported (Realm Core stops on it)"), at: operatorRange)
        }
        var elements = written.elements
        let last = elements.removeLast()
        elements.append(PathElement(.subscript(.key("")), range: last.range))
        var read = value
        read.kind = .property(PropertyPath(elements))
        let atLeast = Condition.comparison(left: read, op: .greaterOrEqual, options: [], right: lower, operatorRange: operatorRange)
        let atMost = Condition.comparison(left: read, op: .lessOrEqual, options: [], right: upper, operatorRange: operatorRange)
        return try resolveCondition(.and(atLeast, atMost))
    }
}
