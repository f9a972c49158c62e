import Glibc
import RealmModel

/// Writes a genuine Realm file (Realm Core file format 24) from any
/// `KeyOrderedObjectSource`, in the form Realm's own compacted copy has
/// (`Realm.writeCopy`, `compact`): one pass of nodes, children before
/// parents, the top ref in a 16-byte footer, no history, no free list.
///
/// Object keys are kept from the source. Memory stays flat: one leaf of
/// objects per table being written, plus 16 bytes per link (for the
/// backlinks Realm Core keeps on every link's target).
///
/// ```swift
/// try RealmFileWriter.write(source, toPath: "seed.realm")
/// ```
public enum RealmFileWriter {
    public struct Options: Sendable {
        /// The schema version to record; `nil` keeps the source's.
        public var schemaVersion: Int64?
        /// A 64-byte key to encrypt the file with (`EncryptionPlug`); nil writes plain text.
        public var encryptionKey: [UInt8]?

        public init(schemaVersion: Int64? = nil, encryptionKey: [UInt8]? = nil) {
            self.schemaVersion = schemaVersion
            self.encryptionKey = encryptionKey
        }
    }

    /// The Realm file format the writer produces (Realm Core 14).
    public static let fileFormatVersion: UInt8 = 24
    /// `SlabAlloc::footer_magic_cookie`.
    static let footerMagic: UInt64 = 0x3034_1252_37E5_26C8

    /// Writes the file at `path`, which must not exist: the bytes go to a
    /// temporary file in the same folder, synced, then linked into place, so
    /// `path` appears whole or not at all and is never replaced.
    public static func write(_ source: some KeyOrderedObjectSource, toPath path: String, options: Options = Options()) throws {
        if options.encryptionKey != nil && !EncryptionPlug.isAvailable {
            throw RealmFileWriterError.unsupported("writing encrypted files")
        }
        if access(path, F_OK) == 0 { throw RealmFileWriterError.cannotWrite(path: path, reason: "the file already exists") }
        let temporary = path + ".writing-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw RealmFileWriterError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        defer {
            close(descriptor)
            unlink(temporary)
        }
        try write(source, toFileDescriptor: descriptor, path: path, options: options)
        guard fsync(descriptor) == 0 else {
            throw RealmFileWriterError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        // link, unlike rename, never replaces a file that appeared meanwhile
        guard link(temporary, path) == 0 else {
            throw RealmFileWriterError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        syncFolder(of: path)
    }

    /// Makes the new directory entry durable (best effort: some file systems refuse).
    private static func syncFolder(of path: String) {
        let folder = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : "."
        let descriptor = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// Writes the file to `descriptor` (open for writing, positioned at the
    /// start of an empty file); `path` names it in errors. The caller syncs
    /// and closes it.
    public static func write(_ source: some KeyOrderedObjectSource, toFileDescriptor descriptor: Int32, path: String,
                             options: Options = Options()) throws {
        if let key = options.encryptionKey {
            try EncryptionPlug.write(source, toFileDescriptor: descriptor, path: path, key: key, options: options)
            return
        }
        var output = FileDescriptorOutput(descriptor: descriptor, path: path)
        try write(source, to: &output, options: options)
    }

    /// The file as bytes in memory (tests and small files).
    public static func bytes(of source: some KeyOrderedObjectSource, options: Options = Options()) throws -> [UInt8] {
        var output = MemoryOutput()
        try write(source, to: &output, options: options)
        return output.bytes
    }

    /// Writes the whole file through `output`.
    static func write<Output: FileOutput>(_ source: some KeyOrderedObjectSource, to output: inout Output, options: Options) throws {
        // first pass: links, backlink columns, embedded numbering
        let initialLayout = try WriterLayout(schema: source.schema)
        if !SearchIndexPlug.isAvailable, let table = initialLayout.tables.first(where: { $0.needsSearchIndex }) {
            throw RealmFileWriterError.unsupported(
                "class '\(table.objectSchema?.className ?? table.name)' needs a search index (a primary key or an indexed property)")
        }
        var collector = LinkCollector(layout: initialLayout)
        var topLevel: [Int] = []
        for (position, table) in collector.layout.tables.enumerated() {
            guard let objectSchema = table.objectSchema, !objectSchema.isEmbedded else { continue }
            topLevel.append(position)
            // only objects that can hold links matter to the first pass
            guard table.columns.contains(where: { $0.element.kind == .link || $0.element.kind == .mixed }) else { continue }
            try source.forEachObjectInKeyOrder(ofClass: objectSchema.className) { record in
                try collector.object(table: position, key: record.key, values: record.values)
            }
        }
        let layout = collector.layout
        var graph = collector.graph
        graph.sort()

        var sink = try StreamingNodeSink(output: output)
        var writers = layout.tables.indices.map { TableDataWriter(table: $0, layout: layout, graph: &graph) }
        var embeddedKeys: [Int: Int64] = [:]

        // the object store's metadata: one object holding the schema version
        let version = options.schemaVersion ?? source.persistedSchemaVersion ?? -1
        try writers[WriterLayout.metadataTable].add(key: 0, values: [.int(version)], layout: layout, sink: &sink)

        // second pass: the objects, embedded ones numbered as in the first pass
        for position in topLevel {
            guard let className = layout.tables[position].objectSchema?.className else { continue }
            let publicCount = layout.tables[position].columns.count(where: { !$0.isBacklink })
            try source.forEachObjectInKeyOrder(ofClass: className) { record in
                guard record.values.count == publicCount else {
                    throw RealmFileWriterError.invalidSource(
                        "an object of '\(className)' has \(record.values.count) values for \(publicCount) properties")
                }
                var values = record.values
                for index in values.indices {
                    values[index] = try embed(values[index], table: position, column: index, owner: record.key,
                                              layout: layout, writers: &writers, keys: &embeddedKeys, sink: &sink)
                }
                try writers[position].add(key: record.key, values: values, layout: layout, sink: &sink)
            }
        }

        var tableRefs: [Int64] = []
        for position in layout.tables.indices {
            let root = try writers[position].finish(layout: layout, sink: &sink)
            let table = layout.tables[position]
            let indexes = try table.columns.indices.map { column in
                try searchIndexRef(table: position, column: column, layout: layout, source: source, sink: &sink)
            }
            tableRefs.append(try GroupWriter.writeTableTop(
                table, in: layout, clusterRoot: root, searchIndexes: indexes,
                nextObjectKey: writers[position].lastKey + 1, sink: &sink))
        }
        let topRef = try GroupWriter.writeGroupTop(tableNames: layout.tables.map(\.name), tableRefs: tableRefs, sink: &sink)
        try sink.finish(topRef: topRef)
        output = sink.output
    }
}
