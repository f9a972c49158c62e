import RealmModel
import RealmQuery

extension SQLGenerator {
    // MARK: - List against list

    /// `{7, 3, 8, 0} < integers`, `dict.@keys == {'Bar', 'Foo'}`: a list constant
    /// against a collection with no quantifier on either side compares element by
    /// element, and holds only when both have the same size (Realm Core's
    /// Parser_ListVsList and Parser_Dictionary) — `!=` when the sizes differ or every pair
    /// differs. Nil when the comparison is not of that form.
    func pairwiseComparison(_ l: TypedOperand, _ op: ComparisonOperator, _ r: TypedOperand,
                            options: StringOptions, in scope: SQLScope) throws -> String? {
        // `!=[c]` is never the size test: lists of other sizes are not unequal to it (Realm Core).
        try pairwise(l, r, unequal: op == .notEqual && !options.contains(.caseInsensitive), in: scope) { a, b in try self.compare(a, op, b, options: options) }
    }

    /// `names CONTAINS {'a', 'b'}`: a string operator between a collection and a list constant, element
    /// by element too (Realm Core's Compare with both sides lists), each pair as the general expression.
    func pairwiseStringComparison(_ l: TypedOperand, _ op: StringOperator, _ r: TypedOperand,
                                  options: StringOptions, in scope: SQLScope) throws -> String? {
        try pairwise(l, r, unequal: false, in: scope) { a, b in self.stringCompare(a, op, b, options: options, nullNeedleMatches: false) }
    }

    private func pairwise(_ l: TypedOperand, _ r: TypedOperand, unequal: Bool, in scope: SQLScope,
                          _ pair: (SQLValue, SQLValue) throws -> String) throws -> String? {
        guard l.quantifier == nil, r.quantifier == nil else { return nil }
        let constants: [AnyRealmValue], path: ResolvedPath, listOnLeft: Bool
        // `mixedList.@type IN {'int', 'string'}`: the collection's type names, element by element too.
        var typeNames = false
        switch (l.kind, r.kind) {
        case (.list(let items), .property(let p)): (constants, path, listOnLeft) = (items, p, true)
        case (.property(let p), .list(let items)): (constants, path, listOnLeft) = (items, p, false)
        case (.list(let items), .typeOf(let p)): (constants, path, listOnLeft, typeNames) = (items, p, true, true)
        case (.typeOf(let p), .list(let items)): (constants, path, listOnLeft, typeNames) = (items, p, false, true)
        default: return nil
        }
        guard let last = path.hops.last else { return nil }
        var prefix = path
        var selectKeys = false
        switch last.kind {
        case .keys: selectKeys = true; prefix.hops.removeLast()
        case .allValues: prefix.hops.removeLast()
        case .property(let p) where p.isCollection: break
        default: return nil
        }
        // Only the collection itself may fan out: `owner.dogs` is fine, `dogs.toys` is not pairwise.
        guard prefix.hops.dropLast().allSatisfy({ !$0.isCollection }) else { return nil }
        guard case .collection(let owner, let className, let property) = try walk(prefix, in: scope) else { return nil }
        let table = TableLayout.quote(TableLayout.collectionTable(className, property.name))
        let order: String
        switch property.collection {
        case .list?: order = TableLayout.quotedPositionColumn
        case .dictionary?: order = TableLayout.quotedDictionaryKeyColumn
        default: order = TableLayout.quotedValueColumn
        }
        let column = selectKeys ? TableLayout.quotedDictionaryKeyColumn : TableLayout.quotedValueColumn
        let rows = "FROM \(table) WHERE \(TableLayout.quotedOwnerColumn) = \(owner).\(TableLayout.quotedKeyColumn)"
        let sameSize = "(SELECT count(*) \(rows)) = \(context.bind(.integer(Int64(constants.count))))"
        var terms: [String] = []
        for (i, constant) in constants.enumerated() {
            let offset = context.bind(.integer(Int64(i)))
            var element = SQLValue(sql: "(SELECT \(column) \(rows) ORDER BY \(order) LIMIT 1 OFFSET \(offset))",
                                   type: selectKeys ? .string : ValueType(property))
            if !selectKeys && property.type == .mixed {
                element.tag = "(SELECT \(TableLayout.quotedValueTypeColumn) \(rows) ORDER BY \(order) LIMIT 1 OFFSET \(offset))"
            }
            if typeNames { element = SQLValue(sql: typeNameSQL(element), type: .typeName) }
            let value = constantValue(constant)
            terms.append(listOnLeft ? try pair(value, element) : try pair(element, value))
        }
        // `!=` holds when the sizes differ, or when every pair differs (two empty lists are unequal too).
        let pairs = terms.isEmpty ? "1" : terms.joined(separator: " AND ")
        if unequal { return "(NOT \(sameSize) OR (\(pairs)))" }
        return "(\(sameSize) AND \(pairs))"
    }
}
