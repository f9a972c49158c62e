import RealmModel

extension Context {
    /// `anyValue[0].@type IN {…}` (the `@type` of a path into a mixed value, no
    /// `[*]`, no quantifier) the way Realm Core answers it: like the path itself
    /// (`mixedPathIn`), the types are a list to Realm Core, compared with the
    /// constant list element by element. `IN {}` holds where the path finds no
    /// value (as `anyValue[0] IN {}` does), one name compares as `==`, and two
    /// or more hold for no object.
    func typeOfMixedPathIn(_ l: TypedOperand, _ r: TypedOperand, options: StringOptions) -> ResolvedCondition? {
        guard case .typeOf(let path) = l.kind, path.entersMixed, !l.isMultiple, l.quantifier == nil,
              case .list(let items) = r.kind, r.quantifier == nil, items.count != 1 else { return nil }
        // A key path into a dictionary of mixed values is one value to Realm Core (see `mixedPathIn`).
        if path.hops.contains(where: { if case .property(let p) = $0.kind { return p.type == .mixed && p.collection == .dictionary }; return false }) {
            return nil
        }
        guard items.isEmpty else { return .falsePredicate }
        var value = l
        value.kind = .property(path)
        value.type = path.type
        var list = r
        list.type = path.type
        return mixedPathIn(value, list, options: options) ?? listElementIn(value, .equal, list, options: options)
            ?? .in(value, list: list, options: options)
    }
}
