import RealmModel
import RealmQuery

extension SQLGenerator {
    /// `path IN {…}`, `path == {…}`, `path != {…}` where `path` reads into a
    /// mixed value through subscripts (`anyValue[*] IN {1}`, `NONE
    /// anyValue[0][*] IN[c] {'x'}`, `mixedList[*][*] == {1, 2}`): Realm Core's
    /// groups compared with the list (see `MixedListComparison`). Every mixed
    /// value the path starts from (more than one through to-many links, or the
    /// elements a list or dictionary of mixed values selects) is asked in a
    /// correlated subquery; with no group anywhere, one empty group decides.
    /// Nil for other shapes.
    ///
    /// A key first with no `[*]` (`about.name`) may name a property of an object the mixed value
    /// links to; `general` (the general comparison, which follows such links) answers for a link.
    ///
    /// A single constant under `ALL` or `NONE` on the path (`NONE ml[*]['name'] == 'Oslo'`, `ALL
    /// m[*]['a'] > 1`) is compared group by group too, as a list of one under `ANY`.
    func mixedListComparison(_ l: TypedOperand, _ op: ComparisonOperator, _ r: TypedOperand,
                             options: StringOptions, in scope: SQLScope, general: () throws -> String) throws -> String? {
        try mixedGroupComparison(l, .compare(op), r, options: options, in: scope, general: general)
    }

    /// `ALL path BEGINSWITH 'x'` (`ENDSWITH`, `CONTAINS`, `LIKE`; `NONE` too) where `path` reads into a
    /// mixed value through subscripts: the needle (one constant, or a list under its own quantifier)
    /// asked group by group, as `==` is (`ALL attachments[*]['name'] BEGINSWITH 'O'`: an element that
    /// is no link is an empty group, which holds). With no quantifier on the path, a list needle is
    /// matched with each group element by element (`ml[*][*] BEGINSWITH {'O', 'x'}` holds for
    /// `[['Oslo', 'x']]`; a group of another size fails). Nil for other shapes.
    func mixedListStringComparison(_ l: TypedOperand, _ op: StringOperator, _ r: TypedOperand,
                                   options: StringOptions, in scope: SQLScope, general: () throws -> String) throws -> String? {
        switch (l.quantifier, r.kind) {
        case (Quantifier.all?, _), (Quantifier.none?, _), (nil, .list): break
        default: return nil
        }
        return try mixedGroupComparison(l, .match(op), r, options: options, in: scope, general: general)
    }

    /// What each value of a group is asked: a comparison, or a string operator's match.
    private enum GroupOperation {
        case compare(ComparisonOperator)
        case match(StringOperator)
    }

