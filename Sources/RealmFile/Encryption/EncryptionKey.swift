import RealmModel
import Glibc

/// Parses a Realm encryption key given by a user: 128 hex digits, 88
/// characters of base64, or `@FILE` naming a file that holds the 64 raw
/// bytes (or the hex / base64 text).
///
/// ```swift
/// let key = try EncryptionKey.parse("@secret.key")   // [UInt8], 64 bytes
/// ```
public enum EncryptionKey {
    public static let byteCount = 64

    public static func parse(_ text: String) throws -> [UInt8] {
        if text.hasPrefix("@") {
            let path = String(text.dropFirst())
            let bytes = try readFile(path)
            if bytes.count == byteCount { return bytes }
            let trimmed = String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
            return try parseText(trimmed, source: "file \(quoted: path)")
        }
        return try parseText(text.trimmingWhitespace(), source: "the key")
    }

    private static func parseText(_ text: String, source: String) throws -> [UInt8] {
        if text.utf8.count == 2 * byteCount, let bytes = HexText.decode(text) { return bytes }
        if text.utf8.count == 88, let bytes = decodeBase64(text), bytes.count == byteCount { return bytes }
        throw RealmFileError.invalidKey(reason: "\(source) is neither 128 hex digits, 88 characters of base64, nor 64 raw bytes")
    }

    static func decodeBase64(_ text: String) -> [UInt8]? {
        var values: [UInt8] = []
        var padding = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A") ... UInt8(ascii: "Z"): values.append(byte - 65)
            case UInt8(ascii: "a") ... UInt8(ascii: "z"): values.append(byte - 97 + 26)
            case UInt8(ascii: "0") ... UInt8(ascii: "9"): values.append(byte - 48 + 52)
            case UInt8(ascii: "+"), UInt8(ascii: "-"): values.append(62)
            case UInt8(ascii: "/"), UInt8(ascii: "_"): values.append(63)
            case UInt8(ascii: "="): padding += 1; continue
            default: return nil
            }
            if padding > 0 { return nil }
        }
        guard (values.count + padding) % 4 == 0 else { return nil }
        var out: [UInt8] = []
        var accumulator: UInt32 = 0, bits = 0
        for value in values {
            accumulator = accumulator << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        return out
    }

    private static func readFile(_ path: String) throws -> [UInt8] {
        let opened: (fd: Int32, pending: [UInt8])
        do { opened = try InputDescriptor.open(path) } catch {
            throw RealmFileError.invalidKey(reason: "cannot read key file \(quoted: path): \(error.reason)")
        }
        let fd = opened.fd
        defer { close(fd) }
        var result = opened.pending
        var buffer = [UInt8](repeating: 0, count: 4096)
        while result.count <= 4096 {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 4096) }
            if n < 0 { throw RealmFileError.invalidKey(reason: "cannot read key file \(quoted: path): \(MappedFile.errnoText())") }
            if n == 0 { break }
            result += buffer[0 ..< n]
        }
        return result
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first ... last])
    }
}
