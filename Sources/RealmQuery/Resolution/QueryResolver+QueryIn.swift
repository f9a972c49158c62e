import RealmModel

extension Context {
    /// True for a `{…}` literal or a list argument: a list of mixed values to
    /// Realm Core (`ConstantMixedList`), comparable with a property of any type.
    func isConstantList(_ operand: TypedOperand) -> Bool {
        if case .list = operand.kind { return true }
        return false
    }

    func isLink(_ operand: TypedOperand) -> Bool {
        if case .object = operand.type { return true }
        return false
    }

    /// `prop IN {…}` and `prop == {…}` on a plain property (no link, no
    /// collection, not mixed) the way Realm Core answers them: through
    /// `Query::in` (driver.cpp, `EqualityNode::visit`), which ignores `[c]` and,
    /// for bool, float, double, binary, date and decimal properties, keeps
    /// only the items of the property's own type (and `null` where the
    /// property is optional) — `floatReq IN {0}` (an int) holds for every
    /// object, as a condition with no item left is no condition at all
    /// (`.truePredicate` here, which the callers leave out as `Query::in` adds no
    /// node: `NOT floatReq IN {0}` holds for every object too, `i == 3 OR
    /// floatReq IN {0}` is `i == 3`); on an int property with no int left, it is `== -1`.
    /// Nil where the general comparison applies.
    func queryIn(_ l: TypedOperand, _ r: TypedOperand, options: StringOptions) -> ResolvedCondition? {
        guard case .property(let path) = l.kind, l.quantifier == nil, path.isPlainColumnOfItsObjects, l.type != .mixed, !isLink(l),
              case .property(let property)? = path.hops.last?.kind,
              case .list(let items) = r.kind, !items.isEmpty, r.quantifier == nil || r.quantifier == .any
        else { return nil }
        let exact = options.subtracting(.caseInsensitive)
        switch l.type {
        case .int where !items.contains(where: { if case .int = $0 { true } else { $0 == .null && property.isOptional } }):
            // Realm Core's IntegerNode keeps the ints (and a null where the property is optional) as its
            // needles; with none left it searches for the value it was made with, npos: -1.
            // `intProp IN {'text'}`, `intProp IN {1e19}` and `intReq IN {null}` are `intProp == -1`.
            var minusOne = r
            minusOne.kind = .constant(.int(-1))
            minusOne.type = .int
            minusOne.isMultiple = false
            return .comparison(l, .equal, minusOne, options: exact)
        case .int, .string, .objectId, .uuid:
            // Realm Core's own nodes for these types (IntegerNode, StringNode, …) compare every item.
            return .in(l, list: r, options: exact)
        default:
            let kept = items.filter { $0 == .null ? property.isOptional : ValueType($0) == l.type }
            if kept.isEmpty { return .truePredicate }
            var list = r
            list.kind = .list(kept)
            list.type = l.type
            return .in(l, list: list, options: exact)
        }
    }
}

extension Context {
    /// `anyValue[1] IN {…}` (a path into a mixed value, no `[*]`, no
    /// quantifier) the way Realm Core answers it: the path's values are a
    /// list to Realm Core, compared with the constant list element by element
    /// (`Value::compare` with no ANY/ALL/NONE), so it holds only for a
    /// one-item list equal to the value: `anyValue[1] IN {'two'}` is
    /// `anyValue[1] == 'two'`, `anyValue[1] IN {'two', 1}` holds for no object.
    func mixedPathIn(_ l: TypedOperand, _ r: TypedOperand, options: StringOptions) -> ResolvedCondition? {
        guard case .property(let path) = l.kind, path.entersMixed, !l.isMultiple, l.quantifier == nil,
              case .list(let items) = r.kind, r.quantifier == nil, !items.isEmpty else { return nil }
        // A key path into a dictionary of mixed values is one value, not a list, to Realm Core
        // (`Columns<Dictionary>::init_path`): `dict.key IN {…}` holds for any equal element.
        if path.hops.contains(where: { if case .property(let p) = $0.kind { return p.type == .mixed && p.collection == .dictionary }; return false }) {
            return nil
        }
        guard items.count == 1, let item = items.first else { return .falsePredicate }
        var constant = r
        constant.kind = .constant(item)
        constant.type = ValueType(item)
        constant.isMultiple = false
        return .comparison(l, .equal, constant, options: options)
    }
}

extension Context {
    /// The path Realm Core's `BETWEEN` really reads when it goes into a mixed
    /// value: `BetweenNode::visit` visits its property three times and the
    /// first visit moves the key subscripts out of the path, so the two
    /// comparisons it makes read every key as `''` — `anyValue['count']
    /// BETWEEN {1, 5}` is `anyValue[''] >= 1 AND anyValue[''] <= 5`. Index
    /// subscripts (`[0]`, `[FIRST]`) survive the move and read as written.
    func betweenOperand(_ v: TypedOperand) -> TypedOperand {
        guard case .property(var path) = v.kind, path.entersMixed else { return v }
        path.hops = path.hops.map { hop in
            guard case .element(.key) = hop.kind else { return hop }
            var moved = hop
            moved.kind = .element(.key(""))
            return moved
        }
        var out = v
        out.kind = .property(path)
        return out
    }
}


extension Context {
    /// `list[0] IN {…}`, `list[LAST] == {…}`, `list[1] != {…}` (a list of values on the object,
    /// one index, no quantifier) the way Realm Core answers them: the element is a list of one
    /// value — of none when the list is empty — compared with the constant list element by
    /// element: `IN {}` holds for an empty list, `IN {a, b}` never, `!= {}` always, `!= {a}`
    /// for an empty list or an element other than `a` (with `[c]`, lists of different sizes
    /// are not unequal). Nil where the general comparison applies
    /// (one item with `==`/`IN`) and for one item with another operator (the SQL generator's
    /// `listElementAgainstList`).
    func listElementIn(_ l: TypedOperand, _ op: ComparisonOperator, _ r: TypedOperand, options: StringOptions) -> ResolvedCondition? {
        guard case .property(let path) = l.kind, l.quantifier == nil, !l.isMultiple,
              case .list(let items) = r.kind, r.quantifier == nil, path.hops.count == 2,
              case .element(let selector) = path.hops[1].kind,
              let whole = path.subscriptedCollectionProperty, whole.endCollection == .list else { return nil }
        if case .key = selector { return nil }
        let empty = ResolvedCondition.comparison(TypedOperand(kind: .count(whole), type: .int, isMultiple: false, range: l.range), .equal,
                                                 TypedOperand(kind: .constant(.int(0)), type: .int, isMultiple: false, range: r.range), options: [])
        // Lists of different sizes are unequal to `!=`, but not to `!=[c]` (Realm Core's NotEqualIns).
        let folded = options.contains(.caseInsensitive)
        switch (op, items.count) {
        case (.equal, 0): return empty
        case (.equal, 1): return nil
        case (.equal, _): return .falsePredicate
        case (_, 0): return folded ? empty : .truePredicate
        // `!= {a}` stays one comparison (`SQLGenerator.listElementAgainstList`): past the end of a list
        // Core reads its leftover buffer there, which an `OR` of two conditions would scan twice.
        case (_, 1): return nil
        default: return folded ? .falsePredicate : .truePredicate
        }
    }
}
