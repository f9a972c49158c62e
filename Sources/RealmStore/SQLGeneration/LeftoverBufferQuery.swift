import RealmModel
import RealmQuery

/// A query condition Realm Core answers partly from a leftover buffer (`LeftoverBuffer`), in the forms
/// RealmLens models exactly:
/// - a lone leftover condition (`m.@size == nil`);
/// - an `OR` at the top of leftover and plain conditions: `OrNode` asks each of its conditions for its next match from where the last
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
/// one object each). An `AND` holding an `OR` with a leftover condition, and an `OR` holding an `AND`
/// with one, run Core's `OrNode` (`LeftoverBufferSchedule+Or`). Other compound forms keep the plain
/// answer too, which Core may not give.
enum LeftoverBufferQuery {
    case lone(LeftoverBuffer)
    /// Every leftover condition in it is asked about one object at a time (under `NOT`, or beside an
    /// equality Core walks in an index): the initial null where its operand is unevaluated.
    case singleObject
    /// The terms of a top-level `OR` of leftover conditions and terms without one that scans, each
    /// with its leftover form if it has one.
    case disjunction([(condition: ResolvedCondition, leftover: LeftoverBuffer?)])
    /// Core's nodes (`LeftoverBufferSchedule`): the terms of a top-level `AND` in Core's order, or an
    /// `OR` alone, which Core makes an `OrNode` of; `leaves` are the conditions whose answers the
    /// nodes read, each with its leftover form if it has one, depth first.
    case scheduled(leaves: [Leaf], nodes: [LeftoverBufferSchedule.Node])

    typealias Leaf = (condition: ResolvedCondition, leftover: LeftoverBuffer?)

    /// `layout` gives the parenthesised conditions and `TRUEPREDICATE`s of the query's text
    /// (`QueryParser.conditionLayout`), asked only for an `AND` of three terms or more: they change
    /// the order Core runs its terms in.
    init?(_ condition: ResolvedCondition, schema: ObjectSchema?, layout: () -> ConditionLayout = { ConditionLayout() }) {
        if let lone = LeftoverBuffer(condition) {
            self = .lone(lone)
            return
        }
        let reach = Self.reach(condition)
        guard reach.scans else {
            guard reach.contains else { return nil }
            self = .singleObject
            return
        }
        var parsedLayout: ConditionLayout?
        let layoutOnce = { () -> ConditionLayout in
            if let parsedLayout { return parsedLayout }
            let parsed = layout()
            parsedLayout = parsed
            return parsed
        }
        switch condition {
        case .or:
            let terms = Self.terms(condition, or: true)
            // Each leftover condition of an `OR` of plain ones scans as it would alone.
            if terms.allSatisfy({ LeftoverBuffer($0) != nil || !Self.scansLeftover($0) }) {
                self = .disjunction(terms.map { ($0, LeftoverBuffer($0)) })
                return
            }
            guard let or = Self.orNode(terms, layout: layoutOnce) else { return nil }
            self = .scheduled(leaves: or.leaves, nodes: [or.node])
        case .and:
            let written = Self.terms(condition, or: false)
            let all = Self.chainOrder(written, layout: layoutOnce).flatMap { Self.betweenTerms($0) ?? [$0] }
            var terms: [(node: TermNode?, leaves: [Leaf])] = []
            for term in all {
                if let leftover = LeftoverBuffer(term) {
                    terms.append((.scans(.init(kind: .leftover(initialBufferMatches: leftover.initialBufferMatches),
                                               dT: Self.expressionCost(term))), [(term, leftover)]))
                } else if case .or = term, Self.scansLeftover(term) {
                    guard let or = Self.orNode(Self.terms(term, or: true), layout: layoutOnce) else { return nil }
                    terms.append((.scans(or.node), or.leaves))
                } else if Self.scansLeftover(term) {
                    return nil
                } else {
                    terms.append((Self.termNode(term, schema: schema), [(term, nil)]))
                }
            }
            // Core's best node (least `8 * 64 / 100 + m_dT` at the start, the first on a tie) walks its
            // index when it has one, asking the other terms about one object each.
            let costs = terms.map { term -> Double in
                switch term.node {
                case .walksIndex?: return 0
                case .scans(let node)?: return node.dT
                case nil: return .infinity
                }
            }
            if let best = costs.indices.min(by: { costs[$0] < costs[$1] }), terms[best].node == .walksIndex {
                self = .singleObject
                return
            }
            var nodes: [LeftoverBufferSchedule.Node] = []
            for term in terms {
                switch term.node {
                case .scans(let node)?: nodes.append(node)
                // An index node that is not the best scans with cost 0 (`do_search_index`), answering as the plain condition.
                case .walksIndex?: nodes.append(.init(kind: .plain, dT: 0))
                case nil: return nil
                }
            }
            self = .scheduled(leaves: terms.flatMap(\.leaves), nodes: nodes)
        default:
            return nil
        }
    }

