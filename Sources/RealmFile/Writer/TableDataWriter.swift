import RealmModel

/// Streams one table's objects into its cluster tree in two steps, so the
/// writer needs one pass over the source:
///
/// 1. while objects stream in (ascending keys), every 256 objects the
///    leaves of their public columns are written and only the leaf's keys
///    and column refs are kept (a few bytes per object at most);
/// 2. once every link of the source is known (`finish`), each cluster leaf
///    is completed with its backlink columns from the `LinkGraph` and the
///    cluster tree is built over the leaves.
///
/// Embedded tables may receive objects out of order (an object's own
/// embedded objects come first); they are held until their turn.
struct TableDataWriter {
    /// A cluster leaf whose public columns are written.
    private struct PendingLeaf {
        /// Keys relative to `firstKey`, as narrow as they fit (2 bytes per
        /// object for keys within 65,536 of the leaf's first); none when
        /// they are `0 ..< count`.
        enum RelativeKeys {
            case contiguous
            case narrow([UInt16])
            case wide([Int64])
        }

        var keys: RelativeKeys
        var firstKey: Int64
        var count: Int
        var columnRefs: [Int64]

        init(keys: [Int64], columnRefs: [Int64]) {
            let first = keys.first ?? 0
            firstKey = first
            count = keys.count
            self.columnRefs = columnRefs
            let relative = keys.map { $0 - first }
            if relative.enumerated().allSatisfy({ Int64($0.offset) == $0.element }) {
                self.keys = .contiguous
            } else if let last = relative.last, last <= Int64(UInt16.max) {
                self.keys = .narrow(relative.map { UInt16(truncatingIfNeeded: $0) })
            } else {
                self.keys = .wide(relative)
            }
        }

        var allKeys: [Int64] {
            switch keys {
            case .contiguous: return (0 ..< Int64(count)).map { firstKey + $0 }
            case .narrow(let relative): return relative.map { firstKey + Int64($0) }
            case .wide(let relative): return relative.map { firstKey + $0 }
            }
        }
    }

    let table: Int
    private var keys: [Int64] = []
    private var rows: [[AnyRealmValue]] = []
    private var pending: [PendingLeaf] = []
    /// Objects of an embedded table waiting for a smaller key.
    private var waiting: [Int64: [AnyRealmValue]] = [:]
    private var nextEmbeddedKey: Int64 = 0
    private(set) var lastKey: Int64 = -1
    private let publicColumns: Int

    init(table: Int, layout: WriterLayout) {
        self.table = table
        publicColumns = layout.tables[table].columns.count(where: { !$0.isBacklink })
    }

    /// Adds the next object (keys strictly ascending).
    mutating func add(key: Int64, values: [AnyRealmValue], layout: WriterLayout, sink: inout some NodeSink) throws {
        guard values.count == publicColumns else {
            throw RealmFileWriterError.invalidSource(
                "an object of \(quoted: layout.tables[table].name) has \(values.count) values for \(publicColumns) properties")
        }
        guard key < Int64.max else {
            throw RealmFileWriterError.invalidSource("object key \(key) of \(quoted: layout.tables[table].name) is out of Realm's range")
        }
        guard key > lastKey else {
            throw RealmFileWriterError.invalidSource("object keys of \(quoted: layout.tables[table].name) are not ascending (\(key) after \(lastKey))")
        }
        if keys.count == ClusterTreeWriter.nodeSize { try writeColumns(layout: layout, sink: &sink) }
        keys.append(key)
        rows.append(values)
        lastKey = key
    }

    /// Adds an embedded object, which may arrive before smaller keys.
    mutating func addEmbedded(key: Int64, values: [AnyRealmValue], layout: WriterLayout, sink: inout some NodeSink) throws {
        waiting[key] = values
        while let next = waiting.removeValue(forKey: nextEmbeddedKey) {
            try add(key: nextEmbeddedKey, values: next, layout: layout, sink: &sink)
            nextEmbeddedKey += 1
        }
    }

    /// Writes the public column leaves of the buffered objects.
    private mutating func writeColumns(layout: WriterLayout, sink: inout some NodeSink) throws {
        var refs: [Int64] = []
        let columns = layout.tables[table].columns
        for index in 0 ..< publicColumns {
            let column = columns[index]
            if let collection = column.collection {
                var slots: [Int64] = []
                for row in rows {
                    slots.append(try TableDataWriter.writeCollection(row[index], collection: collection, column: column,
                                                                     context: layout.context, sink: &sink))
                }
                refs.append(try sink.writeIntegerArray(slots, flags: .hasRefs))
            } else {
                refs.append(try LeafEncoder.write(rows.map { $0[index] }, type: column.element, context: layout.context, sink: &sink))
            }
        }
        pending.append(PendingLeaf(keys: keys, columnRefs: refs))
        keys.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
    }

    /// Completes every leaf with its backlink columns (`layout` now holds
    /// all of them) and returns the root of the cluster tree.
    mutating func finish(layout: WriterLayout, graph: inout LinkGraph, sink: inout some NodeSink) throws -> Int64 {
        guard waiting.isEmpty else {
            throw RealmFileWriterError.invalidSource("embedded objects of \(quoted: layout.tables[table].name) were numbered inconsistently")
        }
        if !keys.isEmpty || pending.isEmpty { try writeColumns(layout: layout, sink: &sink) }
        let columns = layout.tables[table].columns
        var cursors: [Int: BacklinkCursor] = [:]
        for index in columns.indices where columns[index].isBacklink {
            cursors[index] = BacklinkCursor(pairs: graph.take(table: table, column: index))
        }
        var tree = ClusterTreeWriter()
        let leaves = pending
        pending = []
        for leaf in leaves {
            try tree.addLeaf(keys: leaf.allKeys, isOnlyLeaf: leaves.count == 1, sink: &sink) { keys, sink in
                var refs = leaf.columnRefs
                for index in columns.indices where columns[index].isBacklink {
                    var slots: [Int64] = []
                    for key in keys {
                        let origins = cursors[index]?.origins(of: key) ?? []
                        switch origins.count {
                        case 0: slots.append(0)
                        case 1: slots.append(origins[0].taggedSlot)
                        default:
                            slots.append(try BPlusTreeWriter.write(count: origins.count, sink: &sink) { range, sink in
                                try LeafEncoder.integers(Array(origins[range]), sink: &sink)
                            })
                        }
                    }
                    refs.append(try sink.writeIntegerArray(slots, flags: .hasRefs))
                }
                return refs
            }
        }
        for (_, cursor) in cursors where cursor.hasDangling {
            throw RealmFileWriterError.invalidSource("a link to an object of \(quoted: layout.tables[table].name) that does not exist")
        }
        return try tree.finish(sink: &sink)
    }

    private static func writeCollection(_ value: AnyRealmValue, collection: CollectionKind, column: WriterLayout.Column,
                                        context: EncodingContext, sink: inout some NodeSink) throws -> Int64 {
        switch (collection, value) {
        case (_, .null):
            return 0
        case (.dictionary, .dictionary(let entries)):
            return try CollectionWriter.writeDictionary(entries, valueType: column.element, context: context, sink: &sink)
        case (.list, .list(let elements)), (.set, .list(let elements)):
            let kept = column.element.kind == .link ? elements.filter { !$0.isNull } : elements
            return try CollectionWriter.writeList(kept, elementType: column.element, isSet: collection == .set,
                                                  context: context, sink: &sink)
        default:
            throw RealmFileWriterError.invalidSource("a \(value.typeName) value where a \(collection.rawValue) is stored")
        }
    }
}
