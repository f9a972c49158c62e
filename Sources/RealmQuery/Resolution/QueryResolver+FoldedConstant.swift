import RealmModel

extension Context {
    /// Arithmetic of constants alone (`1 / 1`, `1.5 + 1`) is one folded `Mixed` value to Realm Core
    /// (`OperationNode::visit` makes it a `Value<Mixed>`), compared with a property of any type as a `Mixed`: a value of
    /// another type is unequal to it and never ordered, so `1 / 1 != dataOpt` holds for every object
    /// and `1 / 1 == dataOpt`, `<`, `>` never (a lone constant of another type is refused: `1 != dataOpt`).
    /// With a property inside the arithmetic (`intReq * 1 != dataOpt`) both refuse.
    func comparesAsFoldedMixed(_ l: TypedOperand, _ r: TypedOperand) -> Bool {
        // Links and `@type` are checked as before (`1 + 1 != bestFriend` is refused).
        func takes(_ side: TypedOperand) -> Bool {
            if case .object = side.type { return false }
            return side.type != .typeName
        }
        return isFoldedConstant(l) && takes(r) || isFoldedConstant(r) && takes(l)
    }

    /// Arithmetic of constants alone: one `Mixed` value to Realm Core (see `comparesAsFoldedMixed`).
    func isFoldedConstant(_ side: TypedOperand) -> Bool {
        if case .arithmetic = side.kind { return side.isConstant }
        return false
    }

    /// A folded constant on the left of `<`, `<=`, `>`, `>=` and links on the right (`1 + 1 < bestFriend`,
    /// `1 + 1 <= ALL friends`): Realm Core takes it (it checks an ordering against the left side's type
    /// only) and orders no link against a number, so each link fails: `ALL` holds where the list has
    /// none, `NONE` always. `nil` for other shapes (a lone constant, or the link on the left, is refused).
    func foldedConstantAgainstLinks(_ l: TypedOperand, _ op: ComparisonOperator, _ r: TypedOperand,
                                    options: StringOptions) -> ResolvedCondition? {
        guard !op.isEquality, options.isEmpty, isFoldedConstant(l), isLink(r), case .property = r.kind else { return nil }
        guard r.isMultiple else { return .falsePredicate }
        switch r.quantifier {
        case nil, .any?: return .falsePredicate
        case .none?: return .truePredicate
        case .all?:
            // `!= null` holds where the path reaches a link. Realm Core follows only the links a
            // dictionary holds, as a list's: its null values are no value (`1 + 1 > ALL favoriteCities`
            // holds for `{'x': null}`, as `favoriteCities.@count == 0` does).
            return reachesNoLink(r)
        }
    }
}
