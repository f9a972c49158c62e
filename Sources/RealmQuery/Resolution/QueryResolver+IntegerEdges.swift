import RealmModel

extension Context {
    /// Whether Realm Core leaves out an int property compared with an end of
    /// the 64-bit range (the comparison is then no condition at all).
    ///
    /// A plain int property (optional or not) compared with an int constant
    /// on the right is Realm Core's column search (`RelationalNode::visit` →
    /// `Query::less_equal`), which writes `<= v` as `< v + 1` and `>= v` as
    /// `> v - 1`, and leaves the query unchanged where that would overflow:
    /// `intOpt <= 9223372036854775807` and `intOpt >= -9223372036854775808`
    /// hold for every object, nulls included (while `intOpt < 0` holds for
    /// none of the nulls); under `NOT` or beside `OR` it is left out too.
    /// With the constant on the left, or through a link, Realm Core compares
    /// values, and a null is not ordered.
    func isLeftOutByColumnSearch(_ l: TypedOperand, _ op: ComparisonOperator, _ r: TypedOperand) -> Bool {
        guard case .property(let path) = l.kind, l.type == .int, !l.isMultiple, path.hops.count == 1,
              case .property(let property) = path.hops[0].kind, !property.isCollection, property.type == .int else { return false }
        switch (op, r.kind) {
        case (.lessOrEqual, .constant(.int(Int64.max))), (.greaterOrEqual, .constant(.int(Int64.min))):
            return true
        default:
            return false
        }
    }
}
