import RealmModel

/// A name or subscript after a value of a dictionary of values
/// (`intDict['a'].x`, `intDict.a.x`, `intDict[*][0]`, `stringOptDict['a'].@keys`),
/// as Realm Core 14.14 reads it: `PropertyNode::visit` hands the key and all
/// that follows to the dictionary as one nested path (`Columns<Dictionary>::path`,
/// whose values are mixed), and a dictionary of values never holds a nested
/// collection, so the path reaches no value: an empty group (`ANY … == 1` and
/// `… == nil` hold for no object, `ALL`, `NONE` and `IN {}` for every object).
/// `@count`/`@size` and `@min`/`@max`/`@sum`/`@avg` of such a path are the
/// dictionary's own (`subscriptedCollectionProperty`).
extension PathWalk {
    /// True when the walk stands at one value (or every value, `[*]`) of a dictionary
    /// property of values — not mixed values, which may hold a collection, nor links.
    var isPastDictionaryValue: Bool {
        guard cursor.type != .mixed, cursor.collection == nil, !cursor.isToMany, hops.count >= 2 else { return false }
        if case .object = cursor.type { return false }
        switch hops[hops.count - 1].kind {
        case .element(.key), .allValues: break
        default: return false
        }
        guard case .property(let property) = hops[hops.count - 2].kind else { return false }
        return property.collection == .dictionary
    }

    /// The rest of a path past a value of a dictionary of values: one step into it that
    /// finds nothing (a value that is no collection has no element), typed as the
    /// dictionary's mixed values; the elements after it are read no further.
    mutating func stepPastDictionaryValue(_ element: PathElement) {
        append(value: .element(.key(element.description)))
        cursor = Cursor(type: .mixed)
        ignoresRest = true
    }
}
