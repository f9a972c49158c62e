import RealmModel

// MARK: - Inserts and deletes replayed on a class's cluster tree, as Realm Core applies them

/// A class's cluster tree held in memory with each cluster's keys, moved by
/// inserts and deletes exactly as Realm Core 14 moves its own
/// (`Cluster::insert`, `ClusterNodeInner::insert`, `ClusterNodeInner::erase`,
/// `ClusterTree::erase`; 256 children a node at most):
/// - an insert into a full cluster splits it: a key after all of its keys
///   begins a new cluster; one among them moves the keys after it into a new
///   cluster, which begins at the first of them. The new cluster goes beside
///   the old one; a full inner node splits the same way (the children after
///   the split one move to a new inner node, the new child stays), and a
///   split root gets a new root over both halves;
/// - a delete that empties a node removes it from its parent; one that
///   leaves a node (cluster or inner) under 128 beside a next sibling, the
///   two under 192 together, moves that sibling's contents into it. Only
///   siblings merge. A root inner node left with one child gives way to it.
struct ClusterTreeReplay {
    /// One node: a cluster (its start and keys) or an inner node (its children).
    final class Node {
        var start: ObjectKey?
        var keys: [ObjectKey]
        var children: [Node]
        let isCluster: Bool

        init(cluster start: ObjectKey?, keys: [ObjectKey]) {
            self.start = start
            self.keys = keys
            self.children = []
            self.isCluster = true
        }

        init(inner children: [Node]) {
            self.start = nil
            self.keys = []
            self.children = children
            self.isCluster = false
        }

        /// Core's `node_size()`: objects of a cluster, children of an inner node.
        var size: Int { isCluster ? keys.count : children.count }

        /// The key the node's first cluster begins at.
        var first: ObjectKey? { isCluster ? start : children.first?.first }

        var shape: ClusterNodeShape { isCluster ? .cluster(first: start) : .inner(children.map(\.shape)) }
    }

    /// Realm Core's `cluster_node_size`.
    static let nodeSize = 256

    private(set) var root: Node

    /// The tree of `shape` holding `keys` (ascending): each cluster holds
    /// the keys from its start up to the next cluster's (the first one also
    /// those before it).
    init(shape: ClusterNodeShape, keys: [ObjectKey]) {
        var clusters: [Node] = []
        func make(_ shape: ClusterNodeShape) -> Node {
            switch shape {
            case .cluster(let first):
                let node = Node(cluster: first, keys: [])
                clusters.append(node)
                return node
            case .inner(let children):
                return Node(inner: children.map(make))
            }
        }
        root = make(shape)
        var index = 0
        for key in keys {
            while index + 1 < clusters.count, let next = clusters[index + 1].start, next <= key { index += 1 }
            clusters[index].keys.append(key)
        }
    }

    var shape: ClusterNodeShape { root.shape }

    // MARK: Inserting

    mutating func insert(_ key: ObjectKey) {
        guard let sibling = insert(key, into: root) else { return }
        root = Node(inner: [root, sibling])
    }

    /// Inserts `key` under `node`; the new node to place right after `node`
    /// when it split (Core's returned sibling ref).
    private func insert(_ key: ObjectKey, into node: Node) -> Node? {
        if node.isCluster {
            let index = Self.lowerBound(node.keys, key)
            if index < node.keys.count, node.keys[index] == key { return nil }  // held already: Core refuses such an insert
            if node.keys.count < Self.nodeSize {
                node.keys.insert(key, at: index)
                if node.start == nil { node.start = key }
                return nil
            }
            if index == node.keys.count { return Node(cluster: key, keys: [key]) }
            let moved = Array(node.keys[index...])
            node.keys.removeSubrange(index...)
            node.keys.append(key)
            return Node(cluster: moved[0], keys: moved)
        }
        let index = Self.child(of: node, holding: key)
        guard let sibling = insert(key, into: node.children[index]) else { return nil }
        let at = index + 1
        if node.children.count < Self.nodeSize {
            node.children.insert(sibling, at: at)
            return nil
        }
        if at == node.children.count { return Node(inner: [sibling]) }
        let moved = Array(node.children[at...])
        node.children.removeSubrange(at...)
        node.children.append(sibling)
        return Node(inner: moved)
    }

    // MARK: Deleting

    mutating func erase(_ key: ObjectKey) {
        var size = erase(key, from: root)
        while !root.isCluster, size <= 1 {
            root = root.children.first ?? Node(cluster: nil, keys: [])
            size = root.size
        }
    }

    /// Erases `key` under `node`; the node's size afterwards.
    private func erase(_ key: ObjectKey, from node: Node) -> Int {
        if node.isCluster {
            let index = Self.lowerBound(node.keys, key)
            if index < node.keys.count, node.keys[index] == key { node.keys.remove(at: index) }
            return node.keys.count
        }
        let index = Self.child(of: node, holding: key)
        let child = node.children[index]
        let size = erase(key, from: child)
        if size == 0 {
            node.children.remove(at: index)
        } else if size < Self.nodeSize / 2, index < node.children.count - 1 {
            let sibling = node.children[index + 1]
            if size + sibling.size < Self.nodeSize * 3 / 4 {
                if child.isCluster { child.keys += sibling.keys } else { child.children += sibling.children }
                node.children.remove(at: index + 1)
            }
        }
        return node.children.count
    }

    // MARK: Finding

    /// The child of inner `node` a key goes to: the last one beginning at or
    /// before it, else the first.
    private static func child(of node: Node, holding key: ObjectKey) -> Int {
        var low = 1, high = node.children.count
        while low < high {
            let mid = (low + high) / 2
            if let first = node.children[mid].first, first <= key { low = mid + 1 } else { high = mid }
        }
        return low - 1
    }

    private static func lowerBound(_ keys: [ObjectKey], _ key: ObjectKey) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
