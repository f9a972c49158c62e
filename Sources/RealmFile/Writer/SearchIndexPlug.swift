import RealmModel

/// Where the search-index builder (`SearchIndexBuilder`) plugs into the
/// writer: one call per indexed column.
public enum SearchIndexPlug {
    /// Whether the writer can write search indexes (primary keys, `@Index`,
    /// full-text); classes that need one are refused until it can.
    public static let isAvailable = true

    /// Builds and writes one column's index; `forEachEntry` calls its
    /// argument with each (value, object key) pair of the column.
    static func write(property: Property, fullText: Bool, tableKeys: [String: Int64], sink: inout some NodeSink,
                      forEachEntry: ((AnyRealmValue, ObjectKey) throws -> Void) throws -> Void) throws -> Int64 {
        var builder = SearchIndexBuilder(kind: fullText ? .fullText : .general, type: property.type, isOptional: property.isOptional)
        builder.tableKeys = tableKeys.mapValues { UInt32(truncatingIfNeeded: $0) }
        try forEachEntry { value, key in builder.add(value, key: key) }
        return try builder.write(to: &sink)
    }
}
