import RealmModel

/// A value of a dictionary of objects by key (`fav['summer']`, `fav.summer`, `best.fav['k']`,
/// `friends.fav['k']`, `@links.P.friends.fav['k']`) and what it is compared with, when that is no link: the
/// one operand kind the resolver asks about a dictionary of links. Realm Core reads the value as a mixed
/// link — null for a null or missing key, no value at all where the dictionary is empty (through to-many
/// links or backlinks one such value per dictionary reached) — and compares it as `ValueBase::compare`
/// does; the SQL generator reproduces that group by group (`dictionaryLinkValueAgainstConstants`,
/// `MixedGroupPair`). Against a link (`fav['summer'] == O1`, `== best`) the link rules hold instead.
struct DictionaryLinkValueOperand {
    /// What the value is compared with.
    enum Other {
        /// Constants holding no link: one (`31`, `nil`, `'oslo'`) or a list (`{nil, 31}`, `{}`).
        case constants(isOne: Bool)
        /// A property with one value that is no link, or a mixed one (`s`, `n`, `m`, `best.s`: null through a
        /// null to-one link).
        case oneValue
        /// A property with many values that are no links, or mixed ones (`friends.s`, `dl`, `friends.m`): one
        /// list, as Realm Core reads it.
        case values
    }

    var value: TypedOperand
    var shape: DictionaryOfObjectsValue
    var other: TypedOperand
    var otherKind: Other
    /// The value is the right side (`31 != fav['summer']`): Realm Core checks the right side alone for
    /// `[c]` and a string operator's needle, and a dictionary's value there is mixed, so always taken.
    var valueOnRight: Bool

    /// Nil unless one side is a value of a dictionary of objects by key and the other, with no quantifier of
    /// its own, is no link.
    init?(_ l: TypedOperand, _ r: TypedOperand) {
        valueOnRight = DictionaryOfObjectsValue(l) == nil
        (value, other) = valueOnRight ? (r, l) : (l, r)
        guard let shape = DictionaryOfObjectsValue(value), DictionaryOfObjectsValue(other) == nil,
              other.quantifier == nil else { return nil }
        self.shape = shape
        let isLink = { (item: AnyRealmValue) in if case .link = item { return true } else { return false } }
        switch other.kind {
        case .constant(let item) where !isLink(item): otherKind = .constants(isOne: true)
        case .list(let items) where !items.contains(where: isLink): otherKind = .constants(isOne: false)
        case .property where other.readsPropertyValues: otherKind = other.isMultiple ? .values : .oneValue
        default: return nil
        }
    }

    /// Against one value (one constant, one property value), `ALL`/`NONE` on a value Realm Core reads as one
    /// (no to-many step before the dictionary) stop Core on an assertion (`query_expression.hpp:432`).
    var stopsRealmCore: Bool {
        guard shape.isUnary, value.quantifier == .all || value.quantifier == Quantifier.none else { return false }
        switch otherKind {
        case .constants(let isOne): return isOne
        case .oneValue: return true
        case .values: return false
        }
    }

    /// Core's check of the right side of `[c]` or of a string operator: the value itself (mixed) there, or a
    /// string, binary or list constant, or a string, binary or mixed property.
    var rightSideFolds: Bool {
        if valueOnRight { return true }
        switch other.kind {
        case .constant(.string), .constant(.data), .list: return true
        case .property: return other.type == .string || other.type == .data || other.type == .mixed
        default: return false
        }
    }
}

/// The condition a dictionary of links' value (or a whole dictionary of objects) takes part in.
enum DictionaryLinkCondition {
    case comparison(ComparisonOperator)
    case string(StringOperator)
    case `in`
}

extension Context {
    /// The resolver's one question about a dictionary of links in a comparison, a string comparison or `IN`
    /// (`spelled` as written): the condition Realm Core answers, or nil for the general rules. A value by key
    /// against what is no link (`DictionaryLinkValueOperand`) is kept as written, compiled as Core compares a
    /// mixed link; a whole dictionary of objects under a string operator or `[c]` follows
    /// `dictionaryLinksAgainstStringNeedles` and `checkFoldedDictionaryLinksAgainstEmptyList`.
    func dictionaryLinkCondition(_ l: TypedOperand, _ form: DictionaryLinkCondition, _ r: TypedOperand,
                                 options: StringOptions, spelled: String) throws -> ResolvedCondition? {
        func written(_ options: StringOptions) -> ResolvedCondition {
            switch form {
            case .comparison(let op): return .comparison(l, op, r, options: options)
            case .string(let op): return .stringComparison(l, op, r, options: options)
            case .in: return .in(l, list: r, options: options)
            }
        }
        if case .string = form, let exact = try dictionaryLinksAgainstStringNeedles(l, r) { return exact }
        guard options.isEmpty || options == .caseInsensitive else { return nil }
        // A string operator always checks its needle, as `[c]` does.
        var folds = !options.isEmpty
        if case .string = form { folds = true } else {
            try checkFoldedDictionaryLinksAgainstEmptyList(l, r, options: options, spelled: spelled)
        }
        let operand = DictionaryLinkValueOperand(l, r)
        // Against constants with neither `[c]` nor a string operator: as Core compares the mixed link.
        if let operand, !folds, case .constants = operand.otherKind { return try kept(operand, written([])) }
        if case .comparison(let op) = form, let exact = equalityOfDictionaryOfObjectsValue(l, op, r, options: options) { return exact }
        guard let operand else { return nil }
        if folds, !operand.rightSideFolds { return nil }
        return try kept(operand, written(options))
    }

    /// `condition`, unless Realm Core stops on it (refused).
    private func kept(_ operand: DictionaryLinkValueOperand, _ condition: ResolvedCondition) throws -> ResolvedCondition {
        guard operand.stopsRealmCore else { return condition }
        let against = if case .constants = operand.otherKind { "one constant" } else { "a property" }
        throw QueryError(.invalidQuery("\(operand.value.quantifier!.rawValue) on one value of a dictionary of objects against \(against) is not supported (Realm Core stops on it)"),
                         at: operand.value.range)
    }
}

extension TypedOperand {
    /// A property read as values that are no objects and no `@type` (`n`, `best.s`, `friends.t`, `m`: a mixed
    /// value may hold a link, compared by identity), not an element that may be absent (`dl[0]`, `sd['a']`).
    public var readsPropertyValues: Bool {
        guard case .property(let path) = kind, !path.mayBeAbsent else { return false }
        switch type {
        case .object, .typeName, .null: return false
        default: return true
        }
    }
}
