#if canImport(Glibc)
import Glibc
#endif

/// The one place a failed system call's `errno` becomes words: the reason
/// that follows "cannot read 'PATH': " or "cannot write 'PATH': ".
///
/// The C library's texts ("Too many levels of symbolic links", "File name
/// too long", "Not a directory") are written for programmers, capitalised
/// mid-sentence and silent about what to do; every layer (the file reader,
/// the store, the life cycle) words the common causes here instead, so the
/// same cause reads the same wherever it is met. A code not listed keeps
/// the system's text, lower-cased to sit inside our sentence.
///
/// ```swift
/// "cannot read \(quoted: path): \(SystemErrorReason.text(ELOOP))"
/// // cannot read 'a.realm': its path goes round a loop of symbolic links
/// ```
public enum SystemErrorReason {
    /// What was being done to the file, where the words differ (a missing
    /// input does not exist; a missing output's folder does not).
    public enum Access: Sendable {
        case reading, writing
    }

    /// The reason for `code`, to follow "cannot read/write 'PATH': ".
    public static func text(_ code: Int32, _ access: Access = .reading) -> String {
        switch code {
        case ENOENT: access == .reading ? "it does not exist" : "its folder does not exist"
        case ENOTDIR: "a part of its path is a file, not a folder"
        case EISDIR: "it is a folder"
        case ELOOP: "its path goes round a loop of symbolic links"
        case ENAMETOOLONG: "its name is too long for the file system"
        case EACCES, EPERM: "permission denied"
        case EROFS: "the file system is read-only"
        case ENOSPC, EFBIG, EDQUOT: "the disk is full or the file-size limit was reached"
        case EMFILE: "this process has too many files open (see 'ulimit -n')"
        case ENFILE: "the system has too many files open"
        case ENOMEM: "there is not enough memory"
        case EIO: "the disk or file system reported an error"
        case ENXIO, ENODEV: "the device behind it is not there"
        case ETXTBSY: "it is a program being run"
        case EBUSY: "it is in use by the system"
        case EOVERFLOW: "it is too large for this system"
        case ESTALE: "the network file system lost it (a stale file handle)"
        case EINTR: "the call was interrupted"
        default: systemText(code)
        }
    }

    /// The C library's text, its first letter lower-cased ("error N" when it has none).
    private static func systemText(_ code: Int32) -> String {
        guard let pointer = strerror(code) else { return "error \(code)" }
        let text = String(cString: pointer)
        guard let first = text.first else { return "error \(code)" }
        return first.lowercased() + text.dropFirst()
    }
}
