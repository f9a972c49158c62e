/// How Realm Core's `Array` packs integers (`array.cpp`, `Array::bit_width`):
/// values in 0..<16 take 0, 1, 2 or 4 bits packed from the low bit up; any
/// other value makes the array 8, 16, 32 or 64 bits wide, little-endian
/// signed. The writer's and the reader's (`ArrayNode.get`) view of one fact.
enum IntegerArrayEncoding {
    /// The narrowest width (in bits) that holds `value`.
    static func bitWidth(_ value: Int64) -> Int {
        if value >= 0 && value < 16 {
            if value == 0 { return 0 }
            if value == 1 { return 1 }
            return value < 4 ? 2 : 4
        }
        if value >= -0x80 && value < 0x80 { return 8 }
        if value >= -0x8000 && value < 0x8000 { return 16 }
        if value >= -0x8000_0000 && value < 0x8000_0000 { return 32 }
        return 64
    }

    /// The narrowest width that holds every value.
    static func bitWidth(_ values: [Int64]) -> Int {
        var width = 0
        for value in values where width < 64 {
            let w = bitWidth(value)
            if w > width { width = w }
        }
        return width
    }

    /// The payload bytes of `values` at `width` bits each.
    static func payload(_ values: [Int64], width: Int) -> [UInt8] {
        let byteCount = (values.count * width + 7) >> 3
        var bytes = [UInt8](repeating: 0, count: byteCount)
        switch width {
        case 0:
            break
        case 1, 2, 4:
            let perByte = 8 / width
            for (index, value) in values.enumerated() {
                bytes[index / perByte] |= UInt8(truncatingIfNeeded: value) << UInt8((index % perByte) * width)
            }
        default:
            let size = width / 8
            for (index, value) in values.enumerated() {
                var v = UInt64(bitPattern: value)
                let base = index * size
                for i in 0 ..< size {
                    bytes[base + i] = UInt8(truncatingIfNeeded: v)
                    v >>= 8
                }
            }
        }
        return bytes
    }

    /// The unsigned width (8, 16, 32 or 64 bits) `ArrayUnsigned` gives the
    /// largest of `values` (`ArrayUnsigned::bit_width`).
    static func unsignedWidth(_ values: [Int64]) -> Int {
        let largest = values.max() ?? 0
        if largest < 0x100 { return 8 }
        if largest < 0x1_0000 { return 16 }
        if largest < 0x1_0000_0000 { return 32 }
        return 64
    }
}
