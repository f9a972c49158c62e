#if canImport(Glibc)
import Glibc
#endif
import RealmModel
import RealmStore

/// A canonical dump on disk, as a source of a genuine Realm file.
public enum CanonicalDumpFile {
    /// Whether `path` is a regular file whose first non-blank byte opens a JSON object.
    public static func isDump(_ path: String) throws -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 64) }
        guard count > 0 else { return false }
        return bytes[..<count].first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{")
    }

    /// Runs `body`, which reads the dump at `path`; a fault in the dump
    /// becomes one sentence naming it (`'dump.json': invalid canonical dump
    /// at byte 12: …`, or `standard input: …` for `-`).
    public static func namingFaults<T>(of path: String, _ body: () throws -> T) throws -> T {
        let name = path == "-" ? "standard input" : "\(quoted: path)"
        do { return try body() } catch let error as CanonicalDumpError {
            throw CommandFailure("\(name): \(error)")
        } catch RealmError.invalidInput(let reason) {
            throw CommandFailure("\(name): \(reason)")
        }
    }

    /// The dump at `path` as a key-ordered source (re-read once per writer pass).
    public static func objectSource(_ path: String, schemaVersion: Int64) throws -> CanonicalDumpObjectSource {
        do {
            return try CanonicalDumpObjectSource(schemaVersion: schemaVersion) { try FileByteInput(path: path) }
        } catch let error as CanonicalDumpError {
            throw CommandFailure("\(quoted: path): \(error)")
        }
    }
}
