/// Writes an in-memory search index as Realm Core lays it out in a file
/// (`IndexArray`, `index_string.cpp`), children before parents in slot
/// order, as `Array::write` copies a tree into a compacted file.
///
/// Each index node is [ref to its keys, slots…] with `hasRefs` and the
/// context flag (which tells a sub-index from a list of object keys), and
/// `innerBPlusTreeNode` on inner nodes; its keys are a plain array of 32-bit
/// elements whatever their values (`ensure_minimum_width(0x7FFFFFFF)`). A
/// list of object keys is an integer B+tree (`IntegerColumn`) without the
/// context flag.
enum SearchIndexNodeWriter {
    static func write(_ node: SearchIndexNode, to sink: inout some NodeSink) throws -> Int64 {
        var payload: [UInt8] = []
        payload.reserveCapacity(node.keys.count * 4)
        for key in node.keys {
            withUnsafeBytes(of: key.littleEndian) { payload += $0 }
        }
        let keysRef = try sink.writeNode(flags: [], widthType: .bits, width: 32, size: node.keys.count, payload: payload)
        var elements: [Int64] = [keysRef]
        elements.reserveCapacity(node.slots.count + 1)
        for (position, slot) in node.slots.enumerated() {
            switch slot {
            case .object(let key):
                elements.append(key.taggedSlot)
            case .list(let keys):
                elements.append(try writeList(keys, to: &sink))
            case .subIndex(let child), .child(let child):
                elements.append(try write(child, to: &sink))
            case .leafOfOne(let objectKey):
                elements.append(try write(SearchIndexNode.leaf(key: node.keys[position], objectKey: objectKey), to: &sink))
            }
        }
        var flags: NodeFlags = [.hasRefs, .context]
        if node.isInner { flags.insert(.innerBPlusTreeNode) }
        return try sink.writeIntegerArray(elements, flags: flags)
    }

    /// A sorted list of object keys as Realm Core's `IntegerColumn` holds
    /// it after appending them one by one: one leaf up to 1000 keys, else
    /// full leaves under inner nodes in compact form ([tagged elements per
    /// child, children…, tagged total]).
    static func writeList(_ keys: [Int64], to sink: inout some NodeSink) throws -> Int64 {
        let nodeSize = SearchIndexNode.maxSize
        var level: [Int64] = []
        var start = 0
        while start < keys.count {
            let end = min(start + nodeSize, keys.count)
            level.append(try sink.writeIntegerArray(Array(keys[start ..< end]), flags: []))
            start = end
        }
        guard level.count > 1 else {
            return try level.first ?? sink.writeIntegerArray([], flags: [])
        }
        var elementsPerChild = nodeSize
        while level.count > 1 {
            var parents: [Int64] = []
            var first = 0
            while first < level.count {
                let last = min(first + nodeSize, level.count)
                let covered = min(keys.count - first * elementsPerChild, (last - first) * elementsPerChild)
                let elements = [Int64(elementsPerChild).taggedSlot] + level[first ..< last] + [Int64(covered).taggedSlot]
                parents.append(try sink.writeIntegerArray(elements, flags: [.innerBPlusTreeNode, .hasRefs]))
                first = last
            }
            level = parents
            elementsPerChild *= nodeSize
        }
        return level[0]
    }
}
