/// Writes a Realm Core B+tree (`bplustree.cpp`) bottom-up: leaves of at most
/// 1000 elements, inner nodes [tagged elements per child, child refs…,
/// tagged total size] with every child but the last full, which is the
/// compact form Realm Core reads without an offsets array.
enum BPlusTreeWriter {
    /// `REALM_MAX_BPNODE_SIZE`.
    static let nodeSize = 1000

    /// Writes `count` elements; `writeLeaf` writes the elements of a range
    /// as one leaf and returns its ref. Returns the root ref (a leaf for at
    /// most 1000 elements).
    static func write<Sink: NodeSink>(count: Int, sink: inout Sink,
                                      writeLeaf: (Range<Int>, inout Sink) throws -> Int64) throws -> Int64 {
        guard count > nodeSize else { return try writeLeaf(0 ..< count, &sink) }
        var refs: [Int64] = []
        var start = 0
        while start < count {
            let end = min(start + nodeSize, count)
            refs.append(try writeLeaf(start ..< end, &sink))
            start = end
        }
        var perChild = nodeSize
        while refs.count > 1 {
            var parents: [Int64] = []
            var index = 0
            while index < refs.count {
                let children = refs[index ..< min(index + nodeSize, refs.count)]
                let elements = min(count - index * perChild, children.count * perChild)
                var node: [Int64] = [Int64(perChild).taggedSlot]
                node += children
                node.append(Int64(elements).taggedSlot)
                parents.append(try sink.writeIntegerArray(node, flags: [.innerBPlusTreeNode, .hasRefs]))
                index += nodeSize
            }
            refs = parents
            perChild *= nodeSize
        }
        return refs[0]
    }
}
