import RealmModel

/// A value of a dictionary of objects by key (`fav['summer']`, `fav.summer`, `best.fav['k']`,
/// `friends.fav['k']`, `@links.P.friends.fav['k']`): links and backlinks, then the dictionary and one key.
public struct DictionaryOfObjectsValue: Sendable {
    /// The path up to the dictionary.
    public var dictionary: ResolvedPath
    public var key: Hop
    /// No to-many step before the dictionary: Realm Core reads one value, not a list of one
    /// (`Columns<Dictionary>`'s `path_only_unary_keys`), or none where the dictionary is empty.
    public var isUnary: Bool

    public init?(_ operand: TypedOperand) {
        guard case .property(let path) = operand.kind, case .object = path.type, path.hops.count >= 2,
              let last = path.hops.last, case .element(.key) = last.kind,
              case .property(let p) = path.hops[path.hops.count - 2].kind, p.type == .object, p.collection == .dictionary
        else { return nil }
        let before = path.hops.dropLast(2)
        guard before.allSatisfy({ hop in
            switch hop.kind {
            case .property(let q): return q.type == .object || q.type == .linkingObjects
            case .backlinks: return true
            default: return false
            }
        }) else { return nil }
        dictionary = path
        dictionary.hops.removeLast()
        key = last
        isUnary = !before.contains { $0.isCollection || $0.isBacklink }
    }
}
