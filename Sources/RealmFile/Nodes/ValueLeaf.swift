import RealmModel
/// What one column (or collection) stores per element, as Realm Core's
/// `ColumnType` plus nullability, and the link target's table for links.
struct ElementType: Sendable, Equatable {
    enum Kind: Int, Sendable {
        case int = 0, bool = 1, string = 2, binary = 4, mixed = 6, timestamp = 8, float = 9, double = 10
        case decimal = 11, link = 12, backlink = 14, objectId = 15, typedLink = 16, uuid = 17
    }

    var kind: Kind
    var isNullable: Bool
    /// Table index of a link's target (links only).
    var targetTable: Int?
    /// Links in a cluster column are stored as key + 1 (0 is null); in a
    /// list or set B+tree they are stored as the key itself.
    var linksStoredPlusOne = true
}

/// A raw element as a leaf decodes it, before links are resolved to classes
/// and nested collections are read.
enum RawElement {
    case value(AnyRealmValue)
    /// A link to object `key` of table `table` (a table index).
    case link(table: Int, key: Int64)
    /// A link to object `key` of the table with key `tableKey`.
    case typedLink(tableKey: Int64, key: Int64)
    /// A collection nested in a mixed: a list/set B+tree or dictionary at `ref`.
    case nestedList(ref: Int)
    case nestedDictionary(ref: Int)
}

/// One leaf of elements of an `ElementType`: a column's leaf in a cluster,
/// or a leaf of a list, set or dictionary B+tree.
struct ValueLeaf: Sendable {
    private enum Storage: Sendable {
        case integers(ArrayNode, nullSentinel: Bool)
        case floats(ArrayNode)
        case strings(StringLeaf)
        case timestamps(seconds: ArrayNode, nanoseconds: ArrayNode)
        case decimals(ArrayNode)
        case fixedBytes(ArrayNode, width: Int)
        case mixed(MixedLeaf)
        /// Pairs of (table key + 1, object key + 1); 0 is null (`array_typed_link.hpp`).
        case typedLinks(ArrayNode)
    }

    private let storage: Storage
    let type: ElementType
    let count: Int

    init(_ node: ArrayNode, type: ElementType, enumKeys: (() throws -> StringLeaf.EnumKeys?)? = nil) throws {
        self.type = type
        switch type.kind {
        case .bool:
            // ArrayBoolNull keeps null as the value 3, no sentinel slot
            storage = .integers(node, nullSentinel: false)
            count = node.size
        case .int:
            if type.isNullable {
                try node.requireSize(atLeast: 1, "nullable integer leaf")
                storage = .integers(node, nullSentinel: true)
                count = node.size - 1
            } else {
                storage = .integers(node, nullSentinel: false)
                count = node.size
            }
        case .link:
            storage = .integers(node, nullSentinel: false)
            count = node.size
        case .float, .double:
            // `BasicArray<T>` reads `sizeof(T)` bytes per element whatever
            // the header's width says.
            storage = .floats(node)
            count = node.size
        case .string, .binary:
            let leaf = try StringLeaf(node, isString: type.kind == .string, nullable: type.isNullable, enumKeys: enumKeys)
            storage = .strings(leaf)
            count = leaf.count
        case .timestamp:
            try node.requireSize(atLeast: 2, "timestamp leaf")
            guard node.hasRefs, let seconds = try node.child(0), let nanoseconds = try node.child(1) else {
                throw RealmFileError.corrupt(reason: "timestamp leaf lacks seconds or nanoseconds", offset: node.ref)
            }
            try seconds.requireSize(atLeast: 1, "timestamp seconds")
            // one nanoseconds value per seconds value (`ArrayTimestamp::verify`)
            guard nanoseconds.size == seconds.size - 1 else {
                throw RealmFileError.corrupt(
                    reason: "timestamp leaf has \(seconds.size - 1) seconds for \(nanoseconds.size) nanoseconds", offset: node.ref)
            }
            storage = .timestamps(seconds: seconds, nanoseconds: nanoseconds)
            count = seconds.size - 1
        case .decimal:
            storage = .decimals(node)
            count = node.size
        case .objectId, .uuid:
            let width = type.kind == .objectId ? 12 : 16
            storage = .fixedBytes(node, width: width)
            // The node's size counts bytes (`ArrayFixedBytes::size`): a null
            // flag byte, then eight values, per block.
            let bytes = node.size
            let blockSize = width * 8 + 1
            count = (bytes - (bytes + blockSize - 1) / blockSize) / width
        case .mixed:
            let leaf = try MixedLeaf(node)
            storage = .mixed(leaf)
            count = leaf.count
        case .typedLink:
            storage = .typedLinks(node)
            count = node.size / 2
        case .backlink:
            throw RealmFileError.corrupt(reason: "column type \(type.kind) has no readable values", offset: node.ref)
        }
        guard count >= 0 else {
            throw RealmFileError.corrupt(reason: "leaf has a negative element count", offset: node.ref)
        }
    }

