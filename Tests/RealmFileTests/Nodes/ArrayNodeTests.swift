@testable import RealmFile
import RealmModel
import Testing

/// Builds a one-node "file": 8 bytes of padding, then the node at ref 8.
func makeNode(flags: UInt8, size: Int, payload: [UInt8]) throws -> ArrayNode {
    var bytes = [UInt8](repeating: 0, count: 8)
    bytes += [0x41, 0x41, 0x41, 0x41, flags, UInt8(size >> 16), UInt8((size >> 8) & 0xFF), UInt8(size & 0xFF)]
    bytes += payload
    while bytes.count % 8 != 0 { bytes.append(0) }
    let buffer = OwnedBuffer(count: bytes.count)!
    bytes.withUnsafeBytes { buffer.pointer.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
    return try ArrayNode(buffer.makeReader(), ref: 8)
}

@Suite struct ArrayNodeTests {
    /// (width code, payload, expected elements) for every bit width.
    static let widths: [(UInt8, [UInt8], [Int64])] = [
        (0, [], [0, 0, 0]),
        (1, [0b0000_0101], [1, 0, 1]),
        (2, [0b0011_1001], [1, 2, 3]),
        (3, [0xF1, 0x07], [1, 15, 7]),
        (4, [0xFF, 0x7F, 0x80], [-1, 127, -128]),
        (5, [0xFF, 0xFF, 0x00, 0x80, 0x01, 0x00], [-1, -32768, 1]),
        (6, [0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x80, 0x02, 0, 0, 0], [-1, Int64(Int32.min), 2]),
        (7, [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F] + [0, 0, 0, 0, 0, 0, 0, 0x80] + [3, 0, 0, 0, 0, 0, 0, 0], [Int64.max, Int64.min, 3]),
    ]

    @Test(arguments: widths)
    func readsEveryBitWidth(_ code: UInt8, _ payload: [UInt8], _ expected: [Int64]) throws {
        let node = try makeNode(flags: code, size: expected.count, payload: payload)
        #expect(node.width == (1 << Int(code)) >> 1)
        #expect(try (0 ..< expected.count).map { try node.get($0) } == expected)
    }

    @Test func unsignedReadsZeroExtend() throws {
        let node = try makeNode(flags: 4, size: 2, payload: [200, 255])
        #expect(try node.get(0) == -56)
        #expect(try node.getUnsigned(0) == 200)
        #expect(try node.getUnsigned(1) == 255)
    }

    /// Realm Core's `Array::get` goes by the width alone: a `multiply` node
    /// of width 8 reads as 8-bit integers; a leaf of 8-byte values (doubles,
    /// BID64 decimals) is read with `getFixed`, as `BasicArray` reads it.
    @Test func integersGoByTheWidthAlone() throws {
        let node = try makeNode(flags: 0x08 | 4, size: 2, payload: [1, 0, 0, 0, 0, 0, 0, 0, 0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
        #expect(node.header.widthType == .multiply)
        #expect(node.header.payloadByteCount == 16)
        #expect(try node.get(0) == 1)
        #expect(try node.get(1) == 0)
        #expect(try node.getFixed(1, byteCount: 8) == UInt64(bitPattern: -2))
    }

    @Test func ignoreWidthIsOneBytePerElement() throws {
        let node = try makeNode(flags: 0x10 | 7, size: 3, payload: [7, 8, 9])
        #expect(node.header.widthType == .ignore)
        #expect(node.header.payloadByteCount == 3)
        #expect(try node.payloadBytes(at: 0, count: 3) == [7, 8, 9])
    }

    @Test func flagsAndTaggedValues() throws {
        let node = try makeNode(flags: 0x80 | 0x40 | 0x20 | 4, size: 2, payload: [0x11, 0x10])
        #expect(node.isInnerBPlusTreeNode && node.hasRefs && node.contextFlag)
        #expect(try node.isTagged(0))
        #expect(try node.getTagged(0) == 8)
        #expect(try node.getRef(1) == 16)
        #expect(throws: RealmFileError.self) { try node.getRef(0) }
        #expect(throws: RealmFileError.self) { try node.getTagged(1) }
    }

    @Test func outOfRangeIndexThrows() throws {
        let node = try makeNode(flags: 4, size: 2, payload: [1, 2])
        #expect(throws: RealmFileError.corrupt(reason: "index 2 is beyond the 2 elements of a node", offset: 8)) { try node.get(2) }
        #expect(throws: RealmFileError.self) { try node.get(-1) }
        #expect(throws: RealmFileError.self) { try node.payloadBytes(at: 1, count: Int.max) }
    }

    @Test func enumeratedStringsIndexTheColumnKeys() throws {
        // bit-packed indexes (width 2): 1, 0, 2
        let node = try makeNode(flags: 2, size: 3, payload: [0b10_00_01])
        let keys = StringLeaf.EnumKeys(values: ["red", "green", nil])
        let leaf = try StringLeaf(node, isString: true, nullable: true, enumKeys: { keys })
        #expect(try leaf.string(at: 0) == "green")
        #expect(try leaf.string(at: 1) == "red")
        #expect(try leaf.string(at: 2) == nil)
        #expect(throws: RealmFileError.self) { try StringLeaf(node, isString: true, nullable: true) }
    }

    @Test func timestampsFollowRealmCoreRules() throws {
        #expect(try ValueLeaf.timestamp(seconds: -1, nanoseconds: -500_000_000, at: 0) == Timestamp(seconds: -1, nanoseconds: -500_000_000))
        #expect(throws: RealmFileError.self) { try ValueLeaf.timestamp(seconds: 1, nanoseconds: -1, at: 0) }
        #expect(throws: RealmFileError.self) { try ValueLeaf.timestamp(seconds: 0, nanoseconds: 1_000_000_000, at: 0) }
        #expect(throws: RealmFileError.self) { try ValueLeaf.timestamp(seconds: Int64.min, nanoseconds: 0, at: 0) }
    }

    @Test func shortStringsUsePaddingCounts() throws {
        // width 4: "ab" (padding 1), "" (padding 3), null (last byte == width)
        let node = try makeNode(flags: 0x08 | 3, size: 3, payload: [0x61, 0x62, 0, 1, 0, 0, 0, 3, 0, 0, 0, 4])
        let nullable = try StringLeaf(node, isString: true, nullable: true)
        #expect(try nullable.string(at: 0) == "ab")
        #expect(try nullable.string(at: 1) == "")
        #expect(try nullable.string(at: 2) == nil)
        let required = try StringLeaf(node, isString: true, nullable: false)
        #expect(try required.string(at: 2) == "")
    }
}

@Suite struct DecimalBIDTests {
    @Test(arguments: [
        (UInt32(0x3280_0000 | 12345), "12345"),   // biased exponent 101 → 0
        (UInt32(0xB280_0000 | 15), "-15"),
        (UInt32(0x3200_0000 | 12345), "1234.5"),  // biased exponent 100 → -1
        (UInt32(0x6000_0000) | UInt32(101) << 21 | 1, "8388609"),  // large-coefficient form: 0x80_0000 | 1
        (UInt32(0x7800_0000), "Inf"),
        (UInt32(0xF800_0000), "-Inf"),
        (UInt32(0x7C00_0000), "NaN"),
    ])
    func widensBID32(_ raw: UInt32, _ text: String) {
        #expect(DecimalBID.widen32(raw).description == text)
    }

    @Test func widensBID64() {
        // 1.000 = coefficient 1000, exponent -3 → biased 395
        let raw = UInt64(395) << 53 | 1000
        #expect(DecimalBID.widen64(raw).description == "1.000")
        #expect(DecimalBID.widen64(raw | 1 << 63).description == "-1.000")
        // large-coefficient form: 0b11 prefix, coefficient 0x20_0000_0000_0000 | low 51 bits
        let large = UInt64(0x6000_0000_0000_0000) | UInt64(398) << 51 | 5
        #expect(DecimalBID.widen64(large) == Decimal128(coefficient: UInt128(0x20_0000_0000_0005), exponent: 0, isNegative: false))
    }
}
