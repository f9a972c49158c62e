import RealmQuery

// MARK: - The order Realm Core runs the terms of an `AND` in

extension LeftoverBufferQuery {
    /// Core's tree of an `AND` chain as written: left-associative (`a AND b AND c` is
    /// `(a AND b) AND c`), a parenthesised chain one node (`query_bison.yy`: `'(' query ')'`).
    indirect enum Written: Equatable {
        case term(Int)
        case and(Written, Written)
    }

    /// The terms `written` (in the order written, the terms of one `AND` chain) in the order Core
    /// runs them, given the query's parenthesised conditions `groups` (their source ranges); nil
    /// where a group and a term's source overlap in a way RealmLens cannot place.
    ///
    /// Core flattens its tree (`LogicalNode::do_canonicalize`): a child `AND` of an `AND` gives way
    /// to its two children, put at the end. So `t1 AND t2 AND … AND tn` runs `tn, …, t3, t1, t2`,
    /// and `t1 AND (t2 AND t3)` runs as written.
    ///
    /// A `TRUEPREDICATE` or `FALSEPREDICATE` term keeps no source; it is given the keyword of
    /// `predicateKeywords` between its neighbours, where the keywords there are as many as such terms.
    static func coreOrder(_ written: [ResolvedCondition], groups: [SourceRange],
                          predicateKeywords: [SourceRange] = []) -> [ResolvedCondition]? {
        coreOrder(written, layout: ConditionLayout(groups: groups, predicateKeywords: predicateKeywords))
    }

    /// `coreOrder` given the query's `layout`: its groups, keywords, and the comparisons the resolver
    /// left out, which hold their place in Core's tree though Core adds no node for them
    /// (`Query::less_equal` of `Int64.max`): `intOpt <= 9223372036854775807 AND a AND b` runs `b, a`.
    static func coreOrder(_ written: [ResolvedCondition], layout: ConditionLayout) -> [ResolvedCondition]? {
        guard written.count > 1 else { return written }
        guard let spans = keywordSpans(written.map(sourceSpan), written, layout.predicateKeywords) else {
            return layout.groups.isEmpty ? order(of: written) : nil
        }
        // The terms and the left-out comparisons of this chain, in source order.
        let units = (spans.enumerated().map { (span: $1, term: Optional($0)) } + leftOutPlaces(spans, layout).map { (span: $0, term: nil) })
            .sorted { $0.span.lowerBound < $1.span.lowerBound }
        return unitOrder(units.map(\.span), groups: layout.groups)?.compactMap { units[$0].term }.map { written[$0] }
    }

    /// The comparisons of `layout` that are apart from every term's span and have no `OR` or `NOT`
    /// between them and the terms around them: the resolver left them out of this chain.
    private static func leftOutPlaces(_ spans: [SourceRange], _ layout: ConditionLayout) -> [SourceRange] {
        layout.comparisons.filter { c in
            guard spans.allSatisfy({ $0.upperBound <= c.lowerBound || $0.lowerBound >= c.upperBound }) else { return false }
            let lower = spans.filter { $0.upperBound <= c.lowerBound }.map(\.upperBound).max() ?? c.lowerBound
            let upper = spans.filter { $0.lowerBound >= c.upperBound }.map(\.lowerBound).min() ?? c.upperBound
            return !layout.orAndNotTokens.contains { $0.lowerBound >= lower && $0.upperBound <= upper }
        }
    }

    /// The units (terms, spans in source order) of a chain in the order Core runs them, given the
    /// query's `groups`; nil where a group and a unit overlap in a way RealmLens cannot place.
    private static func unitOrder(_ spans: [SourceRange], groups: [SourceRange]) -> [Int]? {
        // Each group as the terms it holds (two or more, in a row); a group inside one term is no group of the chain.
        // A term's span runs from its first operand to its last, so a group inside it may reach past it by the
        // parentheses it opens with or closes with (`(a AND b) OR c`): it holds no term, and overlaps one.
        var held: [ClosedRange<Int>] = []
        for group in groups {
            var inside: [Int] = []
            var overlaps = false
            for (i, span) in spans.enumerated() {
                let within = span.lowerBound >= group.lowerBound && span.upperBound <= group.upperBound
                let holds = group.lowerBound >= span.lowerBound && group.upperBound <= span.upperBound
                let apart = span.upperBound <= group.lowerBound || span.lowerBound >= group.upperBound
                if within { inside.append(i) } else if !holds && !apart { overlaps = true }
            }
            if overlaps && !inside.isEmpty { return nil }
            guard inside.count >= 2 else { continue }
            guard inside.last! - inside.first! == inside.count - 1 else { return nil }
            held.append(inside.first!...inside.last!)
        }
        return canonicalOrder(tree(0...(spans.count - 1), held))
    }

