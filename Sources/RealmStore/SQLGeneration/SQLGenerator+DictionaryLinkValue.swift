import RealmModel
import RealmQuery

extension SQLGenerator {
    /// A value of a dictionary of objects by key against constants that hold no link or a property that is no
    /// link (the resolver's `DictionaryLinkValueOperand`: `fav['summer'] < {nil}`, `ANY fav['k'] <= 31`,
    /// `{nil, 31} >= NONE fav['k']`, `friends.fav['k'] != 31`, `fav['k'] == n`, `== best.s`, `!= friends.n`), compared as Realm Core's
    /// `ValueBase::compare` does (`MixedGroupPair`). Core reads the dictionary's values as mixed links:
    /// - of the object's own dictionary (or through to-one links) one value — the link, or null for a null
    ///   or missing key — and no value at all where the dictionary is empty or a link on the way is null
    ///   (an empty list to Core);
    /// - through to-many links or backlinks a list per object reached (`Columns<Dictionary>`, one sub-index
    ///   per dictionary): that one value, or none where its dictionary is empty; no object, one empty list.
    /// A link is unequal to every constant that is no link and ordered against none; null is ordered
    /// against nothing, though `<=` and `>=` hold for two nulls. A single constant is one value, a list of
    /// constants a list; a property with one value (through to-one links too) one value, null through a null
    /// link; one with many values (`friends.s`) a list. Nil for other shapes.
    func dictionaryLinkValueAgainstConstants(_ l: TypedOperand, _ op: ComparisonOperator, _ r: TypedOperand,
                                             options: StringOptions) throws -> String? {
        guard options.isEmpty || options == .caseInsensitive else { return nil }
        let condition = MixedGroupPair.Condition(ordering: MixedListComparison.ordering(op), notEqual: op == .notEqual,
                                                 fold: !options.isEmpty)
        return try dictionaryLinkValueGroupPair(l, r, condition: condition, needleFirst: false)
    }

    /// The same for a string operator (`fav['summer'] LIKE[c] {}`,
    /// `'oslo' BEGINSWITH[c] fav['summer']`): Realm Core compares the needle, the right side, first.
    func dictionaryLinkValueStringComparison(_ l: TypedOperand, _ op: StringOperator, _ r: TypedOperand,
                                             options: StringOptions) throws -> String? {
        guard options.isEmpty || options == .caseInsensitive else { return nil }
        let condition = MixedGroupPair.Condition(fold: !options.isEmpty, stringOperation: op.stringOperationCode)
        return try dictionaryLinkValueGroupPair(l, r, condition: condition, needleFirst: true)
    }

    /// `MixedGroupPair` of the value's groups and the constants' one group, in Realm Core's order (the right
    /// side first when `needleFirst`). Nil unless one side is a dictionary of objects' value by key and the
    /// other a constant or a list of constants holding no link, or a property that is no link (mixed too).
    private func dictionaryLinkValueGroupPair(_ l: TypedOperand, _ r: TypedOperand, condition: MixedGroupPair.Condition,
                                              needleFirst: Bool) throws -> String? {
        let valueOnLeft = DictionaryOfObjectsValue(l) != nil
        let (value, constant) = valueOnLeft ? (l, r) : (r, l)
        guard let shape = DictionaryOfObjectsValue(value), constant.quantifier == nil else { return nil }
        let isLink = { (item: AnyRealmValue) in if case .link = item { return true } else { return false } }
        let constants: String, constantIsOne: Bool
        switch constant.kind {
        case .constant(let item) where !isLink(item):
            (constants, constantIsOne) = (context.bind(.blob(MixedBlob.encode(.list([.list([item])])))), true)
        case .list(let items) where !items.contains(where: isLink):
            (constants, constantIsOne) = (context.bind(.blob(MixedBlob.encode(.list([.list(items)])))), false)
        case .property where !constant.isMultiple && constant.readsPropertyValues:
            // A property's one value (null through a null to-one link, as Realm Core's unary link read), one group.
            // Read as one scalar: a null link on the way leaves no row, which is a null value here, not none.
            let rows = SQLScope()
            var one = try evaluate(constant, in: rows)
            if !rows.isEmpty {
                one.sql = "(SELECT \(one.sql) \(rows.fromClause()))"
                if let tag = one.tag { one.tag = "(SELECT \(tag) \(rows.fromClause()))" }
            }
            (constants, constantIsOne) = (try groupsSQL(SQLScope(), one, extra: "") { "\(MixedGroupPair.gatherValues)(\($0), \($1))" }, true)
        case .property where constant.readsPropertyValues:
            // Many values (`friends.s`, `dl`): Realm Core's list, one group (one per object after to-many links).
            guard let side = Self.groupPairSide(constant), let groups = try groupsSQL(constant, side) else { return nil }
            (constants, constantIsOne) = (groups, false)
        default:
            return nil
        }
        let values = try dictionaryLinkGroupsSQL(shape)
        let valueSide = MixedListComparison.side(value.quantifier)
        let valueFirst = valueOnLeft != needleFirst
        let flags = valueFirst
            ? MixedGroupPair.flags(left: valueSide, right: .unquantified, leftUnary: shape.isUnary, rightUnary: constantIsOne, condition: condition)
            : MixedGroupPair.flags(left: .unquantified, right: valueSide, leftUnary: constantIsOne, rightUnary: shape.isUnary, condition: condition)
        return "\(MixedGroupPair.function)(\(valueFirst ? values : constants), \(valueFirst ? constants : values), \(flags))"
    }

    /// The groups of `shape`'s values: one per dictionary the path reaches, holding the value under the
    /// key (the link, or null) or nothing where the dictionary is empty.
    private func dictionaryLinkGroupsSQL(_ shape: DictionaryOfObjectsValue) throws -> String {
        let objects = SQLScope(), values = SQLScope()
        objects.isExistential = true
        values.isExistential = true
        let position = try walk(shape.dictionary, in: objects)
        guard case .link(let column, let className) = try step(position, shape.key, in: values) else {
            throw RealmError.invalidInput("cannot compile \(quoted: shape.key.description): no value of a dictionary of objects")
        }
        // The target's key matters against a mixed link (`fav['summer'] == m`: same object; `<`: class, then key).
        let value = SQLValue(sql: "\(MixedGroupPair.link)(\(column), \(context.bind(.text(className))))", type: .mixed,
                             tag: String(ValueCoding.MixedTag.link.rawValue))
        return try groupsPerObject(objects: objects, values: values, value: value)
    }
}
