import RealmModel
import Synchronization
/// A genuine Realm Core file (format v20–v24), opened read-only: its
/// schema, its objects as `RealmModel` values, and facts about the file.
///
/// ```swift
/// let file = try RealmFile(path: "default.realm")
/// try file.forEachObject(ofClass: "Dog") { print($0.values) }
/// ```
public final class RealmFile: @unchecked Sendable {
    /// The file's classes (`class_` tables), properties in column order.
    public let schema: Schema
    /// The file-format version of the active header slot (24 for Realm Core 14).
    public let fileFormatVersion: Int
    /// The ref of the group's top array in use.
    public let topRef: Int
    /// Size of the file on disk in bytes.
    public let fileSize: Int
    /// Whether the file is encrypted.
    public let isEncrypted: Bool
    /// Facts about the file beyond its data (`info`).
    public let info: RealmFileInfo

    /// The path the file was opened from.
    public let path: String
    /// The name every error gives the file: its path, or the user's path
    /// when the reader reads a private copy of it (`--snapshot`), so damage
    /// found at any later read still names the user's file.
    public let name: String
    let reader: ByteReader
    let group: Group
    /// Per class name: the table position in `group.tables`.
    let tableIndexByClass: [String: Int]
    /// Per table position: its decoded columns (persisted, public ones).
    let columnsByTable: [[ColumnReader]]

    /// Lazily built positions of object keys for classes without a primary key.
    private let positionsCache = Mutex<[String: ObjectKeyPositions]>([:])
    /// Distinct strings of enumerated string columns, by ref, read once.
    let enumKeysCache = Mutex<[Int: StringLeaf.EnumKeys]>([:])
    /// Whether `verifyLinks` passed: every query of a session asks it.
    let linksVerified = Mutex<Bool>(false)
    /// The tables whose links `verifyLinks(originatingIn:)` found agreeing with their backlinks.
    let linksVerifiedTables = Mutex<Set<Int64>>([])

    /// Opens `path`; `encryptionKey` (64 bytes) is needed for encrypted files.
    /// Errors name the file `shownAs` when given (a copy read in the
    /// user's file's stead), else `path`.
    public convenience init(path: String, shownAs name: String? = nil, encryptionKey: [UInt8]? = nil) throws {
        let name = name ?? path
        let mapped: MappedFile
        do {
            mapped = try MappedFile(path: path, shownAs: name)
        } catch let error as RealmFileError {
            throw error.renamingFile(path, to: name)
        }
        do {
            try self.init(reader: mapped.makeReader(), path: path, name: name, encryptionKey: encryptionKey)
        } catch RealmFileError.corrupt(let reason, let offset) {
            throw RealmFileError.damaged(path: name, reason: reason, offset: offset)
        }
    }

    /// Reads a Realm file held in memory (`name` is used in errors).
    public convenience init(bytes: [UInt8], name: String = "<memory>", encryptionKey: [UInt8]? = nil) throws {
        guard let buffer = OwnedBuffer(count: bytes.count) else {
            throw RealmFileError.cannotOpen(path: name, reason: MappedFile.tooLargeText(bytes.count, "file"))
        }
        bytes.withUnsafeBytes { buffer.pointer.copyMemory(from: $0.baseAddress ?? OwnedBuffer.emptyPointer, byteCount: bytes.count) }
        do {
            try self.init(reader: buffer.makeReader(), path: name, name: name, encryptionKey: encryptionKey)
        } catch RealmFileError.corrupt(let reason, let offset) {
            throw RealmFileError.damaged(path: name, reason: reason, offset: offset)
        }
    }

    /// Reads the file `fileReader` reads; an encrypted one's plaintext is
    /// decrypted page by page as it is read, at most `decryptionBudget`
    /// bytes of it in memory (`PageDecryptor.plaintextReader`).
    init(reader fileReader: ByteReader, path: String, name: String, encryptionKey: [UInt8]?,
         decryptionBudget: Int? = nil) throws {
        self.path = path
        self.name = name
        fileSize = fileReader.count
        var reader = fileReader
        var encrypted = false
        if !FileHeader.hasMnemonic(reader) {
            guard PageDecryptor.looksEncrypted(reader) else { throw RealmFileError.notARealmFile(path: name) }
            guard let encryptionKey else { throw RealmFileError.encrypted(path: name) }
            reader = try PageDecryptor(key: encryptionKey).plaintextReader(of: reader, path: name, budget: decryptionBudget)
            encrypted = true
            guard FileHeader.hasMnemonic(reader) else { throw RealmFileError.wrongKey(path: name) }
        }
        isEncrypted = encrypted
        self.reader = reader
        let header = try FileHeader(reader, path: name)
        topRef = header.topRef
        fileFormatVersion = header.fileFormatVersion
        if header.topRef == 0 && fileFormatVersion == 0 {
            // an empty file whose format was never decided
        } else if !(20 ... 24).contains(fileFormatVersion) {
            throw RealmFileError.unsupportedFileFormat(version: fileFormatVersion)
        }
        group = try Group(reader, topRef: header.topRef)
        var tableIndexByClass: [String: Int] = [:]
        for (position, table) in group.tables.enumerated() {
            if let className = table.className { tableIndexByClass[className] = position }
        }
        self.tableIndexByClass = tableIndexByClass
        var columnsByTable: [[ColumnReader]] = []
        var objectSchemas: [ObjectSchema] = []
        for table in group.tables {
            let columns = try ColumnReader.columns(of: table, in: group)
            columnsByTable.append(columns)
            guard let className = table.className else { continue }
            objectSchemas.append(try RealmFile.objectSchema(className: className, table: table, columns: columns, group: group))
        }
        self.columnsByTable = columnsByTable
        schema = Schema(objectSchemas)
        info = RealmFileInfo(
            fileSize: fileSize, fileFormatVersion: fileFormatVersion, topRef: header.topRef,
            isStreamingForm: header.isStreamingForm, isEncrypted: encrypted, group: group,
            schemaVersion: try RealmFile.schemaVersion(group: group, reader: reader))
    }