    /// `spans` with each run of `TRUEPREDICATE`/`FALSEPREDICATE` terms (no span) given the keywords
    /// between the spans around the run, in order; nil where a term has no span otherwise, or a run's
    /// keywords there are not exactly as many as its terms (a keyword inside a term holding it is
    /// there too: `a AND (b OR TRUEPREDICATE) AND TRUEPREDICATE`).
    private static func keywordSpans(_ spans: [SourceRange?], _ written: [ResolvedCondition],
                                     _ keywords: [SourceRange]) -> [SourceRange]? {
        var filled = spans
        var i = 0
        while i < filled.count {
            guard filled[i] == nil else {
                i += 1
                continue
            }
            var end = i
            while end < filled.count, filled[end] == nil {
                switch written[end] {
                case .truePredicate, .falsePredicate: end += 1
                default: return nil
                }
            }
            let lower = i > 0 ? filled[i - 1]!.upperBound : 0
            let upper = end < filled.count ? filled[end]!.lowerBound : Int.max
            let between = keywords.filter { $0.lowerBound >= lower && $0.upperBound <= upper }
            guard between.count == end - i else { return nil }
            for (offset, keyword) in between.enumerated() { filled[i + offset] = keyword }
            i = end
        }
        return filled.map { $0! }
    }

    /// The written order's Core order without groups.
    private static func order(of written: [ResolvedCondition]) -> [ResolvedCondition] {
        canonicalOrder(tree(0...(written.count - 1), [])).map { written[$0] }
    }

    /// The terms `range` as Core's parser builds them: the units of the chain (a term, or a group
    /// and what it holds) joined from the left.
    static func tree(_ range: ClosedRange<Int>, _ groups: [ClosedRange<Int>]) -> Written {
        let inner = groups.filter { $0 != range && range.contains($0.lowerBound) && range.contains($0.upperBound) }
        var units: [Written] = []
        var i = range.lowerBound
        while i <= range.upperBound {
            if let group = inner.filter({ $0.lowerBound == i }).max(by: { $0.count < $1.count }) {
                units.append(tree(group, inner))
                i = group.upperBound + 1
            } else {
                units.append(.term(i))
                i += 1
            }
        }
        return units.dropFirst().reduce(units[0]) { .and($0, $1) }
    }

    /// `LogicalNode::do_canonicalize` of an `AND` tree: its terms in the order Core runs them.
    static func canonicalOrder(_ tree: Written) -> [Int] {
        guard case .and(let a, let b) = tree else {
            if case .term(let i) = tree { return [i] }
            return []
        }
        var children = [a, b]
        var index = 0
        while index < children.count {
            if case .and(let x, let y) = children[index] {
                children.append(x)
                children.append(y)
                children.remove(at: index)
                continue
            }
            index += 1
        }
        return children.compactMap { if case .term(let i) = $0 { return i } else { return nil } }
    }

    /// From the first to the last byte of the operands `condition` reads; nil where one has no source
    /// (or none is read: a lone `TRUEPREDICATE`).
    static func sourceSpan(_ condition: ResolvedCondition) -> SourceRange? {
        var ranges: [SourceRange] = []
        var pending = [condition]
        while let c = pending.popLast() {
            switch c {
            case .and(let a, let b), .or(let a, let b): pending += [a, b]
            case .not(let a): pending.append(a)
            case .comparison(let l, _, let r, _), .stringComparison(let l, _, let r, _), .in(let l, let r, _): ranges += [l.range, r.range]
            case .between(let v, let lower, let upper): ranges += [v.range, lower.range, upper.range]
            // `TRUEPREDICATE` keeps no source: the rest of a term holding it gives the term's span
            // (one alone is given its keyword, `keywordSpans`).
            case .truePredicate, .falsePredicate: continue
            default: return nil
            }
        }
        guard let lower = ranges.map(\.lowerBound).min(), let upper = ranges.map(\.upperBound).max(), lower < upper else { return nil }
        return SourceRange(lowerBound: lower, upperBound: upper)
    }
}
