/// A 12-byte MongoDB-style object identifier, Realm's `ObjectId`.
///
/// Ordered and hashed by its bytes; printed as 24 lowercase hex digits.
public struct ObjectId: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 12 bytes, most significant first.
    public let bytes: [UInt8]

    /// Wraps exactly 12 bytes; `nil` for any other count.
    public init?(bytes: [UInt8]) {
        guard bytes.count == 12 else { return nil }
        self.bytes = bytes
    }

    /// Parses 24 hex digits (either case); `nil` for anything else.
    public init?(string: some StringProtocol) {
        guard let bytes = HexText.decode(string), bytes.count == 12 else { return nil }
        self.bytes = bytes
    }

    public var description: String { HexText.encode(bytes) }

    public static func < (lhs: ObjectId, rhs: ObjectId) -> Bool {
        lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }
}

/// A 16-byte UUID as Realm stores it. Named so as not to shadow Foundation's `UUID`.
///
/// Ordered by its bytes; printed as `8-4-4-4-12` lowercase hex.
public struct RealmUUID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let bytes: [UInt8]

    /// Wraps exactly 16 bytes; `nil` for any other count.
    public init?(bytes: [UInt8]) {
        guard bytes.count == 16 else { return nil }
        self.bytes = bytes
    }

    /// Parses `8-4-4-4-12` hex (either case), or 32 hex digits without dashes.
    public init?(string: some StringProtocol) {
        let s = String(string)
        let groups = s.split(separator: "-", omittingEmptySubsequences: false)
        if groups.count == 5 {
            guard groups.map(\.count) == [8, 4, 4, 4, 12] else { return nil }
        } else if groups.count != 1 {
            return nil
        }
        guard let bytes = HexText.decode(groups.joined()), bytes.count == 16 else { return nil }
        self.bytes = bytes
    }

    public var description: String {
        let hex = HexText.encode(bytes)
        let u = Array(hex.utf8)
        func part(_ r: Range<Int>) -> String { String(decoding: u[r], as: UTF8.self) }
        return "\(part(0..<8))-\(part(8..<12))-\(part(12..<16))-\(part(16..<20))-\(part(20..<32))"
    }

    public static func < (lhs: RealmUUID, rhs: RealmUUID) -> Bool {
        lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }
}

/// Lowercase hex encoding and lenient (either case) decoding.
public enum HexText {
    private static let digits = Array("0123456789abcdef".utf8)

    public static func encode(_ bytes: [UInt8]) -> String {
        var out = [UInt8]()
        out.reserveCapacity(bytes.count * 2)
        for b in bytes {
            out.append(digits[Int(b >> 4)])
            out.append(digits[Int(b & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Decodes an even number of hex digits; `nil` on any other character.
    public static func decode(_ text: some StringProtocol) -> [UInt8]? {
        let u = Array(text.utf8)
        guard u.count % 2 == 0 else { return nil }
        var out = [UInt8]()
        out.reserveCapacity(u.count / 2)
        var i = 0
        while i < u.count {
            guard let hi = value(u[i]), let lo = value(u[i + 1]) else { return nil }
            out.append(hi << 4 | lo)
            i += 2
        }
        return out
    }

    static func value(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
