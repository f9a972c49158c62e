import RealmModel

/// A leaf of strings or binary data (`array_string.cpp`,
/// `array_string_short`, `array_blobs_small`, `array_blobs_big`): short
/// strings in fixed-width slots, medium ones as [offsets, blob, nulls],
/// long ones as one blob ref per value; enumerated strings index the
/// column's key list.
struct StringLeaf: Sendable {
    enum Form: Sendable {
        /// Fixed width slots; the last byte of a slot is its padding count.
        case short(ArrayNode)
        /// End offsets, one blob of all bytes, and a null flag per value.
        case small(offsets: ArrayNode, blob: ArrayNode, nulls: ArrayNode?)
        /// One blob ref per value (0 is null).
        case big(ArrayNode)
        /// Indexes into a leaf of distinct strings.
        case enumerated(ArrayNode, keys: EnumKeys)
    }

    /// The distinct strings of an enumerated string column.
    final class EnumKeys: @unchecked Sendable {
        let values: [String?]
        init(values: [String?]) { self.values = values }
    }

    let form: Form
    let nullable: Bool
    /// Strings carry a trailing NUL in blobs; binary data does not.
    let isString: Bool
    let count: Int

    /// Reads the leaf at `node`. `enumKeys` resolves enumerated strings.
    init(_ node: ArrayNode, isString: Bool, nullable: Bool, enumKeys: (() throws -> EnumKeys?)? = nil) throws {
        self.nullable = nullable
        self.isString = isString
        if !node.hasRefs {
            if node.header.widthType == .multiply || !isString || node.size == 0 {
                form = .short(node)
                count = node.size
            } else {
                guard let keys = try enumKeys?() else {
                    throw RealmFileError.corrupt(reason: "enumerated string leaf without enum keys", offset: node.ref)
                }
                form = .enumerated(node, keys: keys)
                count = node.size
            }
        } else if node.contextFlag {
            form = .big(node)
            count = node.size
        } else {
            try node.requireSize(atLeast: 2, "string leaf")
            guard let offsets = try node.child(0), let blob = try node.child(1) else {
                throw RealmFileError.corrupt(reason: "medium string leaf lacks offsets or blob", offset: node.ref)
            }
            // Realm Core does not look: it reads the refs as offsets or bytes
            // and gives garbage strings (realm-core-check printed bytes that
            // are not UTF-8), so the leaf is refused, naming which part.
            for (part, array) in [("offsets", offsets), ("blob", blob)] where array.hasRefs {
                throw RealmFileError.corrupt(reason: "medium string leaf's \(part) (node at 0x\(String(array.ref, radix: 16, uppercase: true))) holds refs, not string data", offset: node.ref)
            }
            // Fewer null flags than offsets is no damage by itself: Realm Core
            // reads only the values its cluster has rows for (`ArraySmallBlobs::is_null`),
            // and an offsets array grown past them is never asked. A value
            // read without its flag is refused (`bytes(at:)`): Core would read
            // past the flags there.
            let nulls = node.size > 2 ? try node.child(2) : nil
            form = .small(offsets: offsets, blob: blob, nulls: nulls)
            count = offsets.size
        }
    }

    /// A leaf of names (table names, column names): always short strings
    /// (`ArrayStringShort`), so at most 63 bytes each. Realm Core reads it
    /// as such whatever its header's flags say, and so do we.
    static func shortNames(_ node: ArrayNode) throws -> StringLeaf {
        StringLeaf(short: node)
    }

    private init(short node: ArrayNode) {
        form = .short(node)
        nullable = false
        isString = true
        count = node.size
    }