    private func mixedGroupComparison(_ l: TypedOperand, _ operation: GroupOperation, _ r: TypedOperand,
                                      options: StringOptions, in scope: SQLScope, general: () throws -> String) throws -> String? {
        guard !options.contains(.diacriticInsensitive) else { return nil }
        var typeNames = false
        let path: ResolvedPath
        switch l.kind {
        case .property(let p): path = p
        case .typeOf(let p) where l.isMultiple:
            // `@type` of every value a fanning path reaches, compared with the names group by group:
            // element by element with a list (`m[*].@type IN {'string'}`), and one name under `ALL` or
            // `NONE` (`ALL ml[*][*].@type != 'string'`) as values are (`MixedListComparison.typeNames`).
            guard case .compare(let o) = operation, o == .equal || o == .notEqual else { return nil }
            switch (l.quantifier, r.kind) {
            case (nil, .list) where r.quantifier == nil: break
            case (Quantifier.all?, .constant), (Quantifier.none?, .constant): break
            default: return nil
            }
            path = p
            typeNames = true
        default: return nil
        }
        guard let (start, steps) = Self.mixedStart(path) else { return nil }
        var op = ComparisonOperator.equal
        var stringOperator: StringOperator?
        switch operation {
        case .compare(let o): op = o
        case .match(let o): stringOperator = o
        }
        var r = r
        let items: [AnyRealmValue]
        switch r.kind {
        case .list(let list) where stringOperator != nil || op == .equal || op == .notEqual:
            items = list
        case .constant(let constant) where l.quantifier == Quantifier.all || l.quantifier == Quantifier.none:
            items = [constant]
            r.kind = .list(items)
            r.quantifier = .any
        default:
            return nil
        }
        var mayFollowLink = false
        if case .string? = steps.first, !steps.contains(.null), !typeNames { mayFollowLink = true }
        // Through a dictionary of mixed values with no `[*]`, a group that is not empty is one value
        // to Realm Core, not a list (`Columns<Dictionary>::init_path`).
        var unary = false
        if case .property(let p)? = start.hops.last(where: { if case .property = $0.kind { return true }; return false })?.kind,
           p.collection == .dictionary, !path.hops.contains(where: { if case .allValues = $0.kind { return true }; return false }),
           !steps.contains(.string(MixedKeys.selector)) {
            // Reading a dictionary's keys makes every group a list (`Collection::get_any` clears `path_only_unary_keys`).
            unary = true
        }
        let flags = MixedListComparison.flags(group: MixedListComparison.side(l.quantifier), list: MixedListComparison.side(r.quantifier),
                                              notEqual: op == .notEqual, fold: options.contains(.caseInsensitive), unary: unary,
                                              ordering: MixedListComparison.ordering(op), stringOperator: stringOperator)
            | (typeNames ? MixedListComparison.typeNames : 0)
        let noGroup = MixedListComparison.holds([], items, flags: flags) ? "1" : "0"
        let sub = SQLScope()
        sub.isExistential = true
        let root = try value(at: walk(start, in: sub), in: sub)
        guard root.type == .mixed else { return nil }
        let stepsBlob = context.bind(.blob(MixedBlob.encode(.list(steps))))
        let listBlob = context.bind(.blob(MixedBlob.encode(.list(items))))
        let call = "\(MixedListComparison.function)(\(root.sql), \(root.tagSQL), \(stepsBlob), \(listBlob), \(flags))"
        if mayFollowLink, case .string(let key)? = steps.first, !sub.isEmpty {
            // Among many mixed values (`mixedList[*].name`), a link's group is the linked object's property.
            let linked = try linkGroup(root, key: key, l.quantifier, op, r, options: options, noGroup: noGroup) { v, item in
                if let stringOperator {
                    return self.stringCompare(v, stringOperator, item, options: options, nullNeedleMatches: false)
                }
                return try self.compare(v, op, item, options: options)
            }
            let each = "CASE WHEN \(root.tagSQL) IS \(ValueCoding.MixedTag.link.rawValue) THEN \(linked) ELSE \(call) END"
            return "coalesce((SELECT max(\(each)) \(sub.fromClause())), \(noGroup))"
        }
        if mayFollowLink, case .string(let key)? = steps.first {
            // A link to an object without that property leaves its group empty.
            let named = schema.objectSchemas.filter { $0[key] != nil }
                .map { TableLayout.quoteText($0.className) }
            let linked = named.isEmpty ? noGroup
                : "CASE WHEN \(MixedLinkOrder.className)(\(root.sql), \(root.tagSQL)) IN (\(named.joined(separator: ", "))) THEN \(try general()) ELSE \(noGroup) END"
            return "CASE WHEN \(root.tagSQL) IS \(ValueCoding.MixedTag.link.rawValue) THEN \(linked) ELSE coalesce(\(call), \(noGroup)) END"
        }
        if sub.isEmpty { return "coalesce(\(call), \(noGroup))" }
        return "coalesce((SELECT max(\(call)) \(sub.fromClause())), \(noGroup))"
    }

