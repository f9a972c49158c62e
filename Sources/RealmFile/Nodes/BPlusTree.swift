/// A Realm Core B+tree (`bplustree.cpp`) read in order: inner nodes are
/// [tagged elements-per-child or offsets ref, child refs…, tagged total
/// size]; leaves are whatever array the element type uses.
enum BPlusTree {
    /// Calls `body` with every leaf under `root`, left to right.
    static func forEachLeaf(
        _ reader: ByteReader, root: Int, budget: TraversalBudget,
        _ body: (ArrayNode) throws -> Void
    ) throws {
        try visit(reader, ref: root, depth: 0, budget: budget, body)
    }

    private static func visit(
        _ reader: ByteReader, ref: Int, depth: Int, budget: TraversalBudget,
        _ body: (ArrayNode) throws -> Void
    ) throws {
        try budget.visitNode(at: ref)
        let node = try ArrayNode(reader, ref: ref)
        guard node.isInnerBPlusTreeNode else {
            try body(node)
            return
        }
        guard depth < TraversalBudget.maxDepth else {
            throw RealmFileError.corrupt(reason: "B+tree is nested deeper than \(TraversalBudget.maxDepth) levels (cycle?)", offset: ref)
        }
        guard node.hasRefs, node.size >= 3 else {
            throw RealmFileError.corrupt(reason: "B+tree inner node has \(node.size) elements", offset: ref)
        }
        _ = try node.getTagged(node.size - 1)
        for index in 1 ..< node.size - 1 {
            let child = try node.getRef(index)
            guard child != 0 else {
                throw RealmFileError.corrupt(reason: "B+tree inner node has a null child", offset: ref)
            }
            try visit(reader, ref: child, depth: depth + 1, budget: budget, body)
        }
    }
}
