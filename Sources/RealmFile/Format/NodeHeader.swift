/// The 8-byte header in front of every node (array) of a Realm file
/// (`node_header.hpp`): flags, element width and a 24-bit element count.
struct NodeHeader: Sendable {
    /// How `width` turns into bytes: bits per element, bytes per element,
    /// or one byte per element whatever the width. Realm Core never writes
    /// the fourth value, and never refuses it either: its readers go by the
    /// width alone (only a string column's leaf asks whether it is
    /// `multiply`), and it counts such a node's bytes as 0.
    enum WidthType: UInt8, Sendable {
        case bits = 0
        case multiply = 1
        case ignore = 2
        case unused = 3
    }

    static let size = 8

    var isInnerBPlusTreeNode: Bool
    var hasRefs: Bool
    var contextFlag: Bool
    var widthType: WidthType
    /// 0, 1, 2, 4, 8, 16, 32 or 64 (bits or bytes, per `widthType`).
    var width: Int
    var size: Int

    /// Reads and checks the header of the node at `ref`.
    ///
    /// The payload is not required to lie inside the file: Realm Core reads
    /// a node's elements where they are, so a node whose size was damaged
    /// past the end of the file still reads when only elements inside it
    /// are used (every element read is bounds-checked by `ByteReader`).
    init(_ reader: ByteReader, ref: Int) throws {
        guard ref > 0, ref & 7 == 0 else {
            throw RealmFileError.corrupt(reason: "ref 0x\(String(ref, radix: 16)) is not a valid node position", offset: ref)
        }
        guard ref <= reader.count - NodeHeader.size else {
            throw RealmFileError.corrupt(reason: "ref 0x\(String(ref, radix: 16)) points past the end of the file", offset: ref)
        }
        // one read of bytes 4–7 (flags, then the size, big-endian), not
        // four: each read of an encrypted file's pages takes their lock
        let word = try reader.getUInt32(at: ref + 4)
        let flags = UInt8(truncatingIfNeeded: word)
        isInnerBPlusTreeNode = flags & 0x80 != 0
        hasRefs = flags & 0x40 != 0
        contextFlag = flags & 0x20 != 0
        widthType = WidthType(rawValue: (flags & 0x18) >> 3) ?? .unused
        width = (1 << Int(flags & 7)) >> 1
        size = Int(word >> 8 & 0xFF) << 16 | Int(word >> 16 & 0xFF) << 8 | Int(word >> 24)
    }

    /// Bytes used by the elements (without the header, before 8-byte
    /// padding), as Realm Core counts them (`calc_byte_size`). Readers do
    /// not bound their reads by it: Realm Core reads elements by the width
    /// alone.
    var payloadByteCount: Int {
        switch widthType {
        case .bits: return (size * width + 7) >> 3
        case .multiply: return size * width
        case .ignore: return size
        case .unused: return 0
        }
    }
}
