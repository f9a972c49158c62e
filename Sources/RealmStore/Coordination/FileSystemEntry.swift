import Glibc
import RealmModel

/// What is at a path, told by `lstat` (never following a symbolic link):
/// the one place that decides what RealmLens may open, create or remove.
///
/// ```swift
/// FileSystemEntry(path: "x.realm.lock").kind       // .symbolicLink
/// FileSystemEntry(path: "x.realm.lock").kindName   // "a symbolic link"
/// ```
///
/// Users run RealmLens as root on files pulled off devices, so every path
/// is hostile: a store's auxiliary files are only ever opened with
/// `O_NOFOLLOW | O_NONBLOCK` and checked with `fstat` (`openAuxiliary`),
/// folders are opened with `O_DIRECTORY | O_NOFOLLOW` and worked in with
/// `openat`/`unlinkat` (`AuxiliaryFolder`), and anything that is not what
/// it should be is reported and left alone.
public struct FileSystemEntry: Equatable, Sendable {
    /// The kinds of file system object.
    public enum Kind: Equatable, Sendable {
        case missing, regular, directory, symbolicLink, fifo, characterDevice, blockDevice, socket

        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .regular
            case S_IFDIR: self = .directory
            case S_IFLNK: self = .symbolicLink
            case S_IFIFO: self = .fifo
            case S_IFCHR: self = .characterDevice
            case S_IFBLK: self = .blockDevice
            default: self = .socket
            }
        }

        /// "a symbolic link", "a named pipe", … for sentences.
        public var name: String {
            switch self {
            case .missing: "missing"
            case .regular: "a regular file"
            case .directory: "a folder"
            case .symbolicLink: "a symbolic link"
            case .fifo: "a named pipe"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            }
        }
    }

    /// The path looked at.
    public let path: String
    /// What is there (the link itself for a symbolic link).
    public let kind: Kind
    /// Size in bytes (0 when missing).
    public let size: Int64
    /// Device and inode, to tell two names of one file apart.
    public let device: UInt64
    public let inode: UInt64
    /// Owner, group and permission bits.
    public let owner: uid_t
    public let group: gid_t
    public let permissions: mode_t
    /// Hard-link count.
    public let linkCount: Int

    /// `lstat(path)`; `kind == .missing` when nothing is there (or the
    /// path cannot be looked at).
    public init(path: String) {
        var info = stat()
        let found = lstat(path, &info) == 0
        self.init(path: path, info: found ? info : nil)
    }

    /// `stat(path)`, following symbolic links: what a link leads to.
    public init(followingLinksAt path: String) {
        var info = stat()
        let found = stat(path, &info) == 0
        self.init(path: path, info: found ? info : nil)
    }

    /// What an open descriptor is (`fstat`).
    public init(descriptor fd: Int32, path: String) {
        var info = stat()
        let found = fstat(fd, &info) == 0
        self.init(path: path, info: found ? info : nil)
    }

    /// An entry of a folder opened as `directoryFD` (`fstatat` without
    /// following links).
    init(directoryFD: Int32, name: String, path: String) {
        var info = stat()
        let found = fstatat(directoryFD, name, &info, AT_SYMLINK_NOFOLLOW) == 0
        self.init(path: path, info: found ? info : nil)
    }

    private init(path: String, info: stat?) {
        self.path = path
        guard let info else {
            kind = .missing
            size = 0; device = 0; inode = 0; owner = 0; group = 0; permissions = 0; linkCount = 0
            return
        }
        kind = Kind(mode: info.st_mode)
        size = Int64(info.st_size)
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        owner = info.st_uid
        group = info.st_gid
        permissions = info.st_mode & 0o7777
        linkCount = Int(info.st_nlink)
    }

    /// Whether something is at the path.
    public var exists: Bool { kind != .missing }

    /// Whether both name the same file.
    public func isSameFile(as other: FileSystemEntry) -> Bool {
        exists && other.exists && device == other.device && inode == other.inode
    }

    /// `kindName` of the entry, e.g. "a named pipe".
    public var kindName: String { kind.name }

    /// The absolute path a symbolic link finally leads to, or nil when it
    /// leads nowhere (a dangling link) or the path is not a link.
    public static func linkTarget(of path: String) -> String? {
        guard FileSystemEntry(path: path).kind == .symbolicLink, let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

// MARK: - Opening auxiliary files

/// Why an auxiliary file could not be used: something else is where it should be.
public struct ForeignFile: Error, Equatable, CustomStringConvertible, Sendable {
    /// The path that holds the unexpected thing.
    public var path: String
    /// What the file should be, e.g. "lock file".
    public var role: String
    /// What is there, e.g. "a symbolic link".
    public var found: String

    public init(path: String, role: String, found: String) {
        self.path = path
        self.role = role
        self.found = found
    }

    /// "'x.realm.lock' is a symbolic link, not a lock file; RealmLens leaves it alone (remove it yourself if it is not needed)".
    public var description: String {
        "\(quoted: path) is \(found), not a \(role); RealmLens leaves it alone (remove it yourself if it is not needed)"
    }
}

/// Opens a store's auxiliary file without ever following a symbolic link
/// or blocking on a pipe (`O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC`), and
/// checks with `fstat` that it is `expected`. A creating open never goes
/// through a (dangling) link: `O_NOFOLLOW` makes it fail with `ELOOP`.
///
/// Returns the descriptor, or the errno, or throws `ForeignFile` when
/// something other than `expected` is there.
func openAuxiliary(
    _ path: String, _ flags: Int32, expected: FileSystemEntry.Kind, role: String, mode: mode_t = 0o644
) throws(ForeignFile) -> (fd: Int32, errno: Int32) {
    let before = FileSystemEntry(path: path)
    if before.exists && before.kind != expected {
        throw ForeignFile(path: path, role: role, found: before.kindName)
    }
    let (fd, code) = openFile(path, flags | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, mode: mode)
    if fd < 0 {
        if code == ELOOP { throw ForeignFile(path: path, role: role, found: FileSystemEntry.Kind.symbolicLink.name) }
        return (-1, code)
    }
    let opened = FileSystemEntry(descriptor: fd, path: path)
    guard opened.kind == expected else {
        closeFile(fd)
        throw ForeignFile(path: path, role: role, found: opened.kindName)
    }
    return (fd, 0)
}
