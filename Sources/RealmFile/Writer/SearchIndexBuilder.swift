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
/// Memory: one compact entry per object (`SearchIndexEntries`: the
/// value's own bytes, a byte for a bool, 16 for a uuid, and no key while
/// the keys run unbroken), then the index itself (about 20 bytes an
/// object), held until `write`. Entries added in key order (as the writer
/// gathers them) are not copied to sort.
struct SearchIndexBuilder {
    let kind: SearchIndexKind
    let type: PropertyType
    let isOptional: Bool
    /// Table keys of the classes that mixed values link to (only needed for
    /// an indexed mixed property holding links); set before adding values.
    var tableKeys: [String: UInt32] = [:]

    private var entries: SearchIndexEntries

    init(kind: SearchIndexKind, type: PropertyType, isOptional: Bool) {
        precondition(kind == .general ? type.canBeIndexed : type == .string,
                     "search index: Realm does not index \(type) properties (\(kind))")
        self.kind = kind
        self.type = type
        self.isOptional = isOptional
        entries = SearchIndexEntries(type: type)
    }

    /// Records that the object `key` holds `value` in this column.
    mutating func add(_ value: AnyRealmValue, key: ObjectKey) {
        entries.append(key: key, value: value, tableKeys: tableKeys)
    }

    /// Writes the index, children before parents, and answers its root ref.
    func write(to sink: inout some NodeSink) throws -> Int64 {
        try SearchIndexNodeWriter.write(makeTree(), to: &sink)
    }

    /// The index as Realm Core would hold it after inserting every entry in
    /// ascending key order.
    func makeTree() -> SearchIndexNode {
        var sorted = self.entries
        if !sorted.isInKeyOrder { sorted.sortByKey() }
        let entries = sorted  // a constant: the closure below reads it without boxing or copying
        var root = SearchIndexNode(isInner: false)
        switch kind {
        case .general:
            let inserter = SearchIndexInserter(isFullWord: false) { key in
                guard let position = entries.position(ofKey: key) else {
                    preconditionFailure("search index: object \(key) has no value")
                }
                return entries[position]
            }
            for position in 0 ..< entries.count {
                let value = entries[position]
                root = inserter.insert(entries.key(at: position), data: value.indexData, value: value, offset: 0, into: root)
            }
        case .fullText:
            let inserter = SearchIndexInserter(isFullWord: true) { _ in
                preconditionFailure("search index: a full-text index never looks values up")
            }
            for position in 0 ..< entries.count {
                guard case .string(let text) = entries[position] else { continue }
                for word in SearchIndexTokenizer.words(in: Array(text.utf8)) {
                    root = inserter.insert(entries.key(at: position), data: word,
                                           value: .string(String(decoding: word, as: UTF8.self)), offset: 0, into: root)
                }
            }
        }
        return root
    }
}
