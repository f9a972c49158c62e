#if canImport(Glibc)
import Glibc
#endif
import RealmModel
import RealmStore

/// Which kind of file a path holds, told from its first bytes.
public enum StoreFormat: Equatable, Sendable {
    /// Our object store on SQLite (`SQLite format 3`).
    case realmLens
    /// A genuine Realm Core file (`T-DB` at byte 16). An encrypted one is
    /// `unknown` here (its header is ciphertext): `RealmFile.looksEncrypted(path:)` tells it.
    case realmCore
    /// Zero bytes long.
    case empty
    /// Neither.
    case unknown

    /// Reads the first bytes of `path`. Throws when the file cannot be read
    /// or is not a regular file: the open never blocks (`O_NONBLOCK`, so a
    /// named pipe cannot hang it) and `fstat` checks the type before a
    /// byte is read.
    public static func detect(path: String) throws -> StoreFormat {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw StoreOpenError.cannotRead(path: path, reason: SystemErrorReason.text(errno)) }
        defer { close(fd) }
        let opened = FileSystemEntry(descriptor: fd, path: path)
        guard opened.kind == .regular else { throw StoreOpenError.notAFile(path: path, found: opened.kindName) }
        var header = [UInt8](repeating: 0, count: 24)
        let n = header.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 24, 0) }
        if n == 0 { return .empty }
        if n >= 16 && header[0..<16].elementsEqual(Array("SQLite format 3\0".utf8)) { return .realmLens }
        if n >= 20 && header[16..<20].elementsEqual(Array("T-DB".utf8)) { return .realmCore }
        return .unknown
    }
}

/// Why a path could not be opened as a store.
public enum StoreOpenError: Error, CustomStringConvertible, Equatable {
    case notFound(path: String)
    case cannotRead(path: String, reason: String)
    case isDirectory(path: String)
    case emptyFile(path: String)
    case unrecognized(path: String)
    case alreadyExists(path: String)
    /// Something that is no store is where a new store should go (deleting
    /// it is not `realmlens delete`'s to do).
    /// `found` names a special file (a pipe, a link, even one to a store,
    /// which `delete` refuses); nil for a regular one.
    case alreadyExistsNotAStore(path: String, found: String?)
    case readOnlyFormat(path: String, operation: String)
    /// Something other than a regular file (a pipe, a device, a folder).
    case notAFile(path: String, found: String)
    /// `--key` was given for a file that is not encrypted.
    case notEncrypted(path: String, format: String)

    /// The error for something already at `path`, where a new store should
    /// go: `realmlens delete` is suggested only for a store, which it deletes
    /// (it refuses anything else, `/etc/passwd` or a pipe).
    public static func existing(at path: String) -> StoreOpenError {
        let found = FileSystemEntry(path: path)
        // Only a regular file is looked into: reading a pipe or a device could block.
        if found.kind == .regular, (try? StoreDeleter.plan(storePath: path)) != nil { return .alreadyExists(path: path) }
        return .alreadyExistsNotAStore(path: path, found: found.kind == .regular ? nil : found.kindName)
    }

    public var description: String {
        switch self {
        case .notFound(let path): return "no such store: \(quoted: path)"
        case .cannotRead(let path, let reason): return "cannot read \(quoted: path): \(reason)"
        case .isDirectory(let path): return "\(quoted: path) is a directory, not a store"
        case .emptyFile(let path): return "\(quoted: path) is an empty file, not a store"
        case .unrecognized(let path):
            return "\(quoted: path) is neither a RealmLens store nor a Realm file (if it is an encrypted Realm file, give its key with --key)"
        case .alreadyExists(let path): return "\(quoted: path) already exists; choose a new path or delete it first with \(quoted: "realmlens delete \(path)")"
        case .alreadyExistsNotAStore(let path, let found?):
            return "\(quoted: path) already exists (\(found)); choose a new path"
        case .alreadyExistsNotAStore(let path, nil):
            return "\(quoted: path) already exists and is neither a RealmLens store nor a Realm file; choose a new path"
        case .notAFile(let path, let found):
            return "\(quoted: path) is \(found), not a store; only regular files are opened as stores"
        case .notEncrypted(let path, let format):
            return "\(quoted: path) is not encrypted (it is \(format)); leave out --key"
        case .readOnlyFormat(let path, let operation):
            return "cannot \(operation) \(quoted: path): genuine Realm files open read-only; convert it first with \(quoted: "realmlens convert \(path) OUT.realm")"
        }
    }
}
