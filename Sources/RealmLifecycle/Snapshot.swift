#if canImport(Glibc)
import Glibc
#endif
import RealmModel

/// A private copy of a genuine Realm file, taken so that an app writing to the
/// file cannot change it under the reader (`--snapshot`).
enum Snapshot {
    /// Copies `path` into the temporary directory; retries while the file's
    /// header (its top refs) changes during the copy, so the copy holds one commit.
    /// The copy's path comes back with its `TemporaryFiles` registration,
    /// which the caller removes once the copy is open (a signal before that
    /// removes the copy too).
    static func take(of path: String) throws -> (path: String, cleanup: TemporaryFiles.Token) {
        let directory = ProcessInfoLite.temporaryDirectory
        var name = path
        if let slash = name.lastIndex(of: "/") { name = String(name[name.index(after: slash)...]) }
        let copy = directory + "/realmlens-snapshot-\(getpid())-" + name
        let cleanup = TemporaryFiles.register(copy)
        do {
            for _ in 0..<5 {
                let before = try header(path)
                try copyFile(path, to: copy)
                if try header(path) == before && (try header(copy)) == before { return (copy, cleanup) }
            }
        } catch {
            TemporaryFiles.remove(cleanup)
            throw error
        }
        TemporaryFiles.remove(cleanup)
        throw CommandFailure("could not take a consistent snapshot of \(quoted: path): it kept changing while being copied")
    }

    static func header(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw StoreOpenError.cannotRead(path: path, reason: SystemErrorReason.text(errno)) }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 24)
        let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 24, 0) }
        var info = stat()
        fstat(fd, &info)
        return Array(bytes.prefix(max(0, n))) + withUnsafeBytes(of: info.st_size) { Array($0) }
    }

    static func copyFile(_ source: String, to target: String) throws {
        let input = try FileByteInput(path: source)
        unlink(target)  // our own name (pid in it); never written through whatever was there
        let output = open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw cannotCopy(source, into: target, errno: errno) }
        defer { close(output) }
        while let chunk = try input.readChunk() {
            var offset = 0
            while offset < chunk.count {
                let n = chunk[offset...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
                guard n > 0 else {
                    let code = n == 0 ? ENOSPC : errno
                    unlink(target)
                    throw cannotCopy(source, into: target, errno: code)
                }
                offset += n
            }
        }
    }

    /// A copy that could not be written, told of the user's file (the
    /// copy's own name means nothing to them) and of the folder, which is
    /// what to change:
    /// `cannot take a private snapshot of 'a.realm': the temporary folder '/tmp' is full`.
    static func cannotCopy(_ source: String, into copy: String, errno code: Int32) -> CommandFailure {
        let folder = copy.lastIndex(of: "/").map { String(copy[..<$0]) } ?? "."
        let problem: String
        switch code {
        case ENOSPC, EDQUOT, EFBIG: problem = "the temporary folder \(quoted: folder) is full"
        case ENOENT: problem = "the temporary folder \(quoted: folder) does not exist"
        default: problem = "cannot write into the temporary folder \(quoted: folder): \(SystemErrorReason.text(code, .writing))"
        }
        return CommandFailure("cannot take a private snapshot of \(quoted: source): \(problem)",
                              hint: "Set TMPDIR to a folder with room, or read the file without --snapshot.")
    }
}

/// The few process facts the shell needs, without Foundation.
enum ProcessInfoLite {
    static var temporaryDirectory: String {
        if let dir = getenv("TMPDIR") { return String(cString: dir) }
        return "/tmp"
    }
}

/// A genuine file read from a snapshot copy, shown under the original's path.
public final class SnapshotStore: InspectableStore {
    /// The store read from the private copy (a `RealmFile`).
    public let base: InspectableStore
    public let path: String

    init(base: InspectableStore, path: String) {
        self.base = base
        self.path = path
    }

    public var schema: Schema { base.schema }
    public var formatName: String { base.formatName + " (private snapshot)" }
    public var isReadOnly: Bool { true }
    public var schemaVersion: UInt64 { base.schemaVersion }
    public func objectCount(ofClass className: String) throws -> Int { try base.objectCount(ofClass: className) }
    public func formatFacts() throws -> [(String, String)] { try base.formatFacts() }
    public func requireUnshrunk() throws { try base.requireUnshrunk() }
    public func forEachObject(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {
        try base.forEachObject(ofClass: className, body)
    }
    public func canonicalLinkValue(className: String, key: ObjectKey) throws -> CanonicalLinkValue {
        try base.canonicalLinkValue(className: className, key: key)
    }
}

extension SnapshotStore: RealmFileFacts {
    public var usedByteCount: Int64 { (base as? RealmFileFacts)?.usedByteCount ?? 0 }
    public var freeByteCount: Int64 { (base as? RealmFileFacts)?.freeByteCount ?? 0 }
}
