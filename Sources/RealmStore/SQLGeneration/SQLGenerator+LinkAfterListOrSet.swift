import RealmModel
import RealmQuery

extension SQLGenerator {
    /// `owners.best`, `oset.best`, `owner.owners.best`: property steps only, a list or set of links before the
    /// end, and a to-one link at the end. Realm Core's `LinkMap` of such a path is a list (its null links left
    /// out), which a list constant meets element by element, one constant too (`owners.best == {O2}` fails
    /// for `[O2, O1]`), unlike values through links.
    static func endsAtLinkAfterListOrSet(_ path: ResolvedPath) -> Bool {
        guard case .object = path.root, let last = path.hops.last, case .property(let end) = last.kind,
              end.type == .object, !end.isCollection else { return false }
        var fansOut = false
        for hop in path.hops.dropLast() {
            guard case .property(let p) = hop.kind, p.type == .object else { return false }
            if p.collection == .list || p.collection == .set { fansOut = true } else if p.isCollection { return false }
        }
        return fansOut
    }

    /// `owners.best == oset.best`: both sides such paths (`endsAtLinkAfterListOrSet`), two lists to Realm Core.
    static func areLinksAfterListsOrSets(_ l: TypedOperand, _ r: TypedOperand) -> Bool {
        guard case .property(let left) = l.kind, case .property(let right) = r.kind else { return false }
        return endsAtLinkAfterListOrSet(left) && endsAtLinkAfterListOrSet(right)
    }
}
