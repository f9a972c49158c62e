#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmModel
import RealmStore

/// The one place that decides how a file the user named as an output
/// (`export -o FILE`, the studio's `.output`, `.once`, `.export … FILE`)
/// is written, as the shell's `>` would, but never destroying data:
///
/// - a device or a pipe is written into, never replaced (`-o /dev/null`
///   discards, as `> /dev/null` does);
/// - a symbolic link is written through, and its target obeys the same
///   rules; a link that leads nowhere is refused (no file is ever created
///   at a link's far end), and so is another user's link (a link planted
///   where root writes, aimed at a system file);
/// - an existing regular file is replaced whole (or, where a rename
///   could not keep its owner or its other hard links, rewritten in place),
///   keeping its mode, owner and group;
/// - the output is never the input (the store being read, or the store
///   open in the studio), never one of a store's auxiliary files, and never
///   a store (ours or genuine) unless `force` is given — and never one that
///   any process has open, `force` or not.
///
/// ```swift
/// try OutputDestination.write(to: "dump.json", protecting: [store.path]) { output in … }
/// session.redirect = try OutputDestination.openInPlace("dogs.csv", protecting: [store.path])
/// ```
public enum OutputDestination {
    /// How a checked path is written.
    enum Plan: Equatable {
        /// A device or a pipe, at this (link-resolved) path: written into.
        case stream(path: String)
        /// A regular file (`existing`) or a new one at `path` (link-resolved).
        case file(path: String, existing: FileSystemEntry?)
    }

    /// Checks `path` against the rules above; `protecting` lists the paths of
    /// stores that must never be written (the command's input).
    static func check(_ path: String, protecting: [String], force: Bool) throws -> Plan {
        if path.isEmpty || path.hasSuffix("/") {
            throw CommandFailure("\(quoted: path) names a folder, not a file; give the output file's name")
        }
        var resolved = path
        let named = FileSystemEntry(path: path)
        if named.kind == .symbolicLink {
            guard let target = FileSystemEntry.linkTarget(of: path) else {
                throw CommandFailure("\(quoted: path) is a symbolic link that leads nowhere; RealmLens does not create files at a link's far end")
            }
            // Someone else's link (planted in a shared folder, aimed at `/etc/passwd`) is not
            // followed, as Linux's protected_symlinks would not let us follow it there; our own is.
            if named.owner != geteuid() {
                throw CommandFailure("\(quoted: path) is a symbolic link owned by another user (uid \(named.owner)) that leads to \(quoted: target); RealmLens does not write through another user's link — name the file itself if that is what you mean")
            }
            resolved = target
        }
        let entry = FileSystemEntry(path: resolved)
        for protected in protecting where FileSystemEntry(followingLinksAt: protected).isSameFile(as: entry) {
            throw CommandFailure("\(quoted: path) is the store being read (\(quoted: protected)); the output is never the input — choose another file")
        }
        let resolution = StoreFiles.resolve(path: resolved)
        if resolution.isAuxiliary && resolution.storeExists {
            // Even a new file there would be taken for the store's own (a fake journal would be "rolled back").
            throw CommandFailure("\(quoted: path) is the \(resolution.kind.shortName) of the store \(quoted: resolution.files.storePath); RealmLens never writes over a store's files — choose another file")
        }
        switch entry.kind {
        case .missing:
            return .file(path: resolved, existing: nil)
        case .directory:
            throw CommandFailure("\(quoted: path) is a folder, not a file; give the output file's name")
        case .fifo, .characterDevice, .blockDevice:
            return .stream(path: resolved)
        case .socket, .symbolicLink:
            throw CommandFailure("\(quoted: path) is \(entry.kindName); RealmLens writes only to files, devices and pipes")
        case .regular:
            break
        }
        let format = try? StoreFormat.detect(path: resolved)
        // An encrypted Realm file has no readable header: its page layout tells it is a store all the same.
        if format == .realmLens || format == .realmCore || (format == .unknown && RealmFile.looksEncrypted(path: resolved)) {
            let files = StoreFiles(storePath: resolved)
            let holders = StoreLock.holders(of: files).map(\.description) + (RealmCoreLock.holders(of: resolved) ?? []).map { "pid \($0)" }
            if !holders.isEmpty {
                throw CommandFailure("\(quoted: path) is a store open in \(holders.joined(separator: ", ")); RealmLens never writes over an open store — choose another file")
            }
            if !force {
                throw CommandFailure("\(quoted: path) is a store; refusing to write over it (add --force to replace it, or choose another file)")
            }
        }
        return .file(path: resolved, existing: entry)
    }

    // MARK: - Whole files

