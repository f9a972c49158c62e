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
    public struct Options {
        /// The schema version to record; `nil` keeps the source's.
        public var schemaVersion: Int64?
        /// A 64-byte key to encrypt the file with (`EncryptionPlug`); nil writes plain text.
        public var encryptionKey: [UInt8]?
        /// Told how far the write is, in top-level objects (`WriteProgress`);
        /// nil costs nothing.
        public var progress: WriteProgress?

        public init(schemaVersion: Int64? = nil, encryptionKey: [UInt8]? = nil, progress: WriteProgress? = nil) {
            self.schemaVersion = schemaVersion
            self.encryptionKey = encryptionKey
            self.progress = progress
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
        if access(path, F_OK) == 0 { throw RealmFileWriterError.cannotWrite(path: path, reason: "the file already exists") }
        removeAbandonedTemporaries(of: path)
        let temporary = path + temporarySuffix + "\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw RealmFileWriterError.cannotWrite(path: path, reason: RealmFileWriterError.reason(forErrno: errno))
        }
        defer {
            close(descriptor)
            unlink(temporary)
        }
        try write(source, toFileDescriptor: descriptor, path: path, options: options)
        guard fsync(descriptor) == 0 else {
            throw RealmFileWriterError.cannotWrite(path: path, reason: RealmFileWriterError.reason(forErrno: errno))
        }
        // link, unlike rename, never replaces a file that appeared meanwhile
        guard link(temporary, path) == 0 else {
            throw RealmFileWriterError.cannotWrite(path: path, reason: RealmFileWriterError.reason(forErrno: errno))
        }
        syncFolder(of: path)
    }

    /// `OUT.writing-PID`: where `OUT` is written before it is linked into place.
    static let temporarySuffix = ".writing-"

    /// Removes `OUT.writing-PID` files left by writers that were killed
    /// (their process no longer exists); a live writer's file is left alone.
    private static func removeAbandonedTemporaries(of path: String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let prefix = (slash.map { String(path[path.index(after: $0)...]) } ?? path) + temporarySuffix
        guard let directory = opendir(folder.isEmpty ? "/" : folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard name.hasPrefix(prefix), let pid = Int32(name.dropFirst(prefix.count)), pid > 0 else { continue }
            if kill(pid, 0) == -1 && errno == ESRCH {
                unlink((folder.isEmpty ? "" : folder) + "/" + name)
            }
        }
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
        var output = PlainFileOutput(descriptor: descriptor, path: path)
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
        let initialLayout = try WriterLayout(schema: source.schema)
        // one pass over the source: each object's links are gathered (for the
        // backlinks, written last) and its column leaves written
        var collector = LinkCollector(layout: initialLayout)
        var sink = try StreamingNodeSink(output: output)
        var writers = initialLayout.tables.indices.map { TableDataWriter(table: $0, layout: initialLayout) }
        var embeddedKeys: [Int: Int64] = [:]
        var indexes = try SearchIndexes(layout: initialLayout)

        // the object store's metadata: one object holding the schema version
        let version = options.schemaVersion ?? source.persistedSchemaVersion ?? -1
        try writers[WriterLayout.metadataTable].add(key: 0, values: [.int(version)], layout: initialLayout, sink: &sink)

        let classNames = initialLayout.tables.compactMap { table in
            table.objectSchema.flatMap { $0.isEmbedded ? nil : $0.className }
        }
        var progress = options.progress.map { WriteProgress.Counter($0, source: source, classNames: classNames) }
        try source.forEachObjectInKeyOrder(ofClasses: classNames) { className, record in
            guard let position = initialLayout.tableIndexByClass[className] else { return }
            progress?.advance()
            // the collector numbers embedded objects as `embed` does (pre-order, same traversal)
            try collector.object(table: position, key: record.key, values: record.values)
            indexes.add(table: position, key: record.key, values: record.values)
            var values = record.values
            for index in values.indices {
                values[index] = try embed(values[index], table: position, column: index, owner: record.key, layout: initialLayout,
                                          writers: &writers, keys: &embeddedKeys, indexes: &indexes, sink: &sink)
            }
            try writers[position].add(key: record.key, values: values, layout: initialLayout, sink: &sink)
        }
        progress?.finish()
        let layout = collector.layout
        var graph = collector.graph
        graph.sort()

        var tableRefs: [Int64] = []
        for position in layout.tables.indices {
            let root = try writers[position].finish(layout: layout, graph: &graph, sink: &sink)
            let table = layout.tables[position]
            let indexRefs = try table.columns.indices.map { column in
                try indexes.write(table: position, column: column, sink: &sink)
            }
            tableRefs.append(try GroupWriter.writeTableTop(
                table, in: layout, clusterRoot: root, searchIndexes: indexRefs,
                nextObjectKey: writers[position].lastKey + 1, sink: &sink))
        }
        let topRef = try GroupWriter.writeGroupTop(tableNames: layout.tables.map(\.name), tableRefs: tableRefs, sink: &sink)
        try sink.finish(topRef: topRef)
        output = sink.output
    }
}
