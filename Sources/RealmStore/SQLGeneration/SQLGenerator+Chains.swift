import RealmModel
import RealmQuery

extension SQLGenerator {
    /// Compiles a chain of `AND`s (or `OR`s) as one balanced SQL expression,
    /// walking it without recursion, whatever shape the tree was given in.
    ///
    /// Many equality tests of one property joined by `OR` (`name == 'a' OR
    /// name == 'b' OR …`, the shape generated queries take) become one
    /// `IN (…)`, and `!=` tests joined by `AND` one `NOT IN (…)`, as Realm
    /// Core turns such chains into one lookup: SQLite compiles each constant
    /// of a long chain with a linear search of the ones before it, so 50,000
    /// separate tests took minutes to prepare.
    func compileChain(_ condition: ResolvedCondition, in scope: SQLScope) throws -> String {
        let isAnd: Bool
        switch condition {
        case .and: isAnd = true
        case .or: isAnd = false
        default: return try compileCondition(condition, in: scope)
        }
        let terms = Self.chainTerms(condition, isAnd: isAnd)
        var pieces: [String] = []
        pieces.reserveCapacity(terms.count)
        var merged: Set<Int> = []
        if terms.count >= Self.mergeThreshold {
            for group in Self.mergeableGroups(terms, op: isAnd ? .notEqual : .equal) where group.positions.count >= Self.mergeThreshold {
                var list = group.left
                list.kind = .list(group.values)
                guard let test = try fastIn(group.left, list, op: .equal, options: [], in: scope) else { continue }
                pieces.append(isAnd ? "NOT \(test)" : test)
                merged.formUnion(group.positions)
            }
        }
        for (position, term) in terms.enumerated() where !merged.contains(position) {
            pieces.append(try compileCondition(term, in: scope))
        }
        return Self.joinBalanced(pieces[...], isAnd ? "AND" : "OR")
    }

    /// Groups of this size or more are merged into one `IN`; shorter chains compile as written.
    static var mergeThreshold: Int { 16 }

    /// The terms of the chain, left to right (nested chains of the same connective flattened).
    static func chainTerms(_ condition: ResolvedCondition, isAnd: Bool) -> [ResolvedCondition] {
        var terms: [ResolvedCondition] = []
        var pending = [condition]
        while let next = pending.popLast() {
            switch (next, isAnd) {
            case (.and(let l, let r), true), (.or(let l, let r), false):
                pending.append(r)
                pending.append(l)
            default:
                terms.append(next)
            }
        }
        return terms
    }

    /// Comparisons `property op constant` grouped by property, in order of first appearance.
    static func mergeableGroups(_ terms: [ResolvedCondition], op wanted: ComparisonOperator)
        -> [(left: TypedOperand, values: [AnyRealmValue], positions: [Int])] {
        var groups: [(left: TypedOperand, values: [AnyRealmValue], positions: [Int])] = []
        var index: [TypedOperand: Int] = [:]
        for (position, term) in terms.enumerated() {
            guard case .comparison(let left, let op, let right, let options) = term, op == wanted, options.isEmpty,
                  case .property = left.kind, !left.isMultiple, left.quantifier == nil,
                  case .constant(let value) = right.kind, value != .null else { continue }
            var key = left
            key.range = SourceRange(0..<0)
            if let existing = index[key] {
                groups[existing].values.append(value)
                groups[existing].positions.append(position)
            } else {
                index[key] = groups.count
                groups.append((left, [value], [position]))
            }
        }
        return groups
    }

    /// `pieces` joined by `connective`, parenthesised as a balanced tree (as
    /// `Condition.balanced` builds it), so SQLite's parser nests log₂ n deep.
    static func joinBalanced(_ pieces: ArraySlice<String>, _ connective: String) -> String {
        if pieces.count == 1, let only = pieces.first { return only }
        let middle = pieces.startIndex + (pieces.count + 1) / 2
        return "(\(joinBalanced(pieces[..<middle], connective)) \(connective) \(joinBalanced(pieces[middle...], connective)))"
    }
}
