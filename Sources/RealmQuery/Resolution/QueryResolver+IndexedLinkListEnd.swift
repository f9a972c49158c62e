import RealmModel

extension Context {
    /// `friends[0]`, `friends[LAST]` at the end of a path: Realm Core reads a list of links as one
    /// link column (`Columns<Link>`), which takes no index ("Property 'Person.' does not support index
    /// 'FIRST'"), so it refuses the path whatever it is compared with (`== nil`, `@count`); an index
    /// followed by a property (`friends[0].name`) is a step of the link chain, and a dictionary of
    /// links takes a key at the end (`favoriteCities['summer']`).
    func refuseIndexedListOfLinksAtEnd(_ walk: PathWalk) throws {
        guard walk.hops.count >= 2, case .element(let selector) = walk.hops[walk.hops.count - 1].kind,
              case .property(let list) = walk.hops[walk.hops.count - 2].kind, list.collection == .list, list.type == .object
        else { return }
        let element = walk.path.elements[walk.path.elements.count - 1]
        let written = text(walk.path.elements[0].range.merged(with: element.range))
        throw QueryError(.invalidQuery("\(quoted: written) must be followed by a property of \(quoted: list.objectClassName ?? "")"
                                       + ": Realm Core takes no index \(quoted: "[\(selector)]") of a list of objects at the end of a path"), at: element.range)
    }
}
