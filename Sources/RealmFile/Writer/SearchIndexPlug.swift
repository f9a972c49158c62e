import RealmModel

/// Where the search-index builder (`SearchIndexBuilder`, branch `index`)
/// plugs into the writer: one `Builder` per indexed column, fed with the
/// column's (value, object key) pairs as the objects stream by.
///
/// Once the builder lands, `isAvailable` is true and `Builder` is:
/// ```swift
/// struct Builder {
///     private var builder: SearchIndexBuilder
///     init(property: Property, fullText: Bool, tableKeys: [String: Int64]) throws {
///         builder = SearchIndexBuilder(kind: fullText ? .fullText : .general, type: property.type, isOptional: property.isOptional)
///         builder.tableKeys = tableKeys.mapValues { UInt32($0) }
///     }
///     mutating func add(_ value: AnyRealmValue, key: ObjectKey) { builder.add(value, key: key) }
///     func write(to sink: inout some NodeSink) throws -> Int64 { try builder.write(to: &sink) }
/// }
/// ```
public enum SearchIndexPlug {
    /// Whether the writer can write search indexes (primary keys, `@Index`,
    /// full-text); classes that need one are refused until it can.
    public static let isAvailable = false

    /// One column's index being built.
    struct Builder {
        init(property: Property, fullText: Bool, tableKeys: [String: Int64]) throws {
            throw RealmFileWriterError.unsupported("the search index of '\(property.name)' (primary keys and indexed properties)")
        }

        mutating func add(_ value: AnyRealmValue, key: ObjectKey) {}

        func write(to sink: inout some NodeSink) throws -> Int64 {
            throw RealmFileWriterError.unsupported("search indexes")
        }
    }
}
