#if canImport(Glibc)
import Glibc
#endif
import RealmModel

/// Why a new file could not be made in a folder, worded alike by every
/// command that writes one beside the user's file (a new version, a
/// temporary, an output): a folder the process may not write into reads
/// as such, whether the mode says so (EACCES) or the system does (EPERM:
/// `chattr +i`, a security module) or the file system is read-only.
/// Any other cause keeps `SystemErrorReason`'s words.
///
/// ```swift
/// "cannot compact \(quoted: path): \(FolderRefusal.reason(errno))"
/// // cannot compact 'g.realm': its folder is not writable
/// ```
public enum FolderRefusal {
    static func reason(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM, EROFS: "its folder is not writable"
        default: SystemErrorReason.text(code, .writing)
        }
    }

    /// "'PATH' is on a read-only file system" when the file system holding
    /// `path` is mounted read-only, else nil: a store there opens for reading
    /// only, and a command that would write says so before it starts (it
    /// said "the store … is open read-only", or "no coordination available
    /// …: its folder is read-only and it has no lock file").
    public static func readOnlyFileSystem(_ path: String) -> String? {
        access(path, W_OK) != 0 && errno == EROFS ? "\(quoted: path) is on a read-only file system" : nil
    }
}
