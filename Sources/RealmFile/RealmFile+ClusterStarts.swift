import RealmModel

// MARK: - Where each cluster begins

extension RealmFile {
    /// The object key of the first object of each cluster of `className`'s
    /// table, in key order (empty for a class without objects). Realm Core
    /// stops some searches only between clusters (`Query::do_find_all`
    /// checks a `LIMIT` after each one), so a query that must answer as Core
    /// does needs these boundaries; they are the file's own, which differ
    /// between a file Realm wrote in one go (256 objects a cluster) and one
    /// churned by inserts and deletes.
    ///
    /// ```swift
    /// let starts = try file.clusterStarts(ofClass: "Item")   // [0, 256, 512, …] for large.realm
    /// ```
    ///
    /// Reads only the cluster tree's nodes and each cluster's first key,
    /// never a column.
    public func clusterStarts(ofClass className: String) throws -> [ObjectKey] {
        try naming {
            guard let position = tableIndexByClass[className] else { throw RealmFileError.noSuchClass(className) }
            var starts: [ObjectKey] = []
            try group.tables[position].clusterTree.forEachCluster(budget: TraversalBudget(fileSize: reader.count)) { cluster in
                if cluster.count > 0 { starts.append(try cluster.key(at: 0)) }
            }
            return starts
        }
    }
}
