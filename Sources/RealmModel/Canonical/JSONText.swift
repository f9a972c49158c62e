/// Low-level JSON text output into a byte buffer, with the canonical dump's
/// escaping rules: only `"`, `\` and control characters below 0x20 are
/// escaped (`\n \t \r \b \f`, others `\u00xx` in lowercase hex); 0x7F and
/// non-ASCII bytes are written raw.
public enum JSONText {
    private static let hex = Array("0123456789abcdef".utf8)

    /// Appends `s` as a JSON string literal (with quotes).
    @inline(__always)
    public static func appendString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { buffer in
            // Fast path: copy runs that need no escaping.
            var runStart = 0
            for i in 0..<buffer.count {
                let c = buffer[i]
                if c >= 0x20 && c != UInt8(ascii: "\"") && c != UInt8(ascii: "\\") { continue }
                if runStart < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<i])) }
                runStart = i + 1
                out.append(UInt8(ascii: "\\"))
                switch c {
                case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x09: out.append(UInt8(ascii: "t"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x08: out.append(UInt8(ascii: "b"))
                case 0x0C: out.append(UInt8(ascii: "f"))
                default:
                    out.append(contentsOf: [UInt8(ascii: "u"), 48, 48, hex[Int(c >> 4)], hex[Int(c & 0xF)]])
                }
            }
            if runStart < buffer.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart...])) }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Appends raw ASCII text (numbers, punctuation, keys known to need no escaping).
    @inline(__always)
    public static func appendRaw(_ s: StaticString, to out: inout [UInt8]) {
        s.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    @inline(__always)
    public static func appendRaw(_ s: String, to out: inout [UInt8]) {
        out.append(contentsOf: s.utf8)
    }

    /// Appends a decimal integer without allocating.
    @inline(__always)
    public static func appendInt(_ v: Int64, to out: inout [UInt8]) {
        if v == 0 { out.append(48); return }
        var m = v.magnitude
        var tmp: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                  UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var n = 0
        withUnsafeMutableBytes(of: &tmp) { digits in
            while m > 0 {
                digits[n] = UInt8(m % 10) + 48
                m /= 10
                n += 1
            }
            if v < 0 { out.append(UInt8(ascii: "-")) }
            while n > 0 { n -= 1; out.append(digits[n]) }
        }
    }
}
