import RealmModel

/// Where the search-index builder (`SearchIndexBuilder`) plugs into the
/// writer: one `Builder` per indexed column, fed with the column's
/// (value, object key) pairs as the objects stream by.
public enum SearchIndexPlug {
    /// One column's index being built.
    struct Builder {
        private var builder: SearchIndexBuilder

        init(property: Property, fullText: Bool, tableKeys: [String: Int64]) throws {
            builder = SearchIndexBuilder(kind: fullText ? .fullText : .general, type: property.type, isOptional: property.isOptional)
            // table keys are 32-bit in Realm Core; a larger one could not have been written
            builder.tableKeys = tableKeys.mapValues { UInt32(truncatingIfNeeded: $0) }
        }

        mutating func add(_ value: AnyRealmValue, key: ObjectKey) { builder.add(value, key: key) }

        func write(to sink: inout some NodeSink) throws -> Int64 { try builder.write(to: &sink) }
    }
}
