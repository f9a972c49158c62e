import RealmModel

// MARK: - Objects found again through their primary key

extension RealmFile {
    /// Throws unless every object of the table at `position` is found
    /// through the search index of its primary key, as an app finds it
    /// (`object(ofType:forPrimaryKey:)`, an upsert) and as
    /// `realm-core-check` does after `Group::verify`: a damaged index (a
    /// flipped key, slot or ref) hides an object that every read by key
    /// still shows. A table without a primary key, or whose key column has
    /// no index, has nothing to check. One look-up per object, one cluster
    /// held at a time.
    func checkPrimaryKeyIndex(ofTable position: Int) throws {
        let table = group.tables[position]
        guard let pk = table.primaryKeyColumnKey,
              let column = columnsByTable[position].first(where: { $0.column.columnKey == pk }),
              column.collection == nil,
              let root = table.searchIndexRoots[column.column.leafIndex] else { return }
        let index = SearchIndexLookup(reader: reader, root: root)
        try table.clusterTree.forEachCluster(budget: TraversalBudget(fileSize: reader.count)) { cluster in
            guard case .values(let leaf) = try makeLeaf(cluster, column: column) else { return }
            for row in 0 ..< cluster.count {
                guard case .value(let value) = try leaf.element(at: row) else { continue }
                let key = try cluster.key(at: row)
                if case .missing(let at) = try index.find(key, value: SearchIndexValue(value, tableKeys: [:])) {
                    throw RealmFileError.corrupt(
                        reason: "object \(key) of \(quoted: table.name) is not found through the search index of its primary key "
                            + "\(quoted: column.name), as Realm Core looks it up", offset: at)
                }
            }
        }
    }
}
