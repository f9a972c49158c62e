import RealmModel

/// `O<digits>` (`Parser.objectKeyLiteral`): Realm Core's `ConstantNode` makes it an `ObjKey`, which a
/// link compares with by key (`link == O1`, `ANY friends != O2`, `favoriteCities == O1`, `IN {O2, O1}`),
/// only by `==`/`!=`. It takes the class the other side links to; against any other type Core refuses
/// ("Unsupported comparison between type 'int' and type 'link'"), and so does RealmLens. Against a mixed
/// value Core answers: a mixed value holds a typed link, never equal to a bare key (`anything == O1` holds
/// for no object, `anything != O1` for every one, null included), so the key is a link to no class there.
extension Context {
    /// The typed constant for an object key literal (`className` still empty), or nil for any other constant.
    func resolveObjectKeyLiteral(_ value: AnyRealmValue, hint: ValueType?, range: SourceRange) throws -> TypedOperand? {
        guard case .link(let link) = value, link.className.isEmpty, let key = link.key else { return nil }
        if hint == .mixed {
            // A link to no class: no mixed value links there (`mixedAgainstLink`).
            return TypedOperand(kind: .constant(value), type: .object(""), isMultiple: false, range: range)
        }
        guard case .object(let className)? = hint else {
            let other = hint.map { "type \(quoted: $0.description)" } ?? "another constant"
            throw QueryError(.invalidQuery("the object key \(text(range)) can only be compared with a link, not with \(other)"), at: range)
        }
        let typed = AnyRealmValue.link(ObjectLink(className: className, key: key))
        return TypedOperand(kind: .constant(typed), type: .object(className), isMultiple: false, range: range)
    }
}

extension Context {
    /// Refuses an object key against a dictionary's value read by key (`favoriteCities['summer'] == O1`):
    /// Core reads it as a mixed value holding a typed link, never equal to a bare key, where RealmLens
    /// would compare the keys (not followed yet, as for mixed). `[*]` and `@values` are links there.
    func checkObjectKeyAgainstDictionaryValues(_ l: TypedOperand, _ r: TypedOperand) throws {
        for (key, other) in [(l, r), (r, l)] where Self.holdsObjectKey(key) {
            guard case .property(let path) = other.kind, Self.readsValueByKey(path) else { continue }
            throw QueryError(.invalidQuery("an object key (\(text(key.range))) cannot yet be compared with a dictionary's values"), at: key.range)
        }
    }

    /// An object key against a dictionary of links' value read by key (`favoriteCities['summer'] == O1`):
    /// Core reads that value as a mixed one holding a typed link, never equal to a bare key, so the key is
    /// a value that is no link there (`== 31`, `IN {31}`: `equalityOfDictionaryOfObjectsValue`,
    /// `withoutItemsNoLinkMeets`): `== O1` holds for no object, `!= O1` for those with an entry.
    func objectKeysAsNoLinks(_ l: TypedOperand, _ r: TypedOperand) -> (TypedOperand, TypedOperand) {
        func noLink(_ value: AnyRealmValue) -> AnyRealmValue {
            if case .link(let link) = value, let key = link.key { return .int(key) }
            return value
        }
        func replaced(_ key: TypedOperand, against other: TypedOperand) -> TypedOperand {
            guard Self.holdsObjectKey(key), case .property(let path) = other.kind, Self.readsValueByKey(path) else { return key }
            var out = key
            switch key.kind {
            case .constant(let v):
                out.kind = .constant(noLink(v))
                out.type = .int
            case .list(let vs): out.kind = .list(vs.map(noLink))
            default: break
            }
            return out
        }
        return (replaced(l, against: r), replaced(r, against: l))
    }

    /// `anything > O1`: Core orders no mixed value against a bare key (the types are not comparable), so an
    /// ordering of mixed values with an object key on the right holds for no value: never for one value or
    /// `ANY`, always for `NONE`, for `ALL` only where there is no value (`NONE values != O1`). With the key on
    /// the left Core refuses the operator, and so does RealmLens.
    func orderingMixedAgainstObjectKey(_ l: TypedOperand, _ op: ComparisonOperator, _ r: TypedOperand) -> ResolvedCondition? {
        guard !op.isEquality, case .constant(.link(let link)) = r.kind, link.className.isEmpty, r.type == .object(""),
              l.type == .mixed, !l.isConstant else { return nil }
        switch l.quantifier {
        case .none?: return .truePredicate
        case .all?:
            var values = l
            values.quantifier = Quantifier.none
            return .comparison(values, .notEqual, r, options: [])
        default: return .falsePredicate
        }
    }

    static func holdsObjectKey(_ side: TypedOperand) -> Bool {
        let values: [AnyRealmValue]
        switch side.kind {
        case .constant(let v): values = [v]
        case .list(let vs): values = vs
        default: return false
        }
        return values.contains { if case .link(let link) = $0, link.key != nil { return true } else { return false } }
    }
}
