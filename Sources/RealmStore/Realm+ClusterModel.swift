import RealmModel
import SQLite

// MARK: - Clusters through inserts and deletes, as Realm Core splits and merges them

extension Realm {
    /// Records `clusters` (each class's clusters in key order: first object
    /// key and size) as `recordClusterStarts` does, replacing what was
    /// recorded for those classes, and from now on moves them as Realm
    /// Core's cluster tree would through each insert and delete on this
    /// connection, so a `LIMIT` Core checks only between clusters stops,
    /// inside an open transaction, where Core's would on the same state (a
    /// working copy's edits before their commit). The sizes live in a
    /// temporary table and temporary triggers of this connection keep both;
    /// a rolled back transaction rolls them back too. Classes created later
    /// are not followed (their queries answer every match).
    ///
    /// The rules are Realm Core 14's (`Cluster::insert`,
    /// `ClusterNodeInner::erase`, clusters of at most 256 objects):
    /// - an insert into a full cluster splits it: a key after all of its
    ///   keys begins a new cluster; one among them moves the keys after it
    ///   into a new cluster, which begins at the first of them;
    /// - a delete that empties a cluster removes it; one that leaves fewer
    ///   than 128 objects, when a next cluster exists and the two hold fewer
    ///   than 192 together, moves the next one's objects into it.
    ///
    /// Exact where the cluster tree has one level of inner nodes (at most
    /// 256 clusters): Core merges only siblings, and in a deeper tree the
    /// two clusters on either side of an inner node's boundary are not; the
    /// model merges them too. A key inserted before every cluster of a class
    /// that has objects (never a new object: keys only grow) is not followed.
    public func modelClusterChanges(_ clusters: [String: [(first: ObjectKey, count: Int)]]) throws {
        if configuration.readOnly { throw RealmError.readOnly(path: configuration.displayPath) }
        try recordClusterStarts(clusters.mapValues { $0.map(\.first) })
        let sizes = Self.clusterSizesTable
        try translatingErrors {
            try connection.inTransaction(.immediate) {
                try connection.execute(sql: "CREATE TEMP TABLE IF NOT EXISTS \(sizes)(class TEXT NOT NULL, first_key INTEGER NOT NULL, size INTEGER NOT NULL, PRIMARY KEY (class, first_key)) WITHOUT ROWID")
                let delete = try connection.makeUncachedStatement(sql: "DELETE FROM \(sizes) WHERE class = ?")
                let insert = try connection.makeUncachedStatement(sql: "INSERT OR REPLACE INTO \(sizes)(class, first_key, size) VALUES (?, ?, ?)")
                for (className, extents) in clusters {
                    try delete.execute(arguments: [.text(className)])
                    for extent in extents { try insert.execute(arguments: [.text(className), .integer(extent.first), .integer(Int64(extent.count))]) }
                }
                for info in classInfos.values {
                    for sql in Self.clusterModelTriggers(table: info.table, className: info.className) {
                        try connection.execute(sql: sql)
                    }
                }
            }
        }
    }

    /// Each followed cluster's size, by class and first key (temporary: this
    /// connection's only; a trigger names it unqualified, as it must).
    static let clusterSizesName = TableLayout.quote("rl$cluster_sizes")
    static let clusterSizesTable = "temp." + clusterSizesName

    /// Realm Core's `cluster_node_size`: at most this many objects a cluster.
    static let clusterSize = 256