    /// The group of one link held by a mixed value, read at `key` (the linked object's property,
    /// none when its class has no such property), compared with the list as `MixedListComparison` does.
    private func linkGroup(_ root: SQLValue, key: String, _ groupQuantifier: Quantifier?, _ op: ComparisonOperator, _ r: TypedOperand,
                           options: StringOptions, noGroup: String,
                           matching: (SQLValue, SQLValue) throws -> String) throws -> String {
        guard case .list(let items) = r.kind,
              let followed = followingMixedLink(root, key: key, element: root, elementTag: root.tagSQL) else { return noGroup }
        var v = SQLValue(sql: followed.value, type: .mixed)
        v.tag = followed.tag
        let equal = try items.map { try matching(v, constantValue($0)) }
        let one: String
        if groupQuantifier == nil && r.quantifier == nil {
            // Element by element: a one-value group against the list.
            if op == .equal { one = items.count == 1 ? equal[0] : "0" } else { one = items.count == 1 ? equal[0] : "1" }
        } else {
            let any = equal.isEmpty ? "0" : "(" + equal.joined(separator: " OR ") + ")"
            let matches: String
            switch r.quantifier {
            case .all?: matches = equal.isEmpty ? "1" : "(" + equal.joined(separator: " AND ") + ")"
            case .none?: matches = "NOT \(any)"
            default: matches = any
            }
            one = groupQuantifier == Quantifier.none ? "NOT \(matches)" : matches
        }
        return "CASE WHEN \(followed.tag) IS NOT \(MixedPathFunctions.absent) THEN \(one) ELSE \(noGroup) END"
    }

    /// `dict.key IN {…}` (or `==`/`!=` a list) where the dictionary is empty: Realm Core compares
    /// one empty group with the list (`IN {}` and `!= {1}` hold, `IN {1}` does not); a dictionary
    /// with entries answers as `answer` says. `answer` unchanged for other shapes.
    func emptyDictionaryGroup(_ l: TypedOperand, _ op: ComparisonOperator, _ r: TypedOperand, options: StringOptions,
                              in scope: SQLScope, answer: String) throws -> String {
        guard op == .equal || op == .notEqual, case .property(let path) = l.kind, case .list(let items) = r.kind,
              case .element(.key)? = path.hops.last?.kind, path.hops.count >= 2,
              case .property(let dictionary) = path.hops[path.hops.count - 2].kind, dictionary.collection == .dictionary,
              dictionary.type != .object, path.hops.dropLast(2).allSatisfy({ !$0.isCollection }) else { return answer }
        var prefix = path
        prefix.hops.removeLast()
        guard case .collection = try walk(prefix, in: scope) else { return answer }
        let flags = MixedListComparison.flags(group: MixedListComparison.side(l.quantifier), list: MixedListComparison.side(r.quantifier),
                                              notEqual: op == .notEqual, fold: options.contains(.caseInsensitive), unary: true)
        let noGroup = MixedListComparison.holds([], items, flags: flags) ? "1" : "0"
        return "CASE WHEN \(try count(walk(prefix, in: scope))) = 0 THEN \(noGroup) ELSE \(answer) END"
    }

    /// Splits a path into the part that reaches mixed values (a mixed property, or the elements one
    /// subscript takes from a list or dictionary of mixed values) and the subscripts after it, as
    /// `MixedListComparison` steps. Nil unless at least one subscript reads into the mixed values.
    static func mixedStart(_ path: ResolvedPath) -> (ResolvedPath, [AnyRealmValue])? {
        guard let k = path.hops.firstIndex(where: { if case .property(let p) = $0.kind { return p.type == .mixed }; return false }),
              case .property(let p) = path.hops[k].kind else { return nil }
        let startCount = p.isCollection ? k + 2 : k + 1
        guard path.hops.count > startCount else { return nil }
        var steps: [AnyRealmValue] = []
        for hop in path.hops[startCount...] {
            switch hop.kind {
            case .allValues: steps.append(.null)
            case .element(.index(let i)): steps.append(.int(Int64(i)))
            case .element(.first): steps.append(.int(0))
            case .element(.last): steps.append(.int(-1))
            case .element(.key(let key)): steps.append(.string(key))
            default: return nil
            }
        }
        var start = path
        start.hops = Array(path.hops[..<startCount])
        start.type = .mixed
        start.isMultiple = true
        start.endsAtCollection = false
        start.endCollection = nil
        start.endsAtBacklinks = false
        return (start, steps)
    }
}
