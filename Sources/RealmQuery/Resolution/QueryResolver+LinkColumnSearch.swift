import RealmModel

/// Two of Realm Core's rules for a link compared with constants (`EqualityNode::visit`, driver.cpp).
extension Context {
    /// `bestFriend ==[c] O2`, `friends !=[c] obj('Person', …)`, `$f.bestFriend ==[c] O2`: a link property of
    /// the object itself (one step, unquantified or `ANY`) against one constant link on the right is Realm
    /// Core's `links_to`/`not_links_to` search, taken before `[c]` is checked, so `[c]` changes nothing.
    /// Elsewhere (`ALL friends ==[c] O2`, `bestFriend.bestFriend ==[c] O2`, the constant on the left, a
    /// dictionary's value by key, backlinks) Core checks `[c]` and refuses it, as RealmLens does.
    func linkSearchIgnoresCase(_ l: TypedOperand, _ op: ComparisonOperator, _ r: TypedOperand, options: StringOptions) -> Bool {
        guard !options.isEmpty, op.isEquality, case .object = l.type, case .property(let path) = l.kind,
              l.quantifier == nil || l.quantifier == .any, path.hops.count == 1,
              case .property? = path.hops.first?.kind,
              case .constant(.link) = r.kind else { return false }
        return true
    }

    /// `homeCity IN {obj('City', 30), 'a'}`, `{O2, 3} == friends`: Realm Core turns a list's items into links
    /// against a link path (`handle_typed_links`) and refuses an item that is neither a link nor null
    /// ("Unsupported comparison between 'homeCity' and type 'string'"), as it does a lone one. A dictionary's
    /// value by key is no link column there (`favoriteCities['a'] IN {null, 31}`, see `withoutItemsNoLinkMeets`).
    func checkLinkAgainstOtherItems(_ l: TypedOperand, _ r: TypedOperand) throws {
        for (link, list) in [(l, r), (r, l)] {
            guard case .object(let className) = link.type, case .property(let path) = link.kind, !Self.readsValueByKey(path),
                  case .list(let items) = list.kind,
                  let item = items.first(where: { if case .link = $0 { return false } else { return $0 != .null } }) else { continue }
            throw QueryError(.invalidQuery("\(quoted: text(link.range)) links to \(quoted: className), so the list it is compared with may hold only links and null, not \(literal(item)) (\(ValueType(item)))"), at: list.range)
        }
    }

    /// `favoriteCities['summer']`: a dictionary's value by key, a mixed value to Realm Core.
    static func readsValueByKey(_ path: ResolvedPath) -> Bool {
        if case .element(.key)? = path.hops.last?.kind { return true }
        return false
    }
}
