import RealmModel

extension Context {
    /// True for a value of a dictionary of objects (`landmarks['tower']`,
    /// `landmarks.tower`): a link, but one Realm Core reads as a dictionary's
    /// mixed value, so it refuses `==[c] null` there ("right side must be a
    /// string or binary type") where a to-one link takes it.
    func isDictionaryOfObjectsValue(_ operand: TypedOperand) -> Bool {
        guard case .property(let path) = operand.kind, case .object = operand.type else { return false }
        for hop in path.hops.reversed() {
            if case .property(let p) = hop.kind { return p.collection == .dictionary }
        }
        return false
    }
}

extension Context {
    /// `favoriteCities['a'] IN {null, 31}`: a value of a dictionary of objects (a key, not `@values`, which
    /// Core refuses) against a list of constants. Core reads the value as a mixed link and meets the list
    /// item by item, so an item that is neither a link nor null is never met and the list is the one
    /// without it, under every quantifier (`IN {null, 31}` is `IN {null}`, `IN {31}` is `IN {}`; RealmLens
    /// refused the int). With no item left and no quantifier (or `ANY`) nothing is met (`IN {31}`: no
    /// object, where `IN {}` holds for an empty dictionary): `meetsNothing`. Nil where the list is not changed.
    func withoutItemsNoLinkMeets(_ l: TypedOperand, _ r: TypedOperand) -> (list: TypedOperand, meetsNothing: Bool)? {
        guard isDictionaryOfObjectsValue(l), case .property(let path) = l.kind, case .element(.key)? = path.hops.last?.kind,
              case .list(let items) = r.kind else { return nil }
        let kept = items.filter { if case .link = $0 { return true } else { return $0 == .null } }
        guard kept.count < items.count else { return nil }
        var list = r
        list.kind = .list(kept)
        list.type = l.type
        return (list, kept.isEmpty && (l.quantifier == nil || l.quantifier == .any))
    }
}
