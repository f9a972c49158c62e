import RealmModel

/// Embedded objects are stored in their own (embedded) tables and linked by
/// key from their owner. The writing pass numbers them as the first pass
/// (`LinkCollector`) did: per embedded table, in pre-order, lists in order,
/// dictionaries in key order, so the backlinks gathered there match.
extension RealmFileWriter {
    /// Replaces embedded objects in `value` by links to their keys, adding
    /// each (with its own embedded objects first) to its table's writer.
    static func embed<Sink: NodeSink>(_ value: AnyRealmValue, table: Int, column: Int, owner: Int64, layout: WriterLayout,
                                              writers: inout [TableDataWriter], keys: inout [Int: Int64],
                                              indexes: inout SearchIndexes, sink: inout Sink) throws -> AnyRealmValue {
        switch value {
        case .embedded(let object):
            guard let target = layout.tables[table].columns[column].oppositeTable else {
                throw RealmFileWriterError.invalidSource("an embedded \(quoted: object.className) where it cannot be stored")
            }
            let key = keys[target, default: 0]
            keys[target] = key + 1
            var values = object.values
            for index in values.indices {
                values[index] = try embed(values[index], table: target, column: index, owner: key, layout: layout,
                                          writers: &writers, keys: &keys, indexes: &indexes, sink: &sink)
            }
            indexes.add(table: target, key: key, values: values)
            try writers[target].addEmbedded(key: key, values: values, layout: layout, sink: &sink)
            return .link(ObjectLink(className: object.className, key: key))
        case .list(let elements) where elements.contains(where: { if case .embedded = $0 { true } else { false } }):
            var result: [AnyRealmValue] = []
            for element in elements {
                result.append(try embed(element, table: table, column: column, owner: owner, layout: layout,
                                        writers: &writers, keys: &keys, indexes: &indexes, sink: &sink))
            }
            return .list(result)
        case .dictionary(let entries) where entries.values.contains(where: { if case .embedded = $0 { true } else { false } }):
            var result: [String: AnyRealmValue] = [:]
            for key in entries.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                guard let element = entries[key] else { continue }
                result[key] = try embed(element, table: table, column: column, owner: owner, layout: layout,
                                        writers: &writers, keys: &keys, indexes: &indexes, sink: &sink)
            }
            return .dictionary(result)
        default:
            return value
        }
    }
}
