import RealmModel
import RealmQuery

extension SQLGenerator {
    /// A path into mixed values through subscripts compared with another many-valued side: another such
    /// path (`anyValue[*] == mixedList[0][*]`, `m.@keys == ANY ml[*][*]`), a list, set or dictionary
    /// property (`anyValue[*] == intList`, `ALL m[*] > mixedList`), or values reached through to-many links
    /// (`m[*] == friends.age`), with any operator, `[c]` and quantifiers: both sides' groups compared
    /// pair by pair as Realm Core does (see `MixedGroupPair`; a first key after a link held by the mixed
    /// value reads the linked object's property). Nil for other shapes.
    ///
    /// `stringOperator`: Realm Core builds a string operator with its needle (the right side) first, so
    /// the sides are swapped for it.
    func mixedGroupPair(_ l: TypedOperand, _ r: TypedOperand, condition: MixedGroupPair.Condition, stringOperator: Bool,
                        options: StringOptions, in scope: SQLScope) throws -> String? {
        guard !options.contains(.diacriticInsensitive),
              let left = Self.groupPairSide(l), let right = Self.groupPairSide(r) else { return nil }
        // `@type` on both sides or on neither (Realm Core refuses a type against a value).
        let typeOf = l.type == .typeName
        guard typeOf == (r.type == .typeName) else { return nil }
        var condition = condition
        condition.typeOf = typeOf
        switch (left, right) {
        case (.constants, .linkedLists), (.linkedLists, .constants): break
        case (.constants, _), (_, .constants): return nil
        case (.groups, _), (_, .groups), (.linkedLists, _), (_, .linkedLists): break
        default: return nil
        }
        // Decided before anything is bound, so that a side left to the existing machinery binds nothing here.
        guard readsFirstKey(left), readsFirstKey(right) else { return nil }
        let (coreLeft, coreRight) = stringOperator ? ((r, right), (l, left)) : ((l, left), (r, right))
        let flags = MixedGroupPair.flags(left: MixedListComparison.side(coreLeft.0.quantifier),
                                         right: MixedListComparison.side(coreRight.0.quantifier),
                                         leftUnary: coreLeft.1.isUnary, rightUnary: coreRight.1.isUnary, condition: condition)
        guard let leftSQL = try groupsSQL(coreLeft.0, coreLeft.1), let rightSQL = try groupsSQL(coreRight.0, coreRight.1) else { return nil }
        return "\(MixedGroupPair.function)(\(leftSQL), \(rightSQL), \(flags))"
    }

    /// How one side gives its groups.
    enum GroupPairSide {
        /// Mixed values (`start`) and the subscripts after them; `unary`: a non-empty group is one value.
        case groups(start: ResolvedPath, steps: [AnyRealmValue], unary: Bool)
        /// Every value of the side in one group (a collection property, or values through to-many links).
        case values
        /// A collection of values after to-many links: one group per object reached (`LinkedListGroups`).
        case linkedLists
        /// A list of constants (no link among them), one group; taken only against `linkedLists`, which Realm
        /// Core meets group by group (`links.sl == {'b'}`: some linked object's list is exactly `['b']`).
        case constants([AnyRealmValue])

        var isUnary: Bool { if case .groups(_, _, true) = self { return true } else { return false } }
    }

    /// The shape of one side, nil when it is neither a path into mixed values through subscripts nor a
    /// collection of values.
    static func groupPairSide(_ side: TypedOperand) -> GroupPairSide? {
        if case .list(let items) = side.kind, side.quantifier == nil,
           !items.contains(where: { if case .link = $0 { return true } else { return false } }) {
            return .constants(items)
        }
        guard let path = valuePath(side) else { return nil }
        if let (start, steps) = mixedStart(path) {
            return .groups(start: start, steps: steps, unary: groupsAreUnary(path, start: start, steps: steps))
        }
        guard side.isMultiple, let last = path.hops.last else { return nil }
        if case .object = path.type { return nil }
        // After to-many links (`links.sl`, `links.sd['k']`): one group per linked object.
        if LinkedCollection(path) != nil { return side.type == .typeName ? nil : .linkedLists }
        switch last.kind {
        case .property(let p) where p.isCollection:
            return p.type == .object || p.type == .linkingObjects ? nil : .values
        case .keys, .allValues:
            return path.hops.dropLast(2).contains(where: \.isCollection) ? nil : .values
        case .property(let p):
            return !p.isCollection && fansOutBeforeItsEnd(path) ? .values : nil
        default:
            return nil
        }
    }

