import RealmModel
import RealmQuery

extension SQLGenerator {
    /// A value of a dictionary of objects by key against constants that hold no link (the resolver's
    /// `takesDictionaryOfObjectsValueAgainstConstants`: `fav['summer'] < {nil}`, `ANY fav['k'] <= 31`,
    /// `{nil, 31} >= NONE fav['k']`, `friends.fav['k'] != 31`), compared as Realm Core's
    /// `ValueBase::compare` does (`MixedGroupPair`). Core reads the dictionary's values as mixed links:
    /// - of the object's own dictionary (or through to-one links) one value — the link, or null for a null
    ///   or missing key — and no value at all where the dictionary is empty or a link on the way is null
    ///   (an empty list to Core);
    /// - through to-many links or backlinks a list per object reached (`Columns<Dictionary>`, one sub-index
    ///   per dictionary): that one value, or none where its dictionary is empty; no object, one empty list.
    /// A link is unequal to every constant that is no link and ordered against none; null is ordered
    /// against nothing, though `<=` and `>=` hold for two nulls. A single constant is one value, a list of
    /// constants a list. Nil for other shapes.
    func dictionaryLinkValueAgainstConstants(_ l: TypedOperand, _ op: ComparisonOperator, _ r: TypedOperand,
                                             options: StringOptions) throws -> String? {
        guard options.isEmpty else { return nil }
        let valueOnLeft = DictionaryOfObjectsValue(l) != nil
        let (value, constant) = valueOnLeft ? (l, r) : (r, l)
        guard let shape = DictionaryOfObjectsValue(value), constant.quantifier == nil else { return nil }
        let items: [AnyRealmValue], constantIsOne: Bool
        switch constant.kind {
        case .constant(let item): (items, constantIsOne) = ([item], true)
        case .list(let list): (items, constantIsOne) = (list, false)
        default: return nil
        }
        guard !items.contains(where: { if case .link = $0 { return true } else { return false } }) else { return nil }
        let values = try dictionaryLinkGroupsSQL(shape)
        let constants = context.bind(.blob(MixedBlob.encode(.list([.list(items)]))))
        let condition = MixedGroupPair.Condition(ordering: MixedListComparison.ordering(op), notEqual: op == .notEqual)
        let valueSide = MixedListComparison.side(value.quantifier)
        let flags = valueOnLeft
            ? MixedGroupPair.flags(left: valueSide, right: .unquantified, leftUnary: shape.isUnary, rightUnary: constantIsOne, condition: condition)
            : MixedGroupPair.flags(left: .unquantified, right: valueSide, leftUnary: constantIsOne, rightUnary: shape.isUnary, condition: condition)
        return "\(MixedGroupPair.function)(\(valueOnLeft ? values : constants), \(valueOnLeft ? constants : values), \(flags))"
    }

    /// The groups of `shape`'s values: one per dictionary the path reaches, holding the value under the
    /// key (a link stands as one link: only its being null matters against constants) or null, nothing
    /// where the dictionary is empty.
    private func dictionaryLinkGroupsSQL(_ shape: DictionaryOfObjectsValue) throws -> String {
        let objects = SQLScope(), values = SQLScope()
        objects.isExistential = true
        values.isExistential = true
        let position = try walk(shape.dictionary, in: objects)
        guard case .link(let column, let className) = try step(position, shape.key, in: values) else {
            throw RealmError.invalidInput("cannot compile \(quoted: shape.key.description): no value of a dictionary of objects")
        }
        let link = context.bind(.blob(MixedBlob.encode(.link(ObjectLink(className: className, key: 0)))))
        let value = SQLValue(sql: "CASE WHEN \(column) IS NULL THEN NULL ELSE \(link) END", type: .mixed,
                             tag: String(ValueCoding.MixedTag.link.rawValue))
        return try groupsPerObject(objects: objects, values: values, value: value)
    }
}
