import RealmModel

extension Context {
    /// `fav['summer'] < {nil}`, `ANY fav['summer'] <= 31`, `{nil, 31} >= NONE fav['summer']`,
    /// `friends.fav['summer'] != 31`, `nil IN best.fav['k']`: a value of a dictionary of objects by key
    /// (`DictionaryOfObjectsValue`) against a constant or a list of constants that holds no link, with
    /// any operator but `[c]`. Realm Core reads the value as a mixed link (null for a null or missing key)
    /// and compares it as `ValueBase::compare` does, which the SQL generator reproduces group by group
    /// (`dictionaryLinkValueAgainstConstants`); RealmLens refused the ordered forms, the constant on the
    /// left and a to-many path before the dictionary. False for other shapes. `ALL`/`NONE` on one such value
    /// against one constant stop Core on an assertion (`query_expression.hpp:432`): refused.
    func takesDictionaryOfObjectsValueAgainstConstants(_ l: TypedOperand, _ r: TypedOperand, options: StringOptions) throws -> Bool {
        guard options.isEmpty else { return false }
        let valueOnLeft = DictionaryOfObjectsValue(l) != nil
        let (value, constant) = valueOnLeft ? (l, r) : (r, l)
        guard let shape = DictionaryOfObjectsValue(value), constant.quantifier == nil else { return false }
        let items: [AnyRealmValue]
        switch constant.kind {
        case .constant(let item): items = [item]
        case .list(let list): items = list
        default: return false
        }
        // A link constant (`O1`, `obj(…)`) keeps the link rules.
        guard !items.contains(where: { if case .link = $0 { return true } else { return false } }) else { return false }
        if shape.isUnary, case .constant = constant.kind, value.quantifier == .all || value.quantifier == Quantifier.none {
            throw QueryError(.invalidQuery("\(value.quantifier!.rawValue) on one value of a dictionary of objects against one constant is not supported (Realm Core stops on it)"), at: value.range)
        }
        return true
    }
}

/// A value of a dictionary of objects by key (`fav['summer']`, `fav.summer`, `best.fav['k']`,
/// `friends.fav['k']`, `@links.P.friends.fav['k']`): links and backlinks, then the dictionary and one key.
public struct DictionaryOfObjectsValue: Sendable {
    /// The path up to the dictionary.
    public var dictionary: ResolvedPath
    public var key: Hop
    /// No to-many step before the dictionary: Realm Core reads one value, not a list of one
    /// (`Columns<Dictionary>`'s `path_only_unary_keys`), or none where the dictionary is empty.
    public var isUnary: Bool

    public init?(_ operand: TypedOperand) {
        guard case .property(let path) = operand.kind, case .object = path.type, path.hops.count >= 2,
              let last = path.hops.last, case .element(.key) = last.kind,
              case .property(let p) = path.hops[path.hops.count - 2].kind, p.type == .object, p.collection == .dictionary
        else { return nil }
        let before = path.hops.dropLast(2)
        guard before.allSatisfy({ hop in
            switch hop.kind {
            case .property(let q): return q.type == .object || q.type == .linkingObjects
            case .backlinks: return true
            default: return false
            }
        }) else { return nil }
        dictionary = path
        dictionary.hops.removeLast()
        key = last
        isUnary = !before.contains { $0.isCollection || $0.isBacklink }
    }
}
