/// Builds a table's cluster tree (`cluster.cpp`, `cluster_tree.cpp`) bottom
/// up while objects stream in, in ascending key order: leaves of at most 256
/// objects, inner nodes of at most 256 children, each holding [key offsets
/// (`ArrayUnsigned`), tagged depth, tagged object count, children…].
///
/// A node's keys are relative to its own offset: the first key below it,
/// except the root, whose offset is 0. A node is written only once the next
/// one at its level begins (or at `finish`), so the root is known when it is
/// written. Holds at most one leaf of objects plus 256 refs per level.
struct ClusterTreeWriter {
    /// `cluster_node_size`.
    static let nodeSize = 256

    /// Writes one leaf's column leaves for `keys` (absolute) and returns
    /// the refs to put in slots 1…, in leaf-index order.
    typealias ColumnWriter<Sink: NodeSink> = (_ keys: [Int64], _ sink: inout Sink) throws -> [Int64]

    private struct Child {
        var ref: Int64
        var firstKey: Int64
        var count: Int
    }

    /// Pending children per level: level 0 holds leaves, level n inner nodes of depth n.
    private var levels: [[Child]] = [[]]

    init() {}

    /// Adds a full or final leaf written by the caller: `ref` is its node,
    /// `firstKey` its first object's key, `count` its objects.
    private mutating func add(_ child: Child, level: Int, sink: inout some NodeSink) throws {
        if levels.count <= level { levels.append([]) }
        if levels[level].count == ClusterTreeWriter.nodeSize {
            let node = try writeInner(levels[level], depth: level + 1, offset: levels[level][0].firstKey, sink: &sink)
            levels[level].removeAll(keepingCapacity: true)
            try add(node, level: level + 1, sink: &sink)
        }
        levels[level].append(child)
    }

    /// Writes a leaf for `keys` (ascending; relative to the leaf's offset)
    /// and adds it to the tree. `isRoot` callers pass the whole table's
    /// keys when it fits one leaf.
    mutating func addLeaf<Sink: NodeSink>(keys: [Int64], isOnlyLeaf: Bool, sink: inout Sink,
                                          columns: ColumnWriter<Sink>) throws {
        let offset = isOnlyLeaf ? 0 : (keys.first ?? 0)
        let relative = keys.map { $0 - offset }
        var slots: [Int64] = []
        if relative.enumerated().allSatisfy({ Int64($0.offset) == $0.element }) {
            slots.append(Int64(keys.count).taggedSlot)
        } else {
            slots.append(try writeUnsigned(relative, sink: &sink))
        }
        slots += try columns(keys, &sink)
        let ref = try sink.writeIntegerArray(slots, flags: .hasRefs)
        try add(Child(ref: ref, firstKey: offset, count: keys.count), level: 0, sink: &sink)
    }

    /// Writes the remaining inner nodes and returns the root ref.
    mutating func finish(sink: inout some NodeSink) throws -> Int64 {
        var level = 0
        while true {
            let pending = levels[level]
            let isTop = level == levels.count - 1
            if isTop && pending.count == 1 { return pending[0].ref }
            let offset: Int64 = isTop ? 0 : pending[0].firstKey
            let node = try writeInner(pending, depth: level + 1, offset: offset, sink: &sink)
            levels[level].removeAll()
            if isTop { return node.ref }
            levels[level + 1].append(node)
            level += 1
        }
    }

    private func writeInner(_ children: [Child], depth: Int, offset: Int64, sink: inout some NodeSink) throws -> Child {
        let offsets = children.map { $0.firstKey - offset }
        let keysRef = try writeUnsigned(offsets, sink: &sink)
        let total = children.reduce(0) { $0 + $1.count }
        var node: [Int64] = [keysRef, Int64(depth).taggedSlot, Int64(total).taggedSlot]
        node += children.map(\.ref)
        let ref = try sink.writeIntegerArray(node, flags: [.innerBPlusTreeNode, .hasRefs])
        return Child(ref: ref, firstKey: offset, count: total)
    }

    private func writeUnsigned(_ values: [Int64], sink: inout some NodeSink) throws -> Int64 {
        let width = IntegerArrayEncoding.unsignedWidth(values)
        return try sink.writeNode(flags: [], widthType: .bits, width: width, size: values.count,
                                  payload: IntegerArrayEncoding.payload(values, width: width))
    }
}
