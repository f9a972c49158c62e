import RealmModel

/// Checks a parsed query against a schema and produces a `ResolvedQuery`:
/// paths resolved to hops, operands typed, `$n` arguments substituted.
///
/// ```swift
/// let query = try QueryParser.parse("agee < 2")
/// let resolved = try QueryResolver(schema: schema).resolve(query, className: "Dog", arguments: [])
/// // throws: no such property 'agee' on class 'Dog' (hint: Did you mean 'age'?)
/// ```
public struct QueryResolver: Sendable {
    public var schema: Schema

    public init(schema: Schema) {
        self.schema = schema
    }

    /// Resolves `query` for objects of `className`; `arguments[n]` is the value of `$n`
    /// (a `.list` value for `IN $0` or `ANY $0`). Throws `QueryError`.
    public func resolve(_ query: Query, className: String, arguments: [AnyRealmValue] = []) throws -> ResolvedQuery {
        guard let objectSchema = schema[className] else {
            throw QueryError(.unknownClass(className, suggestion: Suggestion.closest(to: className, among: schema.classNames)),
                             at: SourceRange(0..<query.text.utf8.count))
        }
        var context = Context(schema: schema, query: query, arguments: arguments, base: objectSchema)
        let condition = try context.resolveCondition(query.condition)
        let ordering = try query.ordering.map { try context.resolveOrdering($0) }
        let applied = Self.orderingAsRealmCoreApplies(ordering, after: condition)
        return ResolvedQuery(className: className, condition: condition, ordering: applied.ordering,
                             clusterBoundaryLimit: applied.clusterBoundaryLimit)
    }

    /// Parses and resolves in one step.
    public func resolve(_ text: String, className: String, arguments: [AnyRealmValue] = []) throws -> ResolvedQuery {
        try resolve(QueryParser.parse(text), className: className, arguments: arguments)
    }
}

/// The state of one resolution: the query (for source text), the
/// arguments, and the subquery variables in scope.
struct Context {
    let schema: Schema
    let query: Query
    let arguments: [AnyRealmValue]
    let base: ObjectSchema
    /// Innermost last.
    var variables: [(name: String, schema: ObjectSchema)] = []

    init(schema: Schema, query: Query, arguments: [AnyRealmValue], base: ObjectSchema) {
        self.schema = schema
        self.query = query
        self.arguments = arguments
        self.base = base
        self.bytes = Array(query.text.utf8)
    }

    /// The query's bytes, kept once so quoting source text in messages stays cheap.
    let bytes: [UInt8]

