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

    /// Whether `@count`/`@size` of the path is a list of sizes to Realm Core, one per object the chain
    /// before the counted step reaches:
    /// - links or backlinks after at least one other link (`friends.favoriteCities.@count`,
    ///   `bestFriend.friends.@count`, `friends.@links.Person.friends.@count`): Core's `LinkCount` always
    ///   makes a list there, even through to-one links (empty where a link is null);
    /// - a collection of values or a string reached through a to-many link or backlinks (`friends.name.@size`,
    ///   `@links.Person.friends.name.@size`, `favoriteCities['summer'].visitedCities.@count`), or a dictionary
    ///   of objects with a key after it (`friends.favoriteCities['summer'].@count`): its `SizeOperator` keeps
    ///   the list-ness of the values it sizes.
    public var sizesThroughLinks: Bool {
        let (path, keyed) = countedPath
        guard let last = path.hops.last else { return false }
        let owners = path.hops.dropLast()
        guard owners.indices.allSatisfy({ path.isLinkChainStep(at: $0) && !Self.isValueProperty(path.hops[$0]) }) else { return false }
        if Self.followsLinks(last), !keyed { return !owners.isEmpty }
        guard case .property(let end) = last.kind else { return false }
        guard end.isCollection else { return path.fansOutBeforeItsEnd }
        return owners.contains { $0.isCollection }
    }

    /// The path as `@count` counts it: `dict.@values` and `dict[*]` are the dictionary itself, and so is
    /// `dict['k']` of a dictionary of objects, which Realm Core sizes whole (`keyed`: its `DictionarySize`,
    /// nulls included, one size per object, not the link under the key).
    public var countedPath: (path: ResolvedPath, keyed: Bool) {
        var path = self
        if path.hops.count >= 2, case .allValues = path.hops[path.hops.count - 1].kind,
           case .property(let p) = path.hops[path.hops.count - 2].kind, p.collection == .dictionary {
            path.hops.removeLast()
            return (path, false)
        }
        guard let i = path.keyedObjectDictionaryHop else { return (path, false) }
        path.hops.removeSubrange((i + 1)...)
        return (path, true)
    }

    /// A step that follows links: a link property (to-one, list, set or dictionary of objects) or backlinks.
    private static func followsLinks(_ hop: Hop) -> Bool {
        switch hop.kind {
        case .property(let p): return p.type == .object || p.type == .linkingObjects
        case .backlinks: return true
        default: return false
        }
    }

    private static func isValueProperty(_ hop: Hop) -> Bool {
        if case .property = hop.kind { return !followsLinks(hop) }
        return false
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
