/// Standard-alphabet, padded base64, as the canonical dump writes binary data.
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let reverse: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (i, c) in alphabet.enumerated() { table[Int(c)] = UInt8(i) }
        return table
    }()

    /// Appends the base64 text of `bytes` to `out`.
    public static func encode(_ bytes: [UInt8], into out: inout [UInt8]) {
        out.reserveCapacity(out.count + (bytes.count + 2) / 3 * 4)
        var i = 0
        while i + 3 <= bytes.count {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
            out.append(alphabet[Int(n >> 18 & 63)]); out.append(alphabet[Int(n >> 12 & 63)])
            out.append(alphabet[Int(n >> 6 & 63)]); out.append(alphabet[Int(n & 63)])
            i += 3
        }
        let rest = bytes.count - i
        if rest > 0 {
            let n = UInt32(bytes[i]) << 16 | (rest == 2 ? UInt32(bytes[i + 1]) << 8 : 0)
            out.append(alphabet[Int(n >> 18 & 63)]); out.append(alphabet[Int(n >> 12 & 63)])
            out.append(rest == 2 ? alphabet[Int(n >> 6 & 63)] : UInt8(ascii: "="))
            out.append(UInt8(ascii: "="))
        }
    }

    public static func encode(_ bytes: [UInt8]) -> String {
        var out = [UInt8]()
        encode(bytes, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Decodes base64 (padding optional, no whitespace); `nil` on any other character.
    public static func decode(_ text: some Collection<UInt8>) -> [UInt8]? {
        var out = [UInt8]()
        out.reserveCapacity(text.count / 4 * 3)
        var acc: UInt32 = 0, bits = 0, padding = 0
        for c in text {
            if c == UInt8(ascii: "=") { padding += 1; continue }
            guard padding == 0 else { return nil }
            let v = reverse[Int(c)]
            guard v != 0xFF else { return nil }
            acc = acc << 6 | UInt32(v)
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: acc >> UInt32(bits)))
            }
        }
        guard padding <= 2 else { return nil }
        return out
    }

    public static func decode(_ text: String) -> [UInt8]? { decode(Array(text.utf8)) }
}