    /// The `CREATE TEMP TRIGGER` statements that keep `className`'s
    /// clusters (`table` is its quoted table). Triggers take no `WITH`, so
    /// each cluster is found again by subqueries. Per insert or delete, one
    /// trigger moves a size by one (two look-ups) where nothing else can
    /// happen; the other, whose `WHEN` lets it run only at a cluster that may
    /// split (full) or merge or vanish (at most half full), does the rest,
    /// counting the objects where the first may already have moved the size
    /// (a full cluster, one of exactly half). Either may run first (SQLite
    /// does not say in which order triggers fire).
    static func clusterModelTriggers(table: String, className: String) -> [String] {
        let starts = TableLayout.quote(TableLayout.clusterStartsTable), sizes = clusterSizesName
        let name = TableLayout.quoteText(className)
        let key = TableLayout.quotedKeyColumn
        let full = clusterSize, half = clusterSize / 2
        func trigger(_ prefix: String) -> String { "CREATE TEMP TRIGGER IF NOT EXISTS \(TableLayout.quote(prefix + className))" }
        func start(holding k: String) -> String { "(SELECT max(first_key) FROM \(sizes) WHERE class = \(name) AND first_key <= \(k))" }
        func start(after first: String) -> String { "(SELECT min(z.first_key) FROM \(sizes) AS z WHERE z.class = \(name) AND z.first_key > \(first))" }
        func size(_ first: String) -> String { "(SELECT size FROM \(sizes) WHERE class = \(name) AND first_key = \(first))" }
        /// The objects from `first` up to the next cluster's start, counted (at most `most`).
        func count(_ first: String, most: Int = full + 1) -> String {
            "(SELECT count(*) FROM (SELECT 1 FROM \(table) WHERE \(key) >= \(first) AND \(key) < coalesce(\(start(after: first)), 9223372036854775807) LIMIT \(most)))"
        }
        let holding = start(holding: "NEW.\(key)")
        let end = "coalesce(\(start(after: "NEW.\(key)")), 9223372036854775807)"
        // Where a split of NEW's cluster begins the new one: the first key after NEW there, else NEW.
        let splitKey = "coalesce((SELECT min(\(key)) FROM \(table) WHERE \(key) > NEW.\(key) AND \(key) < \(end)), NEW.\(key))"
        let splits = "\(holding) IS NOT NULL AND \(count(holding)) > \(full)"
        let alone = "NOT EXISTS (SELECT 1 FROM \(sizes) WHERE class = \(name)) AND NOT EXISTS (SELECT 1 FROM \(table) WHERE \(key) <> NEW.\(key))"
        // Sets the sizes of the clusters the condition appended to it picks, by counting their objects.
        let recount = "UPDATE \(sizes) SET size = \(count("\(sizes).first_key")) WHERE class = \(name)"
        let grow = """
            \(trigger("rl$grow$")) AFTER INSERT ON main.\(table) BEGIN \
            UPDATE \(sizes) SET size = size + 1 WHERE class = \(name) AND first_key = \(holding) AND size < \(full); END
            """
        let split = """
            \(trigger("rl$split$")) AFTER INSERT ON main.\(table) WHEN \(holding) IS NULL OR \(size(holding)) >= \(full) BEGIN \
            INSERT OR IGNORE INTO \(starts)(class, first_key) SELECT \(name), \(splitKey) WHERE \(splits); \
            INSERT OR IGNORE INTO \(sizes)(class, first_key, size) SELECT \(name), \(splitKey), 0 WHERE \(splits); \
            \(recount) AND first_key IN (\(holding), \(start(holding: "(\(holding) - 1)")), \(start(after: holding))); \
            INSERT INTO \(starts)(class, first_key) SELECT \(name), NEW.\(key) WHERE \(alone); \
            INSERT INTO \(sizes)(class, first_key, size) SELECT \(name), NEW.\(key), 1 WHERE \(alone); END
            """
        let s = start(holding: "OLD.\(key)"), n = start(after: s)
        let shrink = """
            \(trigger("rl$shrink$")) AFTER DELETE ON main.\(table) BEGIN \
            UPDATE \(sizes) SET size = size - 1 WHERE class = \(name) AND first_key = \(s) AND size > \(half); END
            """
        // Below half, `shrink` never ran for this delete: one less. At exactly half it may have (from half + 1): count.
        let merge = """
            \(trigger("rl$merge$")) AFTER DELETE ON main.\(table) WHEN \(size(s)) <= \(half) BEGIN \
            UPDATE \(sizes) SET size = CASE WHEN size < \(half) THEN size - 1 ELSE \(count(s)) END WHERE class = \(name) AND first_key = \(s); \
            DELETE FROM \(starts) WHERE class = \(name) AND first_key = \(n) \
            AND \(size(s)) BETWEEN 1 AND \(half - 1) AND \(size(s)) + \(size(n)) < \(full * 3 / 4); \
            UPDATE \(sizes) SET size = size + \(size(n)) WHERE class = \(name) AND first_key = \(s) AND \(n) IS NOT NULL \
            AND NOT EXISTS (SELECT 1 FROM \(starts) WHERE class = \(name) AND first_key = \(n)); \
            DELETE FROM \(sizes) WHERE class = \(name) AND first_key = \(n) \
            AND NOT EXISTS (SELECT 1 FROM \(starts) WHERE class = \(name) AND first_key = \(n)); \
            DELETE FROM \(starts) WHERE class = \(name) AND first_key = \(s) AND \(size(s)) = 0; \
            DELETE FROM \(sizes) WHERE class = \(name) AND first_key = \(s) AND size = 0; END
            """
        return [grow, split, shrink, merge]
    }
}
