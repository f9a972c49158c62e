import RealmModel

/// Finds a value in a search index as Realm Core's `find_first` does
/// (`IndexArray::index_string` in `index_string.cpp`): the value's index
/// data is keyed 4 bytes at a time; each node is [keys (32-bit, ascending),
/// one ref per key]; an inner node's ref is the child holding keys up to
/// its key; a leaf's is the one object (tagged `k << 1 | 1`), a sub-index
/// for the next 4 bytes (context flag) or a list of object keys.
///
/// Only reads: every node is read through `ArrayNode`, so damage (a ref
/// outside the file, a loop) throws `corrupt` with the node's byte.
struct SearchIndexLookup {
    let reader: ByteReader
    let root: Int

    /// Where a look-up ended.
    enum Outcome: Equatable {
        /// A leaf slot holding `key` (a tagged literal, or one of a list).
        case found
        /// No slot for the value, or a slot naming other objects; `at`: the node.
        case missing(at: Int)
    }

    /// Whether object `objectKey`, whose value is `value`, is found through
    /// the index. Realm Core's `find_first` compares a literal slot's object
    /// value with the one asked; a primary key names one object, so the
    /// slot must name this one (a list, of equal values, must hold it).
    func find(_ objectKey: Int64, value: SearchIndexValue) throws -> Outcome {
        let data = value.indexData
        var offset = 0
        var key = SearchIndexValue.chunkKey(data, offset: offset)
        var node = try ArrayNode(reader, ref: root)
        // each step reads a node: a chain longer than the file has nodes is a loop
        var steps = 0
        let maxSteps = reader.count / 8
        while true {
            steps += 1
            guard steps <= maxSteps else {
                throw RealmFileError.corrupt(reason: "the search index loops", offset: node.ref)
            }
            guard node.hasRefs, node.size >= 1 else {
                throw RealmFileError.corrupt(reason: "a search index node holds no keys", offset: node.ref)
            }
            let keys = try ArrayNode(reader, ref: try node.getRef(0))
            let position = try lowerBound(keys, key)
            if position == keys.size { return .missing(at: node.ref) }
            let slot = try node.get(position + 1)
            if node.isInnerBPlusTreeNode {
                node = try ArrayNode(reader, ref: try node.getRef(position + 1))
                continue
            }
            guard try storedKey(keys, position) == key else { return .missing(at: node.ref) }
            if slot & 1 == 1 {
                return slot >> 1 == objectKey ? .found : .missing(at: node.ref)
            }
            let next = try ArrayNode(reader, ref: try node.getRef(position + 1))
            if !next.contextFlag {
                return try list(next, contains: objectKey) ? .found : .missing(at: next.ref)
            }
            node = next
            offset += SearchIndexValue.chunkLength
            key = SearchIndexValue.chunkKey(data, offset: offset)
        }
    }

    /// The key at `position`, read 32 bits wide whatever the node's width
    /// says (Realm Core's `lower_bound<32>`: "keys are always 32 bits wide").
    private func storedKey(_ keys: ArrayNode, _ position: Int) throws -> Int32 {
        Int32(bitPattern: UInt32(truncatingIfNeeded: try keys.getFixed(position, byteCount: 4)))
    }

    /// The first position whose key is not below `key`.
    private func lowerBound(_ keys: ArrayNode, _ key: Int32) throws -> Int {
        var low = 0, high = keys.size
        while low < high {
            let mid = (low + high) / 2
            if try storedKey(keys, mid) < key { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Whether the list of object keys (a B+tree of integers) at `node` holds `objectKey`.
    private func list(_ node: ArrayNode, contains objectKey: Int64) throws -> Bool {
        var found = false
        try BPlusTree.forEachLeaf(reader, root: node.ref, budget: TraversalBudget(fileSize: reader.count)) { leaf in
            for i in 0 ..< leaf.size where try leaf.get(i) == objectKey { found = true }
        }
        return found
    }
}
