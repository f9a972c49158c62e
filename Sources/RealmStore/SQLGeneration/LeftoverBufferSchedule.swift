// MARK: - Realm Core's scheduling of an `AND`, for a condition that reads a leftover buffer

/// Realm Core 14's query engine running the conditions of one `AND` over a
/// class (`Query::do_find_all` → `Query::aggregate_internal` per cluster,
/// `ParentNode::aggregate_local`), with each condition's answer per object
/// given: which objects each condition scans (and so which objects a
/// `LeftoverBuffer` condition evaluates in one call of
/// `Compare::find_first`) follows from Core's cost model, so the objects an
/// unevaluated operand reads a leftover value for follow too.
///
/// Core picks the condition of least cost (`8 * 64 / m_dD + m_dT`, the
/// first on a tie) to scan for 64 matches of its own; every other condition
/// is asked about each of them alone (`find_first_local(r, r + 1)`, a fresh
/// buffer). Then each other condition whose `m_dT` is below the scanner's
/// new cost probes up to 512 objects for 4 matches. Each scan updates the
/// scanner's `m_dD` (objects per match), which carries over to the next
/// cluster. A leftover condition scanning keeps its buffer until its own
/// next match; asked about one object it reads the initial null. An `OR`
/// among the nodes holds chains of nodes of its own (`Node.Kind.or`); every
/// node that is not an `OR` reads one value per object, depth first.
struct LeftoverBufferSchedule {
    /// One condition of the `AND`, in Core's order (the query's, left to right).
    struct Node: Equatable {
        enum Kind: Equatable {
            /// Answers per object as given (a column or expression node).
            case plain
            /// A `LeftoverBuffer` condition: per object `state * 2 + answer`, the state as
            /// `SQLGenerator.leftoverState` gives it; unevaluated objects read the buffer.
            case leftover(initialBufferMatches: Bool)
            /// Core's `NotNode`: answers as given, but remembers its last scan's range
            /// and first match, and answers from them (`m_known_range_*`).
            case not
            /// Core's `OrNode`: no value of its own; each condition a chain of nodes (an `AND` in
            /// Core's order), asked from where its own last search ended (`LeftoverBufferSchedule+Or`).
            case or([[Node]])
        }

        var kind: Kind
        /// Core's `m_dT` for the node.
        var dT: Double
    }

    var nodes: [Node]

    /// Core's `not_found`.
    static let notFound = Int.max

    /// The positions matching in each cluster; `clusters[c][i][v]` is value `v` (of the nodes that
    /// are not an `OR`, depth first) of object `i` of cluster `c`.
    func matches(_ clusters: [[[UInt8]]]) -> [[Int]] {
        var engine = Engine(nodes: nodes)
        return clusters.map { engine.run($0) }
    }

    /// How many values per object `nodes` read.
    static func valueCount(_ nodes: [Node]) -> Int {
        nodes.reduce(0) { count, node in
            if case .or(let chains) = node.kind { return count + chains.reduce(0) { $0 + valueCount($1) } }
            return count + 1
        }
    }

    /// The engine's state over the nodes of the tree, numbered depth first.
    struct Engine {
        enum Slot {
            /// A node reading value `column` (plain, leftover or `NOT`).
            case value(column: Int, Node.Kind)
            /// An `OR` of chains of other slots.
            case or([[Int]])
        }

        var slots: [Slot] = []
        var dT: [Double] = []
        /// The `AND` at the top, Core's root chain.
        var top: [Int] = []
        var dD: [Double] = []
        var known: [(start: Int, end: Int, first: Int)] = []
        /// Per `OR` slot, per condition: `m_start`, `m_last`, `m_was_match`.
        var orState: [[(start: Int, last: Int, wasMatch: Bool)]] = []
        var rows: [[UInt8]] = []
        var found: [Int] = []
        private var columns = 0

        init(nodes: [Node]) {
            top = nodes.map { add($0) }
            dD = Array(repeating: 100, count: slots.count)
        }

        private mutating func add(_ node: Node) -> Int {
            let id = slots.count
            dT.append(node.dT)
            if case .or(let chains) = node.kind {
                slots.append(.or([]))
                let numbered = chains.map { chain in chain.map { add($0) } }
                slots[id] = .or(numbered)
            } else {
                slots.append(.value(column: columns, node.kind))
                columns += 1
            }
            return id
        }

