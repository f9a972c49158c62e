import RealmModel
import RealmQuery

// MARK: - The node Realm Core's parser makes of a term of an `AND` without a leftover condition

extension LeftoverBufferQuery {
    /// What Core makes of a term: a node the scheduling runs (with its `m_dT`), or an equality it
    /// answers from a search index (`index_based_keys`), which Core walks, asking the other terms
    /// about one object each.
    enum TermNode: Equatable {
        case scans(LeftoverBufferSchedule.Node)
        case walksIndex
    }

    /// The node of `condition`, a term of an `AND` with no leftover condition it can scan; nil where
    /// RealmLens does not know it (the query then keeps the plain answer).
    ///
    /// Core's parser (`EqualityNode::visit`, `RelationalNode::visit`, `StringOpsNode::visit`) makes a
    /// column node (`Query::equal`, `greater`, …, `make_condition_node`) of a property of the object
    /// itself, written on the left, against one constant of its own type (a mixed property against
    /// any); a single-hop link against objects or null is a `LinksToNode` (cost 50); anything else is
    /// an `ExpressionNode` around `Compare` (cost 10 beside one value, 50 otherwise; 0 for an
    /// equality with a search index on the column, which finds its matches up front and scans them).
    static func termNode(_ condition: ResolvedCondition, schema: ObjectSchema?) -> TermNode? {
        switch condition {
        case .not:
            return .scans(.init(kind: .not, dT: 50))
        case .or:
            return .scans(.init(kind: .plain, dT: 50))
        case .comparison(let l, let op, let r, let options):
            guard !options.contains(.diacriticInsensitive) else { return nil }  // Core has no `[d]`
            if let p = plainColumn(l), writtenFirst(l, r), case .constant(let value) = r.kind {
                return columnComparison(p, op, value, caseInsensitive: options.contains(.caseInsensitive), schema: schema)
            }
            if let node = linksTo(l, op, r) { return node }
            return expression(l, op == .equal, r, schema: schema)
        case .stringComparison(let l, let op, let r, let options):
            guard !options.contains(.diacriticInsensitive) else { return nil }
            if let p = plainColumn(l), writtenFirst(l, r), case .constant(let value) = r.kind {
                switch (p.type, value) {
                case (.string, .string):
                    // `StringNode<BeginsWith>`, … (cost 10), `<Contains>` 50, `<ContainsIns>` 75.
                    if op == .contains { return .scans(.init(kind: .plain, dT: options.contains(.caseInsensitive) ? 75 : 50)) }
                    return .scans(.init(kind: .plain, dT: 10))
                case (.mixed, .string):
                    // `MixedNode<BeginsWith>`, … (`ParentNode`'s cost 1).
                    return .scans(.init(kind: .plain, dT: 1))
                default:
                    return nil
                }
            }
            return expression(l, false, r, schema: schema)
        case .in(let l, let list, let options):
            guard !options.contains(.diacriticInsensitive), l.quantifier == nil || l.quantifier == .any,
                  list.quantifier == nil || list.quantifier == .any else { return nil }
            if let p = plainColumn(l), case .list(let values) = list.kind, !values.isEmpty, !options.contains(.caseInsensitive) {
                // `Query::in`: a node holding every value (no index walk) for these types; the others
                // become an `OR` of equalities.
                switch p.type {
                case .int: return .scans(.init(kind: .plain, dT: 0.25))
                case .objectId, .uuid: return .scans(.init(kind: .plain, dT: 1))
                // A string node holding values uses no index, but costs 0 on an indexed column (`StringNodeEqualBase::init`).
                case .string: return .scans(.init(kind: .plain, dT: indexed(p, schema) ? 0 : 10))
                case .mixed: break  // a `Compare`
                case .bool, .float, .double, .date, .decimal128, .data:
                    // An `OrNode` of the equalities (cost 50), when every value is one of the column's type.
                    guard values.allSatisfy({ $0.isNull ? p.isOptional : sameType(p.type, $0) }) else { return nil }
                    return .scans(.init(kind: .plain, dT: 50))
                default: return nil
                }
            }
            return expression(l, true, list, schema: schema)
        case .between(let v, let lower, let upper):
            // `Query::between` on an int or date column is one `BetweenNode` (cost 0.25); others are
            // two terms (`betweenTerms`).
            guard let p = plainColumn(v), lower.isSingleConstant, upper.isSingleConstant,
                  p.type == .int || p.type == .date else { return nil }
            return .scans(.init(kind: .plain, dT: 0.25))
        case .truePredicate, .falsePredicate:
            return .scans(.init(kind: .plain, dT: 50))  // `TrueExpression`, `FalseExpression` (`Expression::init`'s 50)
        default:
            return nil
        }
    }

