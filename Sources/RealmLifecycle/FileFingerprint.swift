#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmModel

/// What identifies one version of a genuine Realm file: where it lives
/// (device, inode), its size and modification time to the nanosecond, and
/// the top ref and version its header and group record. Any process that
/// writes the file (an app committing, another tool renaming a new file
/// over it) changes at least one of them, so a commit that finds the
/// fingerprint it recorded knows it replaces the version its working copy
/// was made from.
struct FileFingerprint: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modificationSeconds: Int
    var modificationNanoseconds: Int
    var topRef: Int
    var version: Int64?

    /// Matches no file: what a commit records when it cannot see the file it just wrote.
    static let unknown = FileFingerprint(device: 0, inode: 0, size: -1, modificationSeconds: 0, modificationNanoseconds: 0, topRef: -1, version: nil)

    init(device: UInt64, inode: UInt64, size: Int64, modificationSeconds: Int, modificationNanoseconds: Int, topRef: Int, version: Int64?) {
        (self.device, self.inode, self.size) = (device, inode, size)
        (self.modificationSeconds, self.modificationNanoseconds) = (modificationSeconds, modificationNanoseconds)
        (self.topRef, self.version) = (topRef, version)
    }

    /// The fingerprint of a file whose `stat` is `info`.
    private init(_ info: stat, topRef: Int, version: Int64?) {
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                  modificationSeconds: Int(info.st_mtim.tv_sec), modificationNanoseconds: Int(info.st_mtim.tv_nsec),
                  topRef: topRef, version: version)
    }

    private static func status(_ path: String) throws -> stat {
        var info = stat()
        guard stat(path, &info) == 0 else { throw StoreOpenError.cannotRead(path: path, reason: SystemErrorReason.text(errno)) }
        return info
    }

    /// The fingerprint of the file at `path` as it is now (`file` is that
    /// file already opened, for its top ref and version).
    static func of(path: String, file: RealmFile) throws -> FileFingerprint {
        FileFingerprint(try status(path), topRef: file.info.topRef, version: file.info.version)
    }

    /// The fingerprint of the file at `path` now, reading its header anew.
    /// `opened` is the file as opened when `previous` was taken: while the
    /// name still leads to that file (same device, inode and size), its
    /// header and top array are read again through that mapping, so the
    /// check never maps a second copy of a large file (`ulimit -v`);
    /// otherwise the file is opened anew.
    static func current(path: String, encryptionKey: [UInt8]?, opened: RealmFile? = nil,
                        previous: FileFingerprint? = nil) throws -> FileFingerprint {
        if let opened, let previous {
            let info = try status(path)
            if UInt64(info.st_dev) == previous.device, UInt64(info.st_ino) == previous.inode,
               Int(info.st_size) == opened.fileSize, let now = try opened.currentTopRefAndVersion() {
                return FileFingerprint(info, topRef: now.topRef, version: now.version)
            }
        }
        return try of(path: path, file: try RealmFile(path: path, encryptionKey: encryptionKey))
    }
}
