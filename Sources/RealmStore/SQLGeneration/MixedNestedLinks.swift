import RealmModel
import SQLite

/// `rl_mnestedlinks(value, tag, className, key)`: how many links to object
/// `key` of `className` a mixed value's nested lists and dictionaries hold,
/// at any depth (0 for any other value). Realm Core keeps a backlink for each
/// of them, so `@links.@count` counts them (see `mixedBacklinkCounts`).
enum MixedNestedLinks {
    static let count = "rl_mnestedlinks"

    static func register(on connection: Connection) throws {
        try connection.createFunction(count, argumentCount: 4) { args in
            guard args.type(at: 0) == .blob, args.type(at: 1) == .integer, args.type(at: 2) == .text, args.type(at: 3) == .integer,
                  [ValueCoding.MixedTag.list.rawValue, ValueCoding.MixedTag.dictionary.rawValue].contains(args.int64(at: 1)),
                  let value = args.withUnsafeBytes(at: 0, { MixedBlob.decode($0) }) else { return .value(.integer(0)) }
            let className = args.withUnsafeBytes(at: 2) { String(decoding: $0, as: UTF8.self) }
            return .value(.integer(Int64(links(in: value, to: className, key: args.int64(at: 3)))))
        }
    }

    private static func links(in value: AnyRealmValue, to className: String, key: ObjectKey) -> Int {
        switch value {
        case .link(let link): return link.className == className && link.key == key ? 1 : 0
        case .list(let items): return items.reduce(0) { $0 + links(in: $1, to: className, key: key) }
        case .dictionary(let d): return d.values.reduce(0) { $0 + links(in: $1, to: className, key: key) }
        default: return 0
        }
    }
}
