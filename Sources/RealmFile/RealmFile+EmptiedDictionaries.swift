import RealmModel

// MARK: - Dictionaries written once and empty now

extension RealmFile {
    /// The objects of `className` whose dictionary property holds no entry
    /// although it was written (its root ref is not 0: entries were added and
    /// removed), by property name; properties with none are left out.
    ///
    /// Realm Core reads the `@keys` of a dictionary that was never written
    /// (ref 0) as whatever the previous object left in its buffer
    /// (`ColumnDictionaryKeys::evaluate` skips it), and those of an emptied
    /// one as no keys, while both dump as `{}`. Realm Core writes no dictionary
    /// for an empty one it is given (`from-canonical`), so an empty dictionary
    /// is a never-written one unless listed here.
    ///
    /// Reads only the dictionary columns' refs, and the dictionaries they lead to.
    public func emptiedDictionaries(ofClass className: String) throws -> [String: [ObjectKey]] {
        try naming {
            guard let position = tableIndexByClass[className] else { throw RealmFileError.noSuchClass(className) }
            let columns = columnsByTable[position].filter { $0.collection == .dictionary }
            guard !columns.isEmpty else { return [:] }
            var emptied: [String: [ObjectKey]] = [:]
            let budget = TraversalBudget(fileSize: reader.count)
            try group.tables[position].clusterTree.forEachCluster(budget: budget) { cluster in
                for column in columns {
                    guard case .collections(let node) = try makeLeaf(cluster, column: column) else { continue }
                    for row in 0 ..< cluster.count {
                        let ref = try node.getRef(row)
                        if ref != 0, try readDictionary(ref: ref, depth: 1, budget: budget).isEmpty {
                            emptied[column.name, default: []].append(try cluster.key(at: row))
                        }
                    }
                }
            }
            return emptied
        }
    }
}
