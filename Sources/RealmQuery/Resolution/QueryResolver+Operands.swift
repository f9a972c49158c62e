import RealmModel

extension Context {
    /// Types an operand; constants are converted towards `hint` (the other side's type) where Realm converts.
    mutating func resolveOperand(_ operand: Operand, hint: ValueType?) throws -> TypedOperand {
        var typed = try resolveUnquantified(operand, hint: hint)
        if operand.quantifier != nil, case .count(let path) = typed.kind,
           path.hops.contains(where: { $0.isCollection }) || path.endsAtCollection || path.entersMixed {
            // Realm Core takes ANY/ALL/NONE on the size of a collection (`NONE list.@count > 1`,
            // `ALL link.list.@count == 0`) and ignores it: the size is one value. Through a to-many
            // link the sizes are many (`NONE friends.friends.@count > 1`), and Realm Core still drops
            // the quantifier: any of them compares, as without one. So it does for the sizes a path into a
            // mixed value reads (`NONE m.@keys.@size < 4`, `ALL m.a.@size < 4`: Realm Core's SizeOperator).
            typed.range = operand.range
            return typed
        }
        if operand.quantifier != nil, case .typeOf(let path) = typed.kind, path.hasFixedType {
            // `@type` of a property the schema types is one constant to Realm Core, so a quantifier
            // changes nothing; it is taken where the path ends at a link or reaches many objects
            // (`ANY friends.@type`, `ALL homeCity.@type`, `NONE friends.name.@type`), refused elsewhere
            // (`ANY bestFriend.name.@type`: "The keypath following 'ANY' must contain a list").
            var endsAtLink = false
            if case .object = path.type { endsAtLink = true }
            if endsAtLink || path.isMultiple {
                typed.range = operand.range
                return typed
            }
        }
        if let quantifier = operand.quantifier {
            // Realm Core takes a quantifier on a path into a mixed value or through a subscript too.
            guard typed.isMultiple || typed.mayBeAbsent else {
                let unquantified = Operand(operand.kind, range: operand.range).description
                throw QueryError(.notACollection(unquantified, operation: quantifier.rawValue), at: operand.range)
            }
            typed.quantifier = quantifier
        }
        typed.range = operand.range
        return typed
    }

