/// A table's objects (`cluster.cpp`, `cluster_tree.cpp`): leaves hold up to
/// 256 objects, slot 0 a tagged count (keys 0..<n) or a ref to the keys,
/// slot `i + 1` the leaf of column `i`; inner nodes are [key offsets ref or
/// 0, tagged depth, tagged subtree size, children…].
struct ClusterTree: Sendable {
    /// One cluster (leaf) with the key offset of its position in the tree.
    struct Cluster: Sendable {
        let node: ArrayNode
        let keyOffset: Int64
        /// The node holding the relative keys, or nil when keys are 0..<count.
        let keys: ArrayNode?
        let count: Int

        /// The object key of row `index`.
        func key(at index: Int) throws -> Int64 {
            guard let keys else { return keyOffset &+ Int64(index) }
            return keyOffset &+ (try keys.getUnsigned(index))
        }

        /// The ref of column leaf `columnIndex` (0 when none).
        func columnRef(_ columnIndex: Int) throws -> Int {
            let slot = columnIndex + 1
            guard slot < node.size else {
                throw RealmFileError.corrupt(reason: "cluster has no leaf for column \(columnIndex)", offset: node.ref)
            }
            return try node.getRef(slot)
        }
    }

    /// Realm Core's clusters hold at most 256 objects; leave room for other builds.
    static let maxClusterSize = 1024

    let reader: ByteReader
    /// Root ref (0 for a table that never had objects).
    let root: Int
    /// Leaf indexes of the table's backlink columns, which no reader of
    /// values visits: each cluster checks their sizes itself.
    var backlinkLeafIndexes: [Int] = []

    /// Calls `body` with every cluster in key order.
    func forEachCluster(budget: TraversalBudget, _ body: (Cluster) throws -> Void) throws {
        try forEachCluster(budget: budget) { cluster, _ in try body(cluster) }
    }

    /// Calls `body` with every cluster in key order and its place in the
    /// tree: the child index taken at each inner node from the root (empty
    /// when the root is the cluster).
    func forEachCluster(budget: TraversalBudget, _ body: (Cluster, _ path: [Int]) throws -> Void) throws {
        guard root != 0 else { return }
        var path: [Int] = []
        try visit(ref: root, offset: 0, depth: 0, path: &path, budget: budget, body)
    }

    private func visit(ref: Int, offset: Int64, depth: Int, path: inout [Int], budget: TraversalBudget,
                       _ body: (Cluster, [Int]) throws -> Void) throws {
        try budget.visitNode(at: ref)
        let node = try ArrayNode(reader, ref: ref)
        guard node.isInnerBPlusTreeNode else {
            let cluster = try makeCluster(node, offset: offset)
            try budget.produce(cluster.count, at: ref)
            try body(cluster, path)
            return
        }
        guard depth < TraversalBudget.maxDepth else {
            throw RealmFileError.corrupt(reason: "cluster tree is nested deeper than \(TraversalBudget.maxDepth) levels (cycle?)", offset: ref)
        }
        let inner = try InnerNode(node)
        for index in 0 ..< inner.childCount {
            let childOffset = offset &+ (try inner.offset(ofChild: index))
            path.append(index)
            try visit(ref: try inner.childRef(index), offset: childOffset, depth: depth + 1, path: &path, budget: budget, body)
            path.removeLast()
        }
    }

