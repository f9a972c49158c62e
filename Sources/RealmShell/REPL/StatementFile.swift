import RealmLifecycle
import RealmModel

/// The text of a file of statements (`exec PATH FILE`, `.read FILE`, `-`
/// for standard input).
///
/// Guarantees: statements are text, so a NUL byte ends the read at once with
/// one error naming the file and where, instead of echoing binary bytes as a
/// statement (a Realm file given by mistake), or reading an endless device
/// such as `/dev/zero` forever. Opening never hangs (`FileByteInput`).
enum StatementFile {
    static func read(_ path: String) throws -> String {
        let input = try FileByteInput(path: path)
        var bytes: [UInt8] = []
        while let chunk = try input.readChunk() {
            if let nul = chunk.firstIndex(of: 0) {
                let line = 1 + bytes.count(where: { $0 == 0x0A }) + chunk[..<nul].count(where: { $0 == 0x0A })
                let name = path == "-" ? "standard input" : "\(quoted: path)"
                throw CommandFailure("\(name) is not a file of statements: it holds binary data (a NUL byte on line \(line))")
            }
            bytes += chunk
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
