import RealmModel

extension Realm {
    /// Gives properties the full-text flag `source` has for them, without a
    /// migration (no data changes, the schema version stays). For stores made
    /// from a canonical dump, which records only "indexed": `convert` and
    /// queries on genuine files keep Realm's `TEXT` operator working.
    public func restoreFullTextIndexes(from source: Schema) throws {
        var changes: [(String, Property)] = []
        for objectSchema in source.objectSchemas {
            for property in objectSchema.properties where property.isFullTextIndexed {
                guard var current = schema[objectSchema.className]?[property.name], !current.isFullTextIndexed,
                      current.type == .string, current.collection == nil else { continue }
                current.isFullTextIndexed = true
                current.isIndexed = true
                changes.append((objectSchema.className, current))
            }
        }
        guard !changes.isEmpty else { return }
        try inMigrationTransaction {
            for (className, property) in changes {
                try apply(.changeProperty(className: className, property: property, defaultValue: nil))
            }
        }
    }
}
