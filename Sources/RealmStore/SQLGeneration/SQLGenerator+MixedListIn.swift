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
    /// A key first (`about.name`) may name a property of an object the mixed value links to: the
    /// linked object's value is one group, a list of one, met element by element (`about.name == {'a',
    /// 'b'}` never holds, `about.name != {}` always), read by `MixedLinkReader`, which walks on into a
    /// collection property (`about.scores[0]`).
    ///
    /// A single constant under `ALL` or `NONE` on the path (`NONE ml[*]['name'] == 'Oslo'`, `ALL
    /// m[*]['a'] > 1`) is compared group by group too, as a list of one under `ANY`; so is a property
    /// read on the object (`ALL ml[*][0] < n`, `s == ALL ml[*][0]`), one more needle per object, and a
    /// property that reads into a mixed value (`ml[*]['a'] == m[0]`) is a list of its one value or of
    /// none, also with no quantifier. `@type` of such a path (`m[*].@type IN {'int', 'bool'}`) compares
    /// each group's types.
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
        case (nil, .property) where Self.readsGroupsOnRight(l, r):
            // `s BEGINSWITH ALL ml[*][0]`: the groups are the needles, the property the string searched.
            return try mixedGroupComparison(r, .match(op), l, options: options, in: scope, needleOnLeft: true, needlesAreGroups: true,
                                            general: general)
        case (nil, .property) where Self.isListNeedle(r): break
        default: return nil
        }
        return try mixedGroupComparison(l, .match(op), r, options: options, in: scope, general: general)
    }

    /// What each value of a group is asked: a comparison, or a string operator's match.
    private enum GroupOperation {
        case compare(ComparisonOperator)
        case match(StringOperator)
    }

    /// True for what Realm Core evaluates beside each group as one value: a constant, or a property with
    /// one value per object (no `[*]`, no to-many step; a link compares as before).
    private static func isGroupNeedle(_ side: TypedOperand) -> Bool {
        if case .constant = side.kind { return true }
        guard case .property = side.kind, !side.isMultiple, side.quantifier == nil else { return false }
        if case .object = side.type { return false }
        return side.type != .typeName
    }

    /// True for a needle that reads into a mixed value (`about.name`, `m[0]`): a list of its one value, or
    /// of none, to Realm Core (`m_from_list`), so a group with no quantifier meets it element by element
    /// (`ml[*]['a'] == m[0]` holds for an empty group where `m` holds no list).
    private static func isListNeedle(_ side: TypedOperand) -> Bool {
        guard isGroupNeedle(side), case .property(let path) = side.kind else { return false }
        return mixedStart(path) != nil
    }

    /// True when the groups are on the right of a needle on the left: under `ALL`/`NONE` (`s == ALL
    /// ml[*][0]`), or with no quantifier beside a needle that reads into a mixed value (`about.name >
    /// md[*][0]`).
    private static func readsGroupsOnRight(_ l: TypedOperand, _ r: TypedOperand) -> Bool {
        guard l.quantifier == nil, isGroupNeedle(l), case .property(let path) = r.kind, mixedStart(path) != nil else { return false }
        if r.quantifier == Quantifier.all || r.quantifier == Quantifier.none { return true }
        return r.quantifier == nil && r.isMultiple && isListNeedle(l)
    }

    private func mixedGroupComparison(_ l: TypedOperand, _ operation: GroupOperation, _ r: TypedOperand,
                                      options: StringOptions, in scope: SQLScope, needleOnLeft: Bool = false, needlesAreGroups: Bool = false,
                                      general: () throws -> String) throws -> String? {
        guard !options.contains(.diacriticInsensitive) else { return nil }
        if case .compare(let op) = operation, !needleOnLeft, Self.readsGroupsOnRight(l, r) {
            // Realm Core asks the groups on the right as on the left (`1 < NONE ml[*][*]`).
            return try mixedGroupComparison(r, .compare(mirrored(op)), l, options: options, in: scope, needleOnLeft: true, general: general)
        }
        // `@type` of a path into mixed values (`meta[*].@type IN {'int', 'bool'}`): each group's types, compared as the values are.
        let path: ResolvedPath, typeOf: Bool
        switch l.kind {
        case .property(let p): (path, typeOf) = (p, false)
        case .typeOf(let p): (path, typeOf) = (p, true)
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
        var needle: TypedOperand?
        switch r.kind {
        case .list(let list) where stringOperator != nil || op == .equal || op == .notEqual:
            items = list
        case .constant(let constant) where l.quantifier == Quantifier.all || l.quantifier == Quantifier.none:
            items = [constant]
            r.kind = .list(items)
            r.quantifier = .any
        case .property where Self.isGroupNeedle(r) && (l.quantifier == Quantifier.all || l.quantifier == Quantifier.none || Self.isListNeedle(r)):
            // A property is one more value per object beside each group (`ALL ml[*]['name'] BEGINSWITH about.name`).
            needle = r
            items = [.null]
            r.quantifier = Self.isListNeedle(r) ? nil : .any
        default:
            return nil
        }
        // `@type` reads the values themselves (a link's type is `link`): no link is followed for it.
        var followsLinks = false
        if case .string? = steps.first, !typeOf { followsLinks = true }
        // Against a property, a first key on a link is compared as one value by the general comparison.
        let comparesLinkedValue = followsLinks && steps.count == 1 && needle != nil
        // The types against a property or with a string operator: as before.
        if typeOf && (needle != nil || stringOperator != nil || !op.isEquality) { return nil }
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
                                              ordering: MixedListComparison.ordering(op), stringOperator: stringOperator,
                                              needlesAreGroups: needlesAreGroups, typeOf: typeOf)
        func groups(_ needles: [SQLValue], _ listSQL: () -> String) throws -> String {
            // With no group at all, Realm Core compares one empty group.
            let noGroup = MixedListComparison.holds([], needle == nil ? items : needles.map { _ in .null }, flags: flags) ? "1" : "0"
            let sub = SQLScope()
            sub.isExistential = true
            var root = try self.value(at: self.walk(start, in: sub), in: sub)
            // A value of a dictionary of values holds no collection: every step after it takes nothing.
            if root.type != .mixed, start.type != .mixed { root = SQLValue(sql: "NULL", type: .mixed, tag: "NULL") }
            guard root.type == .mixed else { return try general() }
            let stepsBlob = self.context.bind(.blob(MixedBlob.encode(.list(steps))))
            let call: String
            if let spec = MixedLinkReader.specArgument(keys: MixedLinkReader.keys(of: steps), schema: self.schema, bind: self.context.bind) {
                // A link met at a key step is followed (`m[*].name`, `m.k.name`).
                call = "\(MixedLinkReader.listFunction)(\(root.sql), \(root.tagSQL), \(stepsBlob), \(listSQL()), \(flags), \(spec))"
            } else {
                call = "\(MixedListComparison.function)(\(root.sql), \(root.tagSQL), \(stepsBlob), \(listSQL()), \(flags))"
            }
            if followsLinks, case .string(let key)? = steps.first, !sub.isEmpty {
                // Among many mixed values (`mixedList[*].name`), a link's group is the linked object's property.
                // With a step after it (`ml[*]['name']['name']`, `m[*].scores[0]`) the reader walks on from the
                // property's value (`call`): a collection property is read into, a value that holds none gives
                // an empty group at the last step and no group before it; a class without the property no group.
                // So is a property the SQL does not read (a decimal, a date, a link…).
                guard steps.count == 1, self.readsLinkedPropertyInSQL(key) else {
                    return "coalesce((SELECT max(\(call)) \(sub.fromClause())), \(noGroup))"
                }
                let named = self.schema.objectSchemas.filter { $0[key] != nil }.map { TableLayout.quoteText($0.className) }
                let linked = named.isEmpty ? "NULL"
                    : try self.linkGroup(root, key: key, l.quantifier, op, r.quantifier, needles: needles, noGroup: noGroup, unary: unary) { v, item in
                    if let stringOperator {
                        if needlesAreGroups { return self.stringCompare(item, stringOperator, v, options: options, nullNeedleMatches: false) }
                        return self.stringCompare(v, stringOperator, item, options: options, nullNeedleMatches: false)
                    }
                    return try self.compare(v, op, item, options: options)
                }
                let each = "CASE WHEN \(root.tagSQL) IS \(ValueCoding.MixedTag.link.rawValue) THEN \(linked) ELSE \(call) END"
                return "coalesce((SELECT max(\(each)) \(sub.fromClause())), \(noGroup))"
            }
            if comparesLinkedValue, case .string(let key)? = steps.first {
                // A link to an object without that property leaves its group empty.
                let named = self.schema.objectSchemas.filter { $0[key] != nil }.map { TableLayout.quoteText($0.className) }
                let linked = named.isEmpty ? noGroup
                    : "CASE WHEN \(MixedLinkOrder.className)(\(root.sql), \(root.tagSQL)) IN (\(named.joined(separator: ", "))) THEN \(try general()) ELSE \(noGroup) END"
                return "CASE WHEN \(root.tagSQL) IS \(ValueCoding.MixedTag.link.rawValue) THEN \(linked) ELSE coalesce(\(call), \(noGroup)) END"
            }
            if sub.isEmpty { return "coalesce(\(call), \(noGroup))" }
            return "coalesce((SELECT max(\(call)) \(sub.fromClause())), \(noGroup))"
        }
        if let needle {
            // The needle is read on the object itself (null through a null link).
            let present = try withOtherValues(needle, in: scope) { v, _ in
                try groups([v]) { "\(v.sql), \(v.tagSQL)" }
            }
            guard needle.mayBeAbsent, !(needleOnLeft && l.quantifier != nil) else { return present }
            // A needle with no value (`about.name` where `about` holds no link) is an empty list: each group
            // is asked against nothing, so an empty group holds for `ALL` and every group for `NONE`, and with
            // no quantifier an empty group is equal to it. On the left of `ALL`/`NONE` groups it leaves
            // nothing to compare (`ValueBase::compare`): no match.
            let hasValue = try withValues(needle, in: scope) { _, _ in "1" }
            let nothing = try groups([]) { self.context.bind(.blob(MixedBlob.encode(.list([])))) }
            return "(\(present) OR (NOT \(hasValue) AND \(nothing)))"
        }
        return try groups(items.map(constantValue)) { self.context.bind(.blob(MixedBlob.encode(.list(items)))) }
    }

    /// The group of one link held by a mixed value, read at `key` (the linked object's property,
    /// none when its class has no such property), compared with the needles as `MixedListComparison` does.
    private func linkGroup(_ root: SQLValue, key: String, _ groupQuantifier: Quantifier?, _ op: ComparisonOperator, _ listQuantifier: Quantifier?,
                           needles: [SQLValue], noGroup: String, unary: Bool,
                           matching: (SQLValue, SQLValue) throws -> String) throws -> String {
        guard let followed = followingMixedLink(root, key: key, element: root, elementTag: root.tagSQL, collectionsAsValues: true) else {
            return noGroup
        }
        var v = SQLValue(sql: followed.value, type: .mixed)
        v.tag = followed.tag
        let equal = try needles.map { try matching(v, $0) }
        let one: String
        if groupQuantifier == nil && listQuantifier == nil && !unary {
            // Element by element: a one-value group against the list (through a dictionary's key, one value
            // meets the list as under `ANY`: `mixedDict.link.id IN {1, 2}`).
            if op == .equal { one = needles.count == 1 ? equal[0] : "0" } else { one = needles.count == 1 ? equal[0] : "1" }
        } else {
            let any = equal.isEmpty ? "0" : "(" + equal.joined(separator: " OR ") + ")"
            let matches: String
            switch listQuantifier {
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
    /// with entries answers as `answer` says. A dictionary of links too (`favoriteCities['summer'] IN
    /// {}`: its values are mixed to Core as well; a null value is an entry). `answer` unchanged for other shapes.
    func emptyDictionaryGroup(_ l: TypedOperand, _ op: ComparisonOperator, _ r: TypedOperand, options: StringOptions,
                              in scope: SQLScope, answer: String) throws -> String {
        guard op == .equal || op == .notEqual, case .property(let path) = l.kind, case .list(let items) = r.kind,
              case .element(.key)? = path.hops.last?.kind, path.hops.count >= 2,
              case .property(let dictionary) = path.hops[path.hops.count - 2].kind, dictionary.collection == .dictionary,
              path.hops.dropLast(2).allSatisfy({ !$0.isCollection }) else { return answer }
        var prefix = path
        prefix.hops.removeLast()
        guard case .collection = try walk(prefix, in: scope) else { return answer }
        let flags = MixedListComparison.flags(group: MixedListComparison.side(l.quantifier), list: MixedListComparison.side(r.quantifier),
                                              notEqual: op == .notEqual, fold: options.contains(.caseInsensitive), unary: true)
        let noGroup = MixedListComparison.holds([], items, flags: flags) ? "1" : "0"
        // Empty means no entry at all: a dictionary of links holding only nulls has entries, and its key reads a
        // null value (`fav['summer'] IN {nil}` holds for `{summer: null}`, Realm Core's `Columns<Dictionary>`).
        return "CASE WHEN \(try count(walk(prefix, in: scope), skippingNullLinks: false)) = 0 THEN \(noGroup) ELSE \(answer) END"
    }

    /// Splits a path into the part that reaches mixed values (a mixed property, or the elements one
    /// subscript takes from a list or dictionary of mixed values) and the subscripts after it, as
    /// `MixedListComparison` steps. Nil unless at least one subscript reads into the mixed values.
    /// A dictionary of values counts as one of mixed values (Realm Core reads its values as mixed), so
    /// `intDict['a'].x` is a subscript into a value that holds no collection: an empty group.
    static func mixedStart(_ path: ResolvedPath) -> (ResolvedPath, [AnyRealmValue])? {
        guard let k = path.hops.firstIndex(where: {
                  if case .property(let p) = $0.kind { return p.type == .mixed || (p.collection == .dictionary && p.type != .object) }
                  return false
              }),
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
        start.type = p.type == .mixed ? .mixed : ValueType(p)
        start.isMultiple = true
        start.endsAtCollection = false
        start.endCollection = nil
        start.endsAtBacklinks = false
        return (start, steps)
    }
}