    func text(_ range: SourceRange) -> String {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    // MARK: - Conditions

    mutating func resolveCondition(_ condition: Condition) throws -> ResolvedCondition {
        try resolvePresentCondition(condition) ?? .truePredicate
    }

    /// The condition, or `nil` where Realm Core's query builder leaves it out
    /// entirely (`integerEdge`): such a condition is no operand of `AND`, `OR`
    /// or `NOT` (`i > 6 || intOpt <= 9223372036854775807` is `i > 6`, and
    /// `NOT intOpt <= 9223372036854775807` holds for every object), and a query
    /// of nothing else holds for every object.
    private mutating func resolvePresentCondition(_ condition: Condition) throws -> ResolvedCondition? {
        switch condition {
        case .and(let l, let r), .or(let l, let r):
            let left = try resolvePresentCondition(l), right = try resolvePresentCondition(r)
            guard let left else { return right }
            guard let right else { return left }
            if case .and = condition { return .and(left, right) }
            return .or(left, right)
        case .not(let c): return try resolvePresentCondition(c).map { .not($0) }
        case .truePredicate: return .truePredicate
        case .falsePredicate: return .falsePredicate
        case .comparison(let left, let op, let options, let right, let opRange):
            return try resolveComparison(left, op, options, right, opRange)
        case .stringComparison(let left, let op, let options, let right, let opRange):
            try checkNoArithmetic(left, right, beside: op.rawValue)
            let (l, r) = try resolvePair(left, right)
            try checkNotTwoValueCollections(l, r)
            let spelled = op.rawValue + options.description
            // Realm Core reads the type name first (`@type BEGINSWITH 'str'` is an unknown type name),
            // then refuses every string operator on `@type`.
            if l.type == .typeName || r.type == .typeName {
                if l.type == .typeName { _ = try typeNames(r, against: l) } else { _ = try typeNames(l, against: r) }
                throw QueryError(.unsupportedOperation(spelled, type: "@type"), at: opRange)
            }
            if let exact = try dictionaryLinkCondition(l, .string(op), r, options: options, spelled: spelled) { return exact }
            // Realm Core (verify_only_string_types) checks the needle — the constant side, or the right —
            // after the constant took the subject's type; a subject of another type just never matches.
            let (subject, needle) = l.isConstant && !r.isConstant ? (r, l) : (l, r)
            let needleIsNull = needle.type == .null
            // A null needle for a mixed subject — a mixed property, a path into one, a dictionary's values —
            // is refused too ("right side must be a string or binary type"). A list of constants is a list
            // of mixed values to Realm Core, never refused: an item that is no string never matches. So are
            // a dictionary's values, whatever their declared type (`d LIKE intDict` is taken, and a value
            // that is no string never matches).
            let needleIsMixed = isStringLike(needle.type) || isDictionaryValue(needle) && !readsKeys(needle)
            if l.isConstant && !r.isConstant && !isConstantList(l) {
                // A constant on the left is what is searched: Realm Core checks only the right side, the needle
                // (`1 CONTAINS s` is taken and holds where `s` is null; `1 CONTAINS intReq` is refused).
                guard [ValueType.string, .data, .mixed].contains(r.type) || isDictionaryValue(r) else {
                    throw QueryError(.unsupportedOperation(spelled, type: r.type.description), at: r.range)
                }
            } else if !isConstantList(needle),
               !needleIsMixed || (needleIsNull && (!isStringLike(subject.type) || subject.type == .mixed || isDictionaryValue(subject) && !readsKeys(subject))) {
                throw QueryError(.unsupportedOperation(spelled, type: needle.type.description), at: needle.range)
            }
            try checkNotBothConstant(l, r, opRange)
            return .stringComparison(l, op, r, options: options)
        case .between(let value, let lower, let upper, let opRange):
            // Realm Core (BetweenNode::visit) takes BETWEEN on every type as `>= lower AND <= upper`,
            // and on a list, set or dictionary of values (subscripted or not) only with ALL.
            try checkNoArithmetic(value, beside: "BETWEEN")
            let v = try resolveOperand(value, hint: nil)
            if case .elementLengths = v.kind,
               let listBounds = elementLengthsBetween(value, lower: lower, upper: upper, operatorRange: opRange) {
                return try resolvePresentCondition(listBounds)
            }
            if let keys = try keysBetween(value, v, lower: lower, upper: upper, operatorRange: opRange) { return keys }
            if case .object = v.type { throw QueryError(.unsupportedOperation("BETWEEN", type: v.type.description), at: v.range) }
            if v.type == .typeName { throw QueryError(.unsupportedOperation("BETWEEN", type: v.type.description), at: v.range) }
            if v.quantifier != .all, case .property(let path) = v.kind, path.readsPrimitiveCollection {
                throw QueryError(.invalidBetween("on a collection only ALL is supported, as in ALL \(text(value.range)) BETWEEN {…}"), at: opRange)
            }
            let lo = try resolveOperand(lower, hint: v.type)
            let hi = try resolveOperand(upper, hint: v.type)
            if case .property(let path) = v.kind, path.isPlainColumnOfItsObjects, v.type == .int || v.type == .date,
               lo.kind == .constant(.null) || hi.kind == .constant(.null) {
                // Realm Core 14.14 stops on a failed assertion (Query::between reads the null bound as a number).
                throw QueryError(.invalidBetween("bounds must not be null on \(v.type) properties (Realm Core stops on it)"), at: opRange)
            }
            for bound in [lo, hi] {
                guard !bound.isMultiple else { throw QueryError(.invalidBetween("bounds must be single values"), at: bound.range) }
                try checkComparable(v, bound)
            }
            if v.isConstant { throw QueryError(.constantComparison, at: value.range) }
            if case .property(let path) = v.kind, path.entersMixed {
                // Realm Core's `BetweenNode::visit` makes two comparisons of it, and into mixed values those
                // are a mixed group's (`ALL mixedDict[*][*] BETWEEN {0, 10}`: an element holding no
                // collection is an empty group, for which `ALL` holds), as `>=` and `<=` written out are.
                let read = betweenOperand(v)
                return .and(.comparison(read, .greaterOrEqual, lo, options: []), .comparison(read, .lessOrEqual, hi, options: []))
            }
            return .between(betweenOperand(v), lower: lo, upper: hi)
        case .in(let value, let options, let list, let opRange):
            var (l, r) = try resolvePair(value, list)
            (l, r) = objectKeysAsNoLinks(l, r)
            if l.type == .typeName { r = try typeNames(r, against: l) }
            // As for `==` (`md[*][0] IN ml`): Realm Core checks this before the list after `IN`.
            try checkNotTwoValueCollections(l, r)
            guard isListForIn(r) else { throw QueryError(.expectedList("IN"), at: r.range) }
            if let exact = try dictionaryLinkCondition(l, .in, r, options: options, spelled: "IN" + options.description) { return exact }
            if let met = withoutItemsNoLinkMeets(l, r) {
                if met.meetsNothing { return .falsePredicate }
                r = met.list
            }
            try checkNoLinkListAgainstNullList(l, r)
            if case .object = l.type, l.isMultiple, l.quantifier != nil, case .property = l.kind, case .list(let items) = r.kind,
               items.contains(.null) {
                // Realm Core follows only the links a to-many relationship holds: a dictionary of objects' null
                // value is no object, so it equals no `null` of the list (`NONE landmarks IN {nil, null}` holds
                // for a dictionary holding a null).
                r.kind = .list(items.filter { $0 != .null })
            }
            // A list of constants is a list of mixed values to Realm Core: it compares with a property
            // of any type, and a value of another type is simply unequal (`dataSet IN {'abc'}`).
            // So is one on the left (`{'a'} IN intList`, `{1} IN friends.name`: no object), unless a link is on the right
            // (`{'a'} IN friends`: "Unsupported comparison between 'friends' and type 'string'").
            try checkComparableUnlessConstantList(l, r)
            try checkNotBothConstant(l, r, opRange)
            if !options.isEmpty, !isConstantList(r), !isStringLike(r.type) {
                // Realm Core checks only the right side (verify_only_string_types).
                throw QueryError(.unsupportedOperation("IN" + options.description, type: r.type.description), at: r.range)
            }
            if let exact = queryIn(l, r, options: options) { return exact == .truePredicate ? nil : exact }
            if let exact = mixedPathIn(l, r, options: options) ?? typeOfMixedPathIn(l, r, options: options)
                ?? listElementIn(l, .equal, r, options: options) { return exact }
            return .in(l, list: r, options: options)
        case .text(let left, let right, _):
            try checkNoArithmetic(left, right, beside: "TEXT")
            let l = try resolveOperand(left, hint: nil)
            guard case .property(let path) = l.kind, !l.isMultiple || path.fansOutOnlyThroughLinks, l.type == .string,
                  case .property(let property)? = path.hops.last?.kind else {
                throw QueryError(.unsupportedOperation("TEXT", type: l.isMultiple ? "collection" : l.type.description), at: l.range)
            }
            guard property.isFullTextIndexed else { throw QueryError(.notFullTextIndexed(text(left.range)), at: left.range) }
            let r = try resolveOperand(right, hint: .string)
            guard case .constant(.string(let words)) = r.kind else {
                throw QueryError(.unsupportedOperation("TEXT", type: r.type.description), at: r.range)
            }
            // Realm Core refuses these searches whatever the data (`Tokenizer::get_search_tokens`).
            do { _ = try FullTextSearchTerms(words) } catch let refusal as FullTextSearchTerms.Refusal {
                throw QueryError(.invalidQuery(refusal.message), at: r.range)
            }
            return .text(path.droppingLinkSubscriptsForText, words)
        case .geoWithin(let left, let shape, _):
            let l = try resolveOperand(left, hint: nil)
            guard case .property(let path) = l.kind, case .object = l.type,
                  !l.isMultiple && l.quantifier == nil || Self.geoWithinTakesMany(path) else {
                throw QueryError(.unsupportedOperation("GEOWITHIN", type: l.isMultiple ? "collection" : l.type.description), at: l.range)
            }
            return .geoWithin(path, try resolveGeoShape(shape, range: left.range), quantifier: l.quantifier)
        }
    }

    /// `nil`: a comparison Realm Core leaves out (see `resolvePresentCondition`).
    private mutating func resolveComparison(
        _ left: Operand, _ op: ComparisonOperator, _ options: StringOptions, _ right: Operand, _ opRange: SourceRange
    ) throws -> ResolvedCondition? {
        var (l, r) = try resolvePair(left, right)
        (l, r) = objectKeysAsNoLinks(l, r)
        if let never = orderingMixedAgainstObjectKey(l, op, r) { return never }
        let options = linkSearchIgnoresCase(l, op, r, options: options) ? [] : options
        try checkNotTwoValueCollections(l, r)
        if l.type == .typeName { r = try typeNames(r, against: l) }
        if r.type == .typeName { l = try typeNames(l, against: r) }
        if op == .equal, options.isEmpty || isConstantList(r), let exact = queryIn(l, r, options: options) {
            return exact == .truePredicate ? nil : exact
        }
        // A list of constants is a list of mixed values to Realm Core for every operator: an item of
        // another type is simply not equal, not ordered (`dataReq > {'a'}` holds for no object).
        if let exact = foldedConstantAgainstLinks(l, op, r, options: options) { return exact }
        if let exact = try dictionaryLinkCondition(l, .comparison(op), r, options: options, spelled: op.rawValue + options.description) {
            return exact
        }
        try checkNoLinkListAgainstNullList(l, r)
        try checkComparableUnlessConstantList(l, r)
        try checkNotBothConstant(l, r, opRange)
        if options.isEmpty, let exact = mixedAgainstLink(l, op, r) ?? (op.isEquality ? mixedAgainstLink(r, op, l) : nil) { return exact }
        if op.isEquality, let exact = listElementIn(l, op, r, options: options) { return exact }
        let spelled = op.rawValue + options.description
        // Realm Core (verify_conditions): a to-many relationship never compares with null.
        for (side, other) in [(l, r), (r, l)] where other.kind == .constant(.null) {
            if case .object = side.type, case .property(let path) = side.kind, side.isMultiple || path.endsAtLinkAfterElement {
                throw QueryError(.invalidQuery("a to-many relationship (\(quoted: text(side.range))) cannot be compared with null; compare its @count with 0"), at: side.range)
            }
        }
        if !options.isEmpty && (!isConstantList(r) || l.type == .typeName) { try checkCaseInsensitiveEquality(l, r, spelled: spelled) }
        // Realm Core checks the operator against the right side's type only when the left is no constant
        // null: `null <= bestFriend` is taken (null links), `bestFriend > null` refused.
        if !op.isEquality, !(l.kind == .constant(.null) && isLink(r)) {
            for side in [l, r] {
                switch side.type {
                case .object, .typeName:
                    throw QueryError(.unsupportedOperation(spelled, type: side.type.description), at: opRange)
                default: break
                }
            }
        }
        if !options.isEmpty {
            guard op.isEquality else { throw QueryError(.unsupportedOperation(spelled, type: l.type.description), at: opRange) }
        }
        if isLeftOutByColumnSearch(l, op, r) { return nil }
        return .comparison(l, op, r, options: options)
    }

    /// Realm Core's rules for `==[c]`/`!=[c]` (EqualityNode::visit): a plain property compared
    /// with a constant of its own type takes the fast path, where `[c]` only matters for strings;
    /// otherwise the constant side must be a string or binary (a subject of another type is then
    /// simply unequal), and null only compares with a string or binary property.
    private func checkCaseInsensitiveEquality(_ l: TypedOperand, _ r: TypedOperand, spelled: String) throws {
        if comparesAsFoldedMixed(l, r) {
            // Realm Core checks the right side only: the folded constant is a `Mixed` there
            // (`dateReq !=[c] 1 + 1` is taken); a property there must be a string, binary or mixed (a dictionary's values are mixed).
            if isFoldedConstant(r) || isStringTypedForFolding(r) { return }
            throw QueryError(.unsupportedOperation(spelled, type: r.type.description), at: r.range)
        }
        let (subject, other) = l.isConstant && !r.isConstant ? (r, l) : (l, r)
        if subject.type == .typeName || other.type == .typeName {
            throw QueryError(.unsupportedOperation(spelled, type: "@type"), at: other.range)
        }
        if other.type == .null {
            // Realm Core checks only the right side: `null ==[c] mixedList` is `null == mixedList`
            // (`null ==[c] intProp` is still refused).
            if l.isConstant && !r.isConstant && isStringTypedForFolding(r) { return }
            // A link of the object itself on the left (`bestFriend ==[c] nil`) is Realm Core's column search,
            // which compares with null as without `[c]`; a link reached through another
            // (`bestFriend.homeCity ==[c] nil`) or on the right (`nil ==[c] bestFriend`) is refused, as Core
            // then checks the right side only.
            if case .object = subject.type, !subject.isMultiple, !isDictionaryOfObjectsValue(subject) {
                guard !l.isConstant, case .property(let path) = subject.kind, case .object = path.root, path.hops.count == 1 else {
                    throw QueryError(.unsupportedOperation(spelled, type: subject.type.description), at: subject.range)
                }
                return
            }
            // A dictionary's values are mixed to Realm Core, which refuses `==[c] null` on them, and on a
            // list or set of mixed values, and on an element of a mixed value; an element of a list of
            // strings or binaries (`stringList[0] ==[c] null`) compares as without `[c]`.
            guard [ValueType.string, .data, .mixed].contains(subject.type), case .property(let path) = subject.kind,
                  !(path.mayBeAbsent && subject.type == .mixed),
                  !isDictionaryValue(subject) || readsKeys(subject), !(subject.type == .mixed && path.readsPrimitiveCollection) else {
                throw QueryError(.unsupportedOperation(spelled, type: "null"), at: other.range)
            }
            return
        }
        if l.isConstant && !r.isConstant {
            // A constant on the left is never Realm Core's column search (which skips the check): the right
            // side must be a string, binary or mixed (`1 !=[c] intReq` is refused, `1 ==[c] mixedList` and
            // `1 ==[c] intDict`, whose values are mixed, are taken).
            if isStringTypedForFolding(r) { return }
            throw QueryError(.unsupportedOperation(spelled, type: r.type.description), at: r.range)
        }
        if isStringTypedForFolding(other) { return }
        if case .property(let path) = subject.kind, path.isPlainColumnOfItsObjects, other.isConstant, !other.isMultiple,
           other.type == subject.type || subject.type == .mixed { return }
        throw QueryError(.unsupportedOperation(spelled, type: other.type.description), at: other.range)
    }

    /// Realm Core's `verify_only_string_types` for `[c]`: a string, binary or mixed side. A dictionary's
    /// values are mixed to Realm Core whatever their declared type: `stringOpt ==[c] doubleDict` is taken
    /// (EqualIns on mixed values: two nulls are equal, strings fold, other values compare as with `==`).
    private func isStringTypedForFolding(_ side: TypedOperand) -> Bool {
        [ValueType.string, .data, .mixed].contains(side.type) || isDictionaryValue(side)
    }

    private func isStringLike(_ type: ValueType) -> Bool {
        type == .string || type == .data || type == .mixed || type == .null
    }

    /// Resolves both sides; a constant side is resolved after, with the other side's type as its hint.
    mutating func resolvePair(_ left: Operand, _ right: Operand) throws -> (TypedOperand, TypedOperand) {
        // A dictionary's values are mixed to Realm Core (Columns<Dictionary>): a constant compared
        // with them keeps its own type (`intDict == '1'` compares with a string).
        // `@avg` of a list, set or dictionary of ints is typed int to Realm Core (it refuses `il.@avg == inf`),
        // though its value is the exact average.
        func hint(_ side: TypedOperand) -> ValueType {
            if case .aggregate(.avg, let collection, member: nil) = side.kind, collection.type == .int { return .int }
            return isDictionaryValue(side) ? .mixed : side.type
        }
        if isConstantSyntax(left) && !isConstantSyntax(right) {
            let r = try resolveOperand(right, hint: nil)
            let l = try resolveOperand(left, hint: hint(r))
            return (l, r)
        }
        let l = try resolveOperand(left, hint: nil)
        let r = try resolveOperand(right, hint: hint(l))
        return (l, r)
    }

    func isConstantSyntax(_ operand: Operand) -> Bool {
        switch operand.kind {
        case .constant, .argument, .list, .objectReference: return true
        case .arithmetic(_, let l, let r): return isConstantSyntax(l) && isConstantSyntax(r)
        default: return false
        }
    }

    func checkComparable(_ l: TypedOperand, _ r: TypedOperand) throws {
        try checkObjectKeyAgainstDictionaryValues(l, r)
        // A dictionary holds its values as mixed in Realm Core: they compare with a value of any type
        // (and are simply unequal to one of another type).
        // With another property too (`intDict < objectIdReq`, `NONE stringDict > intReq`).
        func other(_ side: TypedOperand) -> Bool {
            if case .object = side.type { return false }
            return side.type != .typeName
        }
        // Its keys are strings (`intDict.@keys > 3` is refused: "Unsupported comparison between type 'string' and type 'int'").
        if isDictionaryValue(l) && !readsKeys(l) && other(r) || isDictionaryValue(r) && !readsKeys(r) && other(l) { return }
        guard l.type.isComparable(with: r.type) else {
            let range = r.isConstant ? r.range : l.isConstant ? l.range : l.range.merged(with: r.range)
            throw QueryError(.typeMismatch(left: describe(l), right: describe(r)), at: range)
        }
    }

    /// Realm Core (verify_conditions) compares no list, set or dictionary of values with another,
    /// whatever the operator: "Ordered comparison between two primitive lists is not implemented yet".
    /// A dictionary of objects' value by key counts as one (`fav['summer'] == dl`, `== sd['a']`), as Realm Core
    /// reads it through `Columns<Dictionary>`.
    func checkNotTwoValueCollections(_ l: TypedOperand, _ r: TypedOperand) throws {
        func readsValues(_ side: TypedOperand) -> Bool {
            guard case .property(let path) = side.kind, side.type != .typeName, path.readsPrimitiveCollection else { return false }
            if case .keys? = path.hops.last?.kind { return false }
            return true
        }
        let oneIsDictionaryLinkValue = DictionaryOfObjectsValue(l) != nil || DictionaryOfObjectsValue(r) != nil
        if readsValues(l) && readsValues(r) || oneIsDictionaryLinkValue && (readsValues(l) || readsValues(r)) {
            throw QueryError(.invalidQuery("two lists, sets or dictionaries of values (\(quoted: text(l.range)) and \(quoted: text(r.range))) cannot be compared"),
                             at: l.range.merged(with: r.range))
        }
    }

    func checkNotBothConstant(_ l: TypedOperand, _ r: TypedOperand, _ opRange: SourceRange) throws {
        if l.isConstant && r.isConstant || isConstantTypeName(l) && r.isConstant || isConstantTypeName(r) && l.isConstant {
            throw QueryError(.constantComparison, at: l.range.merged(with: r.range))
        }
    }

    private func isDictionaryValue(_ operand: TypedOperand) -> Bool {
        guard case .property(let path) = operand.kind, operand.type != .typeName else { return false }
        if case .object = path.type { return false }
        for hop in path.hops.reversed() {
            if case .property(let p) = hop.kind { return p.collection == .dictionary }
        }
        return false
    }

    private func readsKeys(_ operand: TypedOperand) -> Bool {
        guard case .property(let path) = operand.kind, case .keys? = path.hops.last?.kind else { return false }
        return true
    }

    /// `@type` of a property whose type is fixed by the schema: Realm Core makes it a constant.
    private func isConstantTypeName(_ operand: TypedOperand) -> Bool {
        if case .typeOf(let path) = operand.kind { return path.hasFixedType }
        return false
    }

    /// How an operand reads in an error message: `property 'age' (int)`, `'x' (string)`.
    func describe(_ operand: TypedOperand) -> String {
        let written = text(operand.range)
        switch operand.kind {
        case .property: return "property \(quoted: written) (\(operand.type))"
        case .constant(.null): return "null"
        case .constant, .list:
            if written.hasPrefix("$") { return "argument \(written) (\(operand.type))" }
            return "\(written) (\(operand.type))"
        default: return "\(quoted: written) (\(operand.type))"
        }
    }

    // MARK: - @type

    /// Turns the string constant(s) compared with `@type` into canonical type names.
    private func typeNames(_ operand: TypedOperand, against typeOf: TypedOperand) throws -> TypedOperand {
        func canonical(_ value: AnyRealmValue) throws -> AnyRealmValue {
            guard case .string(let name) = value else {
                throw QueryError(.typeMismatch(left: describe(typeOf), right: describe(operand)), at: operand.range)
            }
            guard let c = TypeNames.canonical(name) else { throw QueryError(.unknownTypeName(name), at: operand.range) }
            return .string(c)
        }
        var result = operand
        switch operand.kind {
        case .constant(let v): result.kind = .constant(try canonical(v))
        case .list(let items): result.kind = .list(try items.map(canonical))
        default:
            guard operand.type == .typeName else {
                throw QueryError(.typeMismatch(left: describe(typeOf), right: describe(operand)), at: operand.range)
            }
            return operand
        }
        result.type = .typeName
        return result
    }

    // MARK: - Geospatial

    /// Whether GEOWITHIN takes the many points `path` reaches: only through properties, lists
    /// and links (Realm Core's `LinkMap`), not through dictionaries, subscripts or backlinks.
    static func geoWithinTakesMany(_ path: ResolvedPath) -> Bool {
        path.hops.allSatisfy { hop in
            guard case .property(let property) = hop.kind else { return false }
            return property.collection == nil || property.collection == .list
        }
    }

    private func resolveGeoShape(_ shape: GeoShape, range: SourceRange) throws -> GeoShape {
        func coordinate(_ c: GeoCoordinate) throws -> GeoCoordinate {
            guard case .argument(let n, let argRange) = c else { return c }
            switch try argument(n, at: argRange) {
            case .int(let i): return .value(Double(i))
            case .double(let d): return .value(d)
            case .float(let f): return .value(Double(f))
            case let other:
                throw QueryError(.typeMismatch(left: "a coordinate (double)", right: "argument $\(n) (\(ValueType(other)))"), at: argRange)
            }
        }
        func point(_ p: GeoPoint) throws -> GeoPoint {
            GeoPoint(longitude: try coordinate(p.longitude), latitude: try coordinate(p.latitude), altitude: try p.altitude.map(coordinate))
        }
        switch shape {
        case .box(let a, let b): return .box(try point(a), try point(b))
        case .circle(let c, let r): return .circle(try point(c), radius: try coordinate(r))
        case .polygon(let rings): return .polygon(try rings.map { try $0.map(point) })
        case .argument:
            throw QueryError(.invalidQuery("geospatial shapes cannot be passed as arguments yet; write geoBox(…), geoCircle(…) or geoPolygon(…)"), at: range)
        }
    }

    // MARK: - Arguments

    func argument(_ index: Int, at range: SourceRange) throws -> AnyRealmValue {
        guard index >= 0, index < arguments.count else {
            throw QueryError(.missingArgument(index: index, count: arguments.count), at: range)
        }
        return arguments[index]
    }

    // MARK: - Ordering

    mutating func resolveOrdering(_ clause: OrderingClause) throws -> ResolvedOrdering {
        switch clause {
        case .sort(let keys):
            return .sort(try keys.map { ResolvedSortKey(path: try orderingPath($0.path, "SORT"), ascending: $0.ascending) })
        case .distinct(let paths):
            return .distinct(try paths.map { try orderingPath($0, "DISTINCT") })
        case .limit(let n, _):
            return .limit(n)
        }
    }

    private mutating func orderingPath(_ path: PropertyPath, _ clause: String) throws -> ResolvedPath {
        let (resolved, _) = try resolvePath(path)
        if resolved.isMultiple {
            throw QueryError(.unsupportedOperation(clause, type: "collection"), at: path.range)
        }
        // A to-one link (embedded objects too) sorts and groups by the linked object's key, nulls first,
        // as in Realm Core (`SORT(owner ASC)`, `DISTINCT(homeCity)`).
        return resolved
    }
}
