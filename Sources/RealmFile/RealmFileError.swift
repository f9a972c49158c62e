import RealmModel

/// Why a Realm Core file could not be read: every failure the file (or the
/// user's key) can cause, each with a sentence a user can act on.
///
/// ```
/// 'default.realm' is damaged: node has invalid width type 3 (at byte 0x1F40)
/// ```
public enum RealmFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read (`errno` text included).
    case cannotOpen(path: String, reason: String)
    /// The bytes are not a Realm file at all (no `T-DB` mnemonic, too short).
    case notARealmFile(path: String)
    /// A Realm file in a format version this reader does not read.
    case unsupportedFileFormat(version: Int)
    /// The file at `path` is encrypted and no key was given.
    case encrypted(path: String)
    /// The key given does not decrypt the file at `path`.
    case wrongKey(path: String)
    /// An encryption key in a form we cannot parse.
    case invalidKey(reason: String)
    /// The structure is broken at `offset` (a ref / byte offset in the file);
    /// thrown inside the reader, which names the file on the way out
    /// (`damaged`).
    case corrupt(reason: String, offset: Int)
    /// The file at `path` is broken at byte `offset`: what a user sees for
    /// a `corrupt` structure (`RealmFile` adds the path).
    case damaged(path: String, reason: String, offset: Int)
    /// No class of that name exists in the file.
    case noSuchClass(String)
    /// An encrypted file met, and libcrypto (loaded only then) could not be loaded.
    case libcryptoUnavailable(library: String, reason: String)
    /// The file at `path`, read through a mapping, is now shorter than when
    /// it was mapped (another program truncated it): the pages past its new
    /// end cannot be read, so nothing more is read from this mapping.
    case shrunk(path: String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            return "cannot open \(quoted: path): \(reason)"
        case .notARealmFile(let path):
            return "\(quoted: path) is not a Realm file (no 'T-DB' header)"
        case .unsupportedFileFormat(let version):
            return "unsupported Realm file format \(version): \(RealmFileError.upgradeAdvice(for: version))"
        case .encrypted(let path):
            return "\(quoted: path) is encrypted: give its 64-byte encryption key (128 hex digits, base64, or @FILE)"
        case .wrongKey(let path):
            return "the encryption key does not match \(quoted: path)"
        case .invalidKey(let reason):
            return "invalid encryption key: \(reason)"
        case .corrupt(let reason, let offset):
            return "corrupt Realm file: \(reason) (at byte 0x\(String(offset, radix: 16, uppercase: true)))"
        case .damaged(let path, let reason, let offset):
            return "\(quoted: path) is damaged: \(reason) (at byte 0x\(String(offset, radix: 16, uppercase: true)))"
        case .noSuchClass(let name):
            return "no such class \(quoted: name) in the Realm file"
        case .libcryptoUnavailable(let library, let reason):
            return "encryption needs \(library), which could not be loaded: \(reason)"
        case .shrunk(let path):
            return "cannot read \(quoted: path): it became shorter while being read (was it truncated by another program?)"
        }
    }

    /// Which Realm release wrote (and can upgrade) a file of `version`
    /// (`group.hpp`'s format history).
    static func upgradeAdvice(for version: Int) -> String {
        switch version {
        case 0:
            return "the file was never committed (format not yet decided)"
        case 1...9:
            return "file format \(version) is from Realm Core 5 or earlier (Realm Cocoa/Java 1–4); "
                + "open it once with a Realm SDK based on Realm Core 6 (e.g. Realm Swift 5) to upgrade it, then with a current SDK"
        case 10, 11:
            return "file format \(version) is from Realm Core 6 (Realm Swift 5, Realm Java 7); "
                + "open a writable copy once with any Realm SDK based on Realm Core 10 or later (Realm Swift 10+) to upgrade it to format 24"
        case 12...19:
            return "file format \(version) was never released by Realm Core"
        case 20...23:
            let core = [20: "10", 21: "10", 22: "11", 23: "12 or 13"][version] ?? "10"
            return "file format \(version) is from Realm Core \(core); open a writable copy once with a Realm SDK based on "
                + "Realm Core 14 (Realm Swift 10.50 or later) to upgrade it to format 24"
        default:
            return "file format \(version) is newer than Realm Core 14 (format 24) — this reader knows formats 20 to 24; "
                + "the file was probably written by Realm Core 20 or later"
        }
    }
}
