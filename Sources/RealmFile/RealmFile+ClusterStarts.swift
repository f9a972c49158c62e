import RealmModel

// MARK: - Where each cluster begins

extension RealmFile {
    /// One cluster of a table: the key of its first object and how many it holds.
    public struct ClusterExtent: Equatable, Sendable {
        public let first: ObjectKey
        public let count: Int
        /// Where it sits in the cluster tree: the child index taken at each
        /// inner node from the root (empty when the root is this cluster).
        /// Realm Core merges only clusters under the same inner node.
        public var path: [Int] = []
    }

    /// The clusters of `className`'s table, in key order (none for a class
    /// without objects). Realm Core stops some searches only between
    /// clusters (`Query::do_find_all` checks a `LIMIT` after each one), so a
    /// query that must answer as Core does needs these boundaries; they are
    /// the file's own, which differ between a file Realm wrote in one go (256
    /// objects a cluster) and one churned by inserts and deletes. Their
    /// sizes let a copy follow how Core splits and merges them on later
    /// inserts and deletes (`Realm.modelClusterChanges`).
    ///
    /// ```swift
    /// let starts = try file.clusters(ofClass: "Item").map(\.first)   // [0, 256, 512, …] for large.realm
    /// ```
    ///
    /// Reads only the cluster tree's nodes and each cluster's first key,
    /// never a column.
    public func clusters(ofClass className: String) throws -> [ClusterExtent] {
        try naming {
            guard let position = tableIndexByClass[className] else { throw RealmFileError.noSuchClass(className) }
            var clusters: [ClusterExtent] = []
            try group.tables[position].clusterTree.forEachCluster(budget: TraversalBudget(fileSize: reader.count)) { cluster, path in
                if cluster.count > 0 { clusters.append(ClusterExtent(first: try cluster.key(at: 0), count: cluster.count, path: path)) }
            }
            return clusters
        }
    }
}