    /// Value `index` as bytes (nil for null), without a string's trailing NUL.
    func bytes(at index: Int) throws -> [UInt8]? {
        switch form {
        case .short(let node):
            let width = node.width
            if width == 0 { return nullable ? nil : [] }
            guard index >= 0, index < node.size else {
                throw RealmFileError.corrupt(reason: "string index \(index) out of range", offset: node.ref)
            }
            let slot = index * width
            // The padding count is a C `char` (`ArrayStringShort::get`): a
            // byte over 127 counts down, so the string reaches past its slot.
            let padding = Int(Int8(bitPattern: try node.payloadByte(at: slot + width - 1)))
            let length = width - 1 - padding
            if length == -1 { return nullable ? nil : [] }
            guard length >= 0 else {
                throw RealmFileError.corrupt(reason: "short string slot has padding \(padding) for width \(width)", offset: node.ref)
            }
            // Realm Core ends every short string with a zero byte (`ArrayStringShort::get`).
            guard try node.payloadByte(at: slot + length) == 0 else {
                throw RealmFileError.corrupt(reason: "short string \(index) lacks its terminating zero", offset: node.ref)
            }
            return try node.payloadBytes(at: slot, count: length)
        case .small(let offsets, let blob, let nulls):
            if let nulls {
                guard index < nulls.size else {
                    throw RealmFileError.corrupt(
                        reason: "medium string leaf has \(nulls.size) null flags, none for value \(index)", offset: nulls.ref)
                }
                if try nulls.get(index) != 0 { return nil }
            }
            let begin = index == 0 ? 0 : Int(try offsets.get(index - 1))
            let end = Int(try offsets.get(index))
            guard begin >= 0, begin <= end else {
                throw RealmFileError.corrupt(reason: "medium string offsets decrease", offset: offsets.ref)
            }
            var length = end - begin
            if isString {
                guard length >= 1 else {
                    throw RealmFileError.corrupt(reason: "medium string lacks its terminating zero", offset: blob.ref)
                }
                length -= 1
            }
            return try blob.payloadBytes(at: begin, count: length)
        case .big(let node):
            let ref = try node.getRef(index)
            if ref == 0 { return nil }
            var data = try StringLeaf.blobBytes(node.reader, ref: ref, depth: 0)
            if isString {
                guard !data.isEmpty else {
                    throw RealmFileError.corrupt(reason: "long string lacks its terminating zero", offset: ref)
                }
                data.removeLast()
            }
            return data
        case .enumerated(let node, let keys):
            let position = try node.get(index)
            guard position >= 0, position < Int64(keys.values.count) else {
                throw RealmFileError.corrupt(reason: "enumerated string index \(position) out of range", offset: node.ref)
            }
            return keys.values[Int(position)].map { Array($0.utf8) }
        }
    }

    /// Value `index` as text (nil for null).
    func string(at index: Int) throws -> String? {
        if case .enumerated(let node, let keys) = form {
            let position = try node.get(index)
            guard position >= 0, position < Int64(keys.values.count) else {
                throw RealmFileError.corrupt(reason: "enumerated string index \(position) out of range", offset: node.ref)
            }
            return keys.values[Int(position)]
        }
        return try bytes(at: index).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes of a blob node; a blob with the context flag is a list of
    /// refs to blobs holding the pieces (values over 16 MB).
    static func blobBytes(_ reader: ByteReader, ref: Int, depth: Int) throws -> [UInt8] {
        let node = try ArrayNode(reader, ref: ref)
        // A blob's size is its byte count (`ArrayBlob::blob_size`), whatever its width.
        guard node.contextFlag else {
            guard !node.hasRefs else {
                throw RealmFileError.corrupt(reason: "blob holds refs", offset: ref)
            }
            return try node.payloadBytes(at: 0, count: node.size)
        }
        guard depth < 2, node.hasRefs, node.size <= reader.count / 8 else {
            throw RealmFileError.corrupt(reason: "blob pieces are nested or too many", offset: ref)
        }
        var result: [UInt8] = []
        for index in 0 ..< node.size {
            let piece = try node.getRef(index)
            guard piece != 0 else { continue }
            let bytes = try blobBytes(reader, ref: piece, depth: depth + 1)
            guard result.count + bytes.count <= reader.count else {
                throw RealmFileError.corrupt(reason: "blob is larger than the file", offset: ref)
            }
            try AddressSpace.ensureRoom(for: result.count + bytes.count, copies: 2, "value")
            result += bytes
        }
        return result
    }
}
