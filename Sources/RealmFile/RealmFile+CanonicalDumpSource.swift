import RealmModel
extension RealmFile: CanonicalDumpSource {
    /// Streams the objects of `className` in canonical order: by primary key
    /// where the class has one, otherwise by object key. Holds one cluster of
    /// objects at a time, plus (pk, key) pairs for ordering.
    public func forEachObject(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {
        guard let position = tableIndexByClass[className] else { throw RealmFileError.noSuchClass(className) }
        try naming { try forEachObject(inTable: position, body) }
    }

    /// Streams the objects of the table at `position` in `group.tables`
    /// (internal tables too), in canonical order.
    func forEachObject(inTable position: Int, _ body: (ObjectRecord) throws -> Void) throws {
        let table = group.tables[position]
        let columns = columnsByTable[position]
        let budget = TraversalBudget(fileSize: reader.count)
        guard let pkIndex = columns.firstIndex(where: { $0.column.columnKey == table.primaryKeyColumnKey }) else {
            try table.clusterTree.forEachCluster(budget: budget) { cluster in
                let leaves = try makeLeaves(cluster, columns: columns)
                for row in 0 ..< cluster.count {
                    let values = try readValues(leaves, row: row, columns: columns, depth: 0, budget: budget)
                    try body(ObjectRecord(key: try cluster.key(at: row), values: values))
                }
            }
            return
        }
        var order = try primaryKeys(table: table, column: columns[pkIndex], columns: columns, budget: budget)
        order.sort { a, b in
            if AnyRealmValue.primaryKeyPrecedes(a.0, b.0) { return true }
            if AnyRealmValue.primaryKeyPrecedes(b.0, a.0) { return false }
            return a.1 < b.1
        }
        var cached: ClusterLeaves?
        for (_, key) in order {
            guard let (cluster, row) = try table.clusterTree.find(key: key) else {
                throw RealmFileError.corrupt(reason: "object \(key) of \(quoted: table.name) vanished", offset: table.ref)
            }
            let leaves: ClusterLeaves
            if let cached, cached.cluster.node.ref == cluster.node.ref {
                leaves = cached
            } else {
                leaves = try makeLeaves(cluster, columns: columns)
                cached = leaves
            }
            let values = try readValues(leaves, row: row, columns: columns, depth: 0, budget: budget)
            try body(ObjectRecord(key: key, values: values))
        }
    }

    /// The LINKVALUE of object `key` of `className`: its primary key, or its
    /// position in key order.
    public func canonicalLinkValue(className: String, key: ObjectKey) throws -> CanonicalLinkValue {
        try naming { try linkValue(className: className, key: key) }
    }

    private func linkValue(className: String, key: ObjectKey) throws -> CanonicalLinkValue {
        guard let position = tableIndexByClass[className] else { throw RealmFileError.noSuchClass(className) }
        let table = group.tables[position]
        let columns = columnsByTable[position]
        if let column = columns.first(where: { $0.column.columnKey == table.primaryKeyColumnKey }) {
            guard let (cluster, row) = try table.clusterTree.find(key: key) else {
                throw RealmFileError.corrupt(reason: "link to missing object \(key) of class \(quoted: className)", offset: table.ref)
            }
            guard case .values(let leaf) = try makeLeaf(cluster, column: column) else {
                throw RealmFileError.corrupt(reason: "primary key of \(quoted: className) is a collection", offset: table.ref)
            }
            let budget = TraversalBudget(fileSize: reader.count)
            return .primaryKey(try resolve(try leaf.element(at: row), depth: 0, budget: budget))
        }
        guard let index = try positions(ofClass: className).position(of: key) else {
            throw RealmFileError.corrupt(reason: "link to missing object \(key) of class \(quoted: className)", offset: table.ref)
        }
        return .index(index)
    }

    /// (primary key, object key) of every object of `table`.
    private func primaryKeys(
        table: Table, column: ColumnReader, columns: [ColumnReader], budget: TraversalBudget
    ) throws -> [(AnyRealmValue, ObjectKey)] {
        var result: [(AnyRealmValue, ObjectKey)] = []
        try table.clusterTree.forEachCluster(budget: budget) { cluster in
            // An empty cluster (an empty class's root) is never read for
            // objects: check its leaves hold no values here.
            if cluster.count == 0 { _ = try makeLeaves(cluster, columns: columns) }
            guard case .values(let leaf) = try makeLeaf(cluster, column: column) else {
                throw RealmFileError.corrupt(reason: "primary key column \(quoted: column.name) is a collection", offset: cluster.node.ref)
            }
            for row in 0 ..< cluster.count {
                guard case .value(let value) = try leaf.element(at: row) else {
                    throw RealmFileError.corrupt(reason: "primary key column \(quoted: column.name) holds a link", offset: cluster.node.ref)
                }
                if case .string(let text) = value { try budget.copy(text.utf8.count) }
                result.append((value, try cluster.key(at: row)))
            }
        }
        return result
    }
}
