import RealmModel

extension Context {
    /// `strings.length`, `friends.tags.LENGTH`: the length of each element of
    /// a list or set of strings, binaries or mixed values, or nil when `path`
    /// is not of that form (it is then resolved as any other path).
    ///
    /// Realm Core's parser (`PropertyNode::visit`) reads a last name
    /// spelt `length` in any letter case this way only where the path would
    /// otherwise fail: after a list or set of values, which has no
    /// properties. A dictionary takes it as a key, a mixed value as a key
    /// into it, an object as its property; a list of other values, a single
    /// string and anything after a subscript have no property `length`.
    mutating func resolveElementLengths(_ path: PropertyPath, range: SourceRange) throws -> TypedOperand? {
        guard path.elements.count >= 2, case .property(let name)? = path.elements.last?.kind,
              name.lowercased() == "length" else { return nil }
        let collectionPath = PropertyPath(Array(path.elements.dropLast()))
        // A prefix that does not resolve is reported by the walk of the whole path, at the same element.
        guard let (collection, _) = try? resolvePath(collectionPath), Self.hasElementLengths(collection) else { return nil }
        return TypedOperand(kind: .elementLengths(collection), type: .int, isMultiple: true, range: range)
    }

    /// True for a path ending at a list or set (not subscripted) of strings,
    /// binaries or mixed values: Realm Core's `get_element_length` is
    /// defined for those element types only, and not for dictionaries.
    static func hasElementLengths(_ path: ResolvedPath) -> Bool {
        guard path.endsAtCollection, path.endCollection == .list || path.endCollection == .set,
              !path.endsAtBacklinks, case .property(let property)? = path.hops.last?.kind, property.isCollection
        else { return false }
        return [.string, .data, .mixed].contains(path.type)
    }
}
