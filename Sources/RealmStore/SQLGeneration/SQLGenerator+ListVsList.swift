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
        try pairwise(l, r, unequal: op == .notEqual && !options.contains(.caseInsensitive),
                     oneIsAny: op == .equal && !options.contains(.caseInsensitive), in: scope) { a, b in try self.compare(a, op, b, options: options) }
    }

    /// `names CONTAINS {'a', 'b'}`: a string operator between a collection and a list constant, element
    /// by element too (Realm Core's Compare with both sides lists), each pair as the general expression.
    func pairwiseStringComparison(_ l: TypedOperand, _ op: StringOperator, _ r: TypedOperand,
                                  options: StringOptions, in scope: SQLScope) throws -> String? {
        try pairwise(l, r, unequal: false, oneIsAny: false, in: scope) { a, b in self.stringCompare(a, op, b, options: options, nullNeedleMatches: false) }
    }

    private func pairwise(_ l: TypedOperand, _ r: TypedOperand, unequal: Bool, oneIsAny: Bool, in scope: SQLScope,
                          _ pair: (SQLValue, SQLValue) throws -> String) throws -> String? {
        guard l.quantifier == nil, r.quantifier == nil else { return nil }
        if let element = try listElementAgainstList(l, r, unequal: unequal, in: scope, pair) { return element }
        if case .list(let items) = l.kind, case .elementLengths = r.kind {
            return try pairwiseRows(items, listOnLeft: true, unequal: unequal, in: scope, pair) { try self.evaluate(r, in: $0) }
        }
        if case .elementLengths = l.kind, case .list(let items) = r.kind {
            return try pairwiseRows(items, listOnLeft: false, unequal: unequal, in: scope, pair) { try self.evaluate(l, in: $0) }
        }
        if let lists = try listAgainstList(l, r, unequal: unequal, pair) { return lists }
        // `favoriteCities['summer'].name.@size IN {}`, `friends.name.@size == {6, 3}`: the sizes a link chain
        // reaches are a list to Realm Core (`SizeOperator` keeps its `Value`'s list-ness), one size per object.
        if case .list(let items) = l.kind, case .count(let p) = r.kind, Self.sizesThroughLinks(p) {
            return try pairwiseRows(items, listOnLeft: true, unequal: unequal, in: scope, pair) { try self.evaluate(r, in: $0) }
        }
        if case .count(let p) = l.kind, case .list(let items) = r.kind, Self.sizesThroughLinks(p) {
            return try pairwiseRows(items, listOnLeft: false, unequal: unequal, in: scope, pair) { try self.evaluate(l, in: $0) }
        }
        // `intList + 1 IN {}`, `friends.age * 1 == {38}`: arithmetic on many values keeps them a list to Realm
        // Core (its `Operator` keeps the operands' list-ness), met element by element too, one constant no `ANY`;
        // so do aggregates through a to-many link, one per object reached (`things.il.@sum == {7, 0}`).
        if case .list(let items) = l.kind, Self.isComputedList(r) {
            return try pairwiseRows(items, listOnLeft: true, unequal: unequal, in: scope, pair) { try self.evaluate(r, in: $0) }
        }
        if Self.isComputedList(l), case .list(let items) = r.kind {
            return try pairwiseRows(items, listOnLeft: false, unequal: unequal, in: scope, pair) { try self.evaluate(l, in: $0) }
        }
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
        // `owners.best IN {O6, O9}`: the links a list or set of links reaches, as a list (null links left out).
        if !typeNames, Self.endsAtLinkAfterListOrSet(path) {
            return try pairwiseThroughLinks(path, constants, listOnLeft: listOnLeft, typeNames: false, unequal: unequal,
                                            presentOnly: true, in: scope, pair)
        }
        guard let last = path.hops.last else { return nil }
        // Through links, `==` (and `IN`) with a list of one constant is `ANY` in Realm Core (`{72} == friends.age`
        // holds for [61, 38, 72]), except through a set of links to a property without a search index
        // (`tags.label == {'cold'}` holds only for one tag; `visitedCities.id == {5}`, a primary key, is `ANY`);
        // `!=`, `>`, `==[c]`… with one constant are element by element as with more.
        if Self.fansOutBeforeItsEnd(path), case .property(let end) = last.kind {
            let throughSet = path.hops.contains { if case .property(let p) = $0.kind { return p.collection == .set } else { return false } }
            let elementwise = throughSet && !end.isIndexed && last.objectSchema?.primaryKey != end.name
            guard !(oneIsAny && constants.count == 1 && !elementwise) else { return nil }
            return try pairwiseThroughLinks(path, constants, listOnLeft: listOnLeft, typeNames: typeNames, unequal: unequal, in: scope, pair)
        }
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
        return pairwise(terms, sameSize: sameSize, unequal: unequal)
    }

    /// Arithmetic or an aggregate whose values Realm Core holds as a list (`isListToRealmCore`).
    private static func isComputedList(_ operand: TypedOperand) -> Bool {
        switch operand.kind {
        case .arithmetic, .aggregate: return operand.isListToRealmCore
        default: return false
        }
    }

    /// See `ResolvedPath.fansOutBeforeItsEnd` (shared with the resolver).
    static func fansOutBeforeItsEnd(_ path: ResolvedPath) -> Bool { path.fansOutBeforeItsEnd }

    /// See `ResolvedPath.countedPath` (shared with the resolver).
    static func countedPath(_ path: ResolvedPath) -> (path: ResolvedPath, keyed: Bool) { path.countedPath }

    /// See `TypedOperand.isListToRealmCore` (shared with the resolver).
    static func isListToRealmCore(_ operand: TypedOperand) -> Bool { operand.isListToRealmCore }

    /// See `ResolvedPath.sizesThroughLinks` (shared with the resolver).
    static func sizesThroughLinks(_ path: ResolvedPath) -> Bool { path.sizesThroughLinks }

    /// `{19, 61} == friends.age`, `{} IN friends.name`: the values a to-many path reaches, in Realm Core's
    /// order (each fan-out's: a list's positions, a set's values, a dictionary's keys, backlinks by origin;
    /// a null link on the way leads to no value), against the list constant element by element, as a
    /// collection of values is (Realm Core's `Value` of a `LinkMap` is a list too).
    private func pairwiseThroughLinks(_ path: ResolvedPath, _ constants: [AnyRealmValue], listOnLeft: Bool, typeNames: Bool,
                                      unequal: Bool, presentOnly: Bool = false, in scope: SQLScope,
                                      _ pair: (SQLValue, SQLValue) throws -> String) throws -> String {
        try pairwiseRows(constants, listOnLeft: listOnLeft, typeNames: typeNames, unequal: unequal, in: scope, pair,
                         presentOnly: presentOnly) { rows in
            try self.value(at: self.walk(path, in: rows), in: rows)
        }
    }

    /// The values `rowValue` makes rows of (in a scope of their own, in the order of its fan-outs) against
    /// the list constant element by element: a path through links, or the lengths of a list's elements
    /// (`strings.length == {3, 0}`), which Realm Core compares as a list too.
    /// `presentOnly`: rows whose value is null are left out (a null link is no value in Realm Core's link map).
    private func pairwiseRows(_ constants: [AnyRealmValue], listOnLeft: Bool, typeNames: Bool = false, unequal: Bool, in scope: SQLScope,
                              _ pair: (SQLValue, SQLValue) throws -> String, presentOnly: Bool = false,
                              rowValue: (SQLScope) throws -> SQLValue) throws -> String {
        let rows = SQLScope()
        rows.isExistential = true
        let value = try rowValue(rows)
        let from = rows.fromClause(extra: presentOnly ? "\(value.sql) IS NOT NULL" : nil)
        let order = rows.orderTerms.isEmpty ? "" : " ORDER BY " + rows.orderTerms.joined(separator: ", ")
        let sameSize = "(SELECT count(*) \(from)) = \(context.bind(.integer(Int64(constants.count))))"
        var terms: [String] = []
        for (i, constant) in constants.enumerated() {
            let offset = context.bind(.integer(Int64(i)))
            var element = value
            element.sql = "(SELECT \(value.sql) \(from)\(order) LIMIT 1 OFFSET \(offset))"
            element.isNullable = true
            if let tag = value.tag { element.tag = "(SELECT \(tag) \(from)\(order) LIMIT 1 OFFSET \(offset))" }
            if let numeric = value.numericSQL { element.numericSQL = "(SELECT \(numeric) \(from)\(order) LIMIT 1 OFFSET \(offset))" }
            if typeNames { element = SQLValue(sql: typeNameSQL(element), type: .typeName) }
            let constantSide = constantValue(constant)
            terms.append(listOnLeft ? try pair(constantSide, element) : try pair(element, constantSide))
        }
        return pairwise(terms, sameSize: sameSize, unequal: unequal)
    }

    /// Element-by-element verdict: `==` needs the same size and every pair equal; `!=` holds when the
    /// sizes differ, or when every pair differs (two empty lists are unequal too).
    private func pairwise(_ terms: [String], sameSize: String, unequal: Bool) -> String {
        let pairs = terms.isEmpty ? "1" : terms.joined(separator: " AND ")
        if unequal { return "(NOT \(sameSize) OR (\(pairs)))" }
        return "(\(sameSize) AND \(pairs))"
    }
}
