import RealmModel

/// Gathers every link of the source into the `LinkGraph` (backlinks) while
/// the objects are written, adds the backlink columns mixed links need, and
/// numbers embedded objects exactly as `RealmFileWriter.embed` does (per
/// embedded table, in pre-order: an object before the objects embedded in
/// it; lists in order, dictionaries in key order).
struct LinkCollector {
    var layout: WriterLayout
    var graph = LinkGraph()
    /// Next key per embedded table.
    var nextEmbeddedKey: [Int: Int64] = [:]

    init(layout: WriterLayout) {
        self.layout = layout
    }

    mutating func object(table: Int, key: Int64, values: [AnyRealmValue]) throws {
        let publicCount = layout.tables[table].columns.count(where: { !$0.isBacklink })
        guard values.count == publicCount else {
            throw RealmFileWriterError.invalidSource(
                "an object of \(quoted: layout.tables[table].objectSchema?.className ?? "?") has \(values.count) values for \(publicCount) properties")
        }
        for (column, value) in values.enumerated() {
            try walk(value, table: table, column: column, origin: key)
        }
    }

    private mutating func walk(_ value: AnyRealmValue, table: Int, column: Int, origin: Int64) throws {
        switch value {
        case .link(let link):
            guard let target = layout.tableIndexByClass[link.className], let key = link.key else {
                throw RealmFileWriterError.invalidSource("a link to \(quoted: link.className) that names no object by key")
            }
            let backlink: Int
            let spec = layout.tables[table].columns[column]
            if spec.element.kind == .mixed {
                guard !layout.tables[target].isEmbedded else {
                    throw RealmFileWriterError.invalidSource("a mixed value links to embedded class \(quoted: link.className)")
                }
                backlink = layout.mixedBacklinkColumn(target: target, origin: table, originColumn: column)
            } else {
                guard spec.oppositeTable == target, let opposite = spec.oppositeColumn else {
                    throw RealmFileWriterError.invalidSource("a link to \(quoted: link.className) in a column of another type")
                }
                backlink = opposite
            }
            graph.add(table: target, backlinkColumn: backlink, target: key, origin: origin)
        case .embedded(let object):
            let spec = layout.tables[table].columns[column]
            guard let target = spec.oppositeTable, let opposite = spec.oppositeColumn,
                  layout.tables[target].isEmbedded, layout.tables[target].objectSchema?.className == object.className else {
                throw RealmFileWriterError.invalidSource("an embedded \(quoted: object.className) where it cannot be stored")
            }
            let key = nextEmbeddedKey[target, default: 0]
            nextEmbeddedKey[target] = key + 1
            graph.add(table: target, backlinkColumn: opposite, target: key, origin: origin)
            try self.object(table: target, key: key, values: object.values)
        case .list(let elements):
            for element in elements { try walk(element, table: table, column: column, origin: origin) }
        case .dictionary(let entries):
            for key in entries.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                if let element = entries[key] { try walk(element, table: table, column: column, origin: origin) }
            }
        default:
            break
        }
    }
}
