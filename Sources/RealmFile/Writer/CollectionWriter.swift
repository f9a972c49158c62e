import RealmModel

/// Lists, sets and dictionaries as Realm Core stores them: a B+tree of the
/// element type's leaves (links as plain keys), sets sorted in Realm's order
/// (`set.cpp`), dictionaries as [keys tree, values tree] with keys sorted by
/// their UTF-8 bytes and values as mixed (`dictionary.cpp`). An empty
/// collection is ref 0.
enum CollectionWriter {
    /// A list or set column's collection (`isSet` sorts it first).
    static func writeList(_ elements: [AnyRealmValue], elementType: ElementType, isSet: Bool,
                          context: EncodingContext, sink: inout some NodeSink) throws -> Int64 {
        guard !elements.isEmpty else { return 0 }
        if isSet, elements.contains(where: { if case .list = $0 { true } else if case .dictionary = $0 { true } else { false } }) {
            throw RealmFileWriterError.invalidSource("a set holds a list or dictionary, which Realm does not allow")
        }
        var type = elementType
        type.linksStoredPlusOne = false
        let ordered = isSet ? RealmOrder.sortedSet(elements, context: context) : elements
        return try BPlusTreeWriter.write(count: ordered.count, sink: &sink) { range, sink in
            try LeafEncoder.write(Array(ordered[range]), type: type, position: range.lowerBound, context: context, sink: &sink)
        }
    }

    /// A list nested in a mixed value (a B+tree of mixed).
    static func writeMixedList(_ elements: [AnyRealmValue], context: EncodingContext, sink: inout some NodeSink) throws -> Int64 {
        try writeList(elements, elementType: ElementType(kind: .mixed, isNullable: true), isSet: false, context: context, sink: &sink)
    }

    /// A dictionary: [keys B+tree of strings, values B+tree of mixed], in key order.
    static func writeDictionary(_ entries: [String: AnyRealmValue], valueType: ElementType,
                                context: EncodingContext, sink: inout some NodeSink) throws -> Int64 {
        guard !entries.isEmpty else { return 0 }
        let keys = entries.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let keysRef = try BPlusTreeWriter.write(count: keys.count, sink: &sink) { range, sink in
            try StringLeafEncoder.strings(keys[range].map { .string($0) }, nullable: false, sink: &sink)
        }
        let valuesRef = try BPlusTreeWriter.write(count: keys.count, sink: &sink) { range, sink in
            try MixedLeafEncoder.write(keys[range].map { entries[$0] ?? .null }, position: range.lowerBound,
                                       context: context, sink: &sink)
        }
        return try sink.writeIntegerArray([keysRef, valuesRef], flags: .hasRefs)
    }
}
