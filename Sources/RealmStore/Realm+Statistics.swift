import SQLite

extension Realm {
    /// How the store's main file is used: its size, the bytes holding data,
    /// and the free pages that `compact` would give back.
    public struct StorageStatistics: Equatable, Sendable {
        public var fileSize: Int64
        public var usedBytes: Int64
        public var freeBytes: Int64
        public var pageSize: Int64
    }

    /// Reads SQLite's page counts (`PRAGMA page_count`, `freelist_count`).
    public func storageStatistics() throws -> StorageStatistics {
        func integer(_ sql: String) throws -> Int64 {
            if case .integer(let v) = try connection.fetchValue(sql: sql) { return v }
            return 0
        }
        let pageSize = try integer("PRAGMA page_size")
        let pages = try integer("PRAGMA page_count")
        let free = try integer("PRAGMA freelist_count")
        return StorageStatistics(fileSize: pages * pageSize, usedBytes: (pages - free) * pageSize, freeBytes: free * pageSize, pageSize: pageSize)
    }
}