    /// `make_condition_node` on the column `p` against `value` (`simple_query`), or the `Compare`
    /// Core's parser makes where the constant is not of the column's type.
    private static func columnComparison(_ p: Property, _ op: ComparisonOperator, _ value: AnyRealmValue,
                                         caseInsensitive: Bool, schema: ObjectSchema?) -> TermNode? {
        let equal = op == .equal, equality = op == .equal || op == .notEqual
        let index = indexed(p, schema)
        func column(_ dT: Double) -> TermNode {
            equal && index ? .walksIndex : .scans(.init(kind: .plain, dT: dT))
        }
        guard !caseInsensitive || p.type == .string || p.type == .mixed else { return nil }
        switch (p.type, value) {
        case (.mixed, _):
            // `MixedNode<Equal>` (`[c]` too) costs 10 without an index; the other conditions 1.
            return column(equal ? 10 : 1)
        case (.string, .string), (.string, .null):
            // `StringNode<Equal>`, `<NotEqual>`, `<Greater>`… (`[c]` too; cost 10, as for a column not enumerated).
            guard equality || !caseInsensitive else { return nil }
            return column(10)
        case (.int, .int):
            return column(0.25)  // `IntegerNode`
        case (.bool, .bool):
            // `BoolNode`; `<`, `>`… on a bool is a `Compare`.
            return equality ? column(1) : expressionCost
        case (.double, .double), (.float, .float):
            return column(1)  // `FloatDoubleNode` (Realm indexes no float or double property)
        case (.date, .date):
            return column(2)  // `TimestampNode`
        case (.decimal128, .decimal128), (.decimal128, .int), (.decimal128, .double):
            return column(1)  // `DecimalNode` (an int or double constant becomes a decimal against one)
        case (.objectId, .objectId), (.uuid, .uuid):
            return column(1)  // `ObjectIdNode`, `UUIDNode`
        case (.data, .data), (.data, .null):
            // A null against a binary (or string) property is a null of that type to Core's parser.
            // `BinaryNode` (cost 100); `<`, `>`… on binary is a `Compare`.
            return equality ? .scans(.init(kind: .plain, dT: 100)) : expressionCost
        case (_, .null):
            // Core's null constant has a type of its own, so the parser compares it as an expression;
            // with the column on the left it does not look in an index for nulls (`Compare::init`).
            return expressionCost
        case (.double, .int), (.float, .int), (.int, .double), (.float, .double):
            // A constant Core keeps in another type (an int against a float or double): an expression,
            // which no index serves.
            return expressionCost
        default:
            return nil
        }
    }

    /// `Compare::init` on a column against one value of another type (or null) written after it: 10.
    private static let expressionCost = TermNode.scans(.init(kind: .plain, dT: 10))

    /// `LinksToNode` (cost 50): `==`/`!=` between a link or list of links of the object itself
    /// (`ANY`) and objects or null.
    private static func linksTo(_ l: TypedOperand, _ op: ComparisonOperator, _ r: TypedOperand) -> TermNode? {
        guard op == .equal || op == .notEqual, l.quantifier == nil || l.quantifier == .any,
              case .property(let path) = l.kind, case .object = path.root, path.hops.count == 1,
              case .property(let p) = path.hops[0].kind, p.type == .object, p.collection != .dictionary else { return nil }
        switch r.kind {
        case .constant(.null), .constant(.link): return .scans(.init(kind: .plain, dT: 50))
        default: return nil
        }
    }

