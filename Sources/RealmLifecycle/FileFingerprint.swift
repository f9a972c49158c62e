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

    /// The fingerprint of the file at `path` as it is now (`file` is that
    /// file already opened, for its top ref and version).
    static func of(path: String, file: RealmFile) throws -> FileFingerprint {
        var info = stat()
        guard stat(path, &info) == 0 else { throw StoreOpenError.cannotRead(path: path, reason: SystemErrorReason.text(errno)) }
        return FileFingerprint(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                               modificationSeconds: Int(info.st_mtim.tv_sec), modificationNanoseconds: Int(info.st_mtim.tv_nsec),
                               topRef: file.info.topRef, version: file.info.version)
    }

    /// The fingerprint of the file at `path` now, reading its header anew.
    static func current(path: String, encryptionKey: [UInt8]?) throws -> FileFingerprint {
        try of(path: path, file: try RealmFile(path: path, encryptionKey: encryptionKey))
    }
}
