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
        if case .list(let items) = l.kind, case .elementLengths = r.kind {
            return try pairwiseRows(items, listOnLeft: true, unequal: unequal, in: scope, pair) { try self.evaluate(r, in: $0) }
        }
        if case .elementLengths = l.kind, case .list(let items) = r.kind {
            return try pairwiseRows(items, listOnLeft: false, unequal: unequal, in: scope, pair) { try self.evaluate(l, in: $0) }
        }
        if let lengths = try elementLengthsAgainstValues(l, r, unequal: unequal, pair) { return lengths }
        // `favoriteCities['summer'].name.@size IN {}`, `friends.name.@size == {6, 3}`: the sizes a link chain
        // reaches are a list to Realm Core (`SizeOperator` keeps its `Value`'s list-ness), one size per object.
        if case .list(let items) = l.kind, case .count(let p) = r.kind, Self.sizesThroughLinks(p) {
            return try pairwiseRows(items, listOnLeft: true, unequal: unequal, in: scope, pair) { try self.evaluate(r, in: $0) }
        }
        if case .count(let p) = l.kind, case .list(let items) = r.kind, Self.sizesThroughLinks(p) {
            return try pairwiseRows(items, listOnLeft: false, unequal: unequal, in: scope, pair) { try self.evaluate(l, in: $0) }
        }
        // `intList + 1 IN {}`, `friends.age * 1 == {38}`: arithmetic on many values keeps them a list to Realm
        // Core (its `Operator` keeps the operands' list-ness), met element by element too, one constant no `ANY`.
        if case .list(let items) = l.kind, case .arithmetic = r.kind, Self.isListToRealmCore(r) {
            return try pairwiseRows(items, listOnLeft: true, unequal: unequal, in: scope, pair) { try self.evaluate(r, in: $0) }
        }
        if case .arithmetic = l.kind, Self.isListToRealmCore(l), case .list(let items) = r.kind {
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

    /// Whether `path` reaches its values through a to-many link or backlinks (`friends.age`,
    /// `owner.dogs.name`, `@links.Person.friends.age`, `dogs.tags`): property and backlink steps only,
    /// one of them before the last fanning out, and values (not objects) at the end. An index or key
    /// of a list or dictionary of links keeps it a link chain to Realm Core, whose values are a list
    /// of one value or none (`friends[0].name IN {}`, `favoriteCities['summer'].name IN {}` hold where
    /// no object is there).
    static func fansOutBeforeItsEnd(_ path: ResolvedPath) -> Bool {
        guard let last = path.hops.last, case .property(let end) = last.kind,
              end.type != .object, end.type != .linkingObjects else { return false }
        return path.hops.indices.allSatisfy { isLinkChainStep(at: $0, of: path) } && path.hops.dropLast().contains { $0.isCollection }
    }

    /// Whether Realm Core's `Value` of `operand` is a list: many values, an element of a collection
    /// (one value or none: `intList[0] + 1 IN {}` holds for an empty list), sizes through a to-many
    /// link chain, or arithmetic with such a side.
    static func isListToRealmCore(_ operand: TypedOperand) -> Bool {
        if operand.isMultiple { return true }
        switch operand.kind {
        case .property(let path): return path.mayBeAbsent
        case .count(let path): return sizesThroughLinks(path)
        case .arithmetic(_, let l, let r): return isListToRealmCore(l) || isListToRealmCore(r)
        default: return false
        }
    }

    /// Whether `@count`/`@size` of `path` is a list of sizes to Realm Core, one per object the chain before
    /// the counted step reaches:
    /// - links or backlinks after at least one other link (`friends.favoriteCities.@count`,
    ///   `bestFriend.friends.@count`, `friends.@links.Person.friends.@count`): Core's `LinkCount` always
    ///   makes a list there, even through to-one links (empty where a link is null);
    /// - a collection of values or a string reached through a to-many link or backlinks (`friends.name.@size`,
    ///   `@links.Person.friends.name.@size`, `favoriteCities['summer'].visitedCities.@count`), or a dictionary
    ///   of objects with a key after it (`friends.favoriteCities['summer'].@count`): its `SizeOperator` keeps
    ///   the list-ness of the values it sizes.
    static func sizesThroughLinks(_ path: ResolvedPath) -> Bool {
        let (path, keyed) = countedPath(path)
        guard let last = path.hops.last else { return false }
        let owners = path.hops.dropLast()
        guard owners.indices.allSatisfy({ isLinkChainStep(at: $0, of: path) && !isValueProperty(path.hops[$0]) }) else { return false }
        if isLink(last), !keyed { return !owners.isEmpty }
        guard case .property(let end) = last.kind else { return false }
        guard end.isCollection else { return fansOutBeforeItsEnd(path) }
        return owners.contains { $0.isCollection }
    }

    /// `path` as `@count` counts it: `dict.@values` and `dict[*]` are the dictionary itself, and so is
    /// `dict['k']` of a dictionary of objects, which Realm Core sizes whole (`keyed`: its `DictionarySize`,
    /// nulls included, one size per object, not the link under the key).
    static func countedPath(_ path: ResolvedPath) -> (path: ResolvedPath, keyed: Bool) {
        var path = path
        if path.hops.count >= 2, case .allValues = path.hops[path.hops.count - 1].kind,
           case .property(let p) = path.hops[path.hops.count - 2].kind, p.collection == .dictionary {
            path.hops.removeLast()
            return (path, false)
        }
        guard let i = path.keyedObjectDictionaryHop else { return (path, false) }
        path.hops.removeSubrange((i + 1)...)
        return (path, true)
    }

    /// A step that follows links: a link property (to-one, list, set or dictionary of objects) or backlinks.
    private static func isLink(_ hop: Hop) -> Bool {
        switch hop.kind {
        case .property(let p): return p.type == .object || p.type == .linkingObjects
        case .backlinks: return true
        default: return false
        }
    }

    private static func isValueProperty(_ hop: Hop) -> Bool {
        if case .property = hop.kind { return !isLink(hop) }
        return false
    }

    /// A property step, `@values`, or an index or key of a list or dictionary of links.
    private static func isLinkChainStep(at i: Int, of path: ResolvedPath) -> Bool {
        switch path.hops[i].kind {
        case .property, .backlinks, .allValues: return true
        case .element where i > 0 && path.hops[i - 1].isLink && path.hops[i - 1].isCollection: return true
        default: return false
        }
    }

    /// `{19, 61} == friends.age`, `{} IN friends.name`: the values a to-many path reaches, in Realm Core's
    /// order (each fan-out's: a list's positions, a set's values, a dictionary's keys, backlinks by origin;
    /// a null link on the way leads to no value), against the list constant element by element, as a
    /// collection of values is (Realm Core's `Value` of a `LinkMap` is a list too).
    private func pairwiseThroughLinks(_ path: ResolvedPath, _ constants: [AnyRealmValue], listOnLeft: Bool, typeNames: Bool,
                                      unequal: Bool, in scope: SQLScope, _ pair: (SQLValue, SQLValue) throws -> String) throws -> String {
        try pairwiseRows(constants, listOnLeft: listOnLeft, typeNames: typeNames, unequal: unequal, in: scope, pair) { rows in
            try self.value(at: self.walk(path, in: rows), in: rows)
        }
    }

    /// The values `rowValue` makes rows of (in a scope of their own, in the order of its fan-outs) against
    /// the list constant element by element: a path through links, or the lengths of a list's elements
    /// (`strings.length == {3, 0}`), which Realm Core compares as a list too.
    private func pairwiseRows(_ constants: [AnyRealmValue], listOnLeft: Bool, typeNames: Bool = false, unequal: Bool, in scope: SQLScope,
                              _ pair: (SQLValue, SQLValue) throws -> String, rowValue: (SQLScope) throws -> SQLValue) throws -> String {
        let rows = SQLScope()
        rows.isExistential = true
        let value = try rowValue(rows)
        let from = rows.fromClause()
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
