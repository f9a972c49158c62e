import Glibc

/// A folder of a store's (its `.management/`) opened without following a
/// symbolic link (`O_DIRECTORY | O_NOFOLLOW`), so that everything done in
/// it — listing, opening, creating, removing — happens relative to that
/// descriptor (`openat`, `mkfifoat`, `linkat`, `renameat`, `unlinkat`)
/// and can never reach the folder a planted link points to.
///
/// ```swift
/// guard let folder = try AuxiliaryFolder.open("x.realm.management") else { return }  // nil: no folder
/// for name in folder.entries() { … }
/// folder.unlink("4242")
/// ```
final class AuxiliaryFolder {
    /// The folder's path, for messages.
    let path: String
    /// The folder's descriptor.
    let fd: Int32

    private init(path: String, fd: Int32) {
        self.path = path
        self.fd = fd
    }

    deinit { closeFile(fd) }

    /// Opens the folder at `path`; nil when there is none (or it cannot be
    /// read); throws `ForeignFile` when something else (a link, a file, a
    /// device) is there.
    static func open(_ path: String, role: String = "management folder") throws(ForeignFile) -> AuxiliaryFolder? {
        let entry = FileSystemEntry(path: path)
        switch entry.kind {
        case .missing: return nil
        case .directory: break
        default: throw ForeignFile(path: path, role: role, found: entry.kindName)
        }
        let (fd, code) = openFile(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        guard fd >= 0 else {
            if code == ELOOP || code == ENOTDIR {
                throw ForeignFile(path: path, role: role, found: FileSystemEntry(path: path).kindName)
            }
            return nil
        }
        return AuxiliaryFolder(path: path, fd: fd)
    }

    /// Creates the folder (mode 0755) unless it exists, then opens it;
    /// returns nil with the errno when it cannot be created.
    static func create(_ path: String, role: String = "management folder") throws(ForeignFile) -> (folder: AuxiliaryFolder?, errno: Int32) {
        if mkdir(path, 0o755) != 0 && errno != EEXIST { return (nil, errno) }
        guard let folder = try open(path, role: role) else { return (nil, ENOENT) }
        return (folder, 0)
    }

    /// The path of an item, for messages.
    func itemPath(_ name: String) -> String { path + "/" + name }

    /// The names in the folder, without `.` and `..`, sorted.
    func entries() -> [String] {
        let copy = dup(fd)
        guard copy >= 0 else { return [] }
        guard let dir = fdopendir(copy) else {
            closeFile(copy)
            return []
        }
        defer { closedir(dir) }
        rewinddir(dir)
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// What an item is (never following a link).
    func entry(_ name: String) -> FileSystemEntry {
        FileSystemEntry(directoryFD: fd, name: name, path: itemPath(name))
    }

    /// Opens an item with `O_NOFOLLOW | O_NONBLOCK`; returns the descriptor
    /// or the errno. With `expected`, anything else there gives `EINVAL`.
    func openItem(_ name: String, _ flags: Int32, expected: FileSystemEntry.Kind? = .regular, mode: mode_t = 0o644) -> (fd: Int32, errno: Int32) {
        while true {
            let itemFD = openat(fd, name, flags | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, mode)
            if itemFD < 0 {
                if errno == EINTR { continue }
                return (-1, errno)
            }
            if let expected, FileSystemEntry(descriptor: itemFD, path: itemPath(name)).kind != expected {
                closeFile(itemFD)
                return (-1, EINVAL)
            }
            return (itemFD, 0)
        }
    }

    /// Removes a non-folder item; returns 0 or the errno.
    @discardableResult
    func unlink(_ name: String) -> Int32 {
        unlinkat(fd, name, 0) == 0 ? 0 : errno
    }

    /// Creates a named pipe; returns 0 or the errno.
    func makeFIFO(_ name: String, mode: mode_t = 0o644) -> Int32 {
        mkfifoat(fd, name, mode) == 0 ? 0 : errno
    }

    /// Gives `existing` a second name, failing (`EEXIST`) when `new` exists.
    func link(_ existing: String, _ new: String) -> Int32 {
        linkat(fd, existing, fd, new, 0) == 0 ? 0 : errno
    }

    /// Renames an item, replacing `new`.
    func rename(_ old: String, _ new: String) -> Int32 {
        renameat(fd, old, fd, new) == 0 ? 0 : errno
    }

    /// Whether the item `name` is still the file open as `itemFD` (it was
    /// not removed or replaced in between).
    func isStill(_ name: String, _ itemFD: Int32) -> Bool {
        let now = entry(name)
        let open = FileSystemEntry(descriptor: itemFD, path: now.path)
        return now.isSameFile(as: open)
    }

    /// Removes every regular file and pipe in the folder (never following
    /// a link, never descending into a subfolder), then the folder itself
    /// if that left it empty. Returns what could not be removed.
    @discardableResult
    func removeContentsAndSelf() -> [String] {
        var left: [String] = []
        for name in entries() {
            let entry = entry(name)
            switch entry.kind {
            case .regular, .fifo, .symbolicLink, .socket:
                // Unlinking a link removes the link, never what it points to.
                let code = unlink(name)
                if code != 0 && code != ENOENT { left.append(entry.path) }
            case .missing: break
            default: left.append(entry.path)
            }
        }
        if left.isEmpty, !removeSelf() { left.append(path) }
        return left
    }

    /// Removes the folder if it is empty and still the one opened; returns
    /// whether it is gone.
    @discardableResult
    func removeSelf() -> Bool {
        let now = FileSystemEntry(path: path)
        guard now.kind == .directory, now.isSameFile(as: FileSystemEntry(descriptor: fd, path: path)) else {
            return !now.exists
        }
        return rmdir(path) == 0 || errno == ENOENT
    }
}
