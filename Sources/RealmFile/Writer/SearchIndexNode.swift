/// One node of a search index while it is being built, in memory: Realm
/// Core's `IndexArray` (`index_string.hpp`).
///
/// A node is [4-byte chunk keys, one slot per key]. In a leaf a slot holds
/// the one object with that chunk, a list of object keys (duplicates, kept
/// sorted), or a sub-index for the next 4 bytes of the value; in an inner
/// node (a B+tree over the keys, at most `maxSize` per node) a slot holds a
/// child node and the key is the child's last key.
final class SearchIndexNode {
    enum Slot {
        /// A single object (written as the tagged key `k << 1 | 1`).
        case object(Int64)
        /// Object keys of equal (or, past `maxOffset`, equally prefixed)
        /// values: sorted by value, then by key.
        case list([Int64])
        /// The index of the value's next 4 bytes.
        case subIndex(SearchIndexNode)
        /// A child of an inner node.
        case child(SearchIndexNode)
        /// A child of an inner node that is a leaf holding one object, kept
        /// without a node of its own: its one key is the inner node's key
        /// for it. Realm Core's insert makes such a leaf for every value
        /// that arrives just below a full leaf (`insertBefore`), as the
        /// upper half of uuids or negative integers do in a table written
        /// in value order: half a million of them in a million-object
        /// table, at about 150 bytes each as nodes. It is made a node again
        /// (`SearchIndexInserter`) the moment an insert reaches it.
        case leafOfOne(Int64)
    }

    /// `REALM_MAX_BPNODE_SIZE`: keys per node before it splits.
    static let maxSize = 1000

    var isInner: Bool
    /// Chunk keys in ascending (signed 32-bit) order.
    var keys: [Int32] = []
    var slots: [Slot] = []

    init(isInner: Bool) {
        self.isInner = isInner
    }

    /// The largest key under this node (`StringIndex::get_last_key`); a node
    /// is never empty once it is linked into a tree.
    var lastKey: Int32 {
        guard let last = keys.last else { preconditionFailure("search index: an empty node was linked into the tree") }
        return last
    }

    /// The first position whose key is not below `key` (`Array::lower_bound_int`).
    func lowerBound(_ key: Int32) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Appends `child` to an inner node under its last key (`node_add_key`).
    func appendChild(_ child: SearchIndexNode) {
        keys.append(child.lastKey)
        slots.append(Self.slot(of: child))
    }

    /// The slot an inner node holds `child` in: a leaf of one object as
    /// `leafOfOne`, any other node as `child`.
    static func slot(of child: SearchIndexNode) -> Slot {
        if !child.isInner, child.slots.count == 1, case .object(let objectKey) = child.slots[0] { return .leafOfOne(objectKey) }
        return .child(child)
    }

    /// The leaf a `leafOfOne` slot under `key` stands for.
    static func leaf(key: Int32, objectKey: Int64) -> SearchIndexNode {
        let leaf = SearchIndexNode(isInner: false)
        leaf.keys = [key]
        leaf.slots = [.object(objectKey)]
        return leaf
    }
}
