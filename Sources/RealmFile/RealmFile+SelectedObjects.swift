import RealmModel

// MARK: - Reading only what a query needs

extension RealmFile {
    /// Streams the objects of the top-level class `className` in object-key
    /// order, cluster by cluster, decoding only the properties named in
    /// `properties`: `body` gets the keys of up to a cluster of objects and,
    /// per persisted property (schema order), the column of their values —
    /// empty for a property not selected. A query that reads two columns of
    /// a wide class pays for two columns, not for whole objects, and no
    /// per-object array is made.
    ///
    /// ```swift
    /// try file.forEachClusterInKeyOrder(ofClass: "Item", selecting: ["n"]) { keys, columns in
    ///     print(keys.count, columns[0].first ?? .null)   // columns of other properties are empty
    /// }
    /// ```
    ///
    /// Values are exactly what `forEachObjectInKeyOrder(ofClass:)` gives for
    /// the selected properties (embedded objects whole, collections whole).
    public func forEachClusterInKeyOrder(
        ofClass className: String, selecting properties: Set<String>,
        _ body: (_ keys: [ObjectKey], _ columns: [[AnyRealmValue]]) throws -> Void
    ) throws {
        try naming { try forEachCluster(ofClass: className, selecting: properties, body) }
    }

    private func forEachCluster(
        ofClass className: String, selecting properties: Set<String>,
        _ body: (_ keys: [ObjectKey], _ columns: [[AnyRealmValue]]) throws -> Void
    ) throws {
        guard let position = tableIndexByClass[className] else { throw RealmFileError.noSuchClass(className) }
        let table = group.tables[position]
        let columns = columnsByTable[position]
        let selected = columns.indices.filter { properties.contains(columns[$0].name) }
        let budget = TraversalBudget(fileSize: reader.count)
        try table.clusterTree.forEachCluster(budget: budget) { cluster in
            var values = [[AnyRealmValue]](repeating: [], count: columns.count)
            for index in selected {
                let column = columns[index]
                var columnValues: [AnyRealmValue] = []
                columnValues.reserveCapacity(cluster.count)
                switch try makeLeaf(cluster, column: column) {
                case .values(let leaf):
                    for row in 0 ..< cluster.count {
                        columnValues.append(try resolve(try leaf.element(at: row), depth: 0, budget: budget))
                    }
                case .collections(let node):
                    for row in 0 ..< cluster.count {
                        let ref = try node.getRef(row)
                        columnValues.append(column.collection == .dictionary
                            ? .dictionary(try readDictionary(ref: ref, depth: 1, budget: budget))
                            : .list(try readList(ref: ref, element: column.element, depth: 1, budget: budget)))
                    }
                }
                values[index] = columnValues
            }
            try body(try (0 ..< cluster.count).map { try cluster.key(at: $0) }, values)
        }
    }

    /// A reader of single objects of one class by object key (see `ObjectLookup`).
    public func makeObjectLookup(ofClass className: String) throws -> ObjectLookup {
        guard let position = tableIndexByClass[className] else { throw RealmFileError.noSuchClass(className) }
        return ObjectLookup(file: self, table: position)
    }
}

/// Reads whole objects of one class by object key, as the canonical dump
/// holds them (the same values as `forEachObject(ofClass:)`). The leaves of
/// the cluster last read are kept, so keys asked for in ascending order
/// decode each cluster once: fetching a query's matches costs what reading
/// those objects costs, not a scan of the class.
///
/// ```swift
/// let lookup = try file.makeObjectLookup(ofClass: "Dog")
/// if let dog = try lookup.record(forKey: 3) { print(dog.values) }
/// ```
public final class ObjectLookup {
    let file: RealmFile
    let table: Int
    private let columns: [ColumnReader]
    /// One walk's limits: reading every object once fits, as a full scan does.
    private let budget: TraversalBudget
    private var cached: RealmFile.ClusterLeaves?

    init(file: RealmFile, table: Int) {
        self.file = file
        self.table = table
        columns = file.columnsByTable[table]
        budget = TraversalBudget(fileSize: file.reader.count)
    }

    /// The object `key`, or nil when the class has no such object.
    public func record(forKey key: ObjectKey) throws -> ObjectRecord? {
        try file.naming { try readRecord(forKey: key) }
    }

    private func readRecord(forKey key: ObjectKey) throws -> ObjectRecord? {
        guard let (cluster, row) = try file.group.tables[table].clusterTree.find(key: key) else { return nil }
        let leaves: RealmFile.ClusterLeaves
        if let cached, cached.cluster.node.ref == cluster.node.ref {
            leaves = cached
        } else {
            leaves = try file.makeLeaves(cluster, columns: columns)
            cached = leaves
        }
        return ObjectRecord(key: key, values: try file.readValues(leaves, row: row, columns: columns, depth: 0, budget: budget))
    }
}
