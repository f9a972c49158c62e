import RealmModel

extension Context {
    /// A list of constants on the left of a link (`{'a'} == friends`, `{1} IN bestFriend.bestFriend`): Realm Core
    /// turns its items into links first (`handle_typed_links` in `EqualityNode::visit`) and refuses an item that
    /// is none ("Unsupported comparison between 'friends' and type 'string'"), as with the list on the right.
    func isConstantListAgainstLink(_ l: TypedOperand, _ r: TypedOperand) -> Bool {
        isConstantList(l) && isLink(r)
    }

    /// Realm Core's `verify_conditions`: a link path that reaches many objects (`friends`, `friends.bestFriend`,
    /// `@links.Person.friends`, under any quantifier) compared with one null — a list of one item is that
    /// item, on either side (`friends == {null}`, `{null} IN ALL friends`) — is refused: "Cannot compare linklist
    /// ('friends') with NULL". `{null, null} == friends` is taken, and `{null} == bestFriend` (one object).
    func checkNoLinkListAgainstNullList(_ l: TypedOperand, _ r: TypedOperand) throws {
        try checkLinkAgainstOtherItems(l, r)
        try checkLinkListNotAgainstNullList(l, r)
        try checkLinkListNotAgainstNullList(r, l)
    }

    private func checkLinkListNotAgainstNullList(_ links: TypedOperand, _ other: TypedOperand) throws {
        guard case .object = links.type, links.isMultiple, case .property = links.kind,
              case .list(let items) = other.kind, items == [.null] else { return }
        throw QueryError(.invalidQuery("a to-many relationship (\(quoted: text(links.range))) cannot be compared with null; compare its @count with 0"), at: links.range)
    }

    /// The two sides' types must be comparable (`checkComparable`), except where one is a list of constants,
    /// which Realm Core holds as a list of mixed values (any type, another type simply unequal) — unless the
    /// left is a type name or a link, or a link stands against the list — and where both fold as mixed.
    /// The same rule for `==`/`<`… and for `IN`.
    func checkComparableUnlessConstantList(_ l: TypedOperand, _ r: TypedOperand) throws {
        if (!isConstantList(r) && !isConstantList(l) || l.type == .typeName || isLink(l) || isConstantListAgainstLink(l, r))
            && !comparesAsFoldedMixed(l, r) { try checkComparable(l, r) }
    }
}
