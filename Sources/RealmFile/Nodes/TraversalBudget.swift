/// Limits on one walk over a tree of nodes, so that a corrupt file (a self
/// cycle, a child ref repeated a thousand times) fails instead of hanging or
/// allocating without bound.
final class TraversalBudget {
    /// Deepest nesting of inner nodes (real trees are a handful deep).
    static let maxDepth = 24
    /// Deepest nesting of values (embedded objects, collections in mixed).
    static let maxValueDepth = 100

    /// Node visits left; a real tree visits each node once, and every node
    /// takes at least 8 bytes of the file.
    private(set) var nodesLeft: Int
    /// Elements left to produce.
    private(set) var elementsLeft: Int

    init(fileSize: Int) {
        nodesLeft = fileSize / 8 + 64
        elementsLeft = max(fileSize * 8, 1 << 22)
    }

    func visitNode(at ref: Int) throws {
        nodesLeft -= 1
        guard nodesLeft >= 0 else {
            throw RealmFileError.corrupt(reason: "tree visits more nodes than the file can hold (cycle or shared nodes)", offset: ref)
        }
    }

    func produce(_ count: Int, at ref: Int) throws {
        elementsLeft -= count
        guard elementsLeft >= 0 else {
            throw RealmFileError.corrupt(reason: "tree holds more elements than the file can hold", offset: ref)
        }
    }
}