    /// The terms of one `AND` chain `written` in the order Core runs them (`coreOrder`).
    private static func chainOrder(_ written: [ResolvedCondition], layout: () -> ConditionLayout) -> [ResolvedCondition] {
        // Two terms run as written, unless a comparison the resolver left out holds a place among them.
        guard written.count > 1 else { return written }
        return coreOrder(written, layout: layout()) ?? coreOrder(written, groups: [])!
    }

    /// Core's `OrNode` of the `OR` whose terms are `terms`, and the leaves it reads, depth first.
    /// Each term is a chain of nodes (an `AND` in Core's order, `Query::and_query` adding each as
    /// the child of the first); costs do not matter inside (`ParentNode::find_first` asks each in
    /// turn), only which nodes keep a state: a leftover condition, a `NOT`, another such `OR`.
    private static func orNode(_ terms: [ResolvedCondition], layout: () -> ConditionLayout)
        -> (node: LeftoverBufferSchedule.Node, leaves: [Leaf])? {
        var chains: [[LeftoverBufferSchedule.Node]] = []
        var leaves: [Leaf] = []
        for term in terms {
            var chain: [LeftoverBufferSchedule.Node] = []
            for part in chainOrder(Self.terms(term, or: false), layout: layout) {
                if let leftover = LeftoverBuffer(part) {
                    chain.append(.init(kind: .leftover(initialBufferMatches: leftover.initialBufferMatches), dT: expressionCost(part)))
                    leaves.append((part, leftover))
                } else if case .or = part, scansLeftover(part) {
                    guard let or = orNode(Self.terms(part, or: true), layout: layout) else { return nil }
                    chain.append(or.node)
                    leaves += or.leaves
                } else if scansLeftover(part) {
                    return nil
                } else {
                    if case .not = part { chain.append(.init(kind: .not, dT: 50)) } else { chain.append(.init(kind: .plain, dT: 50)) }
                    leaves.append((part, nil))
                }
            }
            chains.append(chain)
        }
        return (.init(kind: .or(chains), dT: 50), leaves)
    }

    /// Whether a leftover condition in `condition` can scan objects (it is not under `NOT`).
    static func scansLeftover(_ condition: ResolvedCondition) -> Bool {
        switch condition {
        case .and(let a, let b), .or(let a, let b): return scansLeftover(a) || scansLeftover(b)
        case .not: return false
        default: return LeftoverBuffer(condition) != nil
        }
    }

    /// Whether `condition` holds a leftover condition, and whether one that can scan, in one walk.
    private static func reach(_ condition: ResolvedCondition) -> (contains: Bool, scans: Bool) {
        switch condition {
        case .and(let a, let b), .or(let a, let b):
            let (ca, sa) = reach(a), (cb, sb) = reach(b)
            return (ca || cb, sa || sb)
        case .not(let a): return (containsLeftover(a), false)
        default:
            let leftover = LeftoverBuffer(condition) != nil
            return (leftover, leftover)
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

    /// The terms of nested `OR`s (`or`) or `AND`s in the order written.
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
        return written
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
}
