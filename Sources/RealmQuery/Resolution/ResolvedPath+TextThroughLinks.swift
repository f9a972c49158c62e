import RealmModel

extension ResolvedPath {
    /// True when the path reaches a single string property through links only, at least one of them
    /// to-many — a list, set or dictionary of links (`notes.text`, `shelf.notes.text`, `d.text`,
    /// `d.@values.text`) or backlinks (`@links.Note.next.text`): Realm Core answers `TEXT` there as "some
    /// linked object matches" (it searches the linked class's full-text index and goes back through the
    /// links), whatever `ANY`/`ALL`/`NONE` says. Subscripts are not this.
    public var fansOutOnlyThroughLinks: Bool {
        guard isMultiple, case .property(let last)? = hops.last?.kind, !last.isCollection else { return false }
        var fansOut = false
        var afterDictionary = false
        for hop in hops.dropLast() {
            switch hop.kind {
            case .property(let link) where link.type == .object:
                if link.collection != nil { fansOut = true }
                afterDictionary = link.collection == .dictionary
                continue
            case .property(let link) where link.type == .linkingObjects:
                fansOut = true
            case .backlinks:
                fansOut = true
            case .allValues where afterDictionary:
                break
            default:
                return false
            }
            afterDictionary = false
        }
        return fansOut
    }
}

extension ResolvedPath {
    /// The path `TEXT` searches through: Realm Core goes back from the matching objects through the
    /// links' backlinks, so an index or key on a list or dictionary of links is ignored (`notes[0].text
    /// TEXT 'realm'` finds a shelf whose second note matches, `d['zz'].text` searches every value of `d`).
    /// The path itself where it has no such subscript.
    public var droppingLinkSubscriptsForText: ResolvedPath {
        var kept: [Hop] = []
        var dropped = false
        for hop in hops {
            if case .element = hop.kind, case .property(let link)? = kept.last?.kind, link.type == .object, link.isCollection {
                dropped = true
                continue
            }
            kept.append(hop)
        }
        guard dropped else { return self }
        var path = self
        path.hops = kept
        path.isMultiple = true
        return path
    }
}
