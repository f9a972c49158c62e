import RealmModel

extension Context {
    /// `ALL fav BEGINSWITH[c] 'oslo'`, `ALL friends.fav.@values LIKE {'x'}`, `fav ENDSWITH[c] {}`: a whole
    /// dictionary of objects (through any links) under a string operator against a string or a list of
    /// constants. Realm Core follows only the links the dictionaries hold (a null value is no value) and no
    /// link is a string, so with `ALL`, or with no quantifier against a list, the condition holds exactly
    /// where the path reaches no link (RealmLens read the null values as values that fail, so `ALL` did
    /// not hold for `{'summer': null}`); a list holding null is refused as Core refuses it ("Cannot compare
    /// linklist with NULL"). Nil for other shapes, which answer as before (`ANY`: no object, `NONE`: every one).
    func dictionaryLinksAgainstStringNeedles(_ l: TypedOperand, _ r: TypedOperand) throws -> ResolvedCondition? {
        guard isWholeDictionaryOfObjects(l), r.quantifier == nil else { return nil }
        switch r.kind {
        case .list(let items):
            if items.contains(.null) {
                throw QueryError(.invalidQuery("a to-many relationship (\(quoted: text(l.range))) cannot be compared with null"), at: l.range)
            }
            // With no quantifier the lists meet element by element: only an empty one equals no link.
            guard l.quantifier == .all || l.quantifier == nil && items.isEmpty else { return nil }
        case .constant(.string), .constant(.data):
            guard l.quantifier == .all else { return nil }
        case .property where !r.isMultiple && [ValueType.string, .data, .mixed].contains(r.type):
            guard l.quantifier == .all else { return nil }
        default:
            return nil
        }
        return reachesNoLink(l)
    }

    /// `NONE fav ==[c] {}`, `fav.@values IN[c] {}`: Realm Core gives the empty list the links' type and
    /// then refuses `[c]` against it, as against a link ("right side must be a string or binary type").
    func checkFoldedDictionaryLinksAgainstEmptyList(_ l: TypedOperand, _ r: TypedOperand, options: StringOptions, spelled: String) throws {
        guard options == .caseInsensitive, isWholeDictionaryOfObjects(l), r.kind == .list([]) else { return }
        throw QueryError(.unsupportedOperation(spelled, type: l.type.description), at: r.range)
    }

    /// A whole dictionary of objects (through any links), or its `@values`: no key.
    private func isWholeDictionaryOfObjects(_ operand: TypedOperand) -> Bool {
        guard case .object = operand.type, operand.isMultiple, case .property(let path) = operand.kind else { return false }
        return Self.endsInWholeDictionaryOfObjects(path)
    }

    /// Where the links of `links` (a to-many path) reach no object: not `!= null`, which holds where they reach one.
    func reachesNoLink(_ links: TypedOperand) -> ResolvedCondition {
        var each = links
        each.quantifier = nil
        let null = TypedOperand(kind: .constant(.null), type: .null, isMultiple: false, quantifier: nil, range: links.range)
        return .not(.comparison(each, .notEqual, null, options: []))
    }

    /// The path ends at a dictionary of objects itself or its `@values` (no key).
    private static func endsInWholeDictionaryOfObjects(_ path: ResolvedPath) -> Bool {
        var hops = path.hops[...]
        if case .allValues? = hops.last?.kind { hops = hops.dropLast() }
        guard case .property(let p)? = hops.last?.kind else { return false }
        return p.type == .object && p.collection == .dictionary
    }
}
