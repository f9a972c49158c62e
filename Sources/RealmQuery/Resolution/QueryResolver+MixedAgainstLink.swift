import RealmModel

extension Context {
    /// A mixed operand compared with links (`anything < bestFriend`, `anything == friends`,
    /// `ALL fs.m <= b.b`), the way Realm Core answers it. Core checks `<`, `<=`, `>`, `>=` against the
    /// left side's type only (`RelationalNode::visit`), so a mixed left side is taken; it then compares
    /// each mixed value (a typed link, when it holds one) with the link's plain object key, types that
    /// are never comparable nor equal (`Mixed::types_are_comparable`). Only two nulls meet: a value and
    /// the to-one link (a null link on the way included) satisfy `==`, `<=` and `>=` when both are null
    /// (`LessEqual`/`GreaterEqual` on two nulls), `!=` otherwise, and `<`, `>` never; `ANY`, `ALL` and
    /// `NONE` then ask that of each mixed value the left side reaches (none: a path that finds no value).
    /// A link list or set holds no null: against one only `!=` holds, where it has an element.
    ///
    /// `nil` (left to the general comparison) for other shapes: a right side through backlinks, a
    /// dictionary of objects or two to-many hops, a quantifier on the right, an operand that is not a
    /// property path.
    func mixedAgainstLink(_ l: TypedOperand, _ op: ComparisonOperator, _ r: TypedOperand) -> ResolvedCondition? {
        guard l.type == .mixed, case .property = l.kind, case .object = r.type, case .property(let right) = r.kind,
              r.quantifier == nil else { return nil }
        var toMany = 0
        for hop in right.hops {
            guard case .property(let p) = hop.kind, p.collection != .dictionary else { return nil }
            if p.isCollection { toMany += 1 }
        }
        let null = TypedOperand(kind: .constant(.null), type: .null, isMultiple: false, quantifier: nil, range: r.range)
        if r.isMultiple {
            guard toMany == 1, !l.isMultiple, l.quantifier == nil,
                  case .property(let last)? = right.hops.last?.kind, last.isCollection else { return nil }
            guard op == .notEqual else { return .falsePredicate }
            // Any element of a link list is no null: `!=` holds where the list has one.
            return .comparison(r, .notEqual, null, options: [])
        }
        guard toMany == 0 else { return nil }
        var each = l
        each.quantifier = nil
        let anyNull = ResolvedCondition.comparison(each, .equal, null, options: [])
        let anyValue = ResolvedCondition.comparison(each, .notEqual, null, options: [])
        let linkNull = ResolvedCondition.comparison(r, .equal, null, options: [])
        let linkValue = ResolvedCondition.comparison(r, .notEqual, null, options: [])
        // Some value the left side reaches meets the link as `op` says; and some value fails it.
        let someMeeting: ResolvedCondition, someFailing: ResolvedCondition
        switch op {
        case .less, .greater:
            (someMeeting, someFailing) = (.falsePredicate, .or(anyNull, anyValue))
        case .equal, .lessOrEqual, .greaterOrEqual:
            (someMeeting, someFailing) = (.and(anyNull, linkNull), .or(anyValue, .and(linkValue, anyNull)))
        case .notEqual:
            (someMeeting, someFailing) = (.or(anyValue, .and(linkValue, anyNull)), .and(anyNull, linkNull))
        }
        switch l.quantifier {
        case nil, .any?: return someMeeting
        case .all?: return .not(someFailing)
        case .none?: return .not(someMeeting)
        }
    }
}
