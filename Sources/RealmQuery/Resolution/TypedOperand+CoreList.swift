/// Which operands Realm Core holds as a list (`Value` with `m_from_list`): they compare element by
/// element with another list when no side is quantified, and two of them in one arithmetic operation
/// are refused ("Operations involving two lists are not supported"). Shared by the resolver and the
/// SQL generator.
extension TypedOperand {
    /// Whether Realm Core's `Value` of this operand is a list: many values, an element of a collection
    /// (one value or none: `intList[0] + 1 IN {}` holds for an empty list), sizes through a to-many
    /// link chain, or arithmetic with such a side.
    public var isListToRealmCore: Bool {
        if isMultiple { return true }
        switch kind {
        case .property(let path): return path.mayBeAbsent
        case .count(let path): return path.sizesThroughLinks
        case .arithmetic(_, let l, let r): return l.isListToRealmCore || r.isListToRealmCore
        default: return false
        }
    }
}

extension ResolvedPath {
    /// Whether the path reaches its values through a to-many link or backlinks (`friends.age`,
    /// `owner.dogs.name`, `@links.Person.friends.age`, `dogs.tags`): property and backlink steps only,
    /// one of them before the last fanning out, and values (not objects) at the end. An index or key
    /// of a list or dictionary of links keeps it a link chain to Realm Core, whose values are a list
    /// of one value or none (`friends[0].name IN {}`, `favoriteCities['summer'].name IN {}` hold where
    /// no object is there).
    public var fansOutBeforeItsEnd: Bool {
        guard let last = hops.last, case .property(let end) = last.kind,
              end.type != .object, end.type != .linkingObjects else { return false }
        return hops.indices.allSatisfy { isLinkChainStep(at: $0) } && hops.dropLast().contains { $0.isCollection }
    }

    /// Whether `@count`/`@size` of the path is one size per object a to-many link chain reaches
    /// (`friends.name.@size`, `favoriteCities['summer'].visitedCities.@count`); not through backlinks,
    /// which Realm Core answers otherwise (`@links.Person.friends.name.@size == {}` holds for nobody).
    public var sizesThroughLinks: Bool {
        guard case .property(let end)? = hops.last?.kind, !hops.contains(where: \.isBacklink) else { return false }
        guard end.isCollection else { return fansOutBeforeItsEnd }
        let owners = hops.dropLast()
        return owners.contains { $0.isCollection } && owners.indices.allSatisfy { isLinkChainStep(at: $0) }
    }

    /// A property step, `@values`, or an index or key of a list or dictionary of links.
    private func isLinkChainStep(at i: Int) -> Bool {
        switch hops[i].kind {
        case .property, .backlinks, .allValues: return true
        case .element where i > 0 && hops[i - 1].isLink && hops[i - 1].isCollection: return true
        default: return false
        }
    }
}
