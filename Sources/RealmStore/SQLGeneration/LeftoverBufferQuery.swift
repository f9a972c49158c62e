import RealmModel
import RealmQuery

/// A query condition Realm Core answers partly from a leftover buffer (`LeftoverBuffer`), in the forms
/// RealmLens models exactly:
/// - a lone leftover condition (`m.@size == nil`);
/// - an `OR` at the top: `OrNode` asks each of its conditions for its next match from where the last
///   one was consumed (`m_last`, `m_was_match`), so a leftover condition among them scans as it
///   would alone, its buffer restarting after each of its own matches;
/// - an `AND` at the top whose other conditions are column conditions Core's parser makes nodes of
///   with a known cost (an int property against an int, a bool one against a bool, a double or float
///   one against a number, a date one against a date, a string one against a string or null, one of
///   these, a decimal, object id or uuid against null), other leftover conditions, `NOT …` or
///   `… OR …` (`NotNode`, `OrNode`); Core's scheduling decides which objects each leftover
///   condition scans (`LeftoverBufferSchedule`).
///
/// A leftover condition under `NOT` is asked about one object at a time (`NotNode::evaluate_at`),
/// so it reads the initial null: the plain answer, which any other query keeps. So does an `AND`
/// with an equality on an indexed int or bool property (Core walks that index and asks the rest
/// one object each). Other compound forms keep the plain answer too, which Core may not give.
enum LeftoverBufferQuery {
    case lone(LeftoverBuffer)
    /// Every leftover condition in it is asked about one object at a time (under `NOT`, or beside an
    /// equality Core walks in an index): the initial null where its operand is unevaluated.
    case singleObject
    /// The terms of a top-level `OR`, each with its leftover form if it has one.
    case disjunction([(condition: ResolvedCondition, leftover: LeftoverBuffer?)])
    /// The terms of a top-level `AND` in Core's order, each with its node.
    case conjunction([(condition: ResolvedCondition, leftover: LeftoverBuffer?, node: LeftoverBufferSchedule.Node)])

    init?(_ condition: ResolvedCondition, schema: ObjectSchema?) {
        if let lone = LeftoverBuffer(condition) {
            self = .lone(lone)
            return
        }
        guard Self.scansLeftover(condition) else {
            guard Self.containsLeftover(condition) else { return nil }
            self = .singleObject
            return
        }
        switch condition {
        case .or:
            var terms: [(ResolvedCondition, LeftoverBuffer?)] = []
            for term in Self.terms(condition, or: true) {
                let leftover = LeftoverBuffer(term)
                if leftover == nil && Self.scansLeftover(term) { return nil }
                terms.append((term, leftover))
            }
            self = .disjunction(terms)
        case .and:
            var terms: [(ResolvedCondition, LeftoverBuffer?, LeftoverBufferSchedule.Node)] = []
            let all = Self.terms(condition, or: false)
            if all.contains(where: { Self.walksIndex($0, schema: schema) }) {
                self = .singleObject
                return
            }
            for term in all {
                if let leftover = LeftoverBuffer(term) {
                    terms.append((term, leftover, .init(kind: .leftover(initialBufferMatches: leftover.initialBufferMatches),
                                                        dT: Self.expressionCost(term))))
                } else if Self.scansLeftover(term) {
                    return nil
                } else if let node = Self.node(term, schema: schema) {
                    terms.append((term, nil, node))
                } else {
                    return nil
                }
            }
            self = .conjunction(terms)
        default:
            return nil
        }
    }

    /// Whether a leftover condition in `condition` can scan objects (it is not under `NOT`).
    static func scansLeftover(_ condition: ResolvedCondition) -> Bool {
        switch condition {
        case .and(let a, let b), .or(let a, let b): return scansLeftover(a) || scansLeftover(b)
        case .not: return false
        default: return LeftoverBuffer(condition) != nil
        }
    }

    /// Whether `condition` holds a leftover condition anywhere.
    static func containsLeftover(_ condition: ResolvedCondition) -> Bool {
        switch condition {
        case .and(let a, let b), .or(let a, let b): return containsLeftover(a) || containsLeftover(b)
        case .not(let a): return containsLeftover(a)
        default: return LeftoverBuffer(condition) != nil
        }
    }

    /// Whether Core answers the term `condition` of an `AND` by walking a search index (an equality on
    /// an indexed int, bool or string property), asking the other terms about one object each.
    private static func walksIndex(_ condition: ResolvedCondition, schema: ObjectSchema?) -> Bool {
        guard case .comparison(let l, .equal, let r, let options) = condition, let p = plainColumn(l),
              p.isIndexed || schema?.primaryKey == p.name, case .constant(let value) = r.kind,
              !options.contains(.diacriticInsensitive) else { return false }
        switch (p.type, value) {
        case (.int, .int), (.bool, .bool), (.string, .string), (.string, .null): return true
        default: return false
        }
    }

