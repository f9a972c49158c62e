/// One table of the group (`table.hpp`, `top_position_for_*`): its spec,
/// cluster tree, key, link targets, primary-key column and flags.
struct Table: Sendable {
    /// Name in the group (`class_Dog`, `metadata`, …).
    var name: String
    /// Position in the group's table list.
    var index: Int
    var ref: Int
    /// `TableKey` value (top position 3).
    var key: Int64
    var spec: Spec
    var clusterTree: ClusterTree
    /// Opposite (target) table key per column leaf index (top position 7).
    var oppositeTableKeys: [Int64]
    /// Opposite column key per column leaf index (top position 8): a link
    /// column's backlink column, a backlink column's link column.
    var oppositeColumnKeys: [Int64]
    /// Leaf indexes of the columns that have a search index.
    var indexedLeafIndexes: Set<Int>
    /// The root ref of each such column's search index, by leaf index.
    var searchIndexRoots: [Int: Int]
    /// `ColKey` of the primary key column (top position 11), if any.
    var primaryKeyColumnKey: Int64?
    /// Table type (top position 12 `& 3`): 0 top-level, 1 embedded, 2 asymmetric.
    var tableType: Int

    var isEmbedded: Bool { tableType == 1 }

    init(_ reader: ByteReader, ref: Int, name: String, index: Int) throws {
        self.name = name
        self.index = index
        self.ref = ref
        let top = try ArrayNode(reader, ref: ref)
        guard top.hasRefs, top.size >= 4 else {
            throw RealmFileError.corrupt(reason: "table \(quoted: name) has a top array of \(top.size) elements", offset: ref)
        }
        let specRef = try top.getRef(0)
        guard specRef != 0 else { throw RealmFileError.corrupt(reason: "table \(quoted: name) has no spec", offset: ref) }
        spec = try Spec(reader, ref: specRef)
        clusterTree = ClusterTree(
            reader: reader, root: try top.getRef(2),
            backlinkLeafIndexes: spec.columns.filter { $0.type == .backlink }.map(\.leafIndex))
        key = try top.getTagged(3)
        /// The first `count` integers (fewer if the array is shorter) of the
        /// array at top position `position`; empty when there is none.
        func leading(_ count: Int, at position: Int) throws -> [Int64] {
            guard top.size > position, let array = try top.child(position) else { return [] }
            return try (0 ..< min(array.size, count)).map { try array.get($0) }
        }
        // Only the entries of the columns there are: Realm Core reads no
        // others (a damaged size beyond them is not looked at).
        oppositeTableKeys = try leading((spec.columns.map(\.leafIndex).max() ?? -1) + 1, at: 7)
        oppositeColumnKeys = try leading(oppositeTableKeys.count, at: 8)
        // A column is indexed when it has a search index (top position 4),
        // whatever the spec's attributes say (`Table::refresh_index_accessors`).
        var indexed: Set<Int> = []
        var roots: [Int: Int] = [:]
        if top.size > 4, try !top.isTagged(4), let indexes = try top.child(4) {
            // One ref (or 0) per column: Realm Core asks each column's
            // (`Table::refresh_index_accessors`) and stops on a list that
            // holds no refs or too few; read as none, every column was
            // shown unindexed.
            let needed = (spec.columns.filter { $0.type != .backlink }.map(\.leafIndex).max() ?? -1) + 1
            guard indexes.hasRefs || indexes.size == 0 && needed == 0, indexes.size >= needed else {
                throw RealmFileError.corrupt(
                    reason: "the search index list of table \(quoted: name) has \(indexes.size) elements\(indexes.hasRefs ? "" : " and no refs") "
                        + "for \(needed) columns", offset: ref)
            }
            for leaf in Set(spec.columns.map(\.leafIndex)) where leaf < indexes.size {
                let value = try indexes.get(leaf)
                guard value != 0 && value & 1 == 0 else { continue }
                // A search index's root carries the context flag (`StringIndex`,
                // `index_string.hpp`): a ref that leads elsewhere (another
                // table's array) makes Realm Core stop, and would make us call
                // the column indexed.
                let root = try ArrayNode(reader, ref: Int(value))
                guard root.header.contextFlag, root.hasRefs else {
                    throw RealmFileError.corrupt(
                        reason: "the search index ref 0x\(String(value, radix: 16)) of table \(quoted: name) leads to no search index", offset: indexes.ref)
                }
                indexed.insert(leaf)
                roots[leaf] = Int(value)
            }
        }
        indexedLeafIndexes = indexed
        searchIndexRoots = roots
        primaryKeyColumnKey = nil
        if top.size > 11, try top.isTagged(11) {
            primaryKeyColumnKey = try top.getTagged(11)
        }
        tableType = 0
        if top.size > 12, try top.isTagged(12) {
            tableType = Int(try top.getTagged(12) & 3)
        }
    }

    /// The class name of a `class_X` table, or nil for internal tables.
    var className: String? {
        guard name.hasPrefix("class_"), name.utf8.count > 6 else { return nil }
        return String(name.dropFirst(6))
    }
}