    private mutating func resolveUnquantified(_ operand: Operand, hint: ValueType?) throws -> TypedOperand {
        let range = operand.range
        switch operand.kind {
        case .property(let path):
            if let lengths = try resolveElementLengths(path, range: range) { return lengths }
            let (resolved, _) = try resolvePath(path)
            if case .allBacklinks? = resolved.hops.last?.kind {
                throw QueryError(.invalidQuery("'@links' alone can only be counted, as in @links.@count"), at: range)
            }
            return TypedOperand(kind: .property(resolved), type: resolved.type, isMultiple: resolved.isMultiple, range: range)

        case .constant(let value):
            if let key = try resolveObjectKeyLiteral(value, hint: hint, range: range) { return key }
            // Realm Core (ConstantNode::visit) refuses infinity compared with an int or a non-numeric property.
            if case .double(let d) = value, d.isInfinite, let hint, ![.mixed, .null, .typeName].contains(hint),
               !hint.isNumeric || hint == .int {
                throw QueryError(.invalidQuery("infinity cannot be compared with \(hint) values"), at: range)
            }
            let converted = convert(value, to: hint, literal: text(range))
            return TypedOperand(kind: .constant(converted), type: ValueType(converted), isMultiple: false, range: range)

        case .argument(let n):
            let value = try argument(n, at: range)
            if case .list(let items) = value {
                let converted = items.map { convert($0, to: hint, literal: nil) }
                return TypedOperand(kind: .list(converted), type: listType(converted, hint: hint), isMultiple: true, range: range)
            }
            let converted = convert(value, to: hint, literal: nil)
            return TypedOperand(kind: .constant(converted), type: ValueType(converted), isMultiple: false, range: range)

        case .list(let items):
            var values: [AnyRealmValue] = []
            for item in items {
                let typed = try resolveOperand(item, hint: hint)
                switch typed.kind {
                case .constant(let v): values.append(v)
                case .list(let vs): values.append(.list(vs))
                default: throw QueryError(.unexpectedToken(found: text(item.range), expected: "a constant (lists hold constants only)"), at: item.range)
                }
            }
            return TypedOperand(kind: .list(values), type: listType(values, hint: hint), isMultiple: true, range: range)

        case .arithmetic(let op, let left, let right):
            var (l, r) = try resolvePair(left, right)
            if let hint, hint.isNumeric, isConstantSyntax(left), isConstantSyntax(right) {
                // `decimalCol > 1.1 + 2`: constant arithmetic takes the other side's type, like a lone constant.
                l = try resolveOperand(left, hint: hint)
                r = try resolveOperand(right, hint: hint)
            }
            // A dictionary's values are mixed to Realm Core, so arithmetic on strings there is taken: Mixed
            // arithmetic, null where a value is no number (`stringOptDict.@values + 1 == nil`).
            let (lType, rType) = (arithmeticType(l), arithmeticType(r))
            for (side, type) in [(l, lType), (r, rType)] where !(type.isNumeric || type == .mixed) {
                throw QueryError(.unsupportedOperation(op.rawValue, type: side.type.description), at: side.range)
            }
            try checkNotTwoLists(l, r, range: range)
            var typed = TypedOperand(kind: .arithmetic(op, l, r), type: promoted(lType, rType), isMultiple: l.isMultiple || r.isMultiple, range: range)
            // `ALL list * 2 > 3`: the quantifier written on the collection holds for the whole computed side.
            typed.quantifier = l.quantifier ?? r.quantifier
            return typed

        case .collectionOperator(let path, let op, let member):
            return try resolveCollectionOperator(path, op, member, range: range)

        case .subqueryCount(let subquery):
            let (collection, _) = try resolvePath(subquery.collection)
            guard collection.endsAtCollection, case .object(let className) = collection.type, let target = schema[className] else {
                throw QueryError(.notACollection(text(subquery.collection.range), operation: "SUBQUERY"), at: subquery.collection.range)
            }
            // Realm Core (SubqueryNode::visit): a subquery runs over a list of links or backlinks only.
            guard collection.endCollection == .list || collection.endsAtBacklinks else {
                throw QueryError(.invalidQuery("a subquery must operate on a list of objects or backlinks, but \(quoted: text(subquery.collection.range)) is a \(collection.endCollection.map { "\($0)" } ?? "to-one relationship")"), at: subquery.collection.range)
            }
            if target[subquery.variable] != nil {
                throw QueryError(.invalidQuery("subquery variable \(quoted: subquery.variable) has the name of a property of \(quoted: className); choose another"), at: range)
            }
            variables.append((subquery.variable, target))
            defer { variables.removeLast() }
            let condition = try resolveCondition(subquery.condition)
            let resolved = ResolvedSubquery(collection: collection, variable: subquery.variable, className: className, condition: condition)
            // One count over every object the whole chain reaches (Realm Core's SubQueryCount).
            return TypedOperand(kind: .subqueryCount(resolved), type: .int, isMultiple: false, range: range)

        case .objectReference(let className, let key):
            guard let target = schema[className] else {
                throw QueryError(.unknownClass(className, suggestion: Suggestion.closest(to: className, among: schema.classNames)), at: range)
            }
            guard let primaryKey = target.primaryKeyProperty else {
                throw QueryError(.invalidQuery("class \(quoted: className) has no primary key, so obj(\(quoted: className), …) cannot name an object"), at: range)
            }
            let typedKey = try resolveOperand(key, hint: ValueType(primaryKey))
            guard case .constant(let value) = typedKey.kind, ValueType(value) == ValueType(primaryKey) || (value == .null && primaryKey.isOptional) else {
                throw QueryError(.typeMismatch(left: "the primary key of \(quoted: className) (\(ValueType(primaryKey)))", right: describe(typedKey)), at: key.range)
            }
            let link = AnyRealmValue.link(ObjectLink(className: className, primaryKey: value))
            return TypedOperand(kind: .constant(link), type: .object(className), isMultiple: false, range: range)
        }
    }

