import RealmModel

extension RealmFile: KeyOrderedObjectSource {
    /// The schema version in the file's `metadata` table, if it has one.
    public var persistedSchemaVersion: Int64? { info.schemaVersion }

    /// Streams the objects of `className` cluster by cluster, in key order,
    /// holding one cluster's leaves at a time.
    public func forEachObjectInKeyOrder(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {
        try naming { try forEachObjectInKeyOrder(className, body) }
    }

    private func forEachObjectInKeyOrder(_ className: String, _ body: (ObjectRecord) throws -> Void) throws {
        guard let position = tableIndexByClass[className] else { throw RealmFileError.noSuchClass(className) }
        let table = group.tables[position]
        let columns = columnsByTable[position]
        let budget = TraversalBudget(fileSize: reader.count)
        try table.clusterTree.forEachCluster(budget: budget) { cluster in
            let leaves = try makeLeaves(cluster, columns: columns)
            for row in 0 ..< cluster.count {
                let values = try readValues(leaves, row: row, columns: columns, depth: 0, budget: budget)
                try body(ObjectRecord(key: try cluster.key(at: row), values: values))
            }
        }
    }
}
