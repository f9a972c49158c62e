/// A `NodeSink` that appends every node to a `FileOutput`, after the
/// 24-byte streaming header (`SlabAlloc::init_streaming_header`), so a ref
/// is simply the output position where the node starts.
struct StreamingNodeSink<Output: FileOutput>: NodeSink {
    var output: Output

    /// The streaming-form header (`SlabAlloc::init_streaming_header`): top
    /// ref slot 0 is all ones (the real one is in the footer), slot 1 is 0,
    /// mnemonic `T-DB`, file format [24, 0], reserved 0, flags 0.
    static var streamingHeader: [UInt8] {
        var header = [UInt8](repeating: 0xFF, count: 8) + [UInt8](repeating: 0, count: 8)
        header += Array("T-DB".utf8)
        header += [RealmFileWriter.fileFormatVersion, 0, 0, 0]
        return header
    }

    /// Starts `output` (which must be empty) with the streaming header.
    init(output: Output) throws {
        self.output = output
        try StreamingNodeSink.streamingHeader.withUnsafeBytes { try self.output.write($0) }
    }

    /// The ref the next node will get.
    var nextRef: Int64 { output.position }

    mutating func writeIntegerArray(_ values: [Int64], flags: NodeFlags) throws -> Int64 {
        let width = IntegerArrayEncoding.bitWidth(values)
        return try writeNode(flags: flags, widthType: .bits, width: width, size: values.count,
                             payload: IntegerArrayEncoding.payload(values, width: width))
    }

    /// An integer array at an exact `width` (for `ArrayUnsigned` and other
    /// arrays whose width Realm Core fixes rather than derives).
    mutating func writeIntegerArray(_ values: [Int64], width: Int, flags: NodeFlags = []) throws -> Int64 {
        try writeNode(flags: flags, widthType: .bits, width: width, size: values.count,
                      payload: IntegerArrayEncoding.payload(values, width: width))
    }

    mutating func writeNode(flags: NodeFlags, widthType: NodeHeader.WidthType, width: Int, size: Int,
                            payload: [UInt8]) throws -> Int64 {
        guard size < 1 << 24 else { throw RealmFileWriterError.nodeTooLarge(elements: size) }
        let ref = output.position
        precondition(ref & 7 == 0, "nodes start 8-byte aligned")
        var widthCode: UInt8 = 0
        while (1 << Int(widthCode)) >> 1 < width { widthCode += 1 }
        precondition((1 << Int(widthCode)) >> 1 == width, "node width \(width) is not a power of two")
        var bytes: [UInt8] = [0x41, 0x41, 0x41, 0x41,
                              flags.rawValue | widthType.rawValue << 3 | widthCode,
                              UInt8(truncatingIfNeeded: size >> 16), UInt8(truncatingIfNeeded: size >> 8),
                              UInt8(truncatingIfNeeded: size)]
        bytes.reserveCapacity(8 + payload.count + 8)
        bytes += payload
        let padding = (8 - bytes.count & 7) & 7
        if padding > 0 { bytes += [UInt8](repeating: 0, count: padding) }
        try bytes.withUnsafeBytes { try output.write($0) }
        return ref
    }

    /// Writes the footer (`top_ref`, then the footer magic) and finishes the output.
    mutating func finish(topRef: Int64) throws {
        var footer: [UInt8] = []
        for value in [UInt64(topRef), RealmFileWriter.footerMagic] {
            for i in 0 ..< 8 { footer.append(UInt8(truncatingIfNeeded: value >> UInt64(8 * i))) }
        }
        try output.finish(footer: footer)
    }
}
