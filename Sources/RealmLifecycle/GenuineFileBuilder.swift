#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmModel
import RealmStore

/// Makes a new genuine Realm file all-or-nothing, as `StoreBuilder` makes a
/// store: the writer's bytes go to a temporary file beside the target, which
/// is synced, read back by our reader (and, when asked, checked to hold the
/// source's canonical dump) and only then moved into place. Killed at any
/// moment, the target either does not exist or is whole.
public enum GenuineFileBuilder {
    /// What the new file looks like.
    public struct Options {
        /// Encrypts the file (64 bytes); nil writes plain text.
        public var encryptionKey: [UInt8]?
        /// The schema version recorded; nil keeps the source's.
        public var schemaVersion: Int64?
        /// The new file's mode (a bundle is 0444).
        public var mode: mode_t = 0o644
        /// Re-read the written file and compare its canonical dump with the source's.
        public var verifyDump = false
        /// Where to draw a progress bar while the objects are written
        /// (stderr); drawn only when it is a terminal (`GenuineWriteProgress`).
        public var progress: (any ProgressDisplay)? = nil

        public init(encryptionKey: [UInt8]? = nil, schemaVersion: Int64? = nil, mode: mode_t = 0o644, verifyDump: Bool = false,
                    progress: (any ProgressDisplay)? = nil) {
            self.encryptionKey = encryptionKey
            self.schemaVersion = schemaVersion
            self.mode = mode
            self.verifyDump = verifyDump
            self.progress = progress
        }
    }

    /// Writes `source` as a genuine Realm file at `path`, which must not exist.
    public static func build(at path: String, purpose: String, from source: some KeyOrderedObjectSource & CanonicalDumpSource,
                      options: Options) throws {
        try build(at: path, purpose: purpose, from: source, options: options) {
            options.verifyDump ? try StoreCopier.dumpDigest(of: PersistedPropertiesDumpSource(source)) : nil
        }
    }

    /// Writes `source` (any object source; `expectedDigest` gives its dump's
    /// digest when the copy is to be verified) at `path`, which must not exist.
    public static func build(at path: String, purpose: String, from source: some KeyOrderedObjectSource, options: Options,
                      expectedDigest: () throws -> SHA256.Digest?) throws {
        try StoreOpener.requireNewStorePath(path)
        AtomicFile.removeStaleTemporaries(for: path, purpose: purpose)
        let temporary = AtomicFile.temporaryPath(for: path, purpose: purpose)
        unlink(temporary)
        let cleanup = TemporaryFiles.register(temporary)  // removed on SIGINT/SIGTERM/SIGHUP too
        defer { TemporaryFiles.remove(cleanup) }
        do {
            // One snapshot of a live store for every pass the writer makes and for the check.
            try inOneSnapshot(of: source) {
                try write(source, to: temporary, displayPath: path, options: options)
                // Read back by our own reader before it appears: a file we cannot read is never left as the result.
                let written = try RealmFile(path: temporary, encryptionKey: options.encryptionKey)
                if let expected = try expectedDigest() {
                    guard try StoreCopier.dumpDigest(of: written) == expected else {
                        throw LifecycleError.verificationFailed(path: path, reason: "its canonical dump differs from the source's")
                    }
                }
            }
            chmod(temporary, options.mode)
            try AtomicFile.commit(temporary, to: path, replace: false)
        } catch {
            unlink(temporary)
            throw StoreBuilder.naming(error, temporary: temporary, as: path)
        }
    }

    /// Runs `body` inside one read transaction of `source` where it has them (our store).
    private static func inOneSnapshot(of source: some KeyOrderedObjectSource, _ body: () throws -> Void) throws {
        if let store = source as? any CanonicalDumpSource { try store.read(body) } else { try body() }
    }

    /// Writes the file's bytes into the new file `temporary` and syncs them.
    private static func write(_ source: some KeyOrderedObjectSource, to temporary: String, displayPath: String,
                              options: Options) throws {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let reason = FolderRefusal.reason(errno)
            throw CommandFailure("cannot write \(quoted: displayPath): \(reason)")
        }
        defer { close(descriptor) }
        let progress = GenuineWriteProgress(label: "writing", source: source, output: options.progress)
        defer { progress.finish() }
        let writerOptions = RealmFileWriter.Options(schemaVersion: options.schemaVersion, encryptionKey: options.encryptionKey,
                                                    progress: progress.writerProgress)
        try RealmFileWriter.write(source, toFileDescriptor: descriptor, path: displayPath, options: writerOptions)
        guard fsync(descriptor) == 0 else {
            throw CommandFailure("cannot write \(quoted: displayPath): \(RealmFileWriterError.reason(forErrno: errno))")
        }
    }
}

/// A schema with no objects: what `create --to realm` writes.
public struct EmptyObjectSource: KeyOrderedObjectSource, CanonicalDumpSource {
    public let schema: Schema
    public let persistedSchemaVersion: Int64?

    public init(schema: Schema, persistedSchemaVersion: Int64?) {
        self.schema = schema
        self.persistedSchemaVersion = persistedSchemaVersion
    }

    public func forEachObjectInKeyOrder(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {}
    public func forEachObject(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {}
    public func canonicalLinkValue(className: String, key: ObjectKey) throws -> CanonicalLinkValue { .index(Int(key)) }
}

/// A store's dump as a Realm file records it: without `linkingObjects`,
/// which the SDKs compute from their model code and no file stores. What a
/// genuine copy is checked against.
public struct PersistedPropertiesDumpSource: CanonicalDumpSource {
    let base: any CanonicalDumpSource
    public let schema: Schema

    public init(_ base: any CanonicalDumpSource) {
        self.base = base
        schema = Schema(base.schema.objectSchemas.map { objectSchema in
            var persisted = objectSchema
            persisted.properties.removeAll { !$0.isPersisted }
            return persisted
        })
    }

    public func forEachObject(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {
        try base.forEachObject(ofClass: className, body)
    }

    public func canonicalLinkValue(className: String, key: ObjectKey) throws -> CanonicalLinkValue {
        try base.canonicalLinkValue(className: className, key: key)
    }
}

extension GenuineFileBuilder {
    /// Fills a temporary store beside `path` with `fill` and writes it as a
    /// genuine Realm file at `path`: for sources that arrive once, in an
    /// order of their own (a demo generator, a dump on standard input). The
    /// temporary store is removed afterwards, and by the next run in the
    /// folder if this one is killed.
    public static func buildThroughStore(at path: String, purpose: String, schema: Schema? = nil, schemaVersion: UInt64 = 0,
                                  options: Options, _ fill: (Realm) throws -> Void) throws {
        try StoreBuilder.throughTemporaryStore(beside: path, purpose: purpose, schema: schema, schemaVersion: schemaVersion, fill) { realm in
            try build(at: path, purpose: purpose, from: realm, options: options)
        }
    }
}