    /// The path whose values the side reads: its own, or the one whose types `@type` gives.
    private static func valuePath(_ side: TypedOperand) -> ResolvedPath? {
        switch side.kind {
        case .property(let path) where side.type != .typeName: return path
        case .typeOf(let path): return path
        default: return nil
        }
    }

    /// Through a dictionary of mixed values with no `[*]` and no `@keys`, a group that is not empty is one
    /// value to Realm Core, not a list (`Columns<Dictionary>::init_path`; reading a dictionary's keys makes
    /// every group a list, as `Collection::get_any` clears `path_only_unary_keys`).
    static func groupsAreUnary(_ path: ResolvedPath, start: ResolvedPath, steps: [AnyRealmValue]) -> Bool {
        guard case .property(let p)? = start.hops.last(where: { if case .property = $0.kind { return true }; return false })?.kind,
              p.collection == .dictionary else { return false }
        return !path.hops.contains(where: { if case .allValues = $0.kind { return true }; return false })
            && !steps.contains(.string(MixedKeys.selector))
    }

    /// False when the side's first step is a key that names, in some class, a property the link reading
    /// (`followingMixedLink`) leaves out (a set, a date…): such a side is answered as before.
    private func readsFirstKey(_ side: GroupPairSide) -> Bool {
        guard case .groups(_, let steps, _) = side, case .string(let key)? = steps.first, key != MixedKeys.selector else { return true }
        return readsLinkedPropertyInSQL(key, sets: false)
    }

    /// SQL for a blob listing the side's groups, in Realm Core's order (nil when the start is no mixed value).
    func groupsSQL(_ operand: TypedOperand, _ side: GroupPairSide) throws -> String? {
        let rows = SQLScope()
        rows.isExistential = true
        let value: SQLValue, call: (String, String) -> String
        switch side {
        case .groups(let start, let steps, _):
            value = try self.value(at: walk(start, in: rows), in: rows)
            guard value.type == .mixed else { return nil }
            let stepsBlob = context.bind(.blob(MixedBlob.encode(.list(steps))))
            // A link met at a later key step is followed too (`m[*].name`, `m.k.name`: `MixedLinkReader`).
            let spec = MixedLinkReader.specArgument(keys: MixedLinkReader.keys(of: steps), schema: schema, bind: context.bind).map { ", " + $0 } ?? ""
            // With steps after it (`m.scores[0]`) the reader follows the link itself and reads into a collection property.
            if case .string(let key)? = steps.first, key != MixedKeys.selector, steps.count == 1 || spec.isEmpty,
               let linked = followingMixedLink(value, key: key, element: value, elementTag: value.tagSQL, collectionsAsValues: true) {
                // A first key on a link reads the linked object's property (`about.name`).
                call = { "\(MixedGroupPair.gatherGroups)(\($0), \($1), \(stepsBlob), lv, lt\(spec))" }
                return try groupsSQL(rows, value, extra: ", \(linked.value) AS lv, \(linked.tag) AS lt", call)
            }
            call = { "\(MixedGroupPair.gatherGroups)(\($0), \($1), \(stepsBlob)\(spec))" }
        case .values:
            // The values themselves, also under `@type` (their types are taken when compared).
            var values = operand
            if let path = Self.valuePath(operand) { (values.kind, values.type) = (.property(path), path.type) }
            value = try evaluate(values, in: rows)
            call = { "\(MixedGroupPair.gatherValues)(\($0), \($1))" }
        case .linkedLists:
            guard case .property(let path) = operand.kind else { return nil }
            return try linkedListGroupsSQL(path)
        case .constants(let items):
            return context.bind(.blob(MixedBlob.encode(.list([.list(items)]))))
        }
        return try groupsSQL(rows, value, extra: "", call)
    }

    func groupsSQL(_ rows: SQLScope, _ value: SQLValue, extra: String, _ call: (String, String) -> String) throws -> String {
        // The aggregate reads the rows of its own FROM (over outer columns alone it would be the outer query's).
        let from = rows.isEmpty ? "" : " " + rows.fromClause()
        let order = rows.orderTerms.isEmpty ? "" : " ORDER BY " + rows.orderTerms.joined(separator: ", ")
        return "(SELECT \(call("v", "t")) FROM (SELECT \(value.sql) AS v, \(value.tagSQL) AS t\(extra)\(from)\(order)))"
    }
}
