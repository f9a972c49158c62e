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
    /// Reads only the dictionary columns' refs and, of each dictionary they
    /// lead to, the header of its values' root (a first query on a file pays
    /// no decoding of dictionaries for it).
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
                        if ref != 0, try dictionaryIsEmpty(ref: ref, budget: budget) {
                            emptied[column.name, default: []].append(try cluster.key(at: row))
                        }
                    }
                }
            }
            return emptied
        }
    }

    /// Whether the dictionary at `ref` (not 0) holds no entry: Realm Core counts its values
    /// (`Dictionary::size`), and a values B+tree is empty only as a leaf of size 0 (an inner
    /// node always holds some). Formats 21 and 22 kept it otherwise: read whole there.
    private func dictionaryIsEmpty(ref: Int, budget: TraversalBudget) throws -> Bool {
        let top = try ArrayNode(reader, ref: ref)
        guard fileFormatVersion >= 23, top.hasRefs, top.size >= 2 else {
            return try readDictionary(ref: ref, depth: 1, budget: budget).isEmpty  // and its damage reported as there
        }
        let values = try top.getRef(1)
        guard values != 0 else { return true }
        let root = try ArrayNode(reader, ref: values)
        return !root.isInnerBPlusTreeNode && root.size == 0
    }
}
