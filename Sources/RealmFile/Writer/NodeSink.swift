/// The flag bits of a node header (`node_header.hpp`) that a writer chooses;
/// the width and width type follow from the values written.
struct NodeFlags: OptionSet, Sendable {
    let rawValue: UInt8

    /// An inner node of a B+tree (`Array::type_InnerBptreeNode`).
    static let innerBPlusTreeNode = NodeFlags(rawValue: 0x80)
    /// Elements with a clear low bit are refs to child nodes (0 is no child).
    static let hasRefs = NodeFlags(rawValue: 0x40)
    /// The meaning depends on the node kind (big blobs, index arrays, …).
    static let context = NodeFlags(rawValue: 0x20)
}

/// Where the writer's nodes go, children before parents.
///
/// Every method writes one whole node (header, payload, padding to 8 bytes)
/// and answers its ref: the byte offset the node starts at in the plaintext
/// file, which parents store. A ref is never 0 and always a multiple of 8.
/// Implementations throw only for I/O failures of their destination.
protocol NodeSink {
    /// An integer array (Realm Core's `Array`) in the narrowest width that
    /// holds every value, as `Array::bit_width` picks it: 0, 1, 2 or 4 bits
    /// for values in 0..<16, else 8, 16, 32 or 64 bits signed.
    mutating func writeIntegerArray(_ values: [Int64], flags: NodeFlags) throws -> Int64

    /// A node whose payload the caller has encoded: `widthType` and `width`
    /// go into the header as given, `size` is the element count, and
    /// `payload` holds exactly the bytes that `NodeHeader.payloadByteCount`
    /// gives for them.
    mutating func writeNode(flags: NodeFlags, widthType: NodeHeader.WidthType, width: Int, size: Int,
                            payload: [UInt8]) throws -> Int64
}

extension Int64 {
    /// A tagged integer as Realm stores one in a slot that may hold refs:
    /// `(value << 1) | 1`.
    var taggedSlot: Int64 { (self << 1) | 1 }
}