        /// `Query::aggregate_internal` over one cluster (`set_cluster` resets each `NOT`'s and `OR`'s state).
        mutating func run(_ cluster: [[UInt8]]) -> [Int] {
            rows = cluster
            found = []
            known = Array(repeating: (0, 0, notFound), count: slots.count)
            orState = slots.map { slot in
                guard case .or(let chains) = slot else { return [] }
                return Array(repeating: (0, 0, false), count: chains.count)
            }
            var start = 0
            let end = rows.count
            while start < end {
                let best = bestNode()
                start = aggregateLocal(best, start, end, limit: 64)
                let currentCost = cost(best)
                for c in top where c != best && start < end {
                    guard dT[c] < currentCost else { continue }
                    let td = dT[c] == 0 ? end : min(start + 512, end)
                    start = aggregateLocal(c, start, td, limit: 4)
                }
            }
            return found
        }

        func cost(_ n: Int) -> Double { 8 * 64 / dD[n] + dT[n] }

        /// `Query::find_best_node`: the first node of least cost.
        func bestNode() -> Int {
            var best = top[0]
            for n in top.dropFirst() where cost(n) < cost(best) { best = n }
            return best
        }

        /// `ParentNode::aggregate_local`: node `n` scans; each of its matches is checked by the others, one
        /// object each, in the chain's order. A chain of one node finds all its matches (`find_all_local`).
        mutating func aggregateLocal(_ n: Int, _ start: Int, _ end: Int, limit: Int) -> Int {
            if top.count == 1 {
                var start = start
                while start < end {
                    start = findFirstLocal(n, start, end)
                    guard start != notFound else { break }
                    if start < rows.count { found.append(start) }
                    start += 1
                }
                return end
            }
            var localMatches = 0
            var r = start - 1
            while true {
                if localMatches == limit {
                    dD[n] = Double(r - start) / (Double(localMatches) + 1.1)
                    return r + 1
                }
                let pos = r + 1
                r = findFirstLocal(n, pos, end)
                if r == notFound {
                    dD[n] = Double(pos - start) / (Double(localMatches) + 1.1)
                    return end
                }
                localMatches += 1
                var all = r < rows.count
                for c in top where c != n && all {
                    all = findFirstLocal(c, r, r + 1) == r
                }
                if all { found.append(r) }
            }
        }

        /// `find_first_local(start, end)` of node `n`.
        mutating func findFirstLocal(_ n: Int, _ start: Int, _ end: Int) -> Int {
            switch slots[n] {
            case .value(let column, .plain):
                return firstPlain(column, start, end)
            case .value(let column, .leftover(let initialBufferMatches)):
                // One call of `Compare::find_first`: the buffer starts null, and keeps the last value evaluated.
                var fresh = true
                var i = start
                while i < min(end, rows.count) {
                    let value = rows[i][column]
                    switch value >> 1 {
                    case 1:
                        if value & 1 == 1 { return i }
                        fresh = false
                    case 2:
                        if value & 1 == 1 { return i }
                    default:
                        if fresh && initialBufferMatches { return i }
                    }
                    i += 1
                }
                return notFound
            case .value(let column, _):
                return findFirstNot(n, column, start, end)
            case .or(let chains):
                return findFirstOr(n, chains, start, end)
            }
        }

        func firstPlain(_ column: Int, _ start: Int, _ end: Int) -> Int {
            var i = start
            while i < min(end, rows.count) {
                if rows[i][column] & 1 == 1 { return i }
                i += 1
            }
            return notFound
        }

        /// `NotNode::find_first_local` with its known range (reset per cluster).
        mutating func findFirstNot(_ n: Int, _ column: Int, _ start: Int, _ end: Int) -> Int {
            let (ks, ke, first) = known[n]
            func update(_ s: Int, _ e: Int, _ f: Int) { known[n] = (s, e, f) }
            if start <= ks && end >= ke {
                var result = firstPlain(column, start, ks)
                if result != notFound {
                    update(start, ke, result)
                } else if first != notFound {
                    update(start, ke, first)
                    result = first
                } else {
                    result = firstPlain(column, ke, end)
                    update(start, end, result)
                }
                return result
            } else if start >= ks && end <= ke {
                if first != notFound {
                    if first > end { return notFound }
                    if first >= start { return first }
                }
                return firstPlain(column, start, end)
            } else if start < ks && end >= ks {
                var result = firstPlain(column, start, ks)
                if result == notFound { result = first }
                update(start, ke, result)
                return result < end ? result : notFound
            } else if start <= ke && end > ke {
                var result: Int
                if first != notFound {
                    if first >= start {
                        result = first
                        update(ks, end, result)
                    } else {
                        result = firstPlain(column, start, end)
                        update(ks, end, first)
                    }
                } else {
                    result = firstPlain(column, ke, end)
                    update(ks, end, result)
                }
                return result
            } else {
                let result = firstPlain(column, start, end)
                if end - start > ke - ks { update(start, end, result) }
                return result
            }
        }
    }
}
