import RealmModel

/// Builds one column's search index (Realm Core's `StringIndex`) from its
/// (value, object key) pairs and writes it through a `NodeSink`.
///
/// Realm Core keeps a search index on every primary-key column and every
/// `@Index` property (bool, int, string, date, objectId, uuid, mixed, and
/// their optionals) and a full-text index where a string property has one;
/// the table's top array (slot 4) holds one index root ref per column. The
/// pairs may come in any order: the builder inserts them in ascending
/// object-key order, as Realm Core does when objects are created one after
/// another, so the nodes are those of a file Realm Core wrote from scratch.
///
/// ```swift
/// var builder = SearchIndexBuilder(kind: .general, type: .string, isOptional: false)
/// builder.add(.string("Rex"), key: 0)
/// let ref = try builder.write(to: &sink)   // the table's slot 4 entry for the column
/// ```
///
/// Memory: one entry per value (per word for full-text), held until `write`.
struct SearchIndexBuilder {
    let kind: SearchIndexKind
    let type: PropertyType
    let isOptional: Bool
    /// Table keys of the classes that mixed values link to (only needed for
    /// an indexed mixed property holding links).
    var tableKeys: [String: UInt32] = [:]

    private var entries: [(key: Int64, value: AnyRealmValue)] = []

    init(kind: SearchIndexKind, type: PropertyType, isOptional: Bool) {
        precondition(kind == .general ? type.canBeIndexed : type == .string,
                     "search index: Realm does not index \(type) properties (\(kind))")
        self.kind = kind
        self.type = type
        self.isOptional = isOptional
    }

    /// Records that the object `key` holds `value` in this column.
    mutating func add(_ value: AnyRealmValue, key: ObjectKey) {
        entries.append((key, value))
    }

    /// Writes the index, children before parents, and answers its root ref.
    func write(to sink: inout some NodeSink) throws -> Int64 {
        try SearchIndexNodeWriter.write(makeTree(), to: &sink)
    }

    /// The index as Realm Core would hold it after inserting every entry.
    func makeTree() -> SearchIndexNode {
        let sorted = entries.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map(\.element)
        var root = SearchIndexNode(isInner: false)
        switch kind {
        case .general:
            var values: [Int64: SearchIndexValue] = [:]
            values.reserveCapacity(sorted.count)
            for entry in sorted { values[entry.key] = SearchIndexValue(entry.value, tableKeys: tableKeys) }
            let inserter = SearchIndexInserter(isFullWord: false) { key in
                guard let value = values[key] else { preconditionFailure("search index: object \(key) has no value") }
                return value
            }
            for entry in sorted {
                guard let value = values[entry.key] else { continue }
                root = inserter.insert(entry.key, data: value.indexData, value: value, offset: 0, into: root)
            }
        case .fullText:
            let inserter = SearchIndexInserter(isFullWord: true) { _ in
                preconditionFailure("search index: a full-text index never looks values up")
            }
            for entry in sorted {
                guard case .string(let text) = entry.value else { continue }
                for word in SearchIndexTokenizer.words(in: Array(text.utf8)) {
                    root = inserter.insert(entry.key, data: word, value: .string(word), offset: 0, into: root)
                }
            }
        }
        return root
    }
}