    // MARK: - Collection operators

    private mutating func resolveCollectionOperator(
        _ path: PropertyPath, _ op: CollectionOperator, _ member: PathElement?, range: SourceRange
    ) throws -> TypedOperand {
        let (resolved, fansOut) = try resolvePath(path)
        let written = text(path.range)
        switch op {
        case .count:
            if case .keys? = resolved.hops.last?.kind {
                // Realm Core: "Operation '@count' is not supported on property of type 'string'".
                throw QueryError(.unsupportedOperation(op.rawValue, type: "string"), at: range)
            }
            if let whole = resolved.linkedSubscriptedCollectionProperty {
                // Realm Core sizes the list or dictionary property itself when subscripts follow it
                // (`list[0].@size`, `dict['k'][SIZE]`, `best.md['z'].@size` count the property's elements);
                // one size per object a to-many link reaches (`ANY things.md['z'].@size`).
                let perLinkedObject = whole.hops.count > 1 && whole.isMultiple
                return TypedOperand(kind: .count(whole), type: .int, isMultiple: perLinkedObject, range: range)
            }
            if resolved.endsAtCollection {
                return TypedOperand(kind: .count(resolved), type: .int, isMultiple: fansOut, range: range)
            }
            // A to-one link counts as 0 or 1 (Realm Core's Parser_BacklinkCount: `self.@count`).
            let isToOneLink: Bool
            if case .object = resolved.type { isToOneLink = true } else { isToOneLink = false }
            guard [.string, .data, .mixed].contains(resolved.type) || isToOneLink else {
                throw QueryError(.unsupportedOperation("@count", type: resolved.type.description), at: range)
            }
            return TypedOperand(kind: .count(resolved), type: .int, isMultiple: resolved.isMultiple, range: range)
        case .type:
            if case .keys? = resolved.hops.last?.kind {
                // A dictionary's keys are strings: "Operation '@type' is not supported on property of type 'string'".
                throw QueryError(.unsupportedOperation(op.rawValue, type: "string"), at: range)
            }
            // Realm Core takes @type on mixed values and dictionaries; on a list or set of another
            // type than objects it refuses it, and on any other property it is that property's type name — a
            // constant, which may only be compared with another @type (PostOpNode::visit).
            var isObjects = false
            if case .object = resolved.type { isObjects = true }
            if resolved.type != .mixed, !isObjects, resolved.endCollection == .list || resolved.endCollection == .set {
                throw QueryError(.unsupportedOperation("@type", type: resolved.type.description), at: range)
            }
            // A fixed type is one value, however many objects the path reaches (`friends.@type`).
            return TypedOperand(kind: .typeOf(resolved), type: .typeName,
                                isMultiple: resolved.isMultiple && !resolved.hasFixedType, range: range)
        case .min, .max, .sum, .avg:
            var resolved = resolved, fansOut = fansOut
            if member == nil, let whole = resolved.linkedSubscriptedCollectionProperty {
                // As `@size`: Realm Core aggregates the list or dictionary property itself when
                // subscripts follow it (`intList[0].@max`, `intDict['a'].x.@sum` read every value),
                // also through links (`best.ml[0].@max`, `best.md['z'].@sum`: the linked object's
                // property), one value per object a to-many link reaches (`things.il[0].@sum`).
                resolved = whole
                if whole.hops.count > 1 { fansOut = whole.isMultiple }
            }
            if case .allValues? = resolved.hops.last?.kind, resolved.endsAtCollection, resolved.endCollection == nil,
               case .property(let dictionary)? = resolved.hops.dropLast().last?.kind, dictionary.collection == .dictionary {
                // `dict.@values.@max` is `dict.@max` to Realm Core: the aggregate reads the values either way.
                resolved.hops.removeLast()
                resolved.endCollection = .dictionary
            }
            // Of a member, Realm Core aggregates over every object the whole link chain reaches
            // (`LinkAggrNode`: one `LinkMap`, duplicates kept), so the chain may end at a to-one link
            // (`children.owner.@max.age`, even `owner.@max.age`) and the result is one value.
            // A chain ending at a subscript (`children[0].@max.age`, `dict['k'].@max.age`) Realm Core refuses.
            var isLinkChain = false
            if member != nil, case .object = resolved.type { isLinkChain = true }
            if isLinkChain, case .element? = resolved.hops.last?.kind { isLinkChain = false }
            guard resolved.endsAtCollection || isLinkChain else {
                throw QueryError(.notACollection(written, operation: op.rawValue), at: path.range)
            }
            var elementType = resolved.type
            var memberProperty: Property?
            if let member {
                guard case .object(let className) = resolved.type, let target = schema[className],
                      case .property(let name) = member.kind else {
                    throw QueryError(.notAnObject(written), at: member.range)
                }
                guard let property = target[name] else {
                    throw QueryError(.unknownProperty(name, className: className,
                                                      suggestion: Suggestion.closest(to: name, among: target.properties.map(\.name))),
                                     at: member.range)
                }
                guard !property.isCollection, property.type != .linkingObjects else {
                    throw QueryError(.unsupportedOperation(op.rawValue, type: "collection"), at: member.range)
                }
                memberProperty = property
                elementType = ValueType(property)
            }
            let allowed: Bool
            switch op {
            case .min, .max:
                // Realm Core takes @min/@max of dates from linked objects and dictionaries, not from lists or sets.
                let dateAllowed = memberProperty != nil || resolved.endCollection == .dictionary
                // A dictionary's values are mixed to Realm Core, which takes the least or greatest of
                // any type (Minimum<Mixed>): strings, object ids, uuids, binary too.
                let anyAllowed = memberProperty == nil && resolved.endCollection == .dictionary
                allowed = elementType.isNumeric || (elementType == .date && dateAllowed) || elementType == .mixed
                    || (anyAllowed && [.string, .objectId, .uuid, .bool, .data].contains(elementType))
            default:
                // Realm Core sums and averages a dictionary's values as mixed ones (Sum<Mixed>), whatever
                // their type: only numbers count, so strings or dates sum to 0 and average to null.
                allowed = elementType.isNumeric || elementType == .mixed || (memberProperty == nil && resolved.endCollection == .dictionary)
            }
            guard allowed else {
                throw QueryError(.unsupportedOperation(op.rawValue, type: elementType.description), at: range)
            }
            if op == .sum || op == .avg, !elementType.isNumeric, elementType != .mixed {
                // Typed as the values are (`stringDict.@sum == 0` is refused as string against int).
                return TypedOperand(kind: .aggregate(op, collection: resolved, member: nil), type: elementType, isMultiple: fansOut, range: range)
            }
            var resultType = elementType
            // An average of floats is a double, but Realm Core reads a constant against it as a float
            // (`floatList.@avg == 0.2` holds for `[0.2, 0.2]`), so its type stays float here.
            if op == .avg && elementType == .int { resultType = .double }
            // Through a link (`links.@avg.f`, `@links.A.bs.@sum.f`) Realm Core's `SubColumnAggregate` gives
            // a double and reads the constant as one: `bs.@avg.f >= 1.8` does not hold for one float 1.8.
            if memberProperty != nil, elementType == .float, op == .sum || op == .avg { resultType = .double }
            // Realm Core sums and averages a mixed property of linked objects as a decimal.
            if memberProperty != nil, elementType == .mixed, op == .sum || op == .avg { resultType = .decimal128 }
            return TypedOperand(kind: .aggregate(op, collection: resolved, member: memberProperty), type: resultType,
                                isMultiple: fansOut && memberProperty == nil, range: range)
        }
    }

