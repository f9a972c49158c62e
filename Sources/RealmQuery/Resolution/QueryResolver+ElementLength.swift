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

extension Context {
    /// `strings.length BETWEEN {lo, hi}` as Realm Core 14.14 answers it:
    /// `strings >= lo AND strings <= hi`, each with the quantifier written
    /// (none is `ANY`; `ALL` is not required). Its `BetweenNode` visits the
    /// property three times, and the first visit of `.length` takes `length`
    /// off the path for good (`PropertyNode::visit` pops it), so the two
    /// comparisons it builds read the list itself: a list of strings against
    /// numbers is then refused, a list of mixed values compared. Nil when
    /// `value` is not `….length` of such a list.
    func elementLengthsBetween(_ value: Operand, lower: Operand, upper: Operand, operatorRange: SourceRange) -> Condition? {
        guard case .property(let path) = value.kind, path.elements.count >= 2 else { return nil }
        let listPath = PropertyPath(Array(path.elements.dropLast()))
        let list = Operand(.property(listPath), quantifier: value.quantifier, range: listPath.range)
        return .and(.comparison(left: list, op: .greaterOrEqual, options: [], right: lower, operatorRange: operatorRange),
                    .comparison(left: list, op: .lessOrEqual, options: [], right: upper, operatorRange: operatorRange))
    }
}
