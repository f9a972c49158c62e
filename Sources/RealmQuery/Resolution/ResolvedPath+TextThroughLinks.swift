import RealmModel

extension ResolvedPath {
    /// True when the path reaches a single string property through links only, at least one of them a
    /// list or set of links (`notes.text`, `shelf.notes.text`): Realm Core answers `TEXT` there as "some
    /// linked object matches" (it searches the linked class's full-text index and goes back through the
    /// links), whatever `ANY`/`ALL`/`NONE` says. Dictionaries of links, backlinks and subscripts are not this.
    public var fansOutOnlyThroughLinkListsOrSets: Bool {
        guard isMultiple, case .property(let last)? = hops.last?.kind, !last.isCollection else { return false }
        var fansOut = false
        for hop in hops.dropLast() {
            guard case .property(let link) = hop.kind, link.type == .object,
                  link.collection != .dictionary else { return false }
            if link.collection != nil { fansOut = true }
        }
        return fansOut
    }
}
