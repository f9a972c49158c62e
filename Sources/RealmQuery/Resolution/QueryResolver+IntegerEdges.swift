import RealmModel

extension Context {
    /// Realm Core's answer to an int property compared with the ends of the
    /// 64-bit range, where it is not the comparison's.
    ///
    /// A plain int property (optional or not) compared with an int constant
    /// on the right is Realm Core's column search (`RelationalNode::visit` →
    /// `Query::less_equal`), which writes `<= v` as `< v + 1` and `>= v` as
    /// `> v - 1`, and leaves the query unchanged where that would overflow:
    /// `intOpt <= 9223372036854775807` and `intOpt >= -9223372036854775808`
    /// hold for every object, nulls included (while `intOpt < 0` holds for
    /// none of the nulls). With the constant on the left, or through a link,
    /// Realm Core compares values, and a null is not ordered.
    func integerEdge(_ l: TypedOperand, _ op: ComparisonOperator, _ r: TypedOperand) -> ResolvedCondition? {
        guard case .property(let path) = l.kind, l.type == .int, !l.isMultiple, path.hops.count == 1,
              case .property(let property) = path.hops[0].kind, !property.isCollection, property.type == .int else { return nil }
        switch (op, r.kind) {
        case (.lessOrEqual, .constant(.int(Int64.max))), (.greaterOrEqual, .constant(.int(Int64.min))):
            return .truePredicate
        default:
            return nil
        }
    }
}
