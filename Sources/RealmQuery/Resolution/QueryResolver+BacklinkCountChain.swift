import RealmModel

extension Context {
    /// The elements Realm Core ignores in `path.@links.@count`: it follows the
    /// path only while each step is a link (a to-one, list, set or dictionary
    /// of links, a `linkingObjects` property, `@links.Class.property`, one
    /// index or key of a list or dictionary of links) and counts the backlinks
    /// of the objects it reached there (`PathNode::visit` stops at the first
    /// other step; `PropertyNode::visit` then takes `get_backlink_count` of
    /// that link chain). So `about.@links.@count`, with `about` a mixed value
    /// holding a link, counts the links to the object itself, as
    /// `bestFriend.name.@links.@count` counts those to the best friend and
    /// `nosuch.@links.@count` those to the object. Empty for every other path.
    ///
    /// `keyed`: the `@keys` elements that are a key of a dictionary of links
    /// there (`favoriteCities.@keys.@links.@count` counts the links to the city
    /// under the key `@keys`).
    func backlinkCountIgnoredElements(_ path: PropertyPath, from first: Int, cursor start: Cursor) throws -> (ignored: Set<Int>, keyed: Set<Int>) {
        let elements = path.elements
        guard case .allBacklinks? = elements.last?.kind, elements.count - first >= 2, var schema = start.schema else { return ([], []) }
        var keyed = Set<Int>()
        /// The last link followed: its collection, and whether an index or key has picked one of its objects.
        var lastLink: (collection: CollectionKind?, isIndexed: Bool)?
        var ignored = Set<Int>()
        for index in first..<(elements.count - 1) {
            var continues = true
            switch elements[index].kind {
            case .property(let name):
                if let property = schema[name] {
                    guard property.type == .object || property.type == .linkingObjects,
                          let target = self.schema[property.objectClassName ?? ""] else { continues = false; break }
                    schema = target
                    // Backlinks are no list to `LinkChain::index`: an index or key after them ends the chain.
                    lastLink = (property.type == .linkingObjects ? nil : property.collection, false)
                } else if lastLink?.collection == .dictionary, lastLink?.isIndexed == false {
                    lastLink?.isIndexed = true  // a key of the dictionary of links (`LinkChain::index`)
                } else {
                    continues = false
                }
            case .backlinks(let className, _):
                guard let origin = self.schema[className] else { break }  // the walk says what is wrong
                schema = origin
                lastLink = (nil, false)
            case .subscript(let written):
                guard let link = lastLink, !link.isIndexed else { continues = false; break }
                switch try resolveSubscript(written, at: elements[index].range) {
                case nil:
                    // `[*]` is no step to Realm Core; after a to-one link the walk would refuse it.
                    if link.collection == nil { ignored.insert(index) }
                case .index?, .first?, .last?:
                    if link.collection == .list { lastLink?.isIndexed = true } else { continues = false }
                case .key?:
                    if link.collection == .dictionary { lastLink?.isIndexed = true } else { continues = false }
                }
            case .values:
                break  // a no-op on a dictionary of links, refused elsewhere (the walk says so)
            case .keys:
                if lastLink?.collection == .dictionary, lastLink?.isIndexed == false {
                    lastLink?.isIndexed = true
                    keyed.insert(index)
                } else {
                    continues = false
                }
            case .allBacklinks:
                continues = false
            }
            if !continues {
                return (ignored.union(index..<(elements.count - 1)), keyed)
            }
        }
        return (ignored, keyed)
    }
}
