import RealmModel

/// Encodes one leaf of values of an `ElementType` (a cluster column's leaf
/// or a collection B+tree's leaf) as Realm Core's leaf class for that type
/// does, and writes it through a `NodeSink`: the writing twin of `ValueLeaf`.
///
/// Links arrive as `.link` values holding the target's object key (embedded
/// objects already replaced by links to their keys).
enum LeafEncoder {
    /// Writes `values` as one leaf; `plusOne` stores link keys as key + 1
    /// (cluster columns) rather than the key itself (lists and sets).
    static func write(_ values: [AnyRealmValue], type: ElementType, position: Int = 0, context: EncodingContext,
                      sink: inout some NodeSink) throws -> Int64 {
        switch type.kind {
        case .int: return try ints(values, nullable: type.isNullable, sink: &sink)
        case .bool: return try bools(values, nullable: type.isNullable, sink: &sink)
        case .string: return try StringLeafEncoder.strings(values, nullable: type.isNullable, sink: &sink)
        case .binary: return try StringLeafEncoder.binaries(values, nullable: type.isNullable, sink: &sink)
        case .timestamp: return try timestamps(values, sink: &sink)
        case .float: return try floats(values, sink: &sink)
        case .double: return try doubles(values, sink: &sink)
        case .decimal: return try decimals(values, nullable: type.isNullable, sink: &sink)
        case .objectId: return try fixedBytes(values, width: 12, sink: &sink)
        case .uuid: return try fixedBytes(values, width: 16, sink: &sink)
        case .mixed: return try MixedLeafEncoder.write(values, position: position, context: context, sink: &sink)
        case .link:
            let stored: [Int64] = try values.map { value in
                switch value {
                case .null: return 0
                case .link(let link):
                    guard let key = link.key else { throw RealmFileWriterError.invalidSource("a link by primary key was not resolved") }
                    return type.linksStoredPlusOne ? key + 1 : key
                default: throw mismatch(value, "link")
                }
            }
            return try integers(stored, sink: &sink)
        case .typedLink, .backlink:
            throw RealmFileWriterError.unsupported("leaves of column type \(type.kind)")
        }
    }

    /// Timestamps: [seconds as `ArrayIntNull`, nanoseconds] (`array_timestamp.cpp`).
    static func timestamps(_ values: [AnyRealmValue], sink: inout some NodeSink) throws -> Int64 {
        var seconds: [Int64?] = []
        var nanoseconds: [Int64] = []
        seconds.reserveCapacity(values.count)
        nanoseconds.reserveCapacity(values.count)
        for value in values {
            switch value {
            case .null:
                seconds.append(nil)
                nanoseconds.append(0)
            case .date(let t):
                try checkTimestamp(t)
                seconds.append(t.seconds)
                nanoseconds.append(Int64(t.nanoseconds))
            default: throw mismatch(value, "date")
            }
        }
        let secondsRef = try nullableIntegers(seconds, sink: &sink)
        let nanosecondsRef = try integers(nanoseconds, sink: &sink)
        return try sink.writeIntegerArray([secondsRef, nanosecondsRef], flags: .hasRefs)
    }

    /// Realm Core's `Timestamp` rule: nanoseconds below a second, with the seconds' sign.
    static func checkTimestamp(_ t: Timestamp) throws {
        guard abs(t.nanoseconds) < 1_000_000_000, !(t.seconds > 0 && t.nanoseconds < 0),
              !(t.seconds < 0 && t.nanoseconds > 0) else {
            throw RealmFileWriterError.invalidSource("a date of \(t.seconds) s and \(t.nanoseconds) ns, which Realm cannot store")
        }
    }

    /// Floats: 4 raw bytes each; null is Realm's NaN `0x7fc000aa` (`null.hpp`).
    static func floats(_ values: [AnyRealmValue], sink: inout some NodeSink) throws -> Int64 {
        var payload: [UInt8] = []
        payload.reserveCapacity(values.count * 4)
        for value in values {
            let bits: UInt32
            switch value {
            case .null: bits = 0x7FC0_00AA
            case .float(let f): bits = f.bitPattern
            case .double(let d): bits = Float(d).bitPattern
            default: throw mismatch(value, "float")
            }
            for i in 0 ..< 4 { payload.append(UInt8(truncatingIfNeeded: bits >> UInt32(8 * i))) }
        }
        return try sink.writeNode(flags: [], widthType: .multiply, width: 4, size: values.count, payload: payload)
    }

    /// Doubles: 8 raw bytes each; null is Realm's NaN `0x7ff80000000000aa`.
    static func doubles(_ values: [AnyRealmValue], sink: inout some NodeSink) throws -> Int64 {
        var payload: [UInt8] = []
        payload.reserveCapacity(values.count * 8)
        for value in values {
            let bits: UInt64
            switch value {
            case .null: bits = 0x7FF8_0000_0000_00AA
            case .double(let d): bits = d.bitPattern
            case .float(let f): bits = Double(f).bitPattern
            default: throw mismatch(value, "double")
            }
            appendLittleEndian(bits, to: &payload)
        }
        return try sink.writeNode(flags: [], widthType: .multiply, width: 8, size: values.count, payload: payload)
    }

    /// Decimals as BID128 (16 bytes each; `ArrayDecimal128` reads every
    /// width). The context flag marks a leaf whose zero-width form means 0
    /// rather than null: set for required columns, as Realm Core does.
    static func decimals(_ values: [AnyRealmValue], nullable: Bool, sink: inout some NodeSink) throws -> Int64 {
        var payload: [UInt8] = []
        payload.reserveCapacity(values.count * 16)
        for value in values {
            switch value {
            case .null:
                appendLittleEndian(0xAA, to: &payload)
                appendLittleEndian(0x7C00_0000_0000_0000, to: &payload)
            case .decimal128(let d):
                appendLittleEndian(d.low, to: &payload)
                appendLittleEndian(d.high, to: &payload)
            default: throw mismatch(value, "decimal")
            }
        }
        return try sink.writeNode(flags: nullable ? [] : .context, widthType: .multiply, width: 16,
                                  size: values.count, payload: payload)
    }

    /// ObjectIds (12 bytes) and UUIDs (16 bytes) in blocks of one null-bit
    /// byte then 8 values (`array_fixed_bytes.hpp`); a byte array of
    /// width 1 whose size is the byte count.
    static func fixedBytes(_ values: [AnyRealmValue], width: Int, sink: inout some NodeSink) throws -> Int64 {
        var payload: [UInt8] = []
        let blocks = (values.count + 7) / 8
        payload.reserveCapacity(blocks + values.count * width)
        for (index, value) in values.enumerated() {
            if index % 8 == 0 { payload.append(0) }
            let bytes: [UInt8]
            switch value {
            case .null:
                payload[payload.count - 1 - (index % 8) * width] |= 1 << UInt8(index % 8)
                bytes = [UInt8](repeating: 0, count: width)
            case .objectId(let id) where width == 12: bytes = id.bytes
            case .uuid(let id) where width == 16: bytes = id.bytes
            default: throw mismatch(value, width == 12 ? "objectId" : "uuid")
            }
            payload += bytes
        }
        return try sink.writeNode(flags: [], widthType: .multiply, width: 1, size: payload.count, payload: payload)
    }

    static func appendLittleEndian(_ value: UInt64, to bytes: inout [UInt8]) {
        for i in 0 ..< 8 { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(8 * i))) }
    }
}