    /// The number of objects of `className`.
    public func objectCount(ofClass className: String) throws -> Int {
        try naming { try countObjects(ofClass: className) }
    }

    private func countObjects(ofClass className: String) throws -> Int {
        let table = try self.table(forClass: className)
        let budget = TraversalBudget(fileSize: reader.count)
        var count = 0
        try table.clusterTree.forEachCluster(budget: budget) { count += $0.count }
        return count
    }

    func table(forClass className: String) throws -> Table {
        guard let position = tableIndexByClass[className] else { throw RealmFileError.noSuchClass(className) }
        return group.tables[position]
    }

    // MARK: - Schema

    private static func objectSchema(className: String, table: Table, columns: [ColumnReader], group: Group) throws -> ObjectSchema {
        var primaryKey: String?
        var properties: [Property] = []
        for column in columns {
            let isPrimaryKey = table.primaryKeyColumnKey == column.column.columnKey
            if isPrimaryKey { primaryKey = column.name }
            let hasIndex = table.indexedLeafIndexes.contains(column.column.leafIndex)
            // Realm Core reads a column's nullability and collection kind from
            // its key and from the spec's attributes little more than the kind
            // of its search index: a full-text flag on an indexed column that
            // is not a string (damaged attributes) makes it look objects up
            // through an index that cannot hold them (a primary key it then
            // finds nothing by), while every value still reads. Without an
            // index the flag is never asked, by Core or by us.
            if hasIndex, column.column.isFullTextIndexed, column.column.type != .string {
                throw RealmFileError.corrupt(
                    reason: "column \(column.column.specIndex) (\(quoted: column.name)) has a full-text index but is not a string column",
                    offset: table.spec.attributesRef)
            }
            var objectClassName: String?
            if let target = column.element.targetTable {
                let targetTable = group.tables[target]
                // Realm Core's object store finds a link's class by its table's
                // name; a table whose name lost its `class_` (a flipped byte)
                // is no class, and every read of the link would fail.
                guard let targetClass = targetTable.className else {
                    throw RealmFileError.corrupt(
                        reason: "property \(quoted: column.name) of \(quoted: table.name) links to table \(quoted: targetTable.name), "
                            + "which is not a class (its name lacks 'class_')", offset: targetTable.ref)
                }
                objectClassName = targetClass
            }
            properties.append(Property(
                name: column.name, type: column.propertyType, collection: column.collection,
                isOptional: column.isOptional, isIndexed: hasIndex || isPrimaryKey,
                isFullTextIndexed: hasIndex && column.column.isFullTextIndexed, objectClassName: objectClassName))
        }
        return ObjectSchema(className: className, isEmbedded: table.isEmbedded, primaryKey: primaryKey, properties: properties)
    }

    /// The schema version in the `metadata` table (`object_store.cpp`), if any.
    ///
    /// As `ObjectStore::get_schema_version`: no metadata table, or one
    /// without columns, is unversioned; one with columns must hold the int
    /// column `version` and its first object, or Realm Core refuses the file
    /// (`Invalid column key`). A damaged column name read as "no version"
    /// showed schema version 0 and wrote it into converted files.
    private static func schemaVersion(group: Group, reader: ByteReader) throws -> Int64? {
        guard let table = group.tables.first(where: { $0.name == "metadata" }), !table.spec.columns.isEmpty else { return nil }
        guard let column = table.spec.columns.first(where: { $0.name == "version" && $0.type == .int }) else {
            throw RealmFileError.corrupt(reason: "the metadata table has no int column 'version' (Realm Core reads the schema version there)",
                                         offset: table.ref)
        }
        let budget = TraversalBudget(fileSize: reader.count)
        var version: Int64?
        try table.clusterTree.forEachCluster(budget: budget) { cluster in
            guard version == nil, cluster.count > 0 else { return }
            let ref = try cluster.columnRef(column.leafIndex)
            guard ref != 0 else { return }
            let leaf = try ValueLeaf(try ArrayNode(reader, ref: ref), type: ElementType(kind: .int, isNullable: column.isNullable))
            if case .value(.int(let value)) = try leaf.element(at: 0) { version = value }
        }
        guard version != nil else {
            throw RealmFileError.corrupt(reason: "the metadata table holds no schema version (Realm Core reads it from its first object)",
                                         offset: table.ref)
        }
        return version
    }

    // MARK: - Link positions

    /// Positions of the objects of a class without a primary key, built once.
    func positions(ofClass className: String) throws -> ObjectKeyPositions {
        if let cached = positionsCache.withLock({ $0[className] }) { return cached }
        let table = try self.table(forClass: className)
        var keys: [ObjectKey] = []
        let budget = TraversalBudget(fileSize: reader.count)
        try table.clusterTree.forEachCluster(budget: budget) { cluster in
            for row in 0 ..< cluster.count { keys.append(try cluster.key(at: row)) }
        }
        let positions = ObjectKeyPositions(keys: keys)
        positionsCache.withLock { $0[className] = positions }
        return positions
    }
}
