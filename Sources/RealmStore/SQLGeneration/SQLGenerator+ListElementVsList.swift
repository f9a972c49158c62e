import RealmModel
import RealmQuery

extension SQLGenerator {
    // MARK: - One element of a list against a list

    /// `best.dl[0] IN {T1577836800:0, T1609459200:0}`, `{1, 2} == il[LAST]`, `best.best.sl[1] BEGINSWITH {}`:
    /// an element of a list of values on the object or after to-one links, with no quantifier, against a
    /// list constant. Realm Core's `ColumnsCollection` makes the element a list (`m_from_list`) of one value,
    /// or of none where the list is empty or a link on the way is null, and `Value::compare` meets two such
    /// lists element by element: lists of other sizes are unequal to `!=` (not to `!=[c]`) and meet no other
    /// operator, two empty lists meet every one. So against two constants or more only `!=` holds (for every
    /// object), against none every operator holds exactly where the element is missing, and against one,
    /// `!=` holds where it is missing too. `==`/`IN` one constant, and the other operators against one, are
    /// the general comparison already (nil). Nil for other forms.
    func listElementAgainstList(_ l: TypedOperand, _ r: TypedOperand, unequal: Bool, in scope: SQLScope,
                                _ pair: (SQLValue, SQLValue) throws -> String) throws -> String? {
        guard l.quantifier == nil, r.quantifier == nil else { return nil }
        let path: ResolvedPath, constants: [AnyRealmValue], listOnLeft: Bool
        switch (l.kind, r.kind) {
        case (.list(let items), .property(let p)): (path, constants, listOnLeft) = (p, items, true)
        case (.property(let p), .list(let items)): (path, constants, listOnLeft) = (p, items, false)
        default: return nil
        }
        guard let (list, selector) = Self.listElementAfterToOneLinks(path) else { return nil }
        if constants.count == 1 && !unequal { return nil }
        // Of another size: `!=` holds, nothing else does.
        if constants.count > 1 || (constants.isEmpty && unequal) { return unequal ? "1" : "0" }
        guard case .collection(let owner, let className, let property) = try walk(list, in: scope) else { return nil }
        let table = TableLayout.quote(TableLayout.collectionTable(className, property.name))
        let rows = "FROM \(table) WHERE \(TableLayout.quotedOwnerColumn) = \(owner).\(TableLayout.quotedKeyColumn)"
        let present = "EXISTS (SELECT 1 \(rows))"
        if constants.isEmpty { return "NOT \(present)" }
        let position = TableLayout.quotedPositionColumn
        let pick: String
        switch selector {
        case .index(let i): pick = "ORDER BY \(position) LIMIT 1 OFFSET \(context.bind(.integer(Int64(i))))"
        case .first: pick = "ORDER BY \(position) LIMIT 1"
        default: pick = "ORDER BY \(position) DESC LIMIT 1"
        }
        var element = SQLValue(sql: "(SELECT \(TableLayout.quotedValueColumn) \(rows) \(pick))", type: ValueType(property))
        element.isNullable = true
        if property.type == .mixed { element.tag = "(SELECT \(TableLayout.quotedValueTypeColumn) \(rows) \(pick))" }
        if property.type == .decimal128 { element.numericSQL = "(SELECT \(TableLayout.quotedValueSortColumn) \(rows) \(pick))" }
        let constant = constantValue(constants[0])
        let test = listOnLeft ? try pair(constant, element) : try pair(element, constant)
        return "(NOT \(present) OR \(test))"
    }

    /// `best.dl[0]`, `dl[LAST]`, `best.best.il[1]`: the list of values (with the to-one links before it) and
    /// the position one index, `[FIRST]` or `[LAST]` takes from it; nil for other paths.
    static func listElementAfterToOneLinks(_ path: ResolvedPath) -> (list: ResolvedPath, selector: ResolvedSubscript)? {
        guard case .object = path.root, path.hops.count >= 2, case .element(let selector) = path.hops[path.hops.count - 1].kind,
              case .property(let p) = path.hops[path.hops.count - 2].kind, p.collection == .list,
              p.type != .object, p.type != .linkingObjects else { return nil }
        if case .key = selector { return nil }
        for hop in path.hops.dropLast(2) {
            guard case .property(let link) = hop.kind, link.type == .object, !link.isCollection else { return nil }
        }
        var list = path
        list.hops.removeLast()
        return (list, selector)
    }
}
