import RealmModel
/// A leaf of `mixed` values (`array_mixed.cpp`): a composite integer per
/// value, `payload << 8 | payloadArray << 5 | (type + 1)`, with payload
/// arrays for wide ints and floats, pairs (timestamps, decimals, typed
/// links), strings (also binary, objectId, uuid) and refs (nested
/// collections).
struct MixedLeaf: Sendable {
    /// Realm Core's `DataType` values as stored in the low 5 bits (minus one).
    enum StoredType: Int64 {
        case int = 0, bool = 1, string = 2, binary = 4, mixed = 6, timestamp = 8, float = 9, double = 10
        case decimal = 11, link = 12, objectId = 15, typedLink = 16, uuid = 17, list = 19, set = 20, dictionary = 21
    }

    /// A decoded value: either a plain value or a nested collection to read.
    enum Element {
        case value(AnyRealmValue)
        /// A link whose table is given by key (typed link).
        case typedLink(tableKey: Int64, objectKey: Int64)
        /// A nested list/set (B+tree of mixed) or dictionary at `ref` (0 = empty).
        case list(ref: Int)
        case dictionary(ref: Int)
    }

    /// Which payload array holds a nested collection's ref (`payload_idx_ref`).
    static let refsPayloadArray: Int64 = 4

    let composite: ArrayNode
    let ints: ArrayNode?
    let pairs: ArrayNode?
    let strings: StringLeaf?
    let refs: ArrayNode?
    var count: Int { composite.size }

    init(_ node: ArrayNode) throws {
        guard node.hasRefs, node.size >= 1, let composite = try node.child(0) else {
            throw RealmFileError.corrupt(reason: "mixed leaf lacks its composite array", offset: node.ref)
        }
        self.composite = composite
        ints = node.size > 1 ? try node.child(1) : nil
        pairs = node.size > 2 ? try node.child(2) : nil
        strings = node.size > 3 ? try node.child(3).map { try StringLeaf($0, isString: true, nullable: true) } : nil
        refs = node.size > 4 ? try node.child(4) : nil
    }

    func element(at index: Int) throws -> Element {
        let composite = try self.composite.get(index)
        if composite == 0 { return .value(.null) }
        let payload = composite >> 8
        let payloadArray = (composite & 0xE0) >> 5
        // `ArrayMixed::get` answers null for a type it does not decode,
        // unless the payload is in the refs array (a nested collection).
        guard let type = StoredType(rawValue: (composite & 0x1F) - 1), type != .mixed else {
            guard payloadArray != MixedLeaf.refsPayloadArray else {
                throw RealmFileError.corrupt(reason: "mixed value has unknown type \((composite & 0x1F) - 1)", offset: self.composite.ref)
            }
            return .value(.null)
        }
        switch type {
        case .int:
            return .value(.int(payloadArray != 0 ? try wide(payload) : payload))
        case .bool:
            return .value(.bool(payload != 0))
        case .float:
            return .value(.float(Float(bitPattern: UInt32(truncatingIfNeeded: try wide(payload)))))
        case .double:
            return .value(.double(Double(bitPattern: UInt64(bitPattern: try wide(payload)))))
        case .string:
            return .value(.string(String(decoding: try stringBytes(payload), as: UTF8.self)))
        case .binary:
            return .value(.data(try stringBytes(payload)))
        case .objectId:
            guard let id = ObjectId(bytes: try stringBytes(payload)) else {
                throw RealmFileError.corrupt(reason: "mixed objectId is not 12 bytes", offset: self.composite.ref)
            }
            return .value(.objectId(id))
        case .uuid:
            guard let id = RealmUUID(bytes: try stringBytes(payload)) else {
                throw RealmFileError.corrupt(reason: "mixed uuid is not 16 bytes", offset: self.composite.ref)
            }
            return .value(.uuid(id))
        case .timestamp:
            let (seconds, nanoseconds) = try pair(payload)
            return .value(.date(try ValueLeaf.timestamp(seconds: seconds, nanoseconds: nanoseconds, at: self.composite.ref)))
        case .decimal:
            let (low, high) = try pair(payload)
            return .value(.decimal128(Decimal128(low: UInt64(bitPattern: low), high: UInt64(bitPattern: high))))
        case .typedLink:
            let (table, key) = try pair(payload)
            return .typedLink(tableKey: table, objectKey: key)
        case .link:
            throw RealmFileError.corrupt(reason: "mixed value holds an untyped link", offset: self.composite.ref)
        case .list, .set:
            guard payloadArray == MixedLeaf.refsPayloadArray else { return .value(.null) }
            return .list(ref: try ref(payload))
        case .dictionary:
            guard payloadArray == MixedLeaf.refsPayloadArray else { return .value(.null) }
            return .dictionary(ref: try ref(payload))
        case .mixed:
            return .value(.null)
        }
    }

    private func missing(_ what: String) -> RealmFileError {
        .corrupt(reason: "mixed leaf lacks its \(what) payload array", offset: composite.ref)
    }

    private func index(_ payload: Int64) throws -> Int {
        guard payload >= 0, payload < Int64(Int32.max) else {
            throw RealmFileError.corrupt(reason: "mixed payload index \(payload) out of range", offset: composite.ref)
        }
        return Int(payload)
    }

    private func wide(_ payload: Int64) throws -> Int64 {
        guard let ints else { throw missing("int") }
        return try ints.get(try index(payload))
    }

    private func pair(_ payload: Int64) throws -> (Int64, Int64) {
        guard let pairs else { throw missing("pair") }
        let first = try index(payload) * 2
        return (try pairs.get(first), try pairs.get(first + 1))
    }

    private func stringBytes(_ payload: Int64) throws -> [UInt8] {
        guard let strings else { throw missing("string") }
        let i = try index(payload)
        guard i < strings.count else {
            throw RealmFileError.corrupt(reason: "mixed string index \(i) out of range", offset: composite.ref)
        }
        return try strings.bytes(at: i) ?? []
    }

    private func ref(_ payload: Int64) throws -> Int {
        guard let refs else { throw missing("ref") }
        return try refs.getRef(try index(payload))
    }
}
