import RealmModel

/// Builds one column's search index (Realm Core's `StringIndex`) from its
/// (value, object key) pairs and writes it through a `NodeSink`.
///
/// Realm Core keeps a search index on every primary-key column and every
/// `@Index` property (bool, int, string, date, objectId, uuid, mixed, and
/// their optionals) and a full-text index where a string property has one;
/// the table's top array (slot 4) holds one index root ref per column (a
/// primary key's column has an index but no `Indexed` attribute bit).
///
/// The pairs may come in any order: the builder inserts them in ascending
/// object-key order, as Realm Core does when it indexes a filled table
/// (`Table::add_search_index`) or creates objects with their values, so the
/// nodes are Realm Core's own for those entries (the fixtures' indexes,
/// node for node). Realm's index of a file whose objects were given values
/// after creation, or later changed, may keep leftovers (one-key lists, a
/// list B+tree of uneven leaves); it answers every lookup as this one does.
///
/// ```swift
/// var builder = SearchIndexBuilder(kind: .general, type: .string, isOptional: false)
/// builder.add(.string("Rex"), key: 0)
/// let ref = try builder.write(to: &sink)   // the table's slot 4 entry for the column
/// ```
///
/// Memory: one small entry per object (an object key and its value; the
/// text for full-text), then the index itself, held until `write`. Entries
/// added in key order (as the writer gathers them) are not copied to sort.
struct SearchIndexBuilder {
    let kind: SearchIndexKind
    let type: PropertyType
    let isOptional: Bool
    /// Table keys of the classes that mixed values link to (only needed for
    /// an indexed mixed property holding links); set before adding values.
    var tableKeys: [String: UInt32] = [:]

    private var keys: [Int64] = []
    /// The value of `keys[i]` (general index).
    private var values: [SearchIndexValue] = []
    /// The text of `keys[i]` (full-text index; nil for null).
    private var texts: [String?] = []
    private var isInKeyOrder = true

    init(kind: SearchIndexKind, type: PropertyType, isOptional: Bool) {
        precondition(kind == .general ? type.canBeIndexed : type == .string,
                     "search index: Realm does not index \(type) properties (\(kind))")
        self.kind = kind
        self.type = type
        self.isOptional = isOptional
    }

    /// Records that the object `key` holds `value` in this column.
    mutating func add(_ value: AnyRealmValue, key: ObjectKey) {
        if let last = keys.last, key < last { isInKeyOrder = false }
        keys.append(key)
        switch kind {
        case .general:
            values.append(SearchIndexValue(value, tableKeys: tableKeys))
        case .fullText:
            if case .string(let text) = value { texts.append(text) } else { texts.append(nil) }
        }
    }

    /// Writes the index, children before parents, and answers its root ref.
    func write(to sink: inout some NodeSink) throws -> Int64 {
        try SearchIndexNodeWriter.write(makeTree(), to: &sink)
    }

    /// The index as Realm Core would hold it after inserting every entry in
    /// ascending key order.
    func makeTree() -> SearchIndexNode {
        var keys = self.keys, values = self.values, texts = self.texts
        if !isInKeyOrder {
            let order = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
            keys = order.map { self.keys[$0] }
            if kind == .general { values = order.map { self.values[$0] } } else { texts = order.map { self.texts[$0] } }
        }
        var root = SearchIndexNode(isInner: false)
        switch kind {
        case .general:
            let inserter = SearchIndexInserter(isFullWord: false) { key in
                // the object's position among the sorted keys (its first entry)
                var low = 0, high = keys.count
                while low < high {
                    let mid = (low + high) / 2
                    if keys[mid] < key { low = mid + 1 } else { high = mid }
                }
                guard low < keys.count, keys[low] == key else { preconditionFailure("search index: object \(key) has no value") }
                return values[low]
            }
            for (key, value) in zip(keys, values) {
                root = inserter.insert(key, data: value.indexData, value: value, offset: 0, into: root)
            }
        case .fullText:
            let inserter = SearchIndexInserter(isFullWord: true) { _ in
                preconditionFailure("search index: a full-text index never looks values up")
            }
            for (key, text) in zip(keys, texts) {
                guard let text else { continue }
                for word in SearchIndexTokenizer.words(in: Array(text.utf8)) {
                    root = inserter.insert(key, data: word, value: .string(String(decoding: word, as: UTF8.self)),
                                           offset: 0, into: root)
                }
            }
        }
        return root
    }
}
