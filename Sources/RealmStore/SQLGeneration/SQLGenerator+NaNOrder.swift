import RealmQuery

extension SQLGenerator {
    /// True when Realm Core answers `l op r` with its column search — a plain
    /// property of the object on the left (no link, no collection) and a
    /// constant of exactly its type on the right (`floatProp < 0.5`) — where a
    /// NaN of a float or double property is never ordered nor equal (IEEE).
    /// Every other comparison (`floatProp < 0` with an int, a constant on the
    /// left, two properties, lists, links) goes through Realm Core's general
    /// expression, which orders NaN below every number and equal to NaN
    /// (`Mixed::compare`); `ordersNaNFirst` tells `compare` which one applies.
    static func usesColumnSearch(_ l: TypedOperand, _ r: TypedOperand) -> Bool {
        guard case .property(let path) = l.kind, path.isPlainColumnOfItsObjects, l.quantifier == nil,
              case .constant(let value) = r.kind else { return false }
        return value == .null || ValueType(value) == l.type
    }

    /// `usesColumnSearch` for `l IN {…}`: a plain property against a list of
    /// constants is Realm Core's column search whatever the items (`d IN {NaN, 1}`
    /// finds no NaN); through a link, list or subscript it is the general expression.
    static func usesColumnSearch(_ l: TypedOperand, in list: TypedOperand) -> Bool {
        guard case .property(let path) = l.kind, path.isPlainColumnOfItsObjects, l.quantifier == nil,
              case .list = list.kind else { return usesColumnSearch(l, list) }
        return true
    }

    /// `l op r` for floating values in `Mixed::compare`'s order: null only equal to
    /// null (and never ordered), NaN below every other number, two NaNs by their bits (`NaNBits`).
    /// NaN is stored (and bound) as a BLOB.
    func nanFirstCompare(_ l: String, _ op: ComparisonOperator, _ r: String) -> String {
        let bothNull = "\(l) IS NULL AND \(r) IS NULL"
        let nullCase: String
        switch op {
        case .equal, .lessOrEqual, .greaterOrEqual: nullCase = "(\(bothNull))"
        case .notEqual: nullCase = "NOT (\(bothNull))"
        case .less, .greater: nullCase = "0"
        }
        let nanOrder = "(CASE WHEN typeof(\(l)) = 'blob' THEN (CASE WHEN typeof(\(r)) = 'blob' THEN \(NaNBits.order)(\(l), \(r)) ELSE -1 END) ELSE 1 END)"
        let symbol = op == .equal ? "=" : op == .notEqual ? "<>" : op.rawValue
        return "(CASE WHEN \(l) IS NULL OR \(r) IS NULL THEN \(nullCase) "
            + "WHEN typeof(\(l)) = 'blob' OR typeof(\(r)) = 'blob' THEN \(nanOrder) \(symbol) 0 "
            + "ELSE \(l) \(symbol) \(r) END)"
    }
}