    // MARK: - Constants

    /// Realm's conversions of a constant towards the type it is compared with
    /// (`ConstantNode::visit`): numbers between numeric types (decimals read
    /// from the literal's text at full precision), numeric strings to numbers,
    /// strings to binary. Anything else is left for the type check to reject.
    func convert(_ value: AnyRealmValue, to hint: ValueType?, literal: String?) -> AnyRealmValue {
        guard let hint else { return value }
        switch (value, hint) {
        case (.int(let i), .decimal128):
            return .decimal128(literal.flatMap { Decimal128(string: $0) } ?? Decimal128(i))
        // An int stays an int against a float or double (Realm Core converts ints to decimals only):
        // compared with a float or double property it takes the general comparison, where NaN
        // is below every number (`floatProp < 0` holds for NaN, `floatProp < 0.5` does not).
        case (.double(let d), .float): return .float(Float(d))
        case (.double(let d), .decimal128):
            return .decimal128(literal.flatMap { Decimal128(string: $0) } ?? Decimal128(d))
        case (.double(let d), .int):
            // Int64(exactly:) would pull in libm's rounding functions, which this target does not link.
            // Only a double that is a whole number of 64 bits (-2^63 included) becomes an int, as in Realm Core.
            guard d.isFinite, d >= -0x1p63, d < 0x1p63 else { return value }
            let i = Int64(d)
            return Double(i) == d ? .int(i) : value
        case (.float(let f), .int):
            // `intProp IN {5f}` is `intProp IN {5}`: a whole float of 64 bits becomes an int, as in Realm Core.
            guard f.isFinite, f >= -0x1p63, f < 0x1p63 else { return value }
            let i = Int64(f)
            return Float(i) == f ? .int(i) : value
        // A float literal (`3f`) stays a float against a double and a decimal, as in Realm Core
        // (`ConstantNode::visit` converts a float only towards an int): `decimalProp IN {5f}` keeps
        // no item of the property's type, and `decimalProp == 5f` compares a float with a decimal.
        // A string is read as Realm Core reads it (`CoreNumberText`); one it cannot read stays a string.
        case (.string(let s), .int): return CoreNumberText.int64(s).map(AnyRealmValue.int) ?? value
        case (.string(let s), .double): return CoreNumberText.double(s).map(AnyRealmValue.double) ?? value
        case (.string(let s), .float): return CoreNumberText.float(s).map(AnyRealmValue.float) ?? value
        case (.string(let s), .decimal128): return CoreNumberText.decimal(s).map(AnyRealmValue.decimal128) ?? value
        // Realm Core compares binary only with binary (bin("…")); a string literal never converts.
        // A bare B64"…" is a string to Realm Core; we also let it name bytes for a binary property.
        case (.data(let bytes), _) where hint != .data && literal?.hasPrefix("B64") == true:
            return .string(String(decoding: bytes, as: UTF8.self))
        default: return value
        }
    }

