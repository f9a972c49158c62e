/// Limits on one walk over the nodes of a file (one class's objects with
/// their collections, or one tree), so that a corrupt file (a self
/// cycle, a child ref repeated a thousand times) fails instead of hanging or
/// allocating without bound.
final class TraversalBudget {
    /// Deepest nesting of inner nodes (real trees are a handful deep).
    static let maxDepth = 24
    /// Deepest nesting of values (embedded objects, collections in mixed).
    static let maxValueDepth = 32

    /// Node visits left; a real tree visits each node once, and every node
    /// takes at least 8 bytes of the file.
    private(set) var nodesLeft: Int
    /// Elements left to produce.
    private(set) var elementsLeft: Int
    /// String and binary bytes left to copy out (a blob may be shared by
    /// many values of a corrupt file).
    private(set) var bytesLeft: Int

    init(fileSize: Int) {
        nodesLeft = fileSize / 8 + 64
        elementsLeft = max(fileSize * 2, 1 << 21)
        bytesLeft = max(fileSize * 4, 1 << 26)
    }

    func visitNode(at ref: Int) throws {
        nodesLeft -= 1
        guard nodesLeft >= 0 else {
            throw RealmFileError.corrupt(reason: "tree visits more nodes than the file can hold (cycle or shared nodes)", offset: ref)
        }
    }

    func copy(_ count: Int) throws {
        bytesLeft -= count
        guard bytesLeft >= 0 else {
            throw RealmFileError.corrupt(reason: "values hold more bytes than the file can hold (shared blobs)", offset: 0)
        }
    }

    func produce(_ count: Int, at ref: Int) throws {
        elementsLeft -= count
        guard elementsLeft >= 0 else {
            throw RealmFileError.corrupt(reason: "tree holds more elements than the file can hold", offset: ref)
        }
    }
}