    /// A `Compare` in an `ExpressionNode` (`Compare::init`): 10 beside one value, else 50; 0 for an
    /// equality (`ANY`) on a property with a search index, through links too, against a value of its
    /// type, whose matches Core finds up front (against null only with the property on the right
    /// and no link: Core looks at the right side for it).
    private static func expression(_ l: TypedOperand, _ equal: Bool, _ r: TypedOperand, schema: ObjectSchema?) -> TermNode? {
        for operand in [l, r] {
            guard case .property(let path) = operand.kind else { continue }
            if path.hops.contains(where: \.isBacklink) { return nil }
        }
        // Two properties (neither holds one value): 50.
        guard l.isConstant || r.isConstant else { return .scans(.init(kind: .plain, dT: 50)) }
        guard l.isSingleConstant || r.isSingleConstant else { return .scans(.init(kind: .plain, dT: 50)) }
        let (column, constant, columnOnRight) = r.isConstant ? (l, r, false) : (r, l, true)
        guard equal, column.quantifier == nil || column.quantifier == .any, constant.quantifier != Quantifier.none,
              case .property(let path) = column.kind, case .property(let p)? = path.hops.last?.kind,
              indexed(p, path.hops.count == 1 ? schema : nil) else { return .scans(.init(kind: .plain, dT: 10)) }
        let value: AnyRealmValue
        switch constant.kind {
        case .constant(let v): value = v
        case .list(let values): value = values[0]
        default: return nil
        }
        if value.isNull { return .scans(.init(kind: .plain, dT: columnOnRight && path.hops.count == 1 ? 0 : 10)) }
        return .scans(.init(kind: .plain, dT: p.type == .mixed || sameType(p.type, value) ? 0 : 10))
    }

    /// Whether `value` is of the property type `type` (as Core's `Mixed::get_type` and the column's agree).
    static func sameType(_ type: PropertyType, _ value: AnyRealmValue) -> Bool {
        switch (type, value) {
        case (.int, .int), (.bool, .bool), (.float, .float), (.double, .double), (.string, .string), (.data, .data),
             (.date, .date), (.decimal128, .decimal128), (.objectId, .objectId), (.uuid, .uuid): return true
        default: return false
        }
    }

    /// `v BETWEEN {lower, upper}` as the terms Core's parser makes of it where it is no `BetweenNode`
    /// (`BetweenNode::visit`: `v >= lower` and `v <= upper`, one after the other); nil where it is one.
    static func betweenTerms(_ condition: ResolvedCondition) -> [ResolvedCondition]? {
        guard case .between(let v, let lower, let upper) = condition else { return nil }
        if let p = plainColumn(v), p.type == .int || p.type == .date { return nil }
        return [.comparison(v, .greaterOrEqual, lower, options: []), .comparison(v, .lessOrEqual, upper, options: [])]
    }

    /// Whether Core keeps a general search index on `p` (a primary key has one; a full-text index is not one).
    static func indexed(_ p: Property, _ schema: ObjectSchema?) -> Bool {
        (p.isIndexed && !p.isFullTextIndexed) || schema?.primaryKey == p.name
    }

    /// Whether `column` was written before `other` (Core's parser keeps the sides as written).
    private static func writtenFirst(_ column: TypedOperand, _ other: TypedOperand) -> Bool {
        column.range.lowerBound <= other.range.lowerBound
    }
}

/// The property of the object itself `operand` reads as a plain column, with no quantifier.
func plainColumn(_ operand: TypedOperand) -> Property? {
    guard case .property(let path) = operand.kind, operand.quantifier == nil, path.isPlainColumn,
          case .property(let p) = path.hops[0].kind else { return nil }
    return p
}

extension TypedOperand {
    /// A constant Core holds as one value (`has_single_value`): a single constant or a `{…}` list of one.
    var isSingleConstant: Bool {
        switch kind {
        case .constant: return true
        case .list(let values): return values.count == 1
        default: return false
        }
    }
}
