/// Facts about a Realm file beyond its data, for `info`: sizes, format,
/// top ref, history, versions and free space.
public struct RealmFileInfo: Sendable {
    public var fileSize: Int
    public var fileFormatVersion: Int
    /// The top ref in use.
    public var topRef: Int
    /// Written by compaction / `writeCopy` (top ref in the footer).
    public var isStreamingForm: Bool
    public var isEncrypted: Bool
    /// The logical size the group records (slot 2).
    public var logicalFileSize: Int
    /// The transaction number of the snapshot (slot 6), if recorded.
    public var version: Int64?
    /// `none`, `local (in-Realm)`, `sync client`, … (slot 7).
    public var historyType: String
    /// Distinct versions still holding free space (readers may see them).
    public var freeListVersionCount: Int
    public var freeListEntries: Int
    /// Bytes on the free lists.
    public var freeBytes: Int
    /// Bytes in use: the logical size minus the free bytes.
    public var usedBytes: Int
    /// The `metadata` table's schema version, if the file has one.
    public var schemaVersion: Int64?
    /// Every table of the group (internal ones included).
    public var tableNames: [String]

    init(fileSize: Int, fileFormatVersion: Int, topRef: Int, isStreamingForm: Bool, isEncrypted: Bool, group: Group, schemaVersion: Int64?) {
        self.fileSize = fileSize
        self.fileFormatVersion = fileFormatVersion
        self.topRef = topRef
        self.isStreamingForm = isStreamingForm
        self.isEncrypted = isEncrypted
        logicalFileSize = group.logicalFileSize
        version = group.version
        historyType = group.historyType?.description ?? "none"
        freeListVersionCount = group.freeListVersions.count
        freeListEntries = group.freeListEntries
        freeBytes = group.freeBytes
        usedBytes = max(0, group.logicalFileSize - group.freeBytes)
        self.schemaVersion = schemaVersion
        tableNames = group.tables.map(\.name)
    }
}
