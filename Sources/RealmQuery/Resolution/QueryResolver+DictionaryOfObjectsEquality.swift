import RealmModel

extension Context {
    /// `fav['summer'] != 31`, `fav['summer'] == 'x'`, `fav['summer'] != {31}`, `31 != fav['summer']`: a value
    /// of a dictionary of objects by key against a constant (or a list holding one) that is neither a link
    /// nor null. Realm Core reads the value as a mixed link — null where the key is missing or holds null,
    /// no value at all where the dictionary is empty — and a link never equals such a constant. So `==`
    /// holds for no object; `!=` where the dictionary has an entry; against a list `!=` holds as lists
    /// compare (`!= {31}`, `ALL … != {31}`: every object, the sizes or the values differ; `ANY`: an entry;
    /// `NONE`: no entry; `!=[c]` with no quantifier, as `ANY`: an entry).
    /// RealmLens refused them. Core stops on `ALL`/`NONE` against one constant: left refused. Nil for other
    /// shapes (`==` a list is `withoutItemsNoLinkMeets`'s).
    func equalityOfDictionaryOfObjectsValue(_ l: TypedOperand, _ op: ComparisonOperator, _ r: TypedOperand,
                                            options: StringOptions) -> ResolvedCondition? {
        guard op.isEquality, options.isEmpty || options == .caseInsensitive else { return nil }
        let (value, constant) = isDictionaryOfObjectsValue(l) ? (l, r) : (r, l)
        guard isDictionaryOfObjectsValue(value), !value.isMultiple, case .property(let path) = value.kind,
              case .element(.key)? = path.hops.last?.kind, constant.quantifier == nil else { return nil }
        func meetsNoLink(_ item: AnyRealmValue) -> Bool {
            if case .link = item { return false }
            return item != .null
        }
        // No value where the dictionary is empty: `IN {}` holds exactly there.
        var bare = value
        bare.quantifier = nil
        var none = constant
        none.kind = .list([])
        none.type = value.type
        let isEmpty = ResolvedCondition.in(bare, list: none, options: [])
        switch constant.kind {
        case .constant(let item) where meetsNoLink(item):
            guard value.quantifier == nil || value.quantifier == .any else { return nil }
            // `[c]` needs a string or binary constant (Realm Core checks the right side).
            switch item {
            case .string, .data: break
            default: if !options.isEmpty { return nil }
            }
            return op == .equal ? .falsePredicate : .not(isEmpty)
        case .list(let items) where op == .notEqual && items.contains(where: meetsNoLink):
            switch value.quantifier {
            case .any?: return .not(isEmpty)
            case Quantifier.none?: return isEmpty
            case .all?: return .truePredicate
            case nil where !options.isEmpty: return .not(isEmpty)
            case nil: return .truePredicate
            }
        default:
            return nil
        }
    }
}
