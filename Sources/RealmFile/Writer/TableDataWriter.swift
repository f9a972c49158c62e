import RealmModel

/// Streams one table's objects into its cluster tree: buffers up to one
/// leaf (256 objects), writes each leaf's column leaves, its backlink
/// columns from the `LinkGraph`, and keeps the highest key for the table's
/// key sequence. Embedded tables may receive objects out of order (an
/// object's own embedded objects come first); they are held until their
/// turn.
struct TableDataWriter {
    let table: Int
    private var tree = ClusterTreeWriter()
    private var keys: [Int64] = []
    private var rows: [[AnyRealmValue]] = []
    private var leavesWritten = 0
    private var cursors: [Int: BacklinkCursor] = [:]
    /// Objects of an embedded table waiting for a smaller key.
    private var waiting: [Int64: [AnyRealmValue]] = [:]
    private var nextEmbeddedKey: Int64 = 0
    private(set) var lastKey: Int64 = -1
    private let publicColumns: Int

    init(table: Int, layout: WriterLayout, graph: inout LinkGraph) {
        self.table = table
        publicColumns = layout.tables[table].columns.count(where: { !$0.isBacklink })
        for (index, column) in layout.tables[table].columns.enumerated() where column.isBacklink {
            cursors[index] = BacklinkCursor(pairs: graph.take(table: table, column: index))
        }
    }

    /// Adds the next object (keys strictly ascending).
    mutating func add(key: Int64, values: [AnyRealmValue], layout: WriterLayout, sink: inout some NodeSink) throws {
        guard values.count == publicColumns else {
            throw RealmFileWriterError.invalidSource(
                "an object of '\(layout.tables[table].name)' has \(values.count) values for \(publicColumns) properties")
        }
        guard key < Int64.max else {
            throw RealmFileWriterError.invalidSource("object key \(key) of '\(layout.tables[table].name)' is out of Realm's range")
        }
        guard key > lastKey else {
            throw RealmFileWriterError.invalidSource("object keys of '\(layout.tables[table].name)' are not ascending (\(key) after \(lastKey))")
        }
        if keys.count == ClusterTreeWriter.nodeSize { try writeLeaf(isOnlyLeaf: false, layout: layout, sink: &sink) }
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

    /// Writes what is left and returns the root of the cluster tree.
    mutating func finish(layout: WriterLayout, sink: inout some NodeSink) throws -> Int64 {
        guard waiting.isEmpty else {
            throw RealmFileWriterError.invalidSource("embedded objects of '\(layout.tables[table].name)' were numbered inconsistently")
        }
        try writeLeaf(isOnlyLeaf: leavesWritten == 0, layout: layout, sink: &sink)
        for (_, cursor) in cursors where cursor.hasDangling {
            throw RealmFileWriterError.invalidSource("a link to an object of '\(layout.tables[table].name)' that does not exist")
        }
        return try tree.finish(sink: &sink)
    }

    private mutating func writeLeaf(isOnlyLeaf: Bool, layout: WriterLayout, sink: inout some NodeSink) throws {
        let rows = self.rows
        let table = self.table
        var cursors = self.cursors
        try tree.addLeaf(keys: keys, isOnlyLeaf: isOnlyLeaf, sink: &sink) { keys, sink in
            var refs: [Int64] = []
            let columns = layout.tables[table].columns
            for (index, column) in columns.enumerated() {
                if column.isBacklink {
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
                } else if let collection = column.collection {
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
            return refs
        }
        self.cursors = cursors
        leavesWritten += 1
        keys.removeAll(keepingCapacity: true)
        self.rows.removeAll(keepingCapacity: true)
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
