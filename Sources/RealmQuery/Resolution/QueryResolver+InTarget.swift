import RealmModel

extension Context {
    /// Whether the right side of `IN` has many values the way Realm Core asks it (`Subexpr::has_multiple_values`),
    /// which decides whether `x IN …` is taken: a list, set or dictionary property is many values even
    /// subscripted (`3 IN intList[FIRST]`, `3 IN intDict['k2']`, `'Bo' IN friends[FIRST].name` are taken, as one
    /// value each); a dictionary's `@keys` never is (`'k2' IN intDict.@keys` is refused: "The keypath following 'IN' must contain a list"),
    /// nor a path into a mixed value, unless a to-many link leads to it (`3 IN anyValue[*]` is refused), nor an `@type`.
    func isListForIn(_ operand: TypedOperand) -> Bool {
        // `@type` is one value to it, whatever the path (`m[*].@type IN k[*].@type` is refused).
        if case .typeOf = operand.kind { return false }
        guard case .property(let path) = operand.kind else { return operand.isMultiple }
        if case .keys? = path.hops.last?.kind { return false }
        for (i, hop) in path.hops.enumerated() {
            guard case .property(let p) = hop.kind else { continue }
            let fansOutBefore = path.hops[..<i].contains { $0.isCollection && ($0.isLink || $0.isBacklink) }
            if p.type == .mixed, p.collection == nil, i < path.hops.count - 1 { return fansOutBefore }
            if p.isCollection, i < path.hops.count - 1, case .element = path.hops[i + 1].kind { return true }
        }
        return operand.isMultiple
    }
}
