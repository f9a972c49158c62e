#if canImport(Glibc)
import Glibc
#endif
import RealmModel
import RealmStore

/// Makes compacted, self-contained copies of a store of either format, the
/// way Realm's `writeCopy(toFile:)` does: all committed data, no free
/// space, no side files. Shared by `bundle` and `copy`.
public enum StoreCopier {
    /// Writes a compacted copy of `store` to the new file `temporary`: for
    /// our stores SQLite's `VACUUM INTO`, for genuine Realm files the
    /// canonical dump imported into a new store (as `convert` does).
    public static func writeCopy(of store: InspectableStore, to temporary: String) throws {
        if let realm = store as? Realm {
            try realm.writeCompactedCopy(toPath: temporary)
            return
        }
        let dumpPath = AtomicFile.temporaryPath(for: temporary, purpose: "dump")
        let cleanup = TemporaryFiles.register(dumpPath)
        defer {
            AtomicFile.removeWithSideFiles(dumpPath)
            TemporaryFiles.remove(cleanup)
        }
        let dumpOutput = try FileDescriptorOutput.create(path: dumpPath)
        AtomicFile.markInUse(dumpOutput.fd)
        try writeDump(of: store, to: dumpOutput)
        try dumpOutput.close()
        let realm = try Realm(configuration: Realm.Configuration(path: temporary))
        try realm.importCanonicalDump(from: SharedByteInput(try FileByteInput(path: dumpPath)))
        try realm.compactInPlace()
    }

    /// Streams `store`'s canonical dump into `output`.
    private static func writeDump(of store: some InspectableStore, to output: FileDescriptorOutput) throws {
        try CanonicalDumpWriter.write(store) { chunk in try output.write(chunk) }
    }

    /// The SHA-256 of a store's canonical dump, streamed: equal digests
    /// mean equal dumps, without holding either in memory.
    public static func dumpDigest(of store: some CanonicalDumpSource) throws -> SHA256.Digest {
        let sink = DigestSink()
        try CanonicalDumpWriter.write(store) { sink.hash.update($0) }
        return sink.hash.finalize()
    }

    /// Removes the auxiliary files opening a store leaves beside `path`
    /// (lock, note, management folder, SQLite side files), not `path` itself.
    public static func removeSideFiles(of path: String) {
        AtomicFile.removeSideFiles(of: path)
    }

    /// The size of the file at `path`, or 0.
    public static func fileSize(_ path: String) -> Int64 {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : 0
    }
}

/// Collects a streamed digest inside an escaping writer callback.
private final class DigestSink {
    var hash = SHA256()
}