    /// Writes the output of `body` to `path`: into a device or pipe as it
    /// comes, or to a file complete or not at all (a temporary file beside
    /// it, synced, then renamed into place, removed if anything fails or
    /// the process is interrupted).
    public static func write(to path: String, protecting: [String] = [], force: Bool = false,
                             _ body: (FileDescriptorOutput) throws -> Void) throws {
        switch try check(path, protecting: protecting, force: force) {
        case .stream(let resolved):
            let output = try openStream(resolved, name: path)
            try body(output)
            try output.close()
        case .file(let resolved, let existing):
            if let existing, mustRewriteInPlace(existing) {
                let output = try openExistingInPlace(resolved, existing: existing, name: path)
                try body(output)
                try output.close()
                return
            }
            try writeReplacing(resolved, existing: existing, name: path, body)
        }
    }

    /// Whether replacing `existing` by a rename would lose something `>`
    /// keeps: its other hard links, or an owner we cannot give the new file.
    static func mustRewriteInPlace(_ existing: FileSystemEntry) -> Bool {
        existing.linkCount > 1 || (geteuid() != 0 && existing.owner != geteuid())
    }

    private static func writeReplacing(_ resolved: String, existing: FileSystemEntry?, name: String,
                                       _ body: (FileDescriptorOutput) throws -> Void) throws {
        AtomicFile.removeStaleTemporaries(for: resolved, purpose: "export")
        let temporary = AtomicFile.temporaryPath(for: resolved, purpose: "export")
        let cleanup = TemporaryFiles.register(temporary)
        defer { TemporaryFiles.remove(cleanup) }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        // The file is written beside its name and renamed: the folder must take it.
        guard fd >= 0 else { throw CommandFailure("cannot write \(quoted: name): \(FolderRefusal.reason(errno))") }
        AtomicFile.markInUse(fd)
        if let existing {
            // The new file takes the old one's place: same mode, owner and group.
            if fchown(fd, existing.owner, existing.group) != 0 && geteuid() == 0 {
                let code = errno
                close(fd)
                throw OutputError(path: name, errno: code)
            }
            fchmod(fd, existing.permissions)
        }
        let output = FileDescriptorOutput(fd: fd, name: name, ownsDescriptor: true)
        try body(output)
        try output.close()
        if existing != nil {
            guard rename(temporary, resolved) == 0 else { throw OutputError(path: name, errno: errno) }
        } else {
            // link() refuses a file that appeared meanwhile, atomically.
            guard link(temporary, resolved) == 0 else {
                if errno == EEXIST { throw CommandFailure("\(quoted: name) appeared while it was being written; nothing was replaced") }
                throw OutputError(path: name, errno: errno)
            }
        }
        AtomicFile.syncDirectory(of: resolved)
    }

    // MARK: - Session redirects

    /// Opens `path` for the studio's `.output`/`.once`, which write as
    /// statements run: a device or pipe as it is, an existing file
    /// truncated in place (keeping its mode, owner and links, as `>`), a
    /// new file created (never through a link).
    public static func openInPlace(_ path: String, protecting: [String] = []) throws -> FileDescriptorOutput {
        switch try check(path, protecting: protecting, force: false) {
        case .stream(let resolved):
            return try openStream(resolved, name: path)
        case .file(let resolved, let existing?):
            return try openExistingInPlace(resolved, existing: existing, name: path)
        case .file(let resolved, nil):
            let fd = open(resolved, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            guard fd >= 0 else { throw OutputError(path: path, errno: errno) }
            return FileDescriptorOutput(fd: fd, name: path, ownsDescriptor: true)
        }
    }

    /// A device or pipe, opened for writing without creating or truncating
    /// anything; checked again after the open, so a swap in between is caught.
    /// The open never waits: a named pipe no program is reading from is
    /// refused at once (writes then block as usual, as the reader reads).
    private static func openStream(_ resolved: String, name: String) throws -> FileDescriptorOutput {
        let fd = open(resolved, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            if errno == ENXIO {
                throw CommandFailure("\(quoted: name) is a named pipe that no program is reading from; start the reader first (nothing was written)")
            }
            throw OutputError(path: name, errno: errno)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        let opened = FileSystemEntry(descriptor: fd, path: resolved)
        guard [.fifo, .characterDevice, .blockDevice].contains(opened.kind) else {
            close(fd)
            throw CommandFailure("\(quoted: name) changed while it was being opened; nothing was written")
        }
        return FileDescriptorOutput(fd: fd, name: name, ownsDescriptor: true)
    }

    /// An existing regular file, opened without following a link, checked
    /// to be the file that was checked, then truncated.
    private static func openExistingInPlace(_ resolved: String, existing: FileSystemEntry, name: String) throws -> FileDescriptorOutput {
        let fd = open(resolved, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw OutputError(path: name, errno: errno) }
        let opened = FileSystemEntry(descriptor: fd, path: resolved)
        guard opened.kind == .regular, opened.isSameFile(as: existing) else {
            close(fd)
            throw CommandFailure("\(quoted: name) changed while it was being opened; nothing was written")
        }
        guard ftruncate(fd, 0) == 0 else {
            let code = errno
            close(fd)
            throw OutputError(path: name, errno: code)
        }
        return FileDescriptorOutput(fd: fd, name: name, ownsDescriptor: true)
    }
}
