/// Every link of the source, gathered before any table is written, so each
/// target table's backlink columns (`array_backlink.cpp`) can be written
/// with its objects: per backlink column, (target key, origin key) pairs,
/// sorted. Holds 16 bytes per link and nothing per object.
struct LinkGraph {
    struct Pair: Comparable {
        var target: Int64
        var origin: Int64
        static func < (a: Pair, b: Pair) -> Bool { (a.target, a.origin) < (b.target, b.origin) }
    }

    struct ColumnID: Hashable {
        var table: Int
        var column: Int
    }

    private var pairs: [ColumnID: [Pair]] = [:]
    private var sorted = false

    /// Records one link (one per occurrence: a list holding a target twice
    /// gives it two backlinks).
    mutating func add(table: Int, backlinkColumn: Int, target: Int64, origin: Int64) {
        pairs[ColumnID(table: table, column: backlinkColumn), default: []].append(Pair(target: target, origin: origin))
    }

    mutating func sort() {
        for id in pairs.keys { pairs[id]?.sort() }
        sorted = true
    }

    /// The sorted pairs of one backlink column.
    func pairs(table: Int, column: Int) -> [Pair] {
        precondition(sorted, "link graph read before it was sorted")
        return pairs[ColumnID(table: table, column: column)] ?? []
    }

    /// Takes the sorted pairs of one backlink column out of the graph (its
    /// table is written once).
    mutating func take(table: Int, column: Int) -> [Pair] {
        precondition(sorted, "link graph read before it was sorted")
        return pairs.removeValue(forKey: ColumnID(table: table, column: column)) ?? []
    }
}

/// Reads a backlink column's sorted pairs alongside a table's objects, which
/// arrive in ascending key order.
struct BacklinkCursor {
    let pairs: [LinkGraph.Pair]
    private var position = 0

    init(pairs: [LinkGraph.Pair]) {
        self.pairs = pairs
    }

    /// The origin keys of the links to `key`, which must not be smaller than
    /// any key asked for before.
    mutating func origins(of key: Int64) -> [Int64] {
        while position < pairs.count && pairs[position].target < key { position += 1 }
        var result: [Int64] = []
        while position < pairs.count && pairs[position].target == key {
            result.append(pairs[position].origin)
            position += 1
        }
        return result
    }

    /// Whether links to keys never written remain (a link to a missing object).
    var hasDangling: Bool { position < pairs.count }
}