    /// Element `index`.
    func element(at index: Int) throws -> RawElement {
        guard index >= 0, index < count else {
            throw RealmFileError.corrupt(reason: "element \(index) is beyond the \(count) elements of a leaf", offset: 0)
        }
        switch storage {
        case .integers(let node, let nullSentinel):
            if nullSentinel {
                let value = try node.get(index + 1)
                if value == (try node.get(0)) { return .value(.null) }
                return .value(type.kind == .bool ? .bool(value != 0) : .int(value))
            }
            let value = try node.get(index)
            switch type.kind {
            case .bool: return .value(type.isNullable && value == 3 ? .null : .bool(value != 0))
            case .link:
                guard let target = type.targetTable else { return .value(.null) }
                let key = type.linksStoredPlusOne ? value - 1 : value
                // unresolved links (tombstones) have negative keys and read as null
                return key < 0 ? .value(.null) : .link(table: target, key: key)
            default: return .value(.int(value))
            }
        case .floats(let node):
            if type.kind == .float {
                let bits = UInt32(truncatingIfNeeded: try node.getFixed(index, byteCount: 4))
                if type.isNullable && bits == 0x7FC0_00AA { return .value(.null) }
                return .value(.float(Float(bitPattern: bits)))
            }
            let bits = try node.getFixed(index, byteCount: 8)
            if type.isNullable && bits == 0x7FF8_0000_0000_00AA { return .value(.null) }
            return .value(.double(Double(bitPattern: bits)))
        case .strings(let leaf):
            guard let bytes = try leaf.bytes(at: index) else { return .value(.null) }
            return .value(type.kind == .string ? .string(String(decoding: bytes, as: UTF8.self)) : .data(bytes))
        case .timestamps(let seconds, let nanoseconds):
            let value = try seconds.get(index + 1)
            if value == (try seconds.get(0)) { return .value(.null) }
            return .value(.date(try ValueLeaf.timestamp(seconds: value, nanoseconds: try nanoseconds.get(index), at: nanoseconds.ref)))
        case .decimals(let node):
            return .value(try ValueLeaf.decimal(node, index, nullable: type.isNullable))
        case .fixedBytes(let node, let width):
            if node.width == 0 { return .value(.null) }
            let block = (index / 8) * (width * 8 + 1)
            if try node.payloadByte(at: block) & (1 << UInt8(index % 8)) != 0 { return .value(.null) }
            let bytes = try node.payloadBytes(at: block + 1 + (index % 8) * width, count: width)
            if width == 12 {
                guard let id = ObjectId(bytes: bytes) else { return .value(.null) }
                return .value(.objectId(id))
            }
            guard let id = RealmUUID(bytes: bytes) else { return .value(.null) }
            return .value(.uuid(id))
        case .typedLinks(let node):
            let table = try node.get(2 * index)
            if table == 0 { return .value(.null) }
            let key = try node.get(2 * index + 1) &- 1
            return .typedLink(tableKey: (table &- 1) & 0x7FFF_FFFF, key: key)
        case .mixed(let leaf):
            switch try leaf.element(at: index) {
            case .value(let value): return .value(value)
            case .typedLink(let tableKey, let key): return .typedLink(tableKey: tableKey, key: key)
            case .list(let ref): return .nestedList(ref: ref)
            case .dictionary(let ref): return .nestedDictionary(ref: ref)
            }
        }
    }

    /// A timestamp as Realm Core allows it: nanoseconds within ±999,999,999
    /// and of the same sign as the seconds.
    static func timestamp(seconds: Int64, nanoseconds: Int64, at ref: Int) throws -> Timestamp {
        guard nanoseconds > -1_000_000_000, nanoseconds < 1_000_000_000,
              !(seconds > 0 && nanoseconds < 0), !(seconds < 0 && nanoseconds > 0)
        else {
            throw RealmFileError.corrupt(reason: "timestamp \(seconds) s has invalid nanoseconds \(nanoseconds)", offset: ref)
        }
        // Within a day of Int64.min no calendar date can be computed (RealmModel's
        // Timestamp text would overflow); only a damaged file holds such a value.
        guard seconds > Int64.min + 86_400 else {
            throw RealmFileError.corrupt(reason: "timestamp \(seconds) s is out of range", offset: ref)
        }
        return Timestamp(seconds: seconds, nanoseconds: Int32(nanoseconds))
    }

    /// A decimal of width 0 (zero or null per the context flag), 4 (BID32),
    /// 8 (BID64) or 16 (BID128) bytes (`array_decimal128.hpp`); any other
    /// width reads as zero, as `ArrayDecimal128::get` answers.
    private static func decimal(_ node: ArrayNode, _ index: Int, nullable: Bool) throws -> AnyRealmValue {
        switch node.width {
        case 0:
            return node.contextFlag ? .decimal128(Decimal128(Int64(0))) : .null
        case 4:
            let raw = UInt32(truncatingIfNeeded: try node.getFixed(index, byteCount: 4))
            if raw == 0x7C00_00AA { return .null }
            return .decimal128(DecimalBID.widen32(raw))
        case 8:
            let raw = try node.getFixed(index, byteCount: 8)
            if raw == 0x7C00_0000_0000_00AA { return .null }
            return .decimal128(DecimalBID.widen64(raw))
        case 16:
            let bytes = try node.payloadBytes(at: index * 16, count: 16)
            var low: UInt64 = 0, high: UInt64 = 0
            for i in 0 ..< 8 {
                low |= UInt64(bytes[i]) << UInt64(8 * i)
                high |= UInt64(bytes[8 + i]) << UInt64(8 * i)
            }
            if low == 0xAA && high == 0x7C00_0000_0000_0000 { return .null }
            return .decimal128(Decimal128(low: low, high: high))
        default:
            return .decimal128(Decimal128(Int64(0)))
        }
    }
}
