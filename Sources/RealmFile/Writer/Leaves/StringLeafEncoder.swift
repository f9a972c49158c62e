import RealmModel

/// String and binary leaves as `ArrayString` and `ArrayBinary` choose them
/// (`array_string.cpp`, `array_binary.cpp`): strings of at most 15 bytes
/// in fixed-width slots (`ArrayStringShort`), at most 63 bytes as small
/// blobs with a trailing NUL (`ArraySmallBlobs`), longer ones as one blob
/// per value (`ArrayBigBlobs`); binary values of at most 64 bytes as small
/// blobs, else big blobs. The writing twin of `StringLeaf`.
enum StringLeafEncoder {
    static let shortStringMaxSize = 15
    static let mediumStringMaxSize = 63
    static let smallBlobMaxSize = 64
    /// Realm's largest value (`Table::max_binary_size`, a string's bytes
    /// plus its NUL): an array of at most 2^24 - 8 bytes, less its header.
    static let maxBlobSize = 0xFF_FFF8 - 8

    static func strings(_ values: [AnyRealmValue], nullable: Bool, sink: inout some NodeSink) throws -> Int64 {
        let (items, longest) = try byteItems(values, nullable: nullable, typeName: "string") {
            guard case .string(let text) = $0 else { return nil }
            try AddressSpace.ensureRoom(for: text.utf8.count, "string")
            return Array(text.utf8)
        }
        return try strings(items, longest: longest, nullable: nullable, sink: &sink)
    }

    /// Strings given as UTF-8 bytes (nil for null).
    static func strings(_ items: [[UInt8]?], longest: Int, nullable: Bool, sink: inout some NodeSink) throws -> Int64 {
        if longest <= shortStringMaxSize { return try shortStrings(items, sink: &sink) }
        if longest <= mediumStringMaxSize { return try smallBlobs(items, zeroTerminated: true, sink: &sink) }
        return try bigBlobs(items, zeroTerminated: true, sink: &sink)
    }

    static func binaries(_ values: [AnyRealmValue], nullable: Bool, sink: inout some NodeSink) throws -> Int64 {
        let (items, longest) = try byteItems(values, nullable: nullable, typeName: "data") {
            if case .data(let bytes) = $0 { return bytes } else { return nil }
        }
        if longest <= smallBlobMaxSize { return try smallBlobs(items, zeroTerminated: false, sink: &sink) }
        return try bigBlobs(items, zeroTerminated: false, sink: &sink)
    }

    /// The bytes of each value (nil for null) and the longest length; a value
    /// `bytes` does not take, or a null where none may be, is a mismatch.
    private static func byteItems(_ values: [AnyRealmValue], nullable: Bool, typeName: String,
                                  bytes: (AnyRealmValue) throws -> [UInt8]?) throws -> ([[UInt8]?], Int) {
        var items: [[UInt8]?] = []
        items.reserveCapacity(values.count)
        var longest = 0
        for value in values {
            if case .null = value {
                guard nullable else { throw LeafEncoder.mismatch(value, typeName) }
                items.append(nil)
            } else if let item = try bytes(value) {
                longest = max(longest, item.count)
                items.append(item)
            } else {
                throw LeafEncoder.mismatch(value, typeName)
            }
        }
        return (items, longest)
    }

    /// `ArrayStringShort`: slots of width 0, 1, 2, 4, 8 or 16 bytes; a slot's
    /// last byte is its padding count, equal to the width for null.
    static func shortStrings(_ items: [[UInt8]?], sink: inout some NodeSink) throws -> Int64 {
        var width = 0
        for case let bytes? in items { width = max(width, roundUp(bytes.count + 1)) }
        var payload = [UInt8](repeating: 0, count: width * items.count)
        if width > 0 {
            for (index, item) in items.enumerated() {
                let slot = index * width
                if let bytes = item {
                    for (i, byte) in bytes.enumerated() { payload[slot + i] = byte }
                    payload[slot + width - 1] = UInt8(width - 1 - bytes.count)
                } else {
                    payload[slot + width - 1] = UInt8(width)
                }
            }
        }
        return try sink.writeNode(flags: [], widthType: .multiply, width: width, size: items.count, payload: payload)
    }

    /// Realm's slot widths (`array_string_short.cpp`, `round_up`).
    static func roundUp(_ size: Int) -> Int {
        if size <= 2 { return size }
        var width = 4
        while width < size { width <<= 1 }
        return width
    }

    /// `ArraySmallBlobs`: [end offsets, one blob of all bytes, null flags].
    static func smallBlobs(_ items: [[UInt8]?], zeroTerminated: Bool, sink: inout some NodeSink) throws -> Int64 {
        var blob: [UInt8] = []
        var offsets: [Int64] = []
        var nulls: [Int64] = []
        offsets.reserveCapacity(items.count)
        nulls.reserveCapacity(items.count)
        for item in items {
            if let bytes = item { blob += bytes }
            if zeroTerminated { blob.append(0) }
            offsets.append(Int64(blob.count))
            nulls.append(item == nil ? 1 : 0)
        }
        let offsetsRef = try sink.writeIntegerArray(offsets, flags: [])
        let blobRef = try writeBlob(blob, sink: &sink)
        let nullsRef = try sink.writeIntegerArray(nulls, flags: [])
        return try sink.writeIntegerArray([offsetsRef, blobRef, nullsRef], flags: .hasRefs)
    }

    /// `ArrayBigBlobs`: one blob ref per value, 0 for null.
    static func bigBlobs(_ items: [[UInt8]?], zeroTerminated: Bool, sink: inout some NodeSink) throws -> Int64 {
        var refs: [Int64] = []
        refs.reserveCapacity(items.count)
        for item in items {
            guard var bytes = item else {
                refs.append(0)
                continue
            }
            if zeroTerminated {
                // a copy: the bytes are shared with `items`
                try AddressSpace.ensureRoom(for: bytes.count + 1, "string")
                bytes.append(0)
            }
            refs.append(try writeBlob(bytes, sink: &sink))
        }
        return try sink.writeIntegerArray(refs, flags: [.hasRefs, .context])
    }

    /// An `ArrayBlob`: raw bytes, one per element.
    static func writeBlob(_ bytes: [UInt8], sink: inout some NodeSink) throws -> Int64 {
        guard bytes.count <= maxBlobSize else { throw RealmFileWriterError.valueTooLarge(bytes: bytes.count) }
        return try sink.writeNode(flags: [], widthType: .ignore, width: 1, size: bytes.count, payload: bytes)
    }
}
