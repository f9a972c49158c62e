import RealmModel

extension Context {
    /// `fav['summer'] ==[c] {'oslo', nil}`, `nil ==[c] fav['summer']`, `31 !=[c] friends.fav['summer']`,
    /// `'oslo' IN[c] fav['summer']`: a value of a dictionary of objects by key against constants with `[c]`.
    /// Realm Core reads the value as a mixed link (or null) and checks only the right side for `[c]`: a
    /// constant there must be a string, a binary or a list; a dictionary's value there is mixed, so any
    /// constant on the left is taken. The values compare as without `[c]` (a link equals no constant, null
    /// only null) but for lists: `NotEqualIns` does not hold for lists of different sizes, as `NotEqual`
    /// does (`friends.fav['summer'] !=[c] {}` finds the objects whose friends' dictionaries are all empty,
    /// `!= {}` every object). Called after `equalityOfDictionaryOfObjectsValue`, which keeps the forms it
    /// already answered; compiled by `dictionaryLinkValueAgainstConstants`.
    private func takesFoldedDictionaryLinkValue(_ l: TypedOperand, _ r: TypedOperand, options: StringOptions) throws -> Bool {
        guard options == .caseInsensitive, Self.rightSideTakesCaseInsensitive(l, r) else { return false }
        return try takesDictionaryOfObjectsValueAgainstConstants(l, r, options: [])
    }

    /// `fav['summer'] LIKE[c] {}`, `'oslo' BEGINSWITH[c] fav['summer']`, `nil LIKE friends.fav['summer']`:
    /// a string operator between a value of a dictionary of objects by key and constants. Realm Core
    /// compares the mixed link (or null) as `ValueBase::compare` does, needle first: a link is no string
    /// and never matches, a null needle is contained in every string and is `LIKE` a null haystack, and two
    /// empty lists are equal (`fav['summer'] BEGINSWITH {}` holds for an empty dictionary). The needle is
    /// the right side, which Core checks: a constant needle must be a string, a binary or a list; a
    /// dictionary's value as the needle is mixed, so any constant haystack is taken. `ALL`/`NONE` on one
    /// such value against one constant stop Core and are refused.
    func takesDictionaryLinkValueStringOperator(_ l: TypedOperand, _ r: TypedOperand, options: StringOptions) throws -> Bool {
        guard options.isEmpty || options == .caseInsensitive, Self.rightSideTakesCaseInsensitive(l, r) else { return false }
        return try takesDictionaryOfObjectsValueAgainstConstants(l, r, options: [])
    }

    /// Core's check of the right side of `[c]` or of a string operator against a dictionary's value: a
    /// string, binary or list constant there, or the value itself (mixed) with a constant on the left.
    private static func rightSideTakesCaseInsensitive(_ l: TypedOperand, _ r: TypedOperand) -> Bool {
        if DictionaryOfObjectsValue(r) != nil { return l.isConstant }
        guard DictionaryOfObjectsValue(l) != nil else { return false }
        switch r.kind {
        case .constant(.string), .constant(.data), .list: return true
        default: return false
        }
    }
}

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
    private func checkFoldedDictionaryLinksAgainstEmptyList(_ l: TypedOperand, _ r: TypedOperand, options: StringOptions, spelled: String) throws {
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

extension Context {
    /// Whether a comparison or `IN` (`spelled` as written) is one of the dictionary-of-links forms these
    /// functions answer as Realm Core, in the order they are asked: a value against constants with `[c]`
    /// (`takesFoldedDictionaryLinkValue`), `[c]` against an empty list refused
    /// (`checkFoldedDictionaryLinksAgainstEmptyList`), a value against the object's string property
    /// (`takesDictionaryLinkValueAgainstProperty`). The resolver then keeps the condition as written.
    func takesDictionaryLinkValueForm(_ l: TypedOperand, _ r: TypedOperand, options: StringOptions, spelled: String) throws -> Bool {
        if try takesFoldedDictionaryLinkValue(l, r, options: options) { return true }
        try checkFoldedDictionaryLinksAgainstEmptyList(l, r, options: options, spelled: spelled)
        return try takesDictionaryLinkValueAgainstProperty(l, r, options: options)
    }
}

extension Context {
    /// `fav['summer'] ==[c] s`, `s CONTAINS[c] fav['summer']`, `ALL friends.fav['summer'] ENDSWITH[c] s`: a
    /// value of a dictionary of objects by key against a string or binary property of the object itself.
    /// Realm Core compares the mixed link (or null) with that one value as with a constant (a link equals
    /// no string, null only null); RealmLens refused it, or answered `ALL` as if null values failed. `ALL`/`NONE` on one
    /// such value stop Core, as against a constant: refused.
    func takesDictionaryLinkValueAgainstProperty(_ l: TypedOperand, _ r: TypedOperand, options: StringOptions) throws -> Bool {
        guard options.isEmpty || options == .caseInsensitive else { return false }
        let valueOnLeft = DictionaryOfObjectsValue(l) != nil
        let (value, other) = valueOnLeft ? (l, r) : (r, l)
        guard let shape = DictionaryOfObjectsValue(value), DictionaryOfObjectsValue(other) == nil,
              other.isSingleStringProperty else { return false }
        if shape.isUnary, value.quantifier == .all || value.quantifier == Quantifier.none {
            throw QueryError(.invalidQuery("\(value.quantifier!.rawValue) on one value of a dictionary of objects against a property is not supported (Realm Core stops on it)"), at: value.range)
        }
        return true
    }
}

extension TypedOperand {
    /// A string or binary property of the object itself (`s`; through a to-one link, `best.s`, Core reads
    /// null for a null link, which RealmLens's existential read does not give: left refused).
    public var isSingleStringProperty: Bool {
        guard case .property(let path) = kind, case .object = path.root, path.hops.count == 1, !isMultiple, quantifier == nil,
              case .property = path.hops[0].kind else { return false }
        return type == .string || type == .data
    }
}
