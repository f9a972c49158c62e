import RealmModel

/// `O<digits>` (`Parser.objectKeyLiteral`): Realm Core's `ConstantNode` makes it an `ObjKey`, which a
/// link compares with by key (`link == O1`, `ANY friends != O2`, `favoriteCities == O1`, `IN {O2, O1}`),
/// only by `==`/`!=`. It takes the class the other side links to; against any other type Core refuses
/// ("Unsupported comparison between type 'int' and type 'link'"), and so does RealmLens. Against a mixed
/// value Core answers (a mixed value holds a typed link, never equal to a bare key): not followed yet.
extension Context {
    /// The typed constant for an object key literal (`className` still empty), or nil for any other constant.
    func resolveObjectKeyLiteral(_ value: AnyRealmValue, hint: ValueType?, range: SourceRange) throws -> TypedOperand? {
        guard case .link(let link) = value, link.className.isEmpty, let key = link.key else { return nil }
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
