import RealmModel
import SQLite

/// `rl_mlistcmp(value, tag, steps, needle, needleTag, flags)`: the groups of
/// one mixed value compared, as `rl_mlistcmp` compares them with a list, with
/// a list of one value read from the object itself (`ALL ml[*]['name']
/// BEGINSWITH about.name`, `s == ALL ml[*][0]`): Realm Core evaluates the
/// property beside each group (`Compare::find_first`), so a property needle is
/// one more constant to each object. `needle` and `needleTag` are a value as a
/// mixed column stores it and its `ValueCoding.MixedTag` (NULL: null).
extension MixedListComparison {
    static func registerNeedle(on connection: Connection, reader: MixedLinkReader) throws {
        // With a seventh argument, `MixedLinkReader`'s spec: links met at key steps are followed.
        for (name, count) in [(function, Int32(6)), (MixedLinkReader.listFunction, 7)] {
            try connection.createFunction(name, argumentCount: count) { args in
                guard args.type(at: 2) == .blob,
                      case .list(let steps)? = args.withUnsafeBytes(at: 2, { MixedBlob.decode($0) }) else { return .value(.null) }
                let needle = needleValue(args, at: 3, tagAt: 4)
                let reached = groups(args, steps: steps, follow: count == 7 ? reader.follower(args, at: 6) : nil)
                if reached.isEmpty { return .value(.null) }
                let flags = args.int64(at: 5)
                return .value(.integer(reached.contains { holds($0, [needle], flags: flags) } ? 1 : 0))
            }
        }
    }

    /// The value of argument `index` whose tag is argument `tagIndex` (a mixed column's two columns,
    /// or any value with its `SQLValue.tagSQL`); null when either is NULL or does not decode.
    static func needleValue(_ args: FunctionArguments, at index: Int, tagAt tagIndex: Int) -> AnyRealmValue {
        let type = args.type(at: index)
        guard type != .null, args.type(at: tagIndex) == .integer,
              let tag = ValueCoding.MixedTag(rawValue: args.int64(at: tagIndex)) else { return .null }
        func bytes() -> [UInt8] { args.withUnsafeBytes(at: index) { Array($0) } }
        switch tag {
        case .bool: return .bool(args.int64(at: index) != 0)
        case .int: return type == .integer ? .int(args.int64(at: index)) : .null
        case .float: return .float(Float(ValueCoding.double(args, at: index)))
        case .double: return .double(ValueCoding.double(args, at: index))
        case .string: return type == .text ? .string(String(decoding: bytes(), as: UTF8.self)) : .null
        case .data: return type == .blob ? .data(bytes()) : .null
        case .date: return args.withUnsafeBytes(at: index) { ValueCoding.timestamp(from: $0) }.map { .date($0) } ?? .null
        case .decimal:
            if type == .integer { return .decimal128(Decimal128(args.int64(at: index))) }
            return args.withUnsafeBytes(at: index) { ValueCoding.decimal(from: $0) }.map { .decimal128($0) } ?? .null
        case .objectId: return ObjectId(bytes: bytes()).map { .objectId($0) } ?? .null
        case .uuid: return RealmUUID(bytes: bytes()).map { .uuid($0) } ?? .null
        case .link, .list, .dictionary:
            return type == .blob ? (args.withUnsafeBytes(at: index) { MixedBlob.decode($0) } ?? .null) : .null
        case .set:
            // A set property read through a link (`MixedLinkReader`): a value of its own kind.
            return MixedSetValue.value
        }
    }
}