    /// The terms of nested `OR`s (`or`) or `AND`s in the order Core's parser runs them. Core reads
    /// `t1 AND t2 AND … AND tn` as `((t1 AND t2) AND …) AND tn` and flattens it
    /// (`LogicalNode::do_canonicalize`: a nested node of the same kind gives way to its two terms,
    /// put at the end), so it runs `tn, …, t3, t1, t2`. RealmLens's parser keeps no parentheses
    /// around a chain of the same connective (`Condition.balanced`), so a chain written
    /// `t1 AND (t2 AND t3)`, which Core runs as written, is ordered as if they were absent.
    static func terms(_ condition: ResolvedCondition, or: Bool) -> [ResolvedCondition] {
        var written: [ResolvedCondition] = []
        var pending = [condition]
        while let term = pending.popLast() {
            switch term {
            case .or(let a, let b) where or: pending += [b, a]
            case .and(let a, let b) where !or: pending += [b, a]
            default: written.append(term)
            }
        }
        guard written.count > 2 else { return written }
        return written[2...].reversed() + written[..<2]
    }

    /// `Compare::init`'s `m_dT`: 10 against one value, else 50 (a `{…}` list of several).
    private static func expressionCost(_ condition: ResolvedCondition) -> Double {
        switch condition {
        case .comparison(let l, _, let r, _):
            return l.isSingleConstant || r.isSingleConstant ? 10 : 50
        case .stringComparison(let l, _, let r, _):
            return l.isSingleConstant || r.isSingleConstant ? 10 : 50
        case .in(let l, let r, _):
            return l.isSingleConstant || r.isSingleConstant ? 10 : 50
        default:
            return 50
        }
    }

    /// The node Core's parser makes of a term without a leftover condition, when its cost is known;
    /// nil for any other term, and for an equality Core answers from a search index (`m_dT` 0).
    private static func node(_ condition: ResolvedCondition, schema: ObjectSchema?) -> LeftoverBufferSchedule.Node? {
        switch condition {
        case .not:
            return .init(kind: .not, dT: 50)
        case .or:
            return .init(kind: .plain, dT: 50)
        case .stringComparison(let l, let op, let r, let options):
            // `StringNode<BeginsWith>`, … (cost 10), `<Contains>` 50, `<ContainsIns>` 75.
            guard let p = plainColumn(l), p.type == .string, case .constant(.string) = r.kind,
                  !options.contains(.diacriticInsensitive) else { return nil }
            if op == .contains { return .init(kind: .plain, dT: options.contains(.caseInsensitive) ? 75 : 50) }
            return .init(kind: .plain, dT: 10)
        case .comparison(let l, let op, let r, let options):
            // `Query::equal`, `greater`, … on the column (`simple_query`): the property on the left.
            guard let p = plainColumn(l), case .constant(let value) = r.kind else { return nil }
            let indexed = p.isIndexed || schema?.primaryKey == p.name
            switch (p.type, value) {
            case (.string, .string), (.string, .null):
                // `StringNode<Equal>`, `<NotEqual>` (`[c]` too; cost 10, as for a column not enumerated); an
                // equality on an indexed column walks the index.
                guard op == .equal || op == .notEqual, !options.contains(.diacriticInsensitive) else { return nil }
                if indexed && op == .equal { return nil }
                return .init(kind: .plain, dT: 10)
            case (.int, .int):
                // `IntegerNode`; an equality on an indexed column walks the index.
                if indexed && op == .equal { return nil }
                return .init(kind: .plain, dT: 0.25)
            case (.double, .double), (.float, .float):
                // `FloatDoubleNode` (Realm indexes no float or double property).
                return .init(kind: .plain, dT: 1)
            case (.date, .date):
                // `TimestampNode`; an equality on an indexed column walks the index.
                if indexed && op == .equal { return nil }
                return .init(kind: .plain, dT: 2)
            case (.double, .int), (.float, .int):
                // An int stays an int against a float or double (`QueryResolver.convert`): of another type, an expression.
                return .init(kind: .plain, dT: 10)
            case (.int, .null), (.bool, .null), (.float, .null), (.double, .null), (.date, .null), (.decimal128, .null),
                 (.objectId, .null), (.uuid, .null):
                // Core's null constant has a type of its own, so the parser compares it as an expression
                // (`Compare` against one value), unless an index finds the nulls up front.
                if indexed { return nil }
                return .init(kind: .plain, dT: 10)
            case (.bool, .bool):
                // `BoolNode` (`m_dT` stays `ParentNode`'s 1).
                if indexed || (op != .equal && op != .notEqual) { return nil }
                return .init(kind: .plain, dT: 1)
            default:
                return nil
            }
        default:
            return nil
        }
    }
}

/// The property of the object itself `operand` reads as a plain column, with no quantifier.
private func plainColumn(_ operand: TypedOperand) -> Property? {
    guard case .property(let path) = operand.kind, operand.quantifier == nil, path.isPlainColumn,
          case .property(let p) = path.hops[0].kind else { return nil }
    return p
}

private extension TypedOperand {
    /// A constant Core holds as one value (`has_single_value`): a single constant or a `{…}` list of one.
    var isSingleConstant: Bool {
        switch kind {
        case .constant: return true
        case .list(let values): return values.count == 1
        default: return false
        }
    }
}