    private func listType(_ values: [AnyRealmValue], hint: ValueType?) -> ValueType {
        let types = Set(values.map(ValueType.init).filter { $0 != .null })
        if types.count == 1, let only = types.first { return only }
        if types.isEmpty { return hint ?? .null }
        if types.allSatisfy(\.isNumeric) { return types.contains(.decimal128) ? .decimal128 : .double }
        return .mixed
    }

    /// The type arithmetic takes `side` as: mixed for a dictionary's values, whatever type the dictionary
    /// declares (Realm Core's `Columns<Dictionary>` is typed `Mixed`). With the dictionary on the left the
    /// result is mixed (`intDict.@values + 1 == 'a'` is taken, and a string constant stays a string:
    /// `intDict.@values + 1 == '2'` holds for no object); on the right it is the left side's type.
    private func arithmeticType(_ side: TypedOperand) -> ValueType {
        guard case .property(let path) = side.kind, path.endsAtDictionaryValues else { return side.type }
        return .mixed
    }

    private func promoted(_ l: ValueType, _ r: ValueType) -> ValueType {
        // With a mixed side, Realm Core types the result as the left side (`intProp / mixedProp` is an int,
        // which it refuses to compare with a string; `mixedProp / intProp` is mixed).
        if l == .mixed || r == .mixed { return l }
        for t in [ValueType.decimal128, .double, .float] where l == t || r == t { return t }
        return .int
    }
}
