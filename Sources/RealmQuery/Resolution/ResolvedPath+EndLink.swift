extension ResolvedPath {
    /// True when the path ends at a to-one link (`owner.best`, `owners.best`, `owners[0].best`).
    public var endsAtToOneLink: Bool {
        guard let last = hops.last else { return false }
        return last.isLink && !last.isCollection && !last.isBacklink
    }

    /// True when the path takes an element of a collection and ends at a to-one link after it
    /// (`owners[0].best`, `fav['k'].best`, `owner.things[0].owner`): Realm Core reads it as a list of
    /// links, as it does `owners.best` — a null link there is no value, and a comparison with null is
    /// refused ("Cannot compare linklist … with NULL").
    public var endsAtLinkAfterElement: Bool {
        guard endsAtToOneLink, let element = hops.lastIndex(where: { if case .element = $0.kind { return true } else { return false } })
        else { return false }
        return element < hops.count - 1
    }
}
