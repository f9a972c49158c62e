import RealmModel

/// One node of a Realm file viewed as an integer array (Realm Core's
/// `Array`): bit-packed widths 0–4 unsigned, 8–64 little-endian signed.
///
/// Reads are checked against `size`, and every byte read against the file
/// (a damaged size may reach past its end, as Realm Core allows).
struct ArrayNode: Sendable {
    let reader: ByteReader
    let ref: Int
    let header: NodeHeader

    init(_ reader: ByteReader, ref: Int) throws {
        self.reader = reader
        self.ref = ref
        self.header = try NodeHeader(reader, ref: ref)
    }

    var size: Int { header.size }
    var width: Int { header.width }
    var hasRefs: Bool { header.hasRefs }
    var isInnerBPlusTreeNode: Bool { header.isInnerBPlusTreeNode }
    var contextFlag: Bool { header.contextFlag }
    /// Offset of the first payload byte.
    var dataOffset: Int { ref + NodeHeader.size }

    /// Element `index` as an integer, as Realm Core's `Array::get` reads
    /// it: by the width alone (0–4 bits packed and unsigned, 8–64 bits
    /// little-endian and signed), whatever the width type says.
    @inline(__always)
    func get(_ index: Int) throws -> Int64 {
        guard index >= 0, index < header.size else {
            throw RealmFileError.corrupt(reason: "index \(index) is beyond the \(header.size) elements of a node", offset: ref)
        }
        let data = dataOffset
        switch header.width {
        case 0: return 0
        case 1: return Int64((try reader.getUInt8(at: data + index >> 3) >> UInt8(index & 7)) & 1)
        case 2: return Int64((try reader.getUInt8(at: data + index >> 2) >> UInt8((index & 3) << 1)) & 3)
        case 4: return Int64((try reader.getUInt8(at: data + index >> 1) >> UInt8((index & 1) << 2)) & 15)
        case 8: return Int64(Int8(bitPattern: try reader.getUInt8(at: data + index)))
        case 16: return Int64(Int16(bitPattern: try reader.getUInt16(at: data + index * 2)))
        case 32: return Int64(Int32(bitPattern: try reader.getUInt32(at: data + index * 4)))
        default: return Int64(bitPattern: try reader.getUInt64(at: data + index * 8))
        }
    }

    /// Element `index` of an `ArrayUnsigned` (cluster keys and key offsets):
    /// widths 8–32 are zero-extended rather than sign-extended.
    func getUnsigned(_ index: Int) throws -> Int64 {
        let value = try get(index)
        switch header.width {
        case 8: return value & 0xFF
        case 16: return value & 0xFFFF
        case 32: return value & 0xFFFF_FFFF
        default: return value
        }
    }

    /// Element `index` of a leaf of fixed-size values (`BasicArray<float>`,
    /// `BasicArray<double>`, `ArrayDecimal128`): `byteCount` (4 or 8)
    /// little-endian bytes at `index * byteCount`, the node's width and
    /// width type aside, as Realm Core reads them.
    func getFixed(_ index: Int, byteCount: Int) throws -> UInt64 {
        guard index >= 0, index < header.size else {
            throw RealmFileError.corrupt(reason: "index \(index) is beyond the \(header.size) elements of a node", offset: ref)
        }
        let offset = dataOffset + index * byteCount
        return byteCount == 4 ? UInt64(try reader.getUInt32(at: offset)) : try reader.getUInt64(at: offset)
    }

    /// Element `index` as a ref (an offset, 0 for none); throws on a tagged
    /// integer or a negative value.
    func getRef(_ index: Int) throws -> Int {
        let value = try get(index)
        guard value >= 0, value & 1 == 0 else {
            throw RealmFileError.corrupt(reason: "element \(index) should be a ref but holds \(value)", offset: ref)
        }
        return Int(value)
    }

    /// Element `index` as a tagged integer (`v << 1 | 1`).
    func getTagged(_ index: Int) throws -> Int64 {
        let value = try get(index)
        guard value & 1 == 1 else {
            throw RealmFileError.corrupt(reason: "element \(index) should be a tagged integer but holds \(value)", offset: ref)
        }
        return value >> 1
    }

    /// Element `index` as Realm Core's `RefOrTagged::get_as_int` reads it
    /// (the top array's sizes and versions): shifted right by one whether
    /// or not it is tagged.
    func getAsInt(_ index: Int) throws -> UInt64 {
        UInt64(bitPattern: try get(index)) >> 1
    }

    /// Whether element `index` is a tagged integer rather than a ref.
    func isTagged(_ index: Int) throws -> Bool {
        try get(index) & 1 == 1
    }

    /// The node at the ref in element `index`, or `nil` for ref 0.
    func child(_ index: Int) throws -> ArrayNode? {
        let childRef = try getRef(index)
        return childRef == 0 ? nil : try ArrayNode(reader, ref: childRef)
    }

    /// Raw payload bytes `offset ..< offset + count` (strings, blobs, fixed
    /// bytes). Like Realm Core, which reads them where they are, the range
    /// is bounded by the file, not by the node's size.
    func payloadBytes(at offset: Int, count: Int) throws -> [UInt8] {
        guard offset >= 0, count >= 0, offset <= reader.count, count <= reader.count - offset else {
            throw RealmFileError.corrupt(reason: "\(count) bytes at \(offset) lie outside the file", offset: ref)
        }
        // The bytes and the string or value made of them: a sentence, not
        // the runtime's abort, when they do not fit (`ulimit -v`).
        try AddressSpace.ensureRoom(for: count, copies: 2, "value")
        return try reader.getBytes(at: dataOffset + offset, count: count)
    }

    /// One payload byte (bounded by the file, as `payloadBytes`).
    func payloadByte(at offset: Int) throws -> UInt8 {
        guard offset >= 0, offset <= reader.count else {
            throw RealmFileError.corrupt(reason: "byte \(offset) lies outside the file", offset: ref)
        }
        return try reader.getUInt8(at: dataOffset + offset)
    }

    /// Throws unless the node holds at least `count` elements.
    func requireSize(atLeast count: Int, _ what: String) throws {
        guard header.size >= count else {
            throw RealmFileError.corrupt(reason: "\(what) has \(header.size) elements, expected at least \(count)", offset: ref)
        }
    }
}
