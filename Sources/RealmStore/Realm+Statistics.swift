import SQLite

extension Realm {
    /// How the store's main file is used: its size, the bytes holding data,
    /// and what `compact` would give back.
    ///
    /// Deleting objects seldom frees whole pages: SQLite leaves most pages
    /// half-empty, and only a rebuild (`VACUUM`, our compaction) packs them
    /// again. So `freeBytes` counts both the free pages and that slack.
    public struct StorageStatistics: Equatable, Sendable {
        public var fileSize: Int64
        /// `fileSize - freeBytes`: what a compacted copy would keep.
        public var usedBytes: Int64
        /// What compaction would give back: `freeListBytes + slackBytes`.
        public var freeBytes: Int64
        public var pageSize: Int64
        /// Pages on SQLite's free list (`PRAGMA freelist_count`), in bytes.
        public var freeListBytes: Int64
        /// Whole pages' worth of unused space inside pages in use: for each
        /// table and index, its pages minus the pages its content needs when
        /// packed (never counted for a table of one page).
        public var slackBytes: Int64

        public init(fileSize: Int64, freeListBytes: Int64, slackBytes: Int64, pageSize: Int64) {
            self.fileSize = fileSize
            self.pageSize = pageSize
            self.freeListBytes = freeListBytes
            self.slackBytes = slackBytes
            freeBytes = min(fileSize, freeListBytes + slackBytes)
            usedBytes = fileSize - freeBytes
        }
    }

    /// Reads SQLite's page counts (`PRAGMA page_count`, `freelist_count`)
    /// and, through the `dbstat` table, the slack inside the pages in use.
    /// Reads every page once; without `dbstat` only free pages are counted.
    public func storageStatistics() throws -> StorageStatistics {
        func integer(_ sql: String) throws -> Int64 {
            if case .integer(let v) = try connection.fetchValue(sql: sql) { return v }
            return 0
        }
        let pageSize = try integer("PRAGMA page_size")
        let pages = try integer("PRAGMA page_count")
        let free = try integer("PRAGMA freelist_count")
        return StorageStatistics(fileSize: pages * pageSize, freeListBytes: free * pageSize,
                                 slackBytes: (try? slackBytes(pageSize: pageSize)) ?? 0, pageSize: pageSize)
    }

    /// Σ over b-trees of (pages − ⌈bytes in use ÷ page size⌉) × page size.
    private func slackBytes(pageSize: Int64) throws -> Int64 {
        guard pageSize > 0 else { return 0 }
        var slack: Int64 = 0
        for row in try connection.fetchAll(sql: "SELECT sum(pgsize), sum(unused), count(*) FROM dbstat GROUP BY name") {
            guard case .integer(let size) = row[0], case .integer(let unused) = row[1], case .integer(let count) = row[2] else { continue }
            let needed = max(1, (size - unused + pageSize - 1) / pageSize)
            slack += max(0, count - needed) * pageSize
        }
        return slack
    }
}
