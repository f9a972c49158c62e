import RealmModel

/// The binary form of `mixed` links and of nested lists and dictionaries:
/// a tag byte, then the payload (little-endian fixed widths, u32 lengths).
///
/// Deterministic: the same value always encodes to the same bytes
/// (dictionary keys in byte order), so SQL can compare blobs for equality —
/// how deletes find the mixed links to null.
enum MixedBlob {
    private enum Tag: UInt8 {
        case null = 0, bool, int, float, double, string, data, date, decimal, objectId, uuid, linkByKey, linkByPrimaryKey, list, dictionary
    }

    static func encode(_ value: AnyRealmValue) -> [UInt8] {
        var out: [UInt8] = []
        append(value, to: &out)
        return out
    }

    private static func appendInteger(_ v: UInt64, count: Int, to out: inout [UInt8]) {
        for i in 0..<count { out.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(i)))) }
    }

    private static func appendBytes(_ bytes: some Collection<UInt8>, to out: inout [UInt8]) {
        appendInteger(UInt64(bytes.count), count: 4, to: &out)
        out.append(contentsOf: bytes)
    }

    private static func append(_ value: AnyRealmValue, to out: inout [UInt8]) {
        switch value {
        case .null: out.append(Tag.null.rawValue)
        case .bool(let b): out.append(Tag.bool.rawValue); out.append(b ? 1 : 0)
        case .int(let i): out.append(Tag.int.rawValue); appendInteger(UInt64(bitPattern: i), count: 8, to: &out)
        case .float(let f): out.append(Tag.float.rawValue); appendInteger(UInt64(f.bitPattern), count: 4, to: &out)
        case .double(let d): out.append(Tag.double.rawValue); appendInteger(d.bitPattern, count: 8, to: &out)
        case .string(let s): out.append(Tag.string.rawValue); appendBytes(s.utf8, to: &out)
        case .data(let b): out.append(Tag.data.rawValue); appendBytes(b, to: &out)
        case .date(let t):
            out.append(Tag.date.rawValue)
            appendInteger(UInt64(bitPattern: t.seconds), count: 8, to: &out)
            appendInteger(UInt64(UInt32(bitPattern: t.nanoseconds)), count: 4, to: &out)
        case .decimal128(let d):
            out.append(Tag.decimal.rawValue)
            appendInteger(d.low, count: 8, to: &out)
            appendInteger(d.high, count: 8, to: &out)
        case .objectId(let o): out.append(Tag.objectId.rawValue); out.append(contentsOf: o.bytes)
        case .uuid(let u): out.append(Tag.uuid.rawValue); out.append(contentsOf: u.bytes)
        case .link(let link):
            switch link.target {
            case .key(let key):
                out.append(Tag.linkByKey.rawValue)
                appendInteger(UInt64(bitPattern: key), count: 8, to: &out)
                appendBytes(link.className.utf8, to: &out)
            case .primaryKey(let pk):
                out.append(Tag.linkByPrimaryKey.rawValue)
                appendBytes(link.className.utf8, to: &out)
                append(pk, to: &out)
            }
        case .list(let items):
            out.append(Tag.list.rawValue)
            appendInteger(UInt64(items.count), count: 4, to: &out)
            for item in items { append(item, to: &out) }
        case .dictionary(let dict):
            out.append(Tag.dictionary.rawValue)
            appendInteger(UInt64(dict.count), count: 4, to: &out)
            for key in dict.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                appendBytes(key.utf8, to: &out)
                append(dict[key] ?? .null, to: &out)
            }
        case .embedded(let e):
            // Not a mixed value in Realm; kept as a list of values so nothing is lost.
            append(.list(e.values), to: &out)
        }
    }

    static func decode(_ bytes: UnsafeRawBufferPointer) -> AnyRealmValue? {
        var reader = Reader(bytes: bytes)
        return reader.readValue()
    }

    /// The primary key of a link by primary key, read without building the
    /// link (no class name copied): the import resolves a million of them.
    static func linkPrimaryKey(_ bytes: UnsafeRawBufferPointer) -> AnyRealmValue? {
        var reader = Reader(bytes: bytes)
        guard reader.readInteger(1) == UInt64(Tag.linkByPrimaryKey.rawValue), let n = reader.readInteger(4),
              reader.offset + Int(n) <= bytes.count else { return nil }
        reader.offset += Int(n)
        return reader.readValue()
    }

    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        mutating func readInteger(_ count: Int) -> UInt64? {
            guard offset + count <= bytes.count else { return nil }
            var v: UInt64 = 0
            for i in 0..<count { v |= UInt64(bytes[offset + i]) << (8 * UInt64(i)) }
            offset += count
            return v
        }

        mutating func readBytes() -> [UInt8]? {
            guard let n = readInteger(4), offset + Int(n) <= bytes.count else { return nil }
            defer { offset += Int(n) }
            return Array(bytes[offset..<offset + Int(n)])
        }

        mutating func readFixed(_ count: Int) -> [UInt8]? {
            guard offset + count <= bytes.count else { return nil }
            defer { offset += count }
            return Array(bytes[offset..<offset + count])
        }

        mutating func readValue() -> AnyRealmValue? {
            guard let raw = readInteger(1), let tag = Tag(rawValue: UInt8(raw)) else { return nil }
            switch tag {
            case .null: return .null
            case .bool: return readInteger(1).map { .bool($0 != 0) }
            case .int: return readInteger(8).map { .int(Int64(bitPattern: $0)) }
            case .float: return readInteger(4).map { .float(Float(bitPattern: UInt32($0))) }
            case .double: return readInteger(8).map { .double(Double(bitPattern: $0)) }
            case .string: return readBytes().map { .string(String(decoding: $0, as: UTF8.self)) }
            case .data: return readBytes().map { .data($0) }
            case .date:
                guard let s = readInteger(8), let n = readInteger(4) else { return nil }
                return .date(Timestamp(seconds: Int64(bitPattern: s), nanoseconds: Int32(bitPattern: UInt32(n))))
            case .decimal:
                guard let low = readInteger(8), let high = readInteger(8) else { return nil }
                return .decimal128(Decimal128(low: low, high: high))
            case .objectId: return readFixed(12).flatMap(ObjectId.init(bytes:)).map { .objectId($0) }
            case .uuid: return readFixed(16).flatMap(RealmUUID.init(bytes:)).map { .uuid($0) }
            case .linkByKey:
                guard let key = readInteger(8), let name = readBytes() else { return nil }
                return .link(ObjectLink(className: String(decoding: name, as: UTF8.self), key: Int64(bitPattern: key)))
            case .linkByPrimaryKey:
                guard let name = readBytes(), let pk = readValue() else { return nil }
                return .link(ObjectLink(className: String(decoding: name, as: UTF8.self), primaryKey: pk))
            case .list:
                guard let n = readInteger(4) else { return nil }
                var items: [AnyRealmValue] = []
                for _ in 0..<n {
                    guard let item = readValue() else { return nil }
                    items.append(item)
                }
                return .list(items)
            case .dictionary:
                guard let n = readInteger(4) else { return nil }
                var dict: [String: AnyRealmValue] = [:]
                for _ in 0..<n {
                    guard let key = readBytes(), let item = readValue() else { return nil }
                    dict[String(decoding: key, as: UTF8.self)] = item
                }
                return .dictionary(dict)
            }
        }
    }
}
