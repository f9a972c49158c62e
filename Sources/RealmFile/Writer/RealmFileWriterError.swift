#if canImport(Glibc)
import Glibc
#endif
import RealmModel

/// Why a genuine Realm file could not be written: each case one sentence a
/// user can act on.
public enum RealmFileWriterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The destination could not be created or written (`errno` text included).
    case cannotWrite(path: String, reason: String)
    /// A value or collection needs a node larger than Realm Core allows (2^24 elements).
    case nodeTooLarge(elements: Int)
    /// A string or binary value is larger than Realm stores (16 MB).
    case valueTooLarge(bytes: Int)
    /// The source broke one of Realm's model rules the file format relies on.
    case invalidSource(String)
    /// The source needs something this writer cannot write yet.
    case unsupported(String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason):
            return "cannot write \(quoted: path): \(reason)"
        case .nodeTooLarge(let elements):
            return "a node of \(elements) elements is larger than a Realm file can hold"
        case .valueTooLarge(let bytes):
            return "a value of \(bytes) bytes is larger than the 16 MB Realm stores"
        case .invalidSource(let reason):
            return "cannot write a Realm file: \(reason)"
        case .unsupported(let what):
            return "cannot write a Realm file yet: \(what)"
        }
    }
}

extension RealmFileWriterError {
    /// The `reason` of `cannotWrite` for a failed system call, in the words
    /// the store's writes use for the same cause: a full disk, a file-size
    /// limit (`ulimit -f`) or a quota reads "the disk is full or the
    /// file-size limit was reached", not "File too large".
    ///
    ///     error: cannot write 'seed.realm': the disk is full or the file-size limit was reached
    public static func reason(forErrno code: Int32) -> String {
        SystemErrorReason.text(code, .writing)
    }
}
