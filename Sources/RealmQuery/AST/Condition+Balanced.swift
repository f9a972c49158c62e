extension Condition {
    /// The two connectives a chain can use.
    public enum Connective: Sendable {
        case and, or
    }

    /// `terms` joined by `connective` as a balanced tree: `a AND b AND c AND d`
    /// is `((a AND b) AND (c AND d))`, so a chain of n terms nests log₂ n
    /// deep instead of n (AND and OR are associative, in Realm's logic as in
    /// SQL's three-valued one, so the meaning is the same). Terms that are
    /// themselves chains of the same connective (written in parentheses) are
    /// flattened in first, so `a AND (b AND (c AND …))` balances too.
    /// Chains of up to three terms keep the left-to-right shape they always had.
    ///
    /// - Precondition: `terms` is not empty.
    public static func balanced(_ terms: [Condition], _ connective: Connective) -> Condition {
        precondition(!terms.isEmpty, "a chain has at least one term")
        if terms.count == 1 { return terms[0] }
        var flat: [Condition] = []
        flat.reserveCapacity(terms.count)
        for term in terms { term.appendTerms(of: connective, to: &flat) }
        return build(flat[...], connective)
    }

    private static func build(_ terms: ArraySlice<Condition>, _ connective: Connective) -> Condition {
        if terms.count == 1, let only = terms.first { return only }
        // The left half takes the extra term: three terms read ((a AND b) AND c), as before.
        let middle = terms.startIndex + (terms.count + 1) / 2
        let left = build(terms[..<middle], connective)
        let right = build(terms[middle...], connective)
        switch connective {
        case .and: return .and(left, right)
        case .or: return .or(left, right)
        }
    }

    /// Appends the terms of this condition's `connective` chain (itself when it is not one).
    private func appendTerms(of connective: Connective, to terms: inout [Condition]) {
        // An explicit stack: a deeply nested chain must not recurse.
        var pending = [self]
        while let condition = pending.popLast() {
            switch (condition, connective) {
            case (.and(let l, let r), .and), (.or(let l, let r), .or):
                pending.append(r)
                pending.append(l)
            default:
                terms.append(condition)
            }
        }
    }
}