    /// The cluster and row holding object `key`, or nil if there is none.
    func find(key: Int64) throws -> (Cluster, Int)? {
        guard root != 0 else { return nil }
        var ref = root
        var offset: Int64 = 0
        for _ in 0 ..< TraversalBudget.maxDepth {
            let node = try ArrayNode(reader, ref: ref)
            if !node.isInnerBPlusTreeNode {
                let cluster = try makeCluster(node, offset: offset)
                let relative = key &- offset
                guard let keys = cluster.keys else {
                    return relative >= 0 && relative < Int64(cluster.count) ? (cluster, Int(relative)) : nil
                }
                var lo = 0, hi = cluster.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if try keys.getUnsigned(mid) < relative { lo = mid + 1 } else { hi = mid }
                }
                guard lo < cluster.count else { return nil }
                return try keys.getUnsigned(lo) == relative ? (cluster, lo) : nil
            }
            let inner = try InnerNode(node)
            let relative = key &- offset
            var child = 0
            if let keys = inner.keys {
                // last child whose offset is <= relative
                var lo = 0, hi = inner.childCount
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if try keys.getUnsigned(mid) <= relative { lo = mid + 1 } else { hi = mid }
                }
                guard lo > 0 else { return nil }
                child = lo - 1
            } else {
                guard relative >= 0 else { return nil }
                child = Int(min(relative >> Int64(inner.shift), Int64(inner.childCount - 1)))
            }
            offset = offset &+ (try inner.offset(ofChild: child))
            ref = try inner.childRef(child)
        }
        throw RealmFileError.corrupt(reason: "cluster tree is nested deeper than \(TraversalBudget.maxDepth) levels (cycle?)", offset: ref)
    }

    private func makeCluster(_ node: ArrayNode, offset: Int64) throws -> Cluster {
        let cluster = try makeUncheckedCluster(node, offset: offset)
        // One backlink entry per object, as in every other column (Realm
        // Core's `Cluster::verify`).
        for index in backlinkLeafIndexes {
            guard let leaf = try node.child(index + 1) else {
                throw RealmFileError.corrupt(reason: "cluster lacks the leaf of backlink column \(index)", offset: node.ref)
            }
            guard leaf.size == cluster.count else {
                throw RealmFileError.corrupt(reason: "backlink leaf holds \(leaf.size) entries for \(cluster.count) objects", offset: leaf.ref)
            }
        }
        return cluster
    }

    private func makeUncheckedCluster(_ node: ArrayNode, offset: Int64) throws -> Cluster {
        guard node.hasRefs, node.size >= 1 else {
            throw RealmFileError.corrupt(reason: "cluster leaf has no key slot", offset: node.ref)
        }
        if try node.isTagged(0) {
            let count = try node.getTagged(0)
            guard count >= 0, count <= Int64(ClusterTree.maxClusterSize) else {
                throw RealmFileError.corrupt(reason: "cluster leaf claims \(count) objects", offset: node.ref)
            }
            return Cluster(node: node, keyOffset: offset, keys: nil, count: Int(count))
        }
        guard let keys = try node.child(0) else {
            return Cluster(node: node, keyOffset: offset, keys: nil, count: 0)
        }
        guard keys.size <= ClusterTree.maxClusterSize else {
            throw RealmFileError.corrupt(reason: "cluster leaf claims \(keys.size) objects", offset: node.ref)
        }
        return Cluster(node: node, keyOffset: offset, keys: keys, count: keys.size)
    }

    /// An inner cluster node.
    private struct InnerNode {
        let node: ArrayNode
        let keys: ArrayNode?
        let shift: Int
        let childCount: Int

        init(_ node: ArrayNode) throws {
            guard node.hasRefs, node.size >= 4 else {
                throw RealmFileError.corrupt(reason: "cluster inner node has \(node.size) elements", offset: node.ref)
            }
            self.node = node
            let depth = try node.getTagged(1)
            guard depth >= 1, depth <= Int64(TraversalBudget.maxDepth) else {
                throw RealmFileError.corrupt(reason: "cluster inner node has depth \(depth)", offset: node.ref)
            }
            shift = Int(depth) * 8
            childCount = node.size - 3
            keys = try node.isTagged(0) ? nil : try node.child(0)
            if let keys, keys.size < childCount {
                throw RealmFileError.corrupt(reason: "cluster inner node has \(keys.size) key offsets for \(childCount) children", offset: node.ref)
            }
        }

        func offset(ofChild index: Int) throws -> Int64 {
            if let keys { return try keys.getUnsigned(index) }
            return shift >= 63 ? 0 : Int64(index) << Int64(shift)
        }

        func childRef(_ index: Int) throws -> Int {
            let ref = try node.getRef(index + 3)
            guard ref != 0 else {
                throw RealmFileError.corrupt(reason: "cluster inner node has a null child", offset: node.ref)
            }
            return ref
        }
    }
}
