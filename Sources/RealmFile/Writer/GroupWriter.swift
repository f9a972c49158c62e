import RealmModel

/// Writes the parts of a file around the objects: each table's spec
/// (`spec.hpp`) and top array (`table.hpp`, `top_position_for_*`), and the
/// group's top array (`group.cpp`, `Group::write`): [table names, table
/// refs, tagged logical file size], the form a compacted copy without
/// history or free list has.
enum GroupWriter {
    /// The null `TableKey` and `ColKey` Realm Core stores for columns without an opposite.
    static let nullTableKey: Int64 = 0x7FFF_FFFF
    static let nullColumnKey: Int64 = 0x7FFF_FFFF_FFFF_FFFF

    /// [types, names, attributes, vacant, enum keys, column keys].
    static func writeSpec(_ table: WriterLayout.Table, sink: inout some NodeSink) throws -> Int64 {
        let indices = Array(table.columns.indices)
        let typesRef = try sink.writeIntegerArray(indices.map { table.specType($0) }, flags: [])
        let names = table.columns.compactMap(\.name).map { Array($0.utf8) as [UInt8]? }
        let namesRef = try StringLeafEncoder.shortStrings(names, sink: &sink)
        let attributesRef = try sink.writeIntegerArray(table.columns.map(\.attributes), flags: [])
        let keysRef = try sink.writeIntegerArray(indices.map { table.columnKey($0) }, flags: [])
        return try sink.writeIntegerArray([typesRef, namesRef, attributesRef, 0, 0, keysRef], flags: .hasRefs)
    }

    /// A table's top array (14 slots).
    static func writeTableTop(_ table: WriterLayout.Table, in layout: WriterLayout, clusterRoot: Int64,
                              searchIndexes: [Int64], nextObjectKey: Int64, sink: inout some NodeSink) throws -> Int64 {
        let specRef = try writeSpec(table, sink: &sink)
        let indexesRef = try sink.writeIntegerArray(searchIndexes, flags: .hasRefs)
        var oppositeTables: [Int64] = []
        var oppositeColumns: [Int64] = []
        for column in table.columns {
            if let other = column.oppositeTable, let otherColumn = column.oppositeColumn {
                oppositeTables.append(layout.tables[other].key)
                oppositeColumns.append(layout.tables[other].columnKey(otherColumn))
            } else {
                oppositeTables.append(nullTableKey)
                oppositeColumns.append(nullColumnKey)
            }
        }
        let oppositeTablesRef = try sink.writeIntegerArray(oppositeTables, flags: [])
        let oppositeColumnsRef = try sink.writeIntegerArray(oppositeColumns, flags: [])
        let primaryKey = table.primaryKeyColumn.map { table.columnKey($0).taggedSlot } ?? 0
        let flags: Int64 = table.isEmbedded ? 1 : 0
        let top: [Int64] = [
            specRef, 0, clusterRoot, table.key.taggedSlot, indexesRef,
            Int64(0).taggedSlot,  // column key sequence
            Int64(0).taggedSlot,  // storage version
            oppositeTablesRef, oppositeColumnsRef,
            nextObjectKey.taggedSlot,  // object key sequence
            0,  // collision map
            primaryKey, flags.taggedSlot,
            0,  // tombstones
        ]
        return try sink.writeIntegerArray(top, flags: .hasRefs)
    }

    /// The group's top array, last node of the file: its logical size slot
    /// holds the file size up to the footer, so the array's width is chosen
    /// to hold that size before it is known (`ensure_minimum_width`).
    static func writeGroupTop(tableNames: [String], tableRefs: [Int64], sink: inout StreamingNodeSink<some FileOutput>) throws -> Int64 {
        let namesRef = try StringLeafEncoder.shortStrings(tableNames.map { Array($0.utf8) }, sink: &sink)
        let tablesRef = try sink.writeIntegerArray(tableRefs, flags: .hasRefs)
        let topRef = sink.nextRef
        let largest = max(Int64(topRef + 8 + 3 * 8).taggedSlot, namesRef, tablesRef)
        let width = max(IntegerArrayEncoding.bitWidth(largest), 8)
        let byteSize = Int64((8 + (3 * width + 7) / 8 + 7) & ~7)
        let fileSize = topRef + byteSize
        let written = try sink.writeIntegerArray([namesRef, tablesRef, fileSize.taggedSlot], width: width, flags: .hasRefs)
        precondition(written == topRef && sink.nextRef == fileSize, "group top array has the size it was given")
        return topRef
    }
}
