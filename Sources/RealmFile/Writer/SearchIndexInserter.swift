import RealmModel

/// Inserts entries into an in-memory search index exactly as Realm Core's
/// `StringIndex::insert` does (`index_string.cpp`: `TreeInsert`,
/// `do_insert`, `leaf_insert`), so that the same entries inserted in the
/// same order give node for node the index Realm Core would have written.
///
/// Values are keyed 4 bytes at a time (`create_key`); where two values share
/// a chunk the slot becomes a sub-index for the next chunk, or a list when
/// the values are equal. A general index looks values up by object key
/// (`valueOf`); a full-text index ("full word") keeps each word whole in the
/// tree and never looks values up.
struct SearchIndexInserter {
    /// `StringIndex::s_max_offset`: beyond this depth equal prefixes share a list.
    static let maxOffset = 200
    static let chunkLength = SearchIndexValue.chunkLength

    /// Whether whole words are kept (full-text), ending in a literal slot.
    let isFullWord: Bool
    /// The indexed value of each object (general indexes only).
    let valueOf: (Int64) -> SearchIndexValue

    // MARK: - Keys

    /// The 4-byte chunk of `data` at `offset` as a signed 32-bit key (`SearchIndexValue.chunkKey`).
    static func chunkKey(_ data: [UInt8]?, offset: Int) -> Int32 {
        SearchIndexValue.chunkKey(data, offset: offset)
    }

    /// The word a full-word slot stands for, rebuilt from the inserted word
    /// and the slot's key (`reconstruct_string`): a terminating `X` in the
    /// key marks where the stored word ended.
    static func reconstructedWord(offset: Int, key: Int32, from word: [UInt8]) -> [UInt8]? {
        if key == 0 { return nil }
        let k = UInt32(bitPattern: key)
        let x = UInt32(UInt8(ascii: "X"))
        let restLength: Int
        if k & 0xFF == x { restLength = 3 }
        else if (k >> 8) & 0xFF == x { restLength = 2 }
        else if (k >> 16) & 0xFF == x { restLength = 1 }
        else if (k >> 24) & 0xFF == x { restLength = 0 }
        else { restLength = 4 }
        return Array(word.prefix(offset + restLength))
    }

    // MARK: - Tree

    /// Inserts one entry under `root` at `offset` (`insert_with_offset` →
    /// `TreeInsert`) and answers the root, a new inner node if it split.
    func insert(_ objectKey: Int64, data: [UInt8]?, value: SearchIndexValue, offset: Int, into root: SearchIndexNode) -> SearchIndexNode {
        let key = Self.chunkKey(data, offset: offset)
        let change = doInsert(root, objectKey, key: key, offset: offset, data: data, value: value)
        switch change {
        case .none:
            return root
        case .insertBefore(let node):
            return Self.innerNode([node, root])
        case .insertAfter(let node):
            return Self.innerNode([root, node])
        case .split(let left, let right):
            return Self.innerNode([left, right])
        }
    }

    /// `StringIndex::NodeChange`: what a node asks of its parent after an insert.
    enum NodeChange {
        case none
        case insertBefore(SearchIndexNode)
        case insertAfter(SearchIndexNode)
        case split(SearchIndexNode, SearchIndexNode)
    }

    private static func innerNode(_ children: [SearchIndexNode]) -> SearchIndexNode {
        let node = SearchIndexNode(isInner: true)
        for child in children { node.appendChild(child) }
        return node
    }

    private func doInsert(_ node: SearchIndexNode, _ objectKey: Int64, key: Int32, offset: Int, data: [UInt8]?,
                          value: SearchIndexValue) -> NodeChange {
        if node.isInner { return doInsertInner(node, objectKey, key: key, offset: offset, data: data, value: value) }
        let isFull = node.keys.count >= SearchIndexNode.maxSize
        if leafInsert(node, objectKey, key: key, offset: offset, data: data, value: value, noExtend: isFull) {
            return .none
        }
        let newLeaf = SearchIndexNode(isInner: false)
        _ = leafInsert(newLeaf, objectKey, key: key, offset: offset, data: data, value: value, noExtend: false)
        let position = node.lowerBound(key)
        if position == 0 { return .insertBefore(newLeaf) }
        if position == node.keys.count { return .insertAfter(newLeaf) }
        newLeaf.keys += node.keys[position...]
        newLeaf.slots += node.slots[position...]
        node.keys.removeSubrange(position...)
        node.slots.removeSubrange(position...)
        return .split(node, newLeaf)
    }

    private func doInsertInner(_ node: SearchIndexNode, _ objectKey: Int64, key: Int32, offset: Int, data: [UInt8]?,
                               value: SearchIndexValue) -> NodeChange {
        var index = node.lowerBound(key)
        if index == node.keys.count { index = node.keys.count - 1 }
        let target: SearchIndexNode
        switch node.slots[index] {
        case .child(let child):
            target = child
        case .leafOfOne(let objectKey):
            target = SearchIndexNode.leaf(key: node.keys[index], objectKey: objectKey)
            node.slots[index] = .child(target)
        case .object, .list, .subIndex:
            preconditionFailure("search index: an inner node holds a non-child slot")
        }
        let change = doInsert(target, objectKey, key: key, offset: offset, data: data, value: value)
        var inserted: SearchIndexNode
        switch change {
        case .none:
            node.keys[index] = target.lastKey
            return .none
        case .insertBefore(let new):
            inserted = new
        case .insertAfter(let new):
            inserted = new
            index += 1
        case .split(_, let right):
            inserted = right
        }
        if node.keys.count < SearchIndexNode.maxSize {
            if case .split = change {
                node.keys[index] = target.lastKey  // `node_insert_split`
                node.keys.insert(inserted.lastKey, at: index + 1)
                node.slots.insert(SearchIndexNode.slot(of: inserted), at: index + 1)
            } else {
                node.keys.insert(inserted.lastKey, at: index)  // `node_insert`
                node.slots.insert(SearchIndexNode.slot(of: inserted), at: index)
            }
            return .none
        }
        // a full inner node: the new child starts a sibling
        let sibling = SearchIndexNode(isInner: true)
        let isSplit: Bool
        if case .split = change { isSplit = true } else { isSplit = false }
        if isSplit {
            node.keys[index] = target.lastKey
            index += 1
        }
        sibling.appendChild(inserted)
        switch index {
        case 0:
            return .insertBefore(sibling)
        case SearchIndexNode.maxSize:
            return isSplit ? .split(node, sibling) : .insertAfter(sibling)
        default:
            for position in index ..< node.slots.count {
                switch node.slots[position] {
                case .child(let child):
                    sibling.appendChild(child)
                case .leafOfOne:
                    sibling.keys.append(node.keys[position])
                    sibling.slots.append(node.slots[position])
                case .object, .list, .subIndex:
                    preconditionFailure("search index: an inner node holds a non-child slot")
                }
            }
            node.keys.removeSubrange(index...)
            node.slots.removeSubrange(index...)
            return .split(node, sibling)
        }
    }
}
